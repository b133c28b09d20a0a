import path from 'node:path';
import { repoRoot } from '@/config';

export const testTmpDir = path.join(repoRoot, '.tmp', 'test');

/** The databases a test file can start from: migrated only, with the demo users, or with the demo's master data too. */
export const templateKinds = ['migrated', 'seeded', 'masterData'] as const;
export type TemplateKind = (typeof templateKinds)[number];

/** PGlite: a dump of the template's data folder, loaded into memory by each test file. */
export const pgliteTemplateFile = (kind: TemplateKind) => path.join(testTmpDir, `template-${kind}.tar`);

/** PostgreSQL: template databases of this run; the global setup names the run in `WB_TEST_RUN`. */
export const pgTemplateName = (kind: TemplateKind) => `wb_template_${process.env.WB_TEST_RUN}_${kind.toLowerCase()}`;
