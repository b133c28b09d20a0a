/**
 * `npm run db:types`: migrates a fresh database (PGlite in memory, no server needed) and writes
 * src/db/schema.ts from it. `npm run db:types -- --check` writes nothing and fails when the
 * committed file differs from what the migrations make (CI).
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions, wrapPglite } from '@/db/database';
import { migrate } from '@/db/migrate';
import { generateSchemaText, schemaFile, schemaFileDifference } from '@/db/schema-codegen';

const check = process.argv.includes('--check');
const handle = wrapPglite(await PGlite.create('memory://', pgliteOptions));
try {
  await migrate(handle.db);
  const db = handle.db.withoutPlugins();
  if (check) {
    const difference = await schemaFileDifference(db);
    if (difference) {
      console.error(`src/db/schema.ts is not what the migrations make (${difference}): run npm run db:types`);
      process.exitCode = 1;
    } else {
      console.log('src/db/schema.ts is what the migrations make');
    }
  } else {
    await writeFile(schemaFile, await generateSchemaText(db));
    console.log('wrote src/db/schema.ts');
  }
} finally {
  await handle.close();
}
