import type { FastifyInstance } from 'fastify';
import type { FieldError } from '@wb/contract/errors';
import { AppError } from './errors';

const nul = '\u0000';

/** Paths of the strings holding a NUL character, which PostgreSQL cannot store in text. */
function nulPaths(value: unknown, path: string, found: FieldError[]): FieldError[] {
  if (typeof value === 'string') {
    if (value.includes(nul)) found.push({ path, message: 'Text may not contain a NUL character' });
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) nulPaths(item, path ? `${path}.${index}` : String(index), found);
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) nulPaths(item, path ? `${path}.${key}` : key, found);
  }
  return found;
}

/**
 * Refuses API input with a NUL character anywhere (query, path or body) before any route sees
 * it, with the fields named: every schema would let it through, and the database would fail.
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const details = [...nulPaths(req.params, '', []), ...nulPaths(req.query, '', []), ...nulPaths(req.body, '', [])];
    if (details.length > 0) throw new AppError('VALIDATION_FAILED', `${details[0]?.path || 'input'}: ${details[0]?.message}`, details);
  });
}
