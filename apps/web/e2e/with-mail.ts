import { type ReceivedMail, startFakeSmtp } from '../../server/test/fake-smtp';
import { type RunningServer, startServer } from './server.mjs';
import { scaled } from './time-scale';

export type ServerWithMail = RunningServer & {
  /** Waits for a message to `to` (and matching `subject`, when given) and answers it. */
  waitForMail: (to: string, subject?: RegExp, timeoutMs?: number) => Promise<ReceivedMail>;
  received: ReceivedMail[];
};

/**
 * A server of the spec's own whose mail goes over SMTP to a fake SMTP server on loopback, so
 * a journey can open the link in a message it really received.
 */
export async function startServerWithMail(env: Record<string, string> = {}): Promise<ServerWithMail> {
  const smtp = await startFakeSmtp();
  const server = await startServer({ SMTP_URL: smtp.url, ...env });
  const serverStop = server.stop;
  return {
    ...server,
    received: smtp.received,
    waitForMail: (to, subject, timeoutMs = scaled(15_000)) =>
      smtp.waitFor((m) => m.envelopeTo.includes(to) && (!subject || subject.test(m.subject ?? '')), timeoutMs),
    stop: async () => {
      await serverStop();
      await smtp.stop();
    },
  };
}

/** The first link in a message's text that points into the app. */
export function linkIn(mail: ReceivedMail, appUrl: string): string {
  const match = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.includes('/'));
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  // The server builds links from APP_URL; point them at this test server.
  const url = new URL(match);
  return `${appUrl}${url.pathname}${url.search}`;
}
