// The performance budgets `npm run bench` enforces. They come from the issue that asked for the bench: "Home page,
// production build: JavaScript loaded on first view ≤ 120 KB gzip; Lighthouse (mobile preset, local build)
// performance ≥ 95 and accessibility 100". Everything else the bench prints (throughput, latency, cold start) is
// reported only: the machine is shared and noisy, so absolute timings are never a reason to fail.

/** First-view JavaScript of the home page, gzip bytes. KB read as 1000 bytes (how Vite prints kB), the stricter reading. */
export const FIRST_VIEW_JS_GZIP_BUDGET_BYTES = 120_000;

/** Lighthouse performance score (0–1) of the home page, mobile preset; the median of the runs counts. */
export const LIGHTHOUSE_PERFORMANCE_BUDGET = 0.95;

/** Lighthouse accessibility score (0–1) of the home page, mobile preset; every run must reach it. */
export const LIGHTHOUSE_ACCESSIBILITY_BUDGET = 1;

/** The home pages of both stores; the budgets apply to each. */
export const HOME_PAGES = ['/ee/', '/lv/'] as const;

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
