/**
 * How strong a new password must be, judged by zxcvbn-ts (0 = guessed at once, 4 = very hard)
 * with its common, English and Dutch dictionaries. Its list of breached passwords (the
 * haveibeenpwned matcher) asks a web service, so it is not used: the app runs without the internet.
 * The check is in ../password-strength.ts, kept apart: its dictionaries are large.
 */
export const minPasswordScore = 3;

/** Why a password is refused, by zxcvbn's warning key; `tooWeak` when it gives none. */
export const passwordMessages = {
  tooWeak: 'This password is too easy to guess: add more words or characters',
  straightRow: 'Rows of keys on a keyboard are easy to guess',
  keyPattern: 'Short keyboard patterns are easy to guess',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess',
  extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess',
  sequences: 'Sequences like "abc" or "1234" are easy to guess',
  recentYears: 'Recent years are easy to guess',
  dates: 'Dates are easy to guess',
  topTen: 'This is one of the most used passwords',
  topHundred: 'This is one of the most used passwords',
  common: 'This is a commonly used password',
  similarToCommon: 'This is too much like a commonly used password',
  wordByItself: 'A single word is easy to guess',
  namesByThemselves: 'Names on their own are easy to guess',
  commonNames: 'Common names are easy to guess',
  userInputs: 'Do not use your name, e-mail address or company name in the password',
} as const;

export type PasswordMessageKey = keyof typeof passwordMessages;
export type PasswordCheck = { score: 0 | 1 | 2 | 3 | 4; strong: boolean; reason: PasswordMessageKey | null };
