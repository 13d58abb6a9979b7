// The budgets `npm run bench:catalog` checks, from issue 3 ("Must show"): "faceted search p95 ≤ 25 ms on PostgreSQL
// and ≤ 50 ms on PGlite at that size [20 000 configurable products]; a repeated query from the cache ≤ 2 ms".

export type SearchEngine = 'pglite' | 'postgres';

/** p95 of an uncached faceted product search (query or category, filters, three facets, 50 per page). */
export const FACETED_SEARCH_P95_BUDGET_MS: Record<SearchEngine, number> = { postgres: 25, pglite: 50 };

/** p95 of a repeated identical search answered by the result cache. */
export const CACHED_SEARCH_P95_BUDGET_MS = 2;
