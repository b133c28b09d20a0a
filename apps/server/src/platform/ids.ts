import { randomFillSync } from 'node:crypto';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Random bytes drawn from the system's generator a pool at a time: one call per 409 ids instead
 * of one per id (each call costs a system call; an order's save takes a dozen ids, issue 11).
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomTen(target: Buffer): void {
  if (used + 10 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  pool.copy(target, 6, used, used + 10);
  used += 10;
}

/** A time-ordered UUID v7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. */
export function newId(now = Date.now()): string {
  const bytes = Buffer.alloc(16);
  randomTen(bytes);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Strict check used before an id is written into a statement as a literal. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}
