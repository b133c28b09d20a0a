import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph } from '../../../scripts/module-cycles';

describe('module folders import one way', () => {
  it('no cycle between the server modules', () => {
    expect(moduleCycles(moduleGraph(path.resolve(import.meta.dirname, '../src/modules')))).toEqual([]);
  });
});

describe('the module cycle finder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'module-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it('finds a cycle made of different files, by alias, relative path and lazy import; tests do not count', () => {
    write('a/a.service.ts', "import { b } from '@/modules/b/b.service';\n");
    write('b/b.service.ts', "export const b = 1;\nexport { c } from '../c/c';\n");
    write('c/c.ts', "export const c = 1;\nexport const lazy = () => import('@/modules/a/a-page');\n");
    write('a/a-page.ts', 'export const page = 1;\n');
    write('d/d.ts', "import { a } from '../a/a.service';\n");
    write('e/e.test.ts', "import { d } from '@/modules/d/d';\n");
    write('d/d.test.ts', "import { e } from '../e/e';\n");
    write('e/e.ts', 'export const e = 1;\n');
    const graph = moduleGraph(root);
    expect(graph.get('d')).toEqual(new Set(['a']));
    expect(graph.get('e')).toEqual(new Set());
    expect(moduleCycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
