import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmptySearch, matchesSearch, maxSearchTerms, parseSearchQuery, searchHighlights } from './search-query';

const word = (text: string) => ({ text, exact: false });
const phrase = (text: string) => ({ text, exact: true });

describe('parseSearchQuery', () => {
  it('ANDs words', () => {
    expect(parseSearchQuery('bakkerij  utrecht')).toEqual({ groups: [[word('bakkerij')], [word('utrecht')]], excluded: [] });
  });

  it('ORs the two terms around `or`, in any case, and binds tighter than AND', () => {
    expect(parseSearchQuery('kaas rotterdam OR utrecht')).toEqual({
      groups: [[word('kaas')], [word('rotterdam'), word('utrecht')]],
      excluded: [],
    });
    expect(parseSearchQuery('a or b or c').groups).toEqual([[word('a'), word('b'), word('c')]]);
  });

  it('excludes -terms and -"phrases"', () => {
    expect(parseSearchQuery('kaas -gouda -"oude kaas"')).toEqual({
      groups: [[word('kaas')]],
      excluded: [word('gouda'), phrase('oude kaas')],
    });
  });

  it('keeps "quoted text" together as one exact term, spaces collapsed; an open quote runs to the end', () => {
    expect(parseSearchQuery('"de  Vries" groothandel')).toEqual({ groups: [[phrase('de Vries')], [word('groothandel')]], excluded: [] });
    expect(parseSearchQuery('kaas "van den')).toEqual({ groups: [[word('kaas')], [phrase('van den')]], excluded: [] });
  });

  it('accepts `and` as a no-op and ignores dangling operators', () => {
    expect(parseSearchQuery('and kaas AND melk or')).toEqual({ groups: [[word('kaas')], [word('melk')]], excluded: [] });
    expect(parseSearchQuery('or kaas')).toEqual({ groups: [[word('kaas')]], excluded: [] });
    expect(parseSearchQuery('kaas or -melk boter').groups).toEqual([[word('kaas')], [word('boter')]]);
    expect(parseSearchQuery('-kaas or boter').groups).toEqual([[word('boter')]]);
  });

  it('keeps hyphens inside words and a lone dash is nothing', () => {
    expect(parseSearchQuery('ACC-1001 - x')).toEqual({ groups: [[word('ACC-1001')], [word('x')]], excluded: [] });
  });

  it('is empty for blank input and nullish', () => {
    for (const blank of ['', '   ', '""', 'or', 'and', '-', null, undefined]) expect(isEmptySearch(parseSearchQuery(blank))).toBe(true);
  });

  it('keeps at most the first ten terms', () => {
    const many = Array.from({ length: 15 }, (_, i) => `w${i}`).join(' ');
    expect(parseSearchQuery(many).groups).toHaveLength(maxSearchTerms);
  });

  it('never throws and never yields an empty term (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const query = parseSearchQuery(input);
        const terms = [...query.groups.flat(), ...query.excluded];
        expect(terms.length).toBeLessThanOrEqual(maxSearchTerms);
        for (const term of terms) expect(term.text.trim()).not.toBe('');
        for (const group of query.groups) expect(group.length).toBeGreaterThan(0);
      }),
    );
  });

  it('a plain word list parses to one group per word (property)', () => {
    const plain = fc.stringMatching(/^[a-z0-9]{1,8}$/).filter((w) => w !== 'or' && w !== 'and');
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: maxSearchTerms }), (words) => {
        expect(parseSearchQuery(words.join(' ')).groups).toEqual(words.map((w) => [word(w)]));
      }),
    );
  });
});

describe('matchesSearch', () => {
  const text = 'ACC-1001 Bakkerij de Vries Utrecht info@devries.nl';
  it('follows the same rules, case-insensitively', () => {
    expect(matchesSearch(parseSearchQuery('bakkerij utrecht'), text)).toBe(true);
    expect(matchesSearch(parseSearchQuery('bakkerij rotterdam'), text)).toBe(false);
    expect(matchesSearch(parseSearchQuery('bakkerij rotterdam or utrecht'), text)).toBe(true);
    expect(matchesSearch(parseSearchQuery('bakkerij -vries'), text)).toBe(false);
    expect(matchesSearch(parseSearchQuery('"de vries"'), text)).toBe(true);
    expect(matchesSearch(parseSearchQuery('"vries de"'), text)).toBe(false);
    expect(matchesSearch(parseSearchQuery(''), text)).toBe(true);
  });

  it('lists the positive terms for highlighting', () => {
    expect(searchHighlights(parseSearchQuery('kaas or melk -boter "van den"'))).toEqual(['kaas', 'melk', 'van den']);
  });
});
