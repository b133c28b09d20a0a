import { type RawBuilder, sql } from 'kysely';
import { isEmptySearch, parseSearchQuery, type SearchQuery, type SearchTerm } from '@wb/domain/search-query';

/** How the lists match words: containment always, trigram word similarity when fuzzy is on. */
export type SearchMode = { fuzzy: boolean };

/** Words shorter than this are only matched by containment (too few trigrams to compare). */
const minFuzzyLength = 4;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * One term against a lower-cased search column (a generated `search_text` with a trigram GIN
 * index). Containment (`like '%…%'`) and fuzzy similarity (`%>`) both use that index.
 */
function termCondition(column: RawBuilder<string>, term: SearchTerm, mode: SearchMode, allowFuzzy: boolean): RawBuilder<boolean> {
  const text = term.text.toLowerCase();
  const contains = sql<boolean>`${column} like ${`%${escapeLike(text)}%`}`;
  if (!allowFuzzy || !mode.fuzzy || term.exact || text.length < minFuzzyLength) return contains;
  return sql<boolean>`(${contains} or ${column} %> ${text})`;
}

/**
 * The WHERE condition of a parsed search over `column` ("account.search_text"), or null when
 * there is nothing to filter: groups ANDed, their terms ORed, excluded terms never present
 * (excluded terms are matched exactly, never fuzzily).
 */
export function searchCondition(columnName: string, query: SearchQuery, mode: SearchMode): RawBuilder<boolean> | null {
  if (isEmptySearch(query)) return null;
  const column = sql.ref<string>(columnName);
  const parts: RawBuilder<boolean>[] = [];
  for (const group of query.groups) {
    const ors = group.map((term) => termCondition(column, term, mode, true));
    parts.push(ors.length === 1 ? (ors[0] as RawBuilder<boolean>) : sql<boolean>`(${sql.join(ors, sql` or `)})`);
  }
  for (const term of query.excluded) parts.push(sql<boolean>`not ${termCondition(column, term, mode, false)}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Parses the `q` of a list and answers its condition (null for an empty search). */
export function searchConditionFor(columnName: string, q: string | undefined, mode: SearchMode): RawBuilder<boolean> | null {
  return searchCondition(columnName, parseSearchQuery(q), mode);
}
