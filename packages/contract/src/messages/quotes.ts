/** Quote messages by key (English); `{name}` marks a parameter. */
export const quoteMessages = {
  notFound: 'Quote not found',
  accountRequired: 'Choose a customer first',
  linesRequired: 'At least one line is required',
  validBeforeDate: 'The valid-until date cannot be before the quote date',
  stale: 'This quote was changed by someone else in the meantime. Reload it to see their changes.',
  notEditable: 'Only a draft or sent quote can be changed',
  notSendable: 'Only a draft or sent quote can be sent',
  notAcceptable: 'Only a sent quote can be accepted',
  notDeclinable: 'Only a sent quote can be declined',
  notDeletable: 'Only a draft quote can be deleted',
  expiredNotAcceptable: 'This quote expired on {date}; it can no longer be accepted',
  accountBlocked: 'This customer is blocked ({reason}); the quote cannot be accepted',
  noEmailAddress: 'The customer has no e-mail address; enter one',
} as const;
