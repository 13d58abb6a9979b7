// SPEC 5 "Search and catalogue" and SPEC 9 "Search tuning": the pure rules of catalogue search. The server turns
// them into SQL (full-text plus trigram candidates); the client may use them to decide when to search.

/** SPEC 9 search tuning. */
export const SEARCH_TUNING = {
  /** SPEC 5, 9: the searched term must consist of at least 3 characters. */
  minTermLength: 3,
  /** SPEC 9: at most 2 edits between a query term and a catalogue word. */
  fuzziness: 2,
  /** SPEC 9: the first 2 characters of a term are never edited. */
  prefixLength: 2,
  /** SPEC 9: a term expands to at most 3 catalogue words. */
  maxExpansions: 3,
  /** SPEC 5, 9: 75 % of the terms must match. */
  minimumShouldMatch: 0.75,
  /** SPEC 9: results scoring below this are dropped. */
  minScore: 0.02,
  /** SPEC 9 boosts: name 4, sku 2, category name 1. */
  boosts: { name: 4, sku: 2, category: 1 },
  /** A typo-corrected match counts for this share of an exact one. */
  fuzzyWeight: 0.5,
} as const;

/** SPEC 9 "Search default size 50" and "Product list page 50": the most products one search answers. */
export const SEARCH_PAGE_MAX_SIZE = 50;
/** SPEC 9: filter aggregation size. */
export const AGGREGATION_SIZE = 100;
/** SPEC 9: attribute list size. */
export const ATTRIBUTE_LIST_SIZE = 150;
/** SPEC 9 "Category fetch": size 4000. */
export const CATEGORY_FETCH_SIZE = 4000;

/**
 * The words of a query, lowercased, without repeats: letters and digits separated by anything else. Words shorter
 * than SPEC's 3 characters are dropped ('XL kleit' searches 'kleit').
 */
export function queryTerms(query: string): string[] {
  const words = query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => [...word].length >= SEARCH_TUNING.minTermLength);
  return [...new Set(words)];
}

/** SPEC 9 "75 % of terms must match", rounded down as the search engines do, and never less than one term. */
export function requiredTermMatches(termCount: number): number {
  return Math.max(1, Math.floor(termCount * SEARCH_TUNING.minimumShouldMatch));
}

/** Edits (insert, delete, substitute, swap of neighbours) from `a` to `b`; stops counting past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[t.length] ?? 0;
}

/**
 * SPEC 9 fuzziness 2, prefix length 2, max expansions 3: the catalogue words a query term may stand for (the term
 * itself excluded). `candidates` come best first (the server orders them by trigram similarity); the nearest by
 * edits win, ties kept in that order.
 */
export function fuzzyExpansions(term: string, candidates: readonly string[]): string[] {
  const { fuzziness, prefixLength, maxExpansions } = SEARCH_TUNING;
  const prefix = [...term].slice(0, prefixLength).join('');
  return candidates
    .map((word, order) => ({ word, order, distance: editDistance(term, word, fuzziness) }))
    .filter((c) => c.word !== term && c.word.startsWith(prefix) && c.distance <= fuzziness)
    .sort((x, y) => x.distance - y.distance || x.order - y.order)
    .slice(0, maxExpansions)
    .map((c) => c.word);
}

/** A word as a quoted tsquery lexeme ('it''s'), so any catalogue word is taken literally. */
export function tsqueryLexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The words as one tsquery matching any of them: 'kleit' | 'kleita'. */
export function anyOfTsquery(words: readonly string[]): string {
  return words.map(tsqueryLexeme).join(' | ');
}

/**
 * ts_rank weights {D, C, B, A} from SPEC 9's boosts: category names (C) 1, sku (B) 2, name (A) 4, scaled so the
 * name counts 1.
 */
export function rankWeights(): [number, number, number, number] {
  const { name, sku, category } = SEARCH_TUNING.boosts;
  return [0, category / name, sku / name, 1];
}
