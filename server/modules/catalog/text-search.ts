// Full-text search of products (ARCHITECTURE §4 "Search", SPEC 9 "Search tuning"): each query term matches its own
// lexeme (websearch_to_tsquery over unaccented text, so 'dzinsi' finds 'džinsi') or one of up to 3 catalogue words
// within 2 edits sharing its first 2 letters (typos; candidates ranked by trigram similarity); 75 % of the terms
// must match; the score is ts_rank with SPEC's boosts (name 4, sku 2, category names 1), a typo match counting half.
// Typo candidates come from search_terms (the catalogue's words, a few thousand rows), never from a trigram scan of
// the products: the documents are matched by the full-text index of the narrow product_search rows only.
import { type SQL, sql } from 'drizzle-orm';
import {
  anyOfTsquery,
  fuzzyExpansions,
  queryTerms,
  rankWeights,
  requiredTermMatches,
  SEARCH_TUNING,
} from '../../../src/domain/search';
import type { StoreCode } from '../../../src/domain/store-views';
import { type Db, rowsOf } from '../../db/client';
import { productSearch } from '../../db/schema';
import { HttpError } from '../../http/reply';
import { type ResultCache, requestHash } from './result-cache';

/** Catalogue words fetched per term before the edit-distance check. */
const CANDIDATES_PER_TERM = 20;

export interface ExpandedTerm {
  /** As typed (lowercased). */
  term: string;
  /** Unaccented, as the documents hold it. */
  normalized: string;
  /** Catalogue words within SPEC's fuzziness. */
  expansions: string[];
}

export interface TextMatch {
  /** The WHERE condition: the index-backed prefilter and the 75 % rule (the minimum score is for the caller). */
  condition: SQL;
  /** The rank; rows below SEARCH_TUNING.minScore are not results (computed once per row by the caller). */
  score: SQL;
  terms: ExpandedTerm[];
}

/** Normalizes the terms as the documents are (unaccent, lowercase) and finds their typo candidates, in one query. */
async function expandTerms(db: Db, storeCode: StoreCode, terms: readonly string[]): Promise<ExpandedTerm[]> {
  const { prefixLength, fuzziness } = SEARCH_TUNING;
  const result = await db.execute(sql`
    select t.ord::int as ord, t.normalized,
      array(select v.term from search_terms v
             where v.store_code = ${storeCode}
               and left(v.term, ${prefixLength}) = left(t.normalized, ${prefixLength})
               and length(v.term) between length(t.normalized) - ${fuzziness} and length(t.normalized) + ${fuzziness}
               and v.term <> t.normalized
             order by similarity(v.term, t.normalized) desc, v.term
             limit ${CANDIDATES_PER_TERM}) as candidates
      from (select w.ord, lower(public.f_unaccent(w.word)) as normalized
              from unnest(${sql.param([...terms])}::text[]) with ordinality as w(word, ord)) t
     order by t.ord`);
  return rowsOf<{ ord: number; normalized: string; candidates: string[] }>(result).map((row) => ({
    term: terms[row.ord - 1] ?? row.normalized,
    normalized: row.normalized,
    expansions: fuzzyExpansions(row.normalized, row.candidates),
  }));
}

/**
 * Term expansions already looked up, by store view and terms (the catalogue's words change with the catalogue only:
 * the catalogue service clears it with its results).
 */
export type TermCache = ResultCache;

/** The SQL of a text query, or undefined when the query is blank. SPEC 5: terms need 3 characters. */
export async function textMatch(
  db: Db,
  storeCode: StoreCode,
  query: string | undefined,
  cache?: TermCache,
): Promise<TextMatch | undefined> {
  if (!query?.trim()) return undefined;
  const words = queryTerms(query);
  if (!words.length) {
    throw new HttpError(
      400,
      `query: the searched term must consist of at least ${SEARCH_TUNING.minTermLength} characters`,
    );
  }
  const terms = await (cache
    ? cache.get(requestHash(storeCode, words), () => expandTerms(db, storeCode, words))
    : expandTerms(db, storeCode, words));
  const vector = productSearch.searchVector;
  const exact = (term: ExpandedTerm) => sql`websearch_to_tsquery('simple', ${term.normalized})`;
  const termQuery = (term: ExpandedTerm) =>
    term.expansions.length ? sql`(${exact(term)} || ${anyOfTsquery(term.expansions)}::tsquery)` : exact(term);
  const anyTerm = sql.join(terms.map(termQuery), sql` || `);
  const matched = sql.join(
    terms.map((term) => sql`(${vector} @@ ${termQuery(term)})::int`),
    sql` + `,
  );
  const weights = `{${rankWeights().join(',')}}`;
  const exactAny = sql.join(terms.map(exact), sql` || `);
  const fuzzyWords = terms.flatMap((term) => term.expansions);
  const fuzzyRank = fuzzyWords.length
    ? sql` + ${SEARCH_TUNING.fuzzyWeight}::float4 * ts_rank(${weights}::float4[], ${vector}, ${anyOfTsquery(fuzzyWords)}::tsquery)`
    : sql``;
  const score = sql`(ts_rank(${weights}::float4[], ${vector}, ${exactAny})${fuzzyRank})`;
  const required = requiredTermMatches(terms.length);
  // One term: matching any of the words is matching the term.
  const enough = terms.length > 1 ? sql` and (${matched}) >= ${required}` : sql``;
  const condition = sql`(${vector} @@ (${anyTerm})${enough})`;
  return { condition, score, terms };
}
