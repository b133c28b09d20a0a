import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as nl from '@zxcvbn-ts/language-nl-be';
import { minPasswordScore, type PasswordCheck, type PasswordMessageKey, passwordMessages } from './messages/password';

// The strength check itself, with zxcvbn-ts and its dictionaries (some 3 MB): the server runs it on
// a worker thread, the web app loads this file only when a password field is shown (dynamic import).

let factory: ZxcvbnFactory | null = null;

/**
 * Scores a password; `userInputs` are words of the person (name, e-mail, company) a password
 * should not lean on. Only the first 64 characters are weighed and l33t substitutions are capped:
 * longer passwords took zxcvbn over a second here, and 64 characters that pass are strong.
 */
export function checkPasswordStrength(input: { password: string; userInputs?: string[] }): PasswordCheck {
  factory ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...nl.dictionary },
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  });
  const texts = (input.userInputs ?? []).map((text) => text.toLowerCase());
  const words = [
    ...texts,
    ...texts.flatMap((text) => text.split(/[^\p{L}\p{N}]+/u)),
    ...texts.map((text) => text.replace(/[^\p{L}\p{N}]+/gu, '')),
  ];
  words.push(...texts.filter((text) => text.includes('@')).map((email) => email.split('@')[0] ?? ''));
  const result = factory.check(
    input.password,
    [...new Set(words)].filter((word) => word.length >= 3),
  );
  const strong = result.score >= minPasswordScore;
  const warning = result.feedback.warning as string | null;
  const reason = strong ? null : warning && warning in passwordMessages ? (warning as PasswordMessageKey) : 'tooWeak';
  return { score: result.score, strong, reason };
}
