import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, platformTenantId } from '@/db/transaction';
import { runDueJobs } from '@/platform/jobs/job-runner';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startFakeSmtp } from '../../../test/fake-smtp';
import { createDefaultMailer } from './default-mailer';
import { mailJobHandler, mailJobKind, queueMail } from './mail-outbox';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let t: TestApp;
const tenantA = '0190f000-0000-7000-8000-00000000000a';
const tenantB = '0190f000-0000-7000-8000-00000000000b';
const message = (to: string) => ({ purpose: 'test', to, subject: `Hello ${to}`, text: `Open http://localhost/verify-email/abc for ${to}` });

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ smtpUrl: smtp.url }, { seed: false });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const outbox = (tenantId: string) =>
  inTransaction(t.deps.db, { tenantId }, (tx) => tx.selectFrom('mailOutbox').selectAll().where('tenantId', '=', tenantId).execute());

describe('mail outbox', () => {
  it('queues nothing when the business transaction rolls back', async () => {
    await expect(
      inTransaction(t.deps.db, { tenantId: tenantA }, async (tx) => {
        await queueMail(tx, tenantA, message('rolled-back@example.com'));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await outbox(tenantA)).toHaveLength(0);
    expect(await t.runJobs()).toBe(0);
  });

  it('sends a committed message over SMTP once, however often the runner passes', async () => {
    await inTransaction(t.deps.db, { tenantId: tenantA }, (tx) => queueMail(tx, tenantA, message('anna@example.com')));
    expect(await t.runJobs()).toBe(1);
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('anna@example.com'));
    expect(mail.subject).toBe('Hello anna@example.com');
    expect(mail.text).toContain('/verify-email/abc');
    expect(await t.runJobs()).toBe(0);
    expect(smtp.received.filter((m) => m.envelopeTo.includes('anna@example.com'))).toHaveLength(1);
    const [row] = await outbox(tenantA);
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
    // The Message-ID names the app's own host (APP_URL), not a made-up domain.
    expect(row?.messageId).toBe(`<${row?.id}@${new URL(t.deps.config.appUrl).hostname}>`);
    expect(mail.messageId).toBe(row?.messageId);
  });

  it('keeps a message and retries later when the SMTP server cannot be reached', async () => {
    const down = createDefaultMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x@example.com' });
    await inTransaction(t.deps.db, { tenantId: tenantB }, (tx) => queueMail(tx, tenantB, message('later@example.com')));
    const ran = await runDueJobs(t.deps.db, { [mailJobKind]: mailJobHandler(t.deps.db, down, { info: () => {} }) });
    expect(ran).toBe(1);
    const [row] = await outbox(tenantB);
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toBeTruthy();
    const job = await inTransaction(t.deps.db, { tenantId: tenantB }, (tx) => tx.selectFrom('job').selectAll().executeTakeFirstOrThrow());
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('logs the text of a message when no SMTP is configured, and keeps it', async () => {
    const logged: unknown[] = [];
    const none = createDefaultMailer({ smtpUrl: undefined, mailFrom: 'x@example.com' });
    await inTransaction(t.deps.db, { tenantId: platformTenantId }, (tx) =>
      queueMail(tx, platformTenantId, message('newcomer@example.com')),
    );
    await runDueJobs(t.deps.db, { [mailJobKind]: mailJobHandler(t.deps.db, none, { info: (obj) => logged.push(obj) }) });
    expect(JSON.stringify(logged)).toContain('/verify-email/abc');
    const [row] = await outbox(platformTenantId);
    expect(row?.status).toBe('logged');
  });

  it("never shows one tenant's outbox to another", async () => {
    const seenFromB = await outbox(tenantB);
    expect(seenFromB.every((row) => row.tenantId === tenantB)).toBe(true);
    const countFromB = await inTransaction(t.deps.db, { tenantId: tenantB }, (tx) =>
      tx
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenantId', '=', tenantA)
        .executeTakeFirstOrThrow(),
    );
    expect(countFromB.n).toBe('0');
  });
});
