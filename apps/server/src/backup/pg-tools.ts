import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './pglite-backup';

/**
 * A PostgreSQL client program (pg_dump, pg_restore): from PG_BIN_DIR when set, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian's layout; pg_dump must be at least the server's
 * version), else the PATH.
 */
export function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN_DIR) return path.join(process.env.PG_BIN_DIR, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name;
}

/** Runs a client program; fails with its own words (stderr) when it exits non-zero. */
export function runProgram(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (err) => reject(new BackupError(`${path.basename(program)} could not start: ${err.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(program)} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** One statement on a connection of its own (creating or dropping a database, say). */
export async function runStatement<R extends pg.QueryResultRow = pg.QueryResultRow>(url: string, statement: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/** The database a URL names. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}
