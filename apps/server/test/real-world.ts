import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@/config';

/**
 * The shared sample files (../shared/real-world, beside the project or one of its parent
 * folders): files written by banks, OpenPEPPOL and other projects. Null when absent: the tests
 * that use them then skip with a message; when present, every file of a folder is exercised.
 */
export function findRealWorldDir(): string | null {
  let dir = repoRoot;
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(path.dirname(dir), 'shared', 'real-world');
    if (existsSync(path.join(candidate, 'README.md'))) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

/** The files of one folder of the samples, by name, sorted. */
export function realWorldFiles(dir: string, folder: string): string[] {
  return readdirSync(path.join(dir, folder)).sort();
}

export function readRealWorld(dir: string, folder: string, name: string, encoding: BufferEncoding = 'utf8'): string {
  return readFileSync(path.join(dir, folder, name), encoding);
}
