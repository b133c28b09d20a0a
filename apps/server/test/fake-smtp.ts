import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

/**
 * A real SMTP server on loopback that keeps what it receives, for tests and the browser
 * journeys: the app sends to it over SMTP exactly as it would to a mail provider.
 */
export async function startFakeSmtp(): Promise<{
  url: string;
  port: number;
  received: ReceivedMail[];
  waitFor: (match: (m: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  const waitFor = async (match: (m: ReceivedMail) => boolean, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = received.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no matching mail arrived');
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    waitFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
