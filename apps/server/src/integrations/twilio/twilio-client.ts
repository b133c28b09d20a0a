/**
 * A small client for Twilio's REST API (2010-04-01), the messaging provider: basic auth with the
 * Account SID and auth token, form-encoded requests, JSON answers and Twilio's error body
 * `{ code, message, more_info, status }`. The base URL is configurable so tests and the offline
 * demo talk to a loopback fake that speaks the same API.
 */

export type TwilioAccount = { sid: string; friendlyName: string; status: string; type: string };
export type TwilioMessage = { sid: string; status: string };

export type TwilioClient = {
  fetchAccount: () => Promise<TwilioAccount>;
  hasIncomingPhoneNumber: (phoneNumber: string) => Promise<boolean>;
  sendMessage: (message: { from: string; to: string; body: string }) => Promise<TwilioMessage>;
};

export class TwilioError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'TwilioError';
  }
}

export const twilioDefaultBaseUrl = 'https://api.twilio.com';

type Options = { baseUrl?: string; accountSid: string; authToken: string; timeoutMs?: number };

export function createTwilioClient(options: Options): TwilioClient {
  const base = `${(options.baseUrl ?? twilioDefaultBaseUrl).replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  async function call<T>(path: string, init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization,
          accept: 'application/json',
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: init.form ? new URLSearchParams(init.form).toString() : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new TwilioError(`Could not reach the messaging provider: ${(err as Error).message}`, 0, null);
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) {
      const message = typeof body?.message === 'string' ? body.message : `HTTP ${res.status}`;
      throw new TwilioError(message, res.status, typeof body?.code === 'number' ? body.code : null);
    }
    return body as T;
  }

  return {
    async fetchAccount() {
      const body = await call<{ sid: string; friendly_name: string; status: string; type: string }>('.json');
      return { sid: body.sid, friendlyName: body.friendly_name, status: body.status, type: body.type };
    },
    async hasIncomingPhoneNumber(phoneNumber) {
      const body = await call<{ incoming_phone_numbers: Array<{ phone_number: string }> }>(
        `/IncomingPhoneNumbers.json?PhoneNumber=${encodeURIComponent(phoneNumber)}`,
      );
      return body.incoming_phone_numbers.some((n) => n.phone_number === phoneNumber);
    },
    async sendMessage(message) {
      const body = await call<{ sid: string; status: string }>('/Messages.json', {
        method: 'POST',
        form: { From: message.from, To: message.to, Body: message.body },
      });
      return { sid: body.sid, status: body.status };
    },
  };
}
