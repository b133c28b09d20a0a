import type { FastifyInstance } from 'fastify';
import type { FieldIssue } from '@wb/contract/errors';
import type { MessageKey } from '@wb/contract/messages';
import { AppError } from './errors';

/** How deep objects and arrays may nest in any input; no form of ours goes past 6. */
export const maxInputDepth = 64;

const nul = '\u0000';

type Pending = { value: unknown; path: string; depth: number };

/** What is wrong with one text (a value or a key), if anything. */
function textProblem(text: string): MessageKey | null {
  if (text.includes(nul)) return 'text.nul';
  // A lone UTF-16 surrogate ("\ud800") is no character: PostgreSQL refuses it in json and text.
  if (!text.isWellFormed()) return 'text.illFormed';
  return null;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The fields of one input (query, path or body) that PostgreSQL could not store or that nest too
 * deep, with their paths. Walks with its own stack, never by recursion, so no nesting can overflow
 * the call stack; it stops at the first value nested deeper than `maxInputDepth`.
 */
export function findTextProblems(input: unknown, root = ''): FieldIssue[] {
  const found: FieldIssue[] = [];
  const stack: Pending[] = [{ value: input, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as Pending;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) found.push({ path, key: problem });
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= maxInputDepth) return [...found, { path: path || 'input', key: 'text.tooDeep' }];
    const entries: Array<[string | number, unknown]> = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string | number, unknown];
      const keyProblem = typeof key === 'string' ? textProblem(key) : null;
      if (keyProblem) found.push({ path: path || 'input', key: keyProblem });
      else stack.push({ value: item, path: join(path, key), depth: depth + 1 });
    }
  }
  return found;
}

/**
 * Refuses API input (query, path or body) before any route or schema sees it when a text holds a
 * NUL character or ill-formed Unicode (PostgreSQL cannot store either: every schema would let them
 * through and the database would fail), or when it nests deeper than `maxInputDepth` (a schema's
 * own walk could overflow the stack). Fastify's JSON parser does not recurse, so this is the first
 * walk over a body.
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const details = [...findTextProblems(req.params), ...findTextProblems(req.query), ...findTextProblems(req.body)];
    const first = details[0];
    if (first) throw new AppError('VALIDATION_FAILED', first.key, first.params, { at: first.path || 'input', details });
  });
}
