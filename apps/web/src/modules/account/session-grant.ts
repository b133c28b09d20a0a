import type { MfaLoginInput, SessionUser } from '@wb/contract/auth';
import { api } from '@/app/api/api-client';
import { ApiError } from '@/app/api/api-error';
import { setSession } from '@/app/auth/auth-store';

/** Takes over a token and user the server handed out (registration, a new company): the person is signed in. */
export function adoptSession(grant: { access_token: string; user: SessionUser }): void {
  setSession({ token: grant.access_token, user: grant.user });
}

/** The second step of a sign-in with two-factor; kept out of the shell, which only needs the first. */
export async function completeMfaLogin(input: MfaLoginInput): Promise<SessionUser> {
  const body = await api('POST /auth/login/mfa', { body: input, auth: false });
  if (!body?.access_token || !body.user) throw new ApiError(500, 'INTERNAL', 'Invalid login response format');
  adoptSession(body);
  return body.user;
}
