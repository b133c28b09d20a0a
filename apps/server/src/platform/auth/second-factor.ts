import type { Tx } from '@/db/transaction';
import { hashRecoveryCode } from '@/platform/account/recovery-codes';
import { checkTotp, mfaSecretContext } from '@/platform/account/totp';
import type { SecretBox } from '@/platform/crypto/secret-box';
import { updateMfaTimeStep, updateRecoveryCodeUsed } from './mfa-challenge.queries';

export type SecondFactorInput = { totpCode?: string; recoveryCode?: string };
export type CheckedFactor = { kind: 'totp'; timeStep: number } | { kind: 'recovery_code'; codeHash: string };

/**
 * Checks a code against the person's (encrypted) secret, outside any transaction. A recovery
 * code is only hashed here; whether it is still unused is settled by `claimSecondFactor`.
 */
export async function checkSecondFactor(
  box: SecretBox,
  user: { mfaSecret: string | null; mfaLastTimeStep: string | null },
  input: SecondFactorInput,
  now = Date.now(),
): Promise<CheckedFactor | null> {
  if (input.recoveryCode) return { kind: 'recovery_code', codeHash: hashRecoveryCode(input.recoveryCode) };
  if (!input.totpCode || !user.mfaSecret) return null;
  const last = user.mfaLastTimeStep === null ? null : Number(user.mfaLastTimeStep);
  const timeStep = await checkTotp(box.decrypt(user.mfaSecret, mfaSecretContext), input.totpCode, last, now);
  return timeStep === null ? null : { kind: 'totp', timeStep };
}

/** Uses the checked code, once: false for a replayed code or a used or unknown recovery code. */
export async function claimSecondFactor(tx: Tx, userId: string, factor: CheckedFactor | null, now: Date): Promise<boolean> {
  if (!factor) return false;
  if (factor.kind === 'totp') return updateMfaTimeStep(tx, userId, factor.timeStep);
  return updateRecoveryCodeUsed(tx, userId, factor.codeHash, now);
}
