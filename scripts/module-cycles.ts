import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Import cycles between module folders (`modules/<name>/`): module A imports from B and B,
 * directly or through others, from A. File-level cycles are madge's job; this one sees the
 * layering that file-level checks miss (a.ts → b/x.ts and b/y.ts → a/z.ts is no file cycle).
 * Tests are left out: a test may reach into another module's test kit.
 */

/** Which modules each module imports from (static imports, re-exports and `import()`). */
export function moduleGraph(modulesDir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(modulesDir, name.name))) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const target = moduleOf(specifier, file, modulesDir);
        if (target && target !== name.name) uses.add(target);
      }
    }
    graph.set(name.name, uses);
  }
  return graph;
}

/** Each cycle once, as the modules along it (e.g. ['accounts', 'orders']), found by strongly connected components. */
export function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) visit(next);
      if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      component.push(top);
      if (top === node) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a.join().localeCompare(b.join()));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !/\.(test|spec)\.tsx?$/.test(f.name))
    .map((f) => path.join(f.parentPath, f.name));
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function importsOf(source: string): string[] {
  return [...source.matchAll(importPattern)].map((m) => m[1] ?? '');
}

/** The module a specifier points into: `@/modules/<name>/…`, or a relative path that leaves its folder. */
function moduleOf(specifier: string, file: string, modulesDir: string): string | null {
  let target: string;
  if (specifier.startsWith('@/modules/')) target = path.join(modulesDir, specifier.slice('@/modules/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(modulesDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

const roots = ['apps/server/src/modules', 'apps/web/src/modules'];

// `npx tsx scripts/module-cycles.ts`: prints each cycle and exits 1 when there is one.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  let found = 0;
  for (const root of roots) {
    for (const cycle of moduleCycles(moduleGraph(path.resolve(import.meta.dirname, '..', root)))) {
      console.log(`${root}: ${cycle.join(' ↔ ')}`);
      found += 1;
    }
  }
  console.log(`${found} module cycle(s)`);
  process.exitCode = found > 0 ? 1 : 0;
}
