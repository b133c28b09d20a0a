/**
 * The one search syntax of every list (business §5, search operators): words are ANDed,
 * `or` between two terms makes either do, `-term` excludes, "quoted text" matches as written.
 * `and` may be written but changes nothing. Pure: the server turns the result into SQL, the web
 * app uses it to highlight the terms.
 */

export type SearchTerm = { text: string; exact: boolean };

/** `groups` are ANDed, the terms inside one group ORed; no row may match an `excluded` term. */
export type SearchQuery = { groups: SearchTerm[][]; excluded: SearchTerm[] };

/** More terms than this are dropped: a search box is not a query language. */
export const maxSearchTerms = 10;

type Token = { kind: 'term'; term: SearchTerm; negated: boolean } | { kind: 'or' } | { kind: 'and' };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i] ?? '';
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    let negated = false;
    if (char === '-' && i + 1 < input.length && !/\s/.test(input[i + 1] ?? '')) {
      negated = true;
      i++;
    }
    if (input[i] === '"') {
      const end = input.indexOf('"', i + 1);
      const text = (end === -1 ? input.slice(i + 1) : input.slice(i + 1, end)).replace(/\s+/g, ' ').trim();
      i = end === -1 ? input.length : end + 1;
      if (text) tokens.push({ kind: 'term', term: { text, exact: true }, negated });
      continue;
    }
    let end = i;
    while (end < input.length && !/\s/.test(input[end] ?? '') && input[end] !== '"') end++;
    const word = input.slice(i, end);
    i = end;
    const keyword = word.toLowerCase();
    if (!negated && keyword === 'or') tokens.push({ kind: 'or' });
    else if (!negated && keyword === 'and') tokens.push({ kind: 'and' });
    else if (word && word !== '-') tokens.push({ kind: 'term', term: { text: word, exact: false }, negated });
  }
  return tokens;
}

export function parseSearchQuery(input: string | null | undefined): SearchQuery {
  const query: SearchQuery = { groups: [], excluded: [] };
  let count = 0;
  let joinNext = false;
  let lastWasPositive = false;
  for (const token of tokenize(input ?? '')) {
    if (token.kind === 'or') {
      joinNext = lastWasPositive;
      continue;
    }
    if (token.kind === 'and') {
      joinNext = false;
      continue;
    }
    if (count >= maxSearchTerms) break;
    count++;
    if (token.negated) {
      query.excluded.push(token.term);
      joinNext = false;
      lastWasPositive = false;
      continue;
    }
    const last = query.groups[query.groups.length - 1];
    if (joinNext && last) last.push(token.term);
    else query.groups.push([token.term]);
    joinNext = false;
    lastWasPositive = true;
  }
  return query;
}

export function isEmptySearch(query: SearchQuery): boolean {
  return query.groups.length === 0 && query.excluded.length === 0;
}

/** The positive terms, for highlighting in a result. */
export function searchHighlights(query: SearchQuery): string[] {
  return query.groups.flat().map((term) => term.text);
}

/**
 * Whether `haystack` matches, by case-insensitive containment (no fuzziness): the server's rule
 * without trigrams, for lists filtered in the browser.
 */
export function matchesSearch(query: SearchQuery, haystack: string): boolean {
  const text = haystack.toLowerCase();
  const has = (term: SearchTerm) => text.includes(term.text.toLowerCase());
  return query.groups.every((group) => group.some(has)) && !query.excluded.some(has);
}
