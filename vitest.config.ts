import path from 'node:path';
import { defineConfig } from 'vitest/config';

const here = (p: string) => path.resolve(import.meta.dirname, p);

export default defineConfig({
  test: {
    // CI asks for a JSON report (the file it names) to count results from.
    // Two workers for all projects (a per-project limit would need its own sequence.groupOrder).
    maxWorkers: 2,
    // Citus mode (CITUS_URL, docs/testing.md): the server's files share one database, one file at a time.
    fileParallelism: !process.env.CITUS_URL,
    reporters: process.env.VITEST_JSON_OUTPUT ? ['default', ['json', { outputFile: process.env.VITEST_JSON_OUTPUT }]] : ['default'],
    projects: [
      {
        resolve: { alias: { '@': here('apps/server/src') } },
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: [here('apps/server/test/global-setup.ts')],
          testTimeout: 30_000,
          // In Citus mode each file seeds its own demo in its beforeAll: the master data took 90 s on
          // the test cluster alone, and over 120 s among other work.
          hookTimeout: process.env.CITUS_URL ? 300_000 : 120_000,
          pool: 'forks',
          // The files of a worker share one module graph (imported once, not once per file): each file
          // still opens its own database and app, and puts back what it changes of the process. Citus
          // mode keeps a graph per file (its files share one database; not tried without isolation).
          isolate: !!process.env.CITUS_URL,
        },
      },
      {
        test: { name: 'packages', include: ['packages/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: {
          alias: {
            '@': here('apps/web/src'),
            // The build's service-worker registration (vite-plugin-pwa) has no worker under jsdom.
            'virtual:pwa-register/react': here('apps/web/src/test/pwa-register-stub.ts'),
          },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Form tests type and click through whole pages; a busy machine slows them several times over.
          testTimeout: 30_000,
          setupFiles: [here('apps/web/src/test/setup.ts')],
        },
      },
    ],
  },
});
