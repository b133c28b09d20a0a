import type { MailAttachment } from '@/db/column-types';
import { type Db, inTransaction, type Tx } from '@/db/transaction';
import type { MailTransport } from '@/integrations/smtp/smtp-transport';
import { newId } from '@/platform/ids';
import { enqueueJob } from '@/platform/jobs/job-queue';
import type { JobHandler } from '@/platform/jobs/job-runner';

export const mailJobKind = 'mail.send';

export type MailMessage = {
  purpose: string;
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/** Where a tenant's mail goes: its own SMTP settings, else the server's SMTP_URL, else nowhere (logged). */
export type Mailer = { from: string; transportFor: (tenantId: string) => Promise<MailTransport | null> };

type Log = { info: (obj: object, msg: string) => void };

/**
 * Writes a message to the outbox in the caller's transaction (with the business change that
 * caused it) and queues its sending. Nothing is sent if the transaction rolls back.
 */
export async function queueMail(tx: Tx, tenantId: string, message: MailMessage): Promise<string> {
  const id = newId();
  await tx
    .insertInto('mailOutbox')
    .values({
      tenantId,
      id,
      purpose: message.purpose,
      toAddress: message.to,
      cc: message.cc ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      attachments: JSON.stringify(message.attachments ?? []),
    })
    .execute();
  await enqueueJob(tx, { tenantId, kind: mailJobKind, payload: { outboxId: id } });
  return id;
}

/**
 * Sends one outbox message. A message already sent is not sent again; without SMTP the text
 * goes to the server log (so a newcomer can still follow a verification link) and is kept.
 * Its Message-ID is the outbox id at the app's own host (APP_URL), as mail servers expect of a
 * sender's domain.
 */
export function mailJobHandler(db: Db, mailer: Mailer, log: Log, messageIdDomain = 'localhost'): JobHandler {
  return async (job) => {
    const outboxId = String(job.payload.outboxId);
    const row = await inTransaction(db, { tenantId: job.tenantId }, (tx) =>
      tx.selectFrom('mailOutbox').selectAll().where('tenantId', '=', job.tenantId).where('id', '=', outboxId).executeTakeFirst(),
    );
    if (!row || row.status === 'sent' || row.status === 'logged') return;

    const transport = await mailer.transportFor(job.tenantId);
    if (!transport) {
      log.info(
        { mail: { to: row.toAddress, subject: row.subject, text: row.textBody } },
        'mail not sent (no SMTP configured); kept in the outbox',
      );
      await setStatus(db, job.tenantId, outboxId, { status: 'logged' });
      return;
    }
    try {
      const sent = await transport.send({
        messageId: `<${outboxId}@${messageIdDomain}>`,
        from: transport.from ?? mailer.from,
        to: row.toAddress,
        cc: row.cc ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
      await setStatus(db, job.tenantId, outboxId, { status: 'sent', messageId: sent.messageId, sentAt: new Date(), lastError: null });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.maxAttempts;
      await setStatus(db, job.tenantId, outboxId, { status: final ? 'failed' : 'pending', lastError: message });
      throw err;
    }
  };
}

function setStatus(
  db: Db,
  tenantId: string,
  id: string,
  change: { status: 'pending' | 'sent' | 'logged' | 'failed'; messageId?: string; sentAt?: Date; lastError?: string | null },
) {
  return inTransaction(db, { tenantId }, (tx) =>
    tx.updateTable('mailOutbox').set(change).where('tenantId', '=', tenantId).where('id', '=', id).execute(),
  );
}
