import { buildApp } from './app';
import { pgliteDirOf, readConfig } from './config';
import { checkCitus } from './db/citus-check';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildJobHandlers, recurringJobs } from './jobs';
import { createTokenSigner } from './platform/auth/tokens';
import { startJobRunner } from './platform/jobs/job-runner';
import { countJobRuns } from './platform/metrics/metrics';
import { scheduleRecurringJobs } from './platform/jobs/recurring-jobs';
import { createDefaultMailer } from './platform/mail/default-mailer';
import { tenantSmtpLookup } from './modules/settings/tenant-smtp';
import { demoPassword, isEmptyDatabase, seedDemo } from './seed/demo-seed';
import { startDemoPrinter } from './modules/labels/labels.demo';
import { resumePrintJobs } from './modules/labels/print-dispatch';
import { startDemoKvk } from './integrations/kvk/demo-kvk';
import { startDemoVies } from './integrations/vies/demo-vies';

const config = readConfig();
const logger = { level: config.logLevel };

async function main(): Promise<void> {
  const kvkDemo = await startDemoKvk(config);
  const viesDemo = await startDemoVies(config);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: pgliteDirOf(config.dataDir),
    onError: (err) => console.error('database pool error', err),
  });
  const applied = await migrate(handle.db);
  const citus = await checkCitus(handle.db);
  const firstStart = await isEmptyDatabase(handle.db);
  const signIns = firstStart && config.seedDemo ? await seedDemo(handle.db) : [];

  const deps = {
    db: handle.db,
    engine: handle.engine,
    config,
    tokens: createTokenSigner(config.appSecret, config.accessTokenTtlSeconds),
    mailer: createDefaultMailer(config, tenantSmtpLookup(handle.db, config.appSecret)),
    ...(handle.poolStats ? { poolStats: handle.poolStats } : {}),
  };
  const app = await buildApp(deps, { logger });
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  if (citus) app.log.info(citus, 'Citus: tenant tables distributed, global tables on every node');
  await scheduleRecurringJobs(handle.db, recurringJobs);
  const jobs = startJobRunner(handle.db, buildJobHandlers(deps, app.log), app.log, 500, countJobRuns(app.metrics));
  const demoPrinter = config.seedDemo ? await startDemoPrinter(app.log) : null;
  const resumedJobs = await resumePrintJobs(handle.db);
  if (resumedJobs) app.log.info({ jobs: resumedJobs }, 'label print jobs resumed');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    await kvkDemo?.stop();
    await viesDemo?.stop();
    await jobs.stop();
    await demoPrinter?.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = `http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    `Back office running at ${where} on ${handle.engine === 'pglite' ? `PGlite (${config.dataDir})` : citus ? `Citus (${citus.workers} workers)` : 'PostgreSQL'}`,
  ];
  if (kvkDemo)
    lines.push(`No KVK_API_KEY: the company-register search answers from a fake register on ${kvkDemo.url} (KVK's test companies)`);
  if (signIns.length) {
    lines.push(`Demo data created. Sign in with password ${demoPassword} as:`);
    for (const s of signIns) lines.push(`  ${s.email.padEnd(26)} ${s.role.padEnd(13)} ${s.tenant ?? '(all tenants)'}`);
  }
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
