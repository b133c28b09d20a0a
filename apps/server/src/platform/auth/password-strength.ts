import type { PasswordCheck } from '@wb/contract/messages/password';
import { invalidField } from '@/platform/errors';
import { threadFunction } from '@/platform/worker-thread';
import { hashPassword } from './passwords';

/**
 * zxcvbn-ts on a worker thread: its first check builds the dictionaries (about 0.2 s), and a long
 * password can take it 100 ms or more of synchronous work.
 */
const checkOnThread = threadFunction<{ password: string; userInputs: string[] }, PasswordCheck>(
  new URL('./password-score.ts', import.meta.url),
  'checkPasswordStrength',
);

/** Refuses a weak or common password (zxcvbn score under 3) with a 400 naming the reason at `path`. */
export async function assertStrongPassword(password: string, path: string, userInputs: string[] = []): Promise<void> {
  const check = await checkOnThread({ password, userInputs: userInputs.filter(Boolean) });
  if (check.strong) return;
  throw invalidField(path, `password.${check.reason ?? 'tooWeak'}`);
}

/**
 * The one way a new password is set (registration, an accepted invitation, a user made or reset by
 * an admin, a password change): checked for strength, then hashed. `userInputs` are the person's
 * name, e-mail and company, which the password should not lean on.
 */
export async function hashNewPassword(password: string, field: { path: string; userInputs?: string[] }): Promise<string> {
  await assertStrongPassword(password, field.path, field.userInputs);
  return hashPassword(password);
}
