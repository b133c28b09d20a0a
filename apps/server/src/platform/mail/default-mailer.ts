import type { Config } from '@/config';
import { createSmtpTransport, type MailTransport, type SmtpOptions } from '@/integrations/smtp/smtp-transport';
import type { Mailer } from './mail-outbox';

/** Finds a tenant's own SMTP settings (from its workspace settings), or null when it has none. */
export type TenantSmtpLookup = (tenantId: string) => Promise<SmtpOptions | null>;

/**
 * The mailer: a tenant's mail goes through its own SMTP server when its settings name one, else
 * through the server's SMTP_URL, else nowhere (the outbox logs it).
 */
export function createDefaultMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, tenantSmtp?: TenantSmtpLookup): Mailer {
  const serverTransport: MailTransport | null = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  return {
    from: config.mailFrom,
    transportFor: async (tenantId) => {
      const own = tenantSmtp ? await tenantSmtp(tenantId) : null;
      return own ? createSmtpTransport(own) : serverTransport;
    },
  };
}
