import type { SmtpOptions } from '@/integrations/smtp/smtp-transport';
import { type Db, platformTenantId } from '@/db/transaction';
import { systemCtx } from '@/platform/context';
import { createSecretBox } from '@/platform/crypto/secret-box';
import type { TenantSmtpLookup } from '@/platform/mail/default-mailer';
import { getSettingsSecret, getSettingsSection } from './settings.service';

/** The mailer's view of a company's e-mail settings: its SMTP server when a host is set. */
export function tenantSmtpLookup(db: Db, serverKey: Buffer): TenantSmtpLookup {
  const box = createSecretBox(serverKey);
  return (tenantId) => {
    if (tenantId === platformTenantId) return Promise.resolve(null);
    return systemCtx(db, tenantId, async (ctx): Promise<SmtpOptions | null> => {
      const { smtp } = await getSettingsSection(ctx, 'email');
      if (!smtp.host) return null;
      const pass = await getSettingsSecret(ctx, box, 'email', ['smtp', 'auth', 'pass']);
      const from = smtp.from || (smtp.auth.user.includes('@') ? smtp.auth.user : null);
      return { host: smtp.host, port: smtp.port, user: smtp.auth.user, pass, from };
    });
  };
}
