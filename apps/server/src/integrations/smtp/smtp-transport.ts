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
export type MailTransport = { send: (mail: OutgoingMail) => Promise<{ messageId: string }> };

/** SMTP through nodemailer, from a URL such as smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpTransport(url: string): MailTransport {
  const transport = createTransport(url);
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ ...mail, messageId: mail.messageId });
      return { messageId: info.messageId ?? mail.messageId };
    },
  };
}
