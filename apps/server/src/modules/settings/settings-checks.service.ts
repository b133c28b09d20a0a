import type { FieldIssue } from '@wb/contract/errors';
import type { EmailTestStatus, TwilioTestResult, TwilioTestSmsResult } from '@wb/contract/settings';
import { isKeptSecret } from '@wb/contract/settings-fields';
import { createTwilioClient, TwilioError } from '@/integrations/twilio/twilio-client';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import type { SecretBox } from '@/platform/crypto/secret-box';
import { AppError, invalidField, invalidFields, notFound } from '@/platform/errors';
import { queueMail } from '@/platform/mail/mail-outbox';
import { getSettingsSecret, getSettingsSection, requireTenant } from './settings.service';
import { selectTestMail, selectUserEmail } from './settings.queries';

const testMailPurpose = 'settings.smtp_test';

/**
 * "Send test message": a message through the mail outbox, so it takes the same way as every
 * other mail (the company's SMTP server when set, else the server's). Answers its outbox id,
 * whose status the page then follows.
 */
export async function sendTestEmail(ctx: Ctx, input: { to?: string } | null | undefined): Promise<EmailTestStatus> {
  const tenantId = requireTenant(ctx);
  const to = input?.to || (ctx.principal ? await selectUserEmail(ctx.tx, ctx.principal.userId) : null);
  if (!to) throw invalidField('to', 'validation.required');
  const { companyName, smtpHost } = await describeSender(ctx);
  const id = await queueMail(ctx.tx, tenantId, {
    purpose: testMailPurpose,
    to,
    subject: `Testbericht / Test message – ${companyName}`,
    text: [
      `Dit is een testbericht van ${companyName}. De e-mailinstellingen werken.`,
      '',
      `This is a test message from ${companyName}. The e-mail settings work.`,
      '',
      `SMTP: ${smtpHost}`,
    ].join('\n'),
  });
  await appendAudit(ctx.tx, {
    tenantId,
    actorUserId: ctx.principal?.userId ?? null,
    action: 'settings.email_test',
    target: 'email',
    ip: ctx.ip,
    // The recipient's domain only: an address is personal data, which the append-only chain does not keep.
    details: { toDomain: to.slice(to.lastIndexOf('@') + 1), smtpHost },
  });
  return { id, to, status: 'pending', lastError: null };
}

async function describeSender(ctx: Ctx) {
  const [company, email] = await Promise.all([getSettingsSection(ctx, 'companyDetails'), getSettingsSection(ctx, 'email')]);
  return {
    companyName: company.name || 'Back office',
    smtpHost: email.smtp.host ? `${email.smtp.host}:${email.smtp.port}` : '(server default)',
  };
}

export async function getTestEmailStatus(ctx: Ctx, id: string): Promise<EmailTestStatus> {
  const tenantId = requireTenant(ctx);
  const row = await selectTestMail(ctx.tx, tenantId, id, testMailPurpose);
  if (!row) throw notFound('testMessage');
  return { id: row.id, to: row.toAddress, status: row.status, lastError: row.lastError };
}

export type TwilioCredentials = { accountSid: string; authToken: string; phoneNumber: string };

/** The values to test: those given, else the saved ones (a blank token means the stored one). */
export async function getTwilioCredentials(
  ctx: Ctx,
  box: SecretBox,
  input: Partial<TwilioCredentials> | null | undefined,
): Promise<TwilioCredentials> {
  const { twilio } = await getSettingsSection(ctx, 'communication');
  const accountSid = input?.accountSid || twilio.accountSid;
  const phoneNumber = input?.phoneNumber || twilio.phoneNumber;
  const authToken = isKeptSecret(input?.authToken)
    ? await getSettingsSecret(ctx, box, 'communication', ['twilio', 'authToken'])
    : input?.authToken;
  const missing: FieldIssue[] = [
    ...(accountSid ? [] : [{ path: 'accountSid', key: 'validation.required' as const }]),
    ...(authToken ? [] : [{ path: 'authToken', key: 'validation.required' as const }]),
  ];
  if (missing.length) throw invalidFields(missing);
  return { accountSid, authToken: authToken ?? '', phoneNumber };
}

/**
 * POST /settings/workspace/twilio/test: signs in to the provider's account, checks that it is
 * active and, when a phone number is set, that the account owns it. Runs outside any database
 * transaction (it waits on the network).
 */
export async function testTwilioConnection(credentials: TwilioCredentials, baseUrl: string): Promise<TwilioTestResult> {
  const client = createTwilioClient({ baseUrl, accountSid: credentials.accountSid, authToken: credentials.authToken });
  try {
    const account = await client.fetchAccount();
    const phoneNumberFound = credentials.phoneNumber ? await client.hasIncomingPhoneNumber(credentials.phoneNumber) : null;
    const active = account.status === 'active';
    const ok = active && phoneNumberFound !== false;
    const message = !active
      ? `The account is ${account.status}`
      : phoneNumberFound === false
        ? `The phone number ${credentials.phoneNumber} does not belong to this account`
        : null;
    return { ok, message, accountName: account.friendlyName, accountStatus: account.status, phoneNumberFound };
  } catch (err) {
    if (!(err instanceof TwilioError)) throw err;
    return {
      ok: false,
      message: `Messaging provider connection failed: ${err.message}`,
      accountName: null,
      accountStatus: null,
      phoneNumberFound: null,
    };
  }
}

/**
 * The saved messaging settings, for sending an SMS: 409 when Settings → Communication → SMS
 * (`twilio.enabled`) is off, so nothing is sent. Read inside a transaction; send outside it.
 */
export async function getSmsSender(ctx: Ctx, box: SecretBox): Promise<TwilioCredentials> {
  const { twilio } = await getSettingsSection(ctx, 'communication');
  if (!twilio.enabled) throw new AppError('CONFLICT', 'settings.smsOff');
  return getTwilioCredentials(ctx, box, null);
}

/** Sends one SMS from the saved phone number; the provider's refusal answers 400 with its reason. */
export async function sendSms(
  credentials: TwilioCredentials,
  baseUrl: string,
  message: { to: string; body: string },
): Promise<TwilioTestSmsResult> {
  const client = createTwilioClient({ baseUrl, accountSid: credentials.accountSid, authToken: credentials.authToken });
  try {
    return await client.sendMessage({ from: credentials.phoneNumber, to: message.to, body: message.body });
  } catch (err) {
    if (!(err instanceof TwilioError)) throw err;
    throw new AppError('BAD_REQUEST', 'settings.smsFailed', { reason: err.message });
  }
}
