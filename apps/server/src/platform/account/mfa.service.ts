import type { MfaSetupResponse, MfaVerifyResponse, mfaDisableInputSchema, mfaVerifyInputSchema } from '@wb/contract/account-security';
import type { z } from 'zod';
import type { Config } from '@/config';
import { inTransaction } from '@/db/transaction';
import { appendAudit } from '@/platform/audit/audit';
import { verifyPassword } from '@/platform/auth/passwords';
import { checkSecondFactor, claimSecondFactor } from '@/platform/auth/second-factor';
import type { AuthDeps, ClientMeta } from '@/platform/auth/sign-in';
import type { Principal } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { queueMail } from '@/platform/mail/mail-outbox';
import { type AccountCtx, accountTenantOf, appLinks } from './account-context';
import { securityChangeMail } from './account-mail';
import { type AccountUser, selectAccountUser } from './account.queries';
import { loadForCredentialCheck, recordCredentialFailure, refuseField } from './credential-check';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { createSecretBox } from '@/platform/crypto/secret-box';
import { checkTotp, mfaSecretContext, newTotpSecret, normaliseSecret, totpEnrolment } from './totp';

type MfaVerifyData = z.output<typeof mfaVerifyInputSchema>;
type MfaDisableData = z.output<typeof mfaDisableInputSchema>;
type MfaConfig = Pick<Config, 'appSecret' | 'appUrl'>;

const alreadyOn = () => new AppError('CONFLICT', 'account.mfaAlreadyOn');

async function getUser(ctx: AccountCtx): Promise<AccountUser> {
  const user = await selectAccountUser(ctx.tx, ctx.principal.userId);
  if (!user) throw new AppError('SESSION_REVOKED', 'auth.sessionEnded');
  return user;
}

/** Step 1 of switching two-factor on: a new secret (kept encrypted until confirmed), its URI and QR code. */
export async function setupMfa(ctx: AccountCtx, config: MfaConfig): Promise<MfaSetupResponse> {
  const user = await getUser(ctx);
  if (user.mfaEnabledAt) throw alreadyOn();
  const secret = newTotpSecret();
  await ctx.tx
    .updateTable('appUser')
    .set({ mfaPendingSecret: createSecretBox(config.appSecret).encrypt(secret, mfaSecretContext), updatedAt: new Date() })
    .where('id', '=', user.id)
    .execute();
  return { secret, ...(await totpEnrolment(secret, user.email)) };
}

/** Step 2: the first code from the app proves it holds the secret; two-factor is on, with recovery codes. */
export async function enableMfa(ctx: AccountCtx, config: MfaConfig, input: MfaVerifyData): Promise<MfaVerifyResponse> {
  const user = await getUser(ctx);
  if (user.mfaEnabledAt) throw alreadyOn();
  const box = createSecretBox(config.appSecret);
  const pending = user.mfaPendingSecret ? box.decrypt(user.mfaPendingSecret, mfaSecretContext) : null;
  if (!pending || pending !== normaliseSecret(input.mfaSecret)) {
    throw refuseField('mfaSecret', 'account.setupExpired');
  }
  const timeStep = await checkTotp(pending, input.totpCode, null);
  if (timeStep === null) throw refuseField('totpCode', 'auth.invalidCode');

  const now = new Date();
  const recoveryCodes = newRecoveryCodes();
  await ctx.tx
    .updateTable('appUser')
    .set({
      mfaSecret: box.encrypt(pending, mfaSecretContext),
      mfaPendingSecret: null,
      mfaEnabledAt: now,
      mfaLastTimeStep: timeStep,
      updatedAt: now,
    })
    .where('id', '=', user.id)
    .execute();
  await ctx.tx.deleteFrom('mfaRecoveryCode').where('userId', '=', user.id).execute();
  await ctx.tx
    .insertInto('mfaRecoveryCode')
    .values(recoveryCodes.map((code) => ({ userId: user.id, codeHash: hashRecoveryCode(code) })))
    .execute();
  await appendAudit(ctx.tx, { tenantId: ctx.tenantId, actorUserId: user.id, action: 'auth.mfa_enabled', target: user.id, ip: ctx.ip });
  await queueMail(ctx.tx, ctx.tenantId, securityChangeMail(user, 'mfa_enabled', appLinks(config).security));
  return { enabled: true, recoveryCodes };
}

/** Switches two-factor off, with the password, a code from the app or a recovery code (a wrong one counts as a failure). */
export async function disableMfa(deps: AuthDeps, principal: Principal, input: MfaDisableData, meta: ClientMeta): Promise<{ ok: true }> {
  const now = new Date();
  const user = await loadForCredentialCheck(deps.db, principal, meta, now);
  if (!user.mfaEnabledAt) throw new AppError('CONFLICT', 'account.mfaNotOn');
  const passwordOk = input.password !== undefined && (await verifyPassword(user.passwordHash, input.password));
  const factor =
    input.password === undefined ? await checkSecondFactor(createSecretBox(deps.config.appSecret), user, input, now.getTime()) : null;

  const tenantId = accountTenantOf(principal);
  const done = await inTransaction(deps.db, { tenantId }, async (tx) => {
    if (!passwordOk && !(await claimSecondFactor(tx, user.id, factor, now))) return false;
    await tx
      .updateTable('appUser')
      .set({ mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null, mfaLastTimeStep: null, updatedAt: now })
      .where('id', '=', user.id)
      .execute();
    await tx.deleteFrom('mfaRecoveryCode').where('userId', '=', user.id).execute();
    await appendAudit(tx, {
      tenantId,
      actorUserId: user.id,
      action: 'auth.mfa_disabled',
      target: user.id,
      ip: meta.ip,
      details: { with: input.password !== undefined ? 'password' : (factor?.kind ?? 'totp') },
    });
    await queueMail(tx, tenantId, securityChangeMail(user, 'mfa_disabled', appLinks(deps.config).security));
    return true;
  });
  if (done) return { ok: true };

  const path = input.password !== undefined ? 'password' : input.recoveryCode !== undefined ? 'recoveryCode' : 'totpCode';
  await recordCredentialFailure(deps.db, principal, user, { action: 'auth.mfa_disable_failed', reason: `wrong_${path}` }, meta, now);
  throw refuseField(path, path === 'password' ? 'account.passwordWrong' : 'auth.invalidCode');
}
