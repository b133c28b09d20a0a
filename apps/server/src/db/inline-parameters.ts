import type { CompiledQuery } from 'kysely';
import { textLiteral } from './transaction';

/** A bind parameter's value as an SQL constant: texts and times quoted (typed by their place, as a parameter is), numbers as they are. */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return textLiteral(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return textLiteral(value.toISOString());
  throw new Error(`A ${typeof value} cannot be written into SQL text`);
}

/**
 * A statement built with Kysely as one text without bind parameters, for a message of several
 * statements (the simple protocol takes no parameters): each `$n` replaced by its value as a
 * constant. Only for statements whose text holds no `$` of its own (Kysely's identifiers are quoted
 * names, its values parameters).
 */
export function inlineParameters(query: CompiledQuery): string {
  return query.sql.replace(/\$(\d+)\b/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= query.parameters.length) throw new Error(`Statement has no parameter $${n}`);
    return literalOf(query.parameters[index]);
  });
}
