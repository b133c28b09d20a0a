import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio } from '../../../test/fake-twilio';
import { createTwilioClient, TwilioError } from './twilio-client';

const sid = `AC${'2'.repeat(32)}`;
const token = '0123456789abcdef0123456789abcdef';
let fake: Awaited<ReturnType<typeof startFakeTwilio>>;

beforeAll(async () => {
  fake = await startFakeTwilio({ [sid]: { authToken: token, friendlyName: 'Shop', status: 'active', phoneNumbers: ['+3197010000002'] } });
});
afterAll(() => fake.stop());

describe('Twilio client', () => {
  it('reads the account and its numbers, and sends a message form-encoded', async () => {
    const client = createTwilioClient({ baseUrl: fake.url, accountSid: sid, authToken: token });
    expect(await client.fetchAccount()).toMatchObject({ sid, friendlyName: 'Shop', status: 'active' });
    expect(await client.hasIncomingPhoneNumber('+3197010000002')).toBe(true);
    expect(await client.hasIncomingPhoneNumber('+3197010000003')).toBe(false);
    const sent = await client.sendMessage({ from: '+3197010000002', to: '+31612345678', body: 'Uw order is onderweg' });
    expect(sent.sid).toMatch(/^SM/);
    expect(sent.status).toBe('queued');
    expect(fake.messages).toEqual([{ accountSid: sid, from: '+3197010000002', to: '+31612345678', body: 'Uw order is onderweg' }]);
  });

  it("turns Twilio's error bodies into errors with code and status", async () => {
    const wrong = createTwilioClient({ baseUrl: fake.url, accountSid: sid, authToken: 'f'.repeat(32) });
    await expect(wrong.fetchAccount()).rejects.toMatchObject({ name: 'TwilioError', message: 'Authenticate', status: 401, code: 20003 });
    const client = createTwilioClient({ baseUrl: fake.url, accountSid: sid, authToken: token });
    await expect(client.sendMessage({ from: '+3197010000002', to: '0612', body: 'x' })).rejects.toMatchObject({ status: 400, code: 21211 });
  });

  it('reports an unreachable provider as a TwilioError', async () => {
    const client = createTwilioClient({ baseUrl: 'http://127.0.0.1:1', accountSid: sid, authToken: token, timeoutMs: 2000 });
    await expect(client.fetchAccount()).rejects.toBeInstanceOf(TwilioError);
  });
});
