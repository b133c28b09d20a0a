/** A statement line as read from a file, before it is stored. */
export type ParsedLine = {
  /** Which statement of the file (0-based) the line belongs to, and its place in that statement (1-based). */
  section: number;
  positionInSection: number;
  bookingDate: string;
  amount: string;
  credit: boolean;
  /** A reversal (MT940 RC/RD, camt RvslInd): the counterparty is that of the entry it reverses. */
  reversal: boolean;
  counterpartyName: string;
  counterpartyIban: string;
  remittance: string;
  /** Structured creditor reference, else the end-to-end id (not NOTPROVIDED). */
  reference: string;
  /** The bank's own reference of the entry, when given (camt AcctSvcrRef, MT940 bank reference). */
  bankReference: string;
};

/**
 * One statement inside a file (a file may hold several: one per day or per message). Balances
 * are signed decimal strings (a debit balance is negative); the closing balance is required.
 */
export type ParsedSection = {
  account: string;
  currency: string;
  /** MT940 :28C: statement number and sequence; camt Stmt/Id and ElctrncSeqNb (or LglSeqNb). */
  number: string;
  sequence: string;
  openingBalance: string;
  openingDate: string;
  closingBalance: string;
  closingDate: string;
  entryCount: number;
};

export type ParsedStatement = {
  format: 'camt053' | 'mt940';
  accountIban: string;
  statementRef: string;
  currency: string;
  sections: ParsedSection[];
  lines: ParsedLine[];
};

/** A file that is not a statement: the line it failed on and why. */
export class StatementFormatError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}
