/** A statement line as read from a file, before it is stored. */
export type ParsedLine = {
  bookingDate: string;
  amount: string;
  credit: boolean;
  counterpartyName: string;
  counterpartyIban: string;
  remittance: string;
  /** Structured creditor reference, else the end-to-end id (not NOTPROVIDED). */
  reference: string;
  /** The bank's own reference of the entry, when given (camt AcctSvcrRef, MT940 bank reference). */
  bankReference: string;
};

export type ParsedStatement = { format: 'camt053' | 'mt940'; accountIban: string; statementRef: string; lines: ParsedLine[] };

/** A file that is not a statement: the line it failed on and why. */
export class StatementFormatError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}
