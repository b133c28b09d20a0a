import { type RawBuilder, sql } from 'kysely';
import { isEmptySearch, parseSearchQuery, type SearchQuery, type SearchTerm } from '@wb/domain/search-query';

/**
 * The lists' search in SQL. Terms match by containment on a lower-cased `search_text` column
 * with a trigram GIN index; the list queries run this on the search views of migration 0044,
 * where the index can be used under row-level security.
 */

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function contains(column: RawBuilder<string>, term: SearchTerm): RawBuilder<boolean> {
  return sql<boolean>`${column} like ${`%${escapeLike(term.text.toLowerCase())}%`}`;
}

/**
 * The WHERE condition of a parsed search over `columnName` ("a.search_text"), or null when
 * there is nothing to filter: groups ANDed, their terms ORed, excluded terms never contained.
 */
export function searchCondition(columnName: string | RawBuilder<string>, query: SearchQuery): RawBuilder<boolean> | null {
  if (isEmptySearch(query)) return null;
  const column = typeof columnName === 'string' ? sql.ref<string>(columnName) : columnName;
  const parts: RawBuilder<boolean>[] = [];
  for (const group of query.groups) {
    const ors = group.map((term) => contains(column, term));
    parts.push(ors.length === 1 ? (ors[0] as RawBuilder<boolean>) : sql<boolean>`(${sql.join(ors, sql` or `)})`);
  }
  for (const term of query.excluded) parts.push(sql<boolean>`not ${contains(column, term)}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Words shorter than this are not looked up fuzzily (too few trigrams to compare). */
const minFuzzyLength = 4;

/**
 * The text to look up fuzzily when a search finds nothing: its words (not quoted phrases, not
 * excluded terms, not numbers), or null when there is none worth it.
 */
export function fuzzyText(query: SearchQuery): string | null {
  const words = query.groups
    .flat()
    .filter((term) => !term.exact && /^\p{L}[\p{L}'.-]*$/u.test(term.text) && term.text.length >= minFuzzyLength)
    .map((term) => term.text.toLowerCase());
  return words.length ? words.join(' ') : null;
}

/**
 * Whether the trigram index can narrow the search: pg_trgm takes trigrams from a LIKE pattern's
 * runs of letters and digits, so a term needs a run of three. A group of ORed terms narrows only
 * when each of its terms does; the groups are ANDed, so one narrowing group is enough.
 */
export function narrowsByIndex(query: SearchQuery): boolean {
  const indexable = (term: SearchTerm) => /[\p{L}\p{N}]{3}/u.test(term.text);
  return query.groups.some((group) => group.length > 0 && group.every(indexable));
}

/**
 * A list's search, parsed once: the containment condition, whether the trigram index narrows it,
 * and the fuzzy fallback text.
 */
export type ListSearch = { query: SearchQuery; condition: RawBuilder<boolean> | null; indexed: boolean; fuzzy: string | null };

export function listSearch(columnName: string, q: string | undefined, options: { fuzzy: boolean }): ListSearch {
  const query = parseSearchQuery(q);
  return {
    query,
    condition: searchCondition(columnName, query),
    indexed: narrowsByIndex(query),
    fuzzy: options.fuzzy ? fuzzyText(query) : null,
  };
}

/** Names whose words are like `text` (pg_trgm word similarity, its default threshold 0.6). */
export function fuzzyNameCondition(nameColumn: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(nameColumn)}) %> ${text}`;
}

/** Nearest names first, by the GiST index on lower(name). */
export function fuzzyNameDistance(nameColumn: string, text: string): RawBuilder<number> {
  return sql<number>`lower(${sql.ref(nameColumn)}) <->> ${text}`;
}
