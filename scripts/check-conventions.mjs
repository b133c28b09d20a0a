// The code conventions CI enforces beside lint and types (`npm run check:conventions`):
// - no source file over 500 lines (generated files, which say so in their first line, excepted);
// - every exported query function that reads or writes a tenant table takes `tenantId`, unless its
//   comment says `@crossTenant <why>` (super admin statistics, the job claim, the tenant erase).
// Import cycles are checked by dependency-cruiser (`npm run check:imports`), default exports by Biome.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const maxLines = 500;
const sourceDirs = ['apps/server/src', 'apps/server/test', 'apps/web/src', 'apps/web/e2e', 'packages', 'bench', 'scripts'];
const sourceFile = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const generatedMark = /^\/\/.*(generated|do not edit)/i;

function filesUnder(relative) {
  return readdirSync(path.join(root, relative), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const child = path.posix.join(relative, entry.name);
    return entry.isDirectory() ? filesUnder(child) : [child];
  });
}

const problems = [];
const sources = sourceDirs.flatMap(filesUnder).filter((file) => sourceFile.test(file));

for (const file of sources) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > maxLines && !generatedMark.test(text.split('\n', 1)[0] ?? '')) {
    problems.push(`${file}: ${lines} lines (at most ${maxLines}: split it by what each part does)`);
  }
}

/** The tenant tables, as db/tenant-tables.ts lists them (snake_case), with the audit trail. */
function tenantTableNames() {
  const text = readFileSync(path.join(root, 'apps/server/src/db/tenant-tables.ts'), 'utf8');
  const names = [...text.matchAll(/table: '([a-z_]+)'/g)].map((match) => match[1]);
  const kept = /keptOnErase = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return new Set([...names, ...[...kept.matchAll(/'([a-z_]+)'/g)].map((match) => match[1])]);
}

const snake = (name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const builderCalls = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'mergeInto']);
const sqlTable = /\b(?:from|join|into|update)\s+([a-z_][a-z0-9_]*)/gi;

/** The tables a function's body names: Kysely builders' first argument and raw SQL's FROM/JOIN/INTO/UPDATE. */
function tablesIn(node) {
  const tables = new Set();
  const visit = (child) => {
    if (ts.isCallExpression(child) && ts.isPropertyAccessExpression(child.expression)) {
      const [first] = child.arguments;
      if (builderCalls.has(child.expression.name.text) && first && ts.isStringLiteralLike(first)) {
        tables.add(snake(first.text.split(' ')[0]));
      }
    }
    if (ts.isTaggedTemplateExpression(child) || ts.isNoSubstitutionTemplateLiteral(child) || ts.isTemplateExpression(child)) {
      for (const match of child.getText().matchAll(sqlTable)) tables.add(match[1].toLowerCase());
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return tables;
}

function parameterNames(fn) {
  return fn.parameters.flatMap((parameter) =>
    ts.isObjectBindingPattern(parameter.name)
      ? parameter.name.elements.map((element) => element.name.getText())
      : [parameter.name.getText()],
  );
}

const tenantTables = tenantTableNames();
for (const file of sources.filter((name) => name.startsWith('apps/server/src/') && name.endsWith('.queries.ts'))) {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    const exported = ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Export;
    if (!exported) continue;
    const functions = ts.isFunctionDeclaration(statement)
      ? [[statement.name?.text ?? '(default)', statement]]
      : ts.isVariableStatement(statement)
        ? statement.declarationList.declarations
            .filter(
              (declaration) =>
                declaration.initializer &&
                (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer)),
            )
            .map((declaration) => [declaration.name.getText(), declaration.initializer])
        : [];
    for (const [name, fn] of functions) {
      const touched = [...tablesIn(fn)].filter((table) => tenantTables.has(table));
      if (touched.length === 0 || parameterNames(fn).includes('tenantId')) continue;
      const comments = ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? [];
      if (comments.some((range) => source.text.slice(range.pos, range.end).includes('@crossTenant'))) continue;
      problems.push(
        `${file}: ${name} reaches the tenant table(s) ${touched.join(', ')} without a tenantId parameter (or a @crossTenant comment saying why)`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} convention problem(s)`);
  process.exit(1);
}
console.log(`Conventions hold: ${sources.length} source files of at most ${maxLines} lines; query functions take tenantId.`);
