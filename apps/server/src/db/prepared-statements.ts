import { createHash } from 'node:crypto';

/**
 * Which statements are sent as named (prepared) statements, so the database parses and plans
 * them once per connection instead of at every call (issue 11: planning a join under row-level
 * security costs some 0.2 ms of database CPU, ten times its execution by primary key).
 *
 * Prepared: statements with bind parameters, as reads and writes by id, inserts and counters.
 * Not prepared, because their best plan depends on the values: searches (LIKE, trigrams), a LIMIT
 * or OFFSET given as a parameter and ranges (dates from–to: a small tenant's plan would not suit a
 * large one), which the planner must see with their values every time; a list's first page without
 * a search writes its LIMIT and OFFSET as numbers (rowCount in platform/lists/id-page.ts) and is
 * prepared, one text per page size, planned with them; an upsert
 * whose conflict target is a partial index with a parameter in its WHERE (a generic plan cannot
 * match the index); and texts with many parameters (multi-row inserts, long id lists), whose
 * shapes are many. Rows written many at a time are passed as arrays, a parameter a column
 * (`unnest`), so their text is one: a new order with its lines and first history entry takes 47. A generic plan is used only where the database judges it no
 * dearer than planning with the values, so a partial index matched by a value stays in use.
 */
const valueDependent =
  /\b(like|ilike|similarity|word_similarity|between)\b|\b(limit|offset)\s+\$|%|>=|<=|\bon conflict\s*\([^)]*\)\s*where\b/i;
const maxParameters = 64;
/** Named statements one connection keeps at most; past it, statements are sent unnamed. */
export const maxPreparedPerConnection = 400;

/** PostgreSQL's error for a prepared statement the session does not have (invalid_sql_statement_name). */
export const unknownPreparedStatement = '26000';

const names = new Map<string, string | null>();
const maxRemembered = 5_000;

/** The statement's name when it is to be prepared, else null. */
export function preparedNameOf(text: string, parameterCount: number): string | null {
  if (parameterCount === 0 || parameterCount > maxParameters) return null;
  const known = names.get(text);
  if (known !== undefined) return known;
  const name = valueDependent.test(text) ? null : `wb_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  if (names.size >= maxRemembered) names.clear();
  names.set(text, name);
  return name;
}
