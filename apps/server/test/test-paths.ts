import path from 'node:path';
import { repoRoot } from '@/config';

export const testTmpDir = path.join(repoRoot, '.tmp', 'test');
export const pgliteTemplateDir = path.join(testTmpDir, 'pglite-template');
