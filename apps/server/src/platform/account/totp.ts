import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The name authenticator apps show above the code. */
export const totpIssuer = 'Back office';
const period = 30;

/** The secret box's context of a two-factor secret (the purpose its older values were encrypted for). */
export const mfaSecretContext = 'mfa-secret';

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function normaliseSecret(secret: string): string {
  return secret.replace(/[\s=-]/g, '').toUpperCase();
}

export async function totpEnrolment(secret: string, account: string): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = generateURI({ issuer: totpIssuer, label: account, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { otpauthUrl, qrCode };
}

/**
 * Checks a code (RFC 6238): the current time step and the one before it are accepted, and no
 * step at or before `afterTimeStep` (the last one used), so a code works once. Answers the
 * matched time step, or null.
 */
export async function checkTotp(secret: string, code: string, afterTimeStep: number | null, now = Date.now()): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: [period, 0],
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
