/** Cash-book messages by key (English); `{name}` marks a parameter. */
export const cashBookMessages = {
  entryNotFound: 'Cash-book entry not found',
  unknownLedger: 'This ledger is not in the cash-book settings',
  noLedgers: 'Set up a cash-book ledger in the settings first',
  monthClosed: '{month} is closed for this ledger; book a correcting entry in a later month',
  alreadyClosed: '{month} is already closed for this ledger',
  closeInFuture: 'A month can only be closed once it has begun',
  amountNotZero: 'Enter an amount other than zero',
  linkedPayment: 'A cash payment is changed on its invoice, not in the cash book',
  invoiceNotFound: 'Invoice not found',
} as const;
