// SPEC 5 "Search and catalogue" and SPEC 9 "Search tuning": the pure rules the server turns into SQL.
import { describe, expect, it } from 'vitest';
import {
  anyOfTsquery,
  editDistance,
  fuzzyExpansions,
  queryTerms,
  rankWeights,
  requiredTermMatches,
  SEARCH_TUNING,
  tsqueryLexeme,
} from '../../src/domain/search';

describe('query terms (SPEC 5: at least 3 characters)', () => {
  it('splits on anything but letters and digits, lowercases and drops repeats', () => {
    expect(queryTerms('Sarkanā  KLEITA, sarkanā!')).toEqual(['sarkanā', 'kleita']);
  });

  it('drops terms shorter than 3 characters, so a size in the query does not count', () => {
    expect(queryTerms('XL kleit 38')).toEqual(['kleit']);
    expect(queryTerms('ab c')).toEqual([]);
  });

  it('counts letters, not code units, and joins decomposed diacritics first', () => {
    expect(queryTerms('ža')).toEqual([]);
    expect(queryTerms('dz\u030cinsi')).toEqual(['džinsi']);
  });
});

describe('75 % of the terms must match (SPEC 5, 9)', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 3],
    [5, 3],
    [8, 6],
  ])('%i terms need %i', (terms, needed) => {
    expect(requiredTermMatches(terms)).toBe(needed);
  });
});

describe('edit distance (SPEC 9 fuzziness 2)', () => {
  it('counts inserts, deletes, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('kleit', 'kleit')).toBe(0);
    expect(editDistance('kleit', 'kleot')).toBe(1);
    expect(editDistance('kleit', 'klet')).toBe(1);
    expect(editDistance('kleit', 'kleitt')).toBe(1);
    expect(editDistance('kleit', 'kelit')).toBe(1);
    expect(editDistance('teksad', 'tkesda')).toBe(2);
    expect(editDistance('džinsi', 'dzinsi')).toBe(1);
  });

  it('stops early past the limit', () => {
    expect(editDistance('kleit', 'püksid', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('fuzzy expansions (SPEC 9: fuzziness 2, prefix length 2, max expansions 3)', () => {
  it('keeps words within 2 edits that share the first 2 letters, nearest first', () => {
    expect(fuzzyExpansions('kleot', ['kleidid', 'kleit', 'kleita', 'kampsun'])).toEqual(['kleit', 'kleita']);
  });

  it('never edits the first 2 letters', () => {
    expect(fuzzyExpansions('pleit', ['kleit'])).toEqual([]);
  });

  it('keeps at most 3, ties in the order given (by trigram similarity)', () => {
    const expansions = fuzzyExpansions('saaba', ['saabas', 'saapa', 'saaga', 'saaja', 'saabu']);
    expect(expansions).toHaveLength(SEARCH_TUNING.maxExpansions);
    expect(expansions).toEqual(['saabas', 'saapa', 'saaga']);
  });

  it('leaves out the term itself', () => {
    expect(fuzzyExpansions('kleit', ['kleit'])).toEqual([]);
  });
});

describe('tsquery text', () => {
  it('quotes catalogue words so any character is taken literally', () => {
    expect(tsqueryLexeme("it's")).toBe("'it''s'");
    expect(tsqueryLexeme('a\\b')).toBe("'a\\\\b'");
    expect(anyOfTsquery(['kleit', 'na-dr'])).toBe("'kleit' | 'na-dr'");
  });

  it('weighs name 4, sku 2, category 1 as ts_rank weights {D, C, B, A}', () => {
    expect(rankWeights()).toEqual([0, 0.25, 0.5, 1]);
  });
});
