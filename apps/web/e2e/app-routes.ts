// Every route of the app, read from the route modules themselves (src/modules/*/*-routes.tsx),
// so a route added there is covered by the tests that walk them without touching the tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type RouteGroup = 'publicOnly' | 'open' | 'signedIn';
export type AppRoute = { group: RouteGroup; path: string; module: string };

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const groups: RouteGroup[] = ['publicOnly', 'open', 'signedIn'];

function stringProperty(node: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const prop of node.properties) {
    if (ts.isPropertyAssignment(prop) && prop.name.getText() === name && ts.isStringLiteralLike(prop.initializer)) {
      return prop.initializer.text;
    }
  }
  return undefined;
}

function join(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/**
 * The paths of one route module: each object literal with a `path` is a route, nested ones are
 * joined to their parents' paths, and the group is the ModuleRoutes key they sit under.
 */
function routesOfFile(file: string, module: string): AppRoute[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: AppRoute[] = [];
  const visit = (node: ts.Node, group: RouteGroup | undefined, parent: string) => {
    let nextGroup = group;
    let nextParent = parent;
    if (ts.isPropertyAssignment(node) && groups.includes(node.name.getText() as RouteGroup)) {
      nextGroup = node.name.getText() as RouteGroup;
    }
    if (ts.isObjectLiteralExpression(node) && nextGroup) {
      const own = stringProperty(node, 'path');
      if (own !== undefined) {
        nextParent = join(parent, own);
        found.push({ group: nextGroup, path: nextParent, module });
      } else if (node.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'index')) {
        found.push({ group: nextGroup, path: parent, module });
      }
    }
    ts.forEachChild(node, (child) => visit(child, nextGroup, nextParent));
  };
  visit(source, undefined, '');
  return found;
}

/** The settings page's tabs: nested routes under /settings/*, declared in its tab list. */
function settingsTabs(): string[] {
  const file = path.join(srcDir, 'modules/settings/settings-page.tsx');
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\{\s*key: '[A-Za-z]+',\s*path: '([a-z-]+)'/g)].map((m) => `/settings/${m[1]}`);
}

/** All routes with a page: catch-all redirects (`*`) left out, `/settings/*` expanded into its tabs. */
export function appRoutes(): AppRoute[] {
  const modulesDir = path.join(srcDir, 'modules');
  const routes: AppRoute[] = [];
  for (const module of readdirSync(modulesDir).sort()) {
    const file = path.join(modulesDir, module, `${module}-routes.tsx`);
    if (!existsSync(file)) continue;
    for (const route of routesOfFile(file, module)) {
      if (route.path === '/settings/*') {
        for (const tab of settingsTabs()) routes.push({ ...route, path: tab });
      } else if (!route.path.endsWith('*') && route.path !== '') {
        routes.push(route);
      }
    }
  }
  // A layout route and its index page share a path: once each.
  return [...new Map(routes.map((r) => [r.path, r])).values()];
}
