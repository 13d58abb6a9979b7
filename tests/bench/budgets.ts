// The performance budgets `npm run bench` enforces. They come from the issue that asked for the bench: "Home page,
// production build: JavaScript loaded on first view ≤ 120 KB gzip; Lighthouse (mobile preset, local build)
// performance ≥ 95 and accessibility 100". Everything else the bench prints (throughput, latency, cold start) is
// reported only: the machine is shared and noisy, so absolute timings are never a reason to fail.

/**
 * First-view JavaScript, gzip bytes. Issue 18: "First-view JavaScript ≤ 100 KB gzip on every one of those pages" (home,
 * category, product and search in both stores; it was 120 KB on the home page). KB read as 1000 bytes (how Vite
 * prints kB), the stricter reading.
 */
export const FIRST_VIEW_JS_GZIP_BUDGET_BYTES = 100_000;

/**
 * Issue 18: "Lighthouse mobile ≥ 98 on home, category, product and search pages in both stores (median of 3), LCP ≤
 * 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, accessibility 100, SEO 100, best practices 100". Scores 0–1; the metrics are the
 * median run's, accessibility, SEO and best practices the lowest run's.
 */
export const LIGHTHOUSE_PERFORMANCE_BUDGET = 0.98;
export const LIGHTHOUSE_ACCESSIBILITY_BUDGET = 1;
export const LIGHTHOUSE_SEO_BUDGET = 1;
export const LIGHTHOUSE_BEST_PRACTICES_BUDGET = 1;
export const LIGHTHOUSE_LCP_BUDGET_MS = 1500;
export const LIGHTHOUSE_TBT_BUDGET_MS = 100;
export const LIGHTHOUSE_CLS_BUDGET = 0.02;

/** The home pages of both stores. */
export const HOME_PAGES = ['/ee/', '/lv/'] as const;

/**
 * Issue 18's eight pages: home, category, product and search in both stores. The category and product are the seed's
 * (server/seed: the women's category and a jacket; both store views have them), the search a word both shops sell.
 */
export const BENCH_PAGES = [
  '/ee/',
  '/ee/c/naised-10',
  '/ee/p/LA-JO-1068/lai-tekstiilist-sugisjope-1068',
  '/ee/search?q=kleit',
  '/lv/',
  '/lv/c/sievietes-10',
  '/lv/p/LA-JO-1068/plata-tekstila-rudens-virsjaka-1068',
  '/lv/search?q=kleita',
] as const;

/**
 * Issue 5 "API calls per add (target: one update and one totals call at most)": the cart calls of one add to a synced
 * cart, the stock check SPEC 4's add flow makes first not counted (the bench reports it apart). A count, not a time.
 */
export const CART_CALLS_PER_ADD_BUDGET = 2;

/**
 * Issue 18 "compressed cached throughput ≥ 0.7 × the uncompressed cached throughput in the same run": cached pages are
 * stored compressed, so a hit costs about what an uncompressed hit costs. A ratio within one run, not a time.
 */
export const SSR_CACHED_COMPRESSED_RATIO_BUDGET = 0.7;

/**
 * Issue 18 "Orders ≥ 500 accepted orders/s on PostgreSQL with idempotency and stock reservation (today ~110–147/s),
 * p95 printed": POST /api/order on PostgreSQL, 10 concurrent clients (tests/bench/orders.ts). Needs a server
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL); without one the budget is not met, since it was not measured.
 */
export const ORDERS_PER_SECOND_BUDGET = 500;
