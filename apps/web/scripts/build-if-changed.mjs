// Builds the web app only when its inputs changed since the last build: `npm start` then restarts in
// seconds instead of rebuilding. The inputs are the web app's sources and configuration, the shared
// packages it imports and the lock file; their digest is kept beside the build in dist/.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '../..');
const dist = path.join(web, 'dist');
const stamp = path.join(dist, '.inputs-digest');

const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/scripts',
  'packages/contract/src',
  'packages/domain/src',
  'package-lock.json',
];
const skipped = /\.test\.tsx?$|\/__snapshots__\//;

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' ? [] : filesUnder(path.posix.join(relative, entry.name)),
  );
}

function digestOfInputs() {
  const hash = createHash('sha256');
  const files = inputs
    .flatMap(filesUnder)
    .filter((file) => !skipped.test(file))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

const digest = digestOfInputs();
const built = existsSync(path.join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
if (built) {
  console.log('The web app is built and its sources have not changed: not building again.');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: web, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, digest);
}
