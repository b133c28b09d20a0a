import { createTransport } from 'nodemailer';

export type OutgoingMail = {
  messageId: string;
  from: string;
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
};

/** Sends one message; the small interface the app depends on instead of nodemailer. */
export type MailTransport = {
  send: (mail: OutgoingMail) => Promise<{ messageId: string }>;
  /** The sender this transport's server expects (a company's own SMTP settings); else the mailer's. */
  from?: string;
};

/** A company's own SMTP server, from its e-mail settings. */
export type SmtpOptions = { host: string; port: number; user: string; pass: string | null; from: string | null };

/**
 * SMTP through nodemailer, from a URL such as smtp://user:pass@host:587 or smtps://host:465, or
 * from a company's settings (port 465 is implicit TLS; others upgrade with STARTTLS when offered).
 */
export function createSmtpTransport(target: string | SmtpOptions): MailTransport {
  const transport =
    typeof target === 'string'
      ? createTransport(target)
      : createTransport({
          host: target.host,
          port: target.port,
          secure: target.port === 465,
          auth: target.user ? { user: target.user, pass: target.pass ?? '' } : undefined,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
        });
  return {
    from: typeof target === 'string' ? undefined : (target.from ?? undefined),
    send: async (mail) => {
      const info = await transport.sendMail({ ...mail, messageId: mail.messageId });
      return { messageId: info.messageId ?? mail.messageId };
    },
  };
}
