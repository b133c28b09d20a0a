import type { LoginResponse } from '@wb/contract/auth';
import { generate } from 'otplib';
import type { TestApp } from './test-app';

export const testPassword = 'Sterk-wachtwoord-1';

/** The newest message in the outbox to `to` (read past row-level security, as the test owner). */
export async function latestMailTo(t: TestApp, to: string) {
  return t.deps.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('toAddress', '=', to)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The token of the first /verify-email/ link in a text. */
export function verifyTokenIn(text: string | undefined | false): string {
  const match = (text || '').match(/\/verify-email\/([\w-]+)/);
  if (!match?.[1]) throw new Error(`no verification link in: ${text}`);
  return match[1];
}

let counter = 0;
/** A fresh address per call, so tests of one file do not meet each other. */
export const uniqueEmail = (prefix = 'person') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** Registers a person (or a company) and opens the confirmation link from the outbox. */
export async function registerVerified(
  t: TestApp,
  options: { email?: string; password?: string; companyName?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? testPassword;
  const body = { firstName: 'Test', lastName: 'Person', email, password };
  const res = await t.app.inject({
    method: 'POST',
    url: options.companyName ? '/api/v1/auth/register/company' : '/api/v1/auth/register',
    payload: options.companyName ? { ...body, companyName: options.companyName } : body,
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const mail = await latestMailTo(t, email);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    payload: { token: verifyTokenIn(mail?.textBody) },
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return { email, password };
}

export async function login(t: TestApp, email: string, password: string, userAgent = 'vitest') {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, headers: { 'user-agent': userAgent } });
}

export async function loginOk(t: TestApp, email: string, password: string, userAgent = 'vitest'): Promise<LoginResponse> {
  const res = await login(t, email, password, userAgent);
  if (res.statusCode !== 200 || !('access_token' in res.json())) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as LoginResponse;
}

/** A TOTP code for `secret`, `stepsAgo` time steps back (30 s each). */
export function totpCode(secret: string, stepsAgo = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) - stepsAgo * 30 });
}

/** A multipart/form-data body with one file. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----wbtest${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
