import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
const sources = files(src).map((file) => ({ file: path.relative(src, file), text: readFileSync(file, 'utf8') }));
/** Test code (tests, test kits, test/) may name what it likes. */
const isTestCode = (file: string) => /\.test\.tsx?$|-test-kit\.tsx?$|^test\//.test(file);
const where = (test: (text: string) => boolean, except: string[] = []) =>
  sources.filter(({ file, text }) => !except.includes(file) && !isTestCode(file) && test(text)).map(({ file }) => file);

/** Modules without pages of their own: the role matrix is a tab of the settings page. */
const withoutPages = ['roles'];

describe('the web app conventions', () => {
  it('uses named exports only (React.lazy gets them through lazyNamed)', () => {
    expect(where((text) => /^export default /m.test(text))).toEqual([]);
  });

  it('gives every module its <module>-routes.tsx, and router.tsx takes each', () => {
    const router = readFileSync(path.join(src, 'shell/router.tsx'), 'utf8');
    for (const module of readdirSync(path.join(src, 'modules')).filter((m) => !withoutPages.includes(m))) {
      expect(existsSync(path.join(src, 'modules', module, `${module}-routes.tsx`)), module).toBe(true);
      expect(router, module).toContain(`@/modules/${module}/${module}-routes'`);
    }
  });

  it('names roles in one place: access asks for a permission or a capability', () => {
    expect(where((text) => /'(SUPER_ADMIN|TENANT_ADMIN|USER)'/.test(text), ['app/auth/capabilities.ts'])).toEqual([]);
  });

  it('pages every list with the one translated pager', () => {
    expect(where((text) => /\bTablePagination\b|<Pagination\b/.test(text), ['components/list-pager.tsx'])).toEqual([]);
  });
});
