import type { Config } from '@/config';
import { createSmtpTransport, type MailTransport } from '@/integrations/smtp/smtp-transport';
import type { Mailer } from './mail-outbox';

/** The server-wide mailer: every tenant's mail through SMTP_URL, or logged when it is not set. */
export function createDefaultMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const transport: MailTransport | null = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  return { from: config.mailFrom, transportFor: async () => transport };
}
