// `npm run bench`: builds if dist/ is missing, starts the real server on a fresh data folder and measures first-view
// JavaScript, Lighthouse (mobile), SSR and API throughput and cold start, then add to cart (cart.ts, its own
// in-process server) and order placement (orders.ts). Prints a table, writes
// test-results/bench.json (Lighthouse reports in test-results/lighthouse/) and exits 1 when a budget fails.
// Steps run one after another so they do not compete for the (two, shared) cores; the folder the cold start seeds is
// reused by the later servers, one at a time (PGlite allows one process per folder).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  BENCH_PAGES,
  CART_CALLS_PER_ADD_BUDGET,
  FIRST_VIEW_JS_GZIP_BUDGET_BYTES,
  LIGHTHOUSE_ACCESSIBILITY_BUDGET,
  LIGHTHOUSE_BEST_PRACTICES_BUDGET,
  LIGHTHOUSE_CLS_BUDGET,
  LIGHTHOUSE_LCP_BUDGET_MS,
  LIGHTHOUSE_PERFORMANCE_BUDGET,
  SSR_CACHED_COMPRESSED_RATIO_BUDGET,
  ORDERS_PER_SECOND_BUDGET,
  LIGHTHOUSE_SEO_BUDGET,
  LIGHTHOUSE_TBT_BUDGET_MS,
} from './budgets';
import { type BundleReport, bundleReport, bundleSummary, writeBundleReport } from './bundle-report';
import { benchUncachedSsr, type SsrBench, ssrChecks, ssrSummary } from './ssr';
import { type CartBench, cartSummary, measureCartAdds } from './cart';
import { type ClusterLoadOutcome, clusterLoadOk, clusterLoadSummary, runClusterLoad } from './cluster-load';
import { type ColdStart, measureColdStart, timedStart } from './cold-start';
import { type FirstViewJs, measureFirstViewJs } from './first-view-js';
import { type LighthousePage, runLighthouse } from './lighthouse';
import { benchOrders, type OrdersRun, ordersCheck, ordersSummary, POSTGRES_BASE_URL } from './orders';
import { fixed, kb, ms, pass, type Row, score, seconds, table } from './report';
import { measureThroughput, type Throughput } from './throughput';
import { launchBrowser } from '../helpers/browser';
import type { RunningServer } from '../helpers/server';

const root = join(import.meta.dirname, '..', '..');
const resultsDir = join(root, 'test-results');
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Issue 18's uncached SSR budget is on PostgreSQL: measured when a database is named, otherwise reported skipped. */
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const THROUGHPUT_SECONDS = 10;
const CONNECTIONS = 10;
const CATALOG_REQUEST = { filters: { is_new: true }, sort: 'created_at:desc', size: 8 };
const CATALOG_PATH = `/api/catalog/ee/product/_search?request=${encodeURIComponent(JSON.stringify(CATALOG_REQUEST))}`;

const startedAt = performance.now();
function step(message: string) {
  process.stdout.write(`[${seconds(performance.now() - startedAt).padStart(6)}] ${message}\n`);
}

function ensureBuild() {
  const needed = ['dist/client/sw.js', 'dist/client/.vite/manifest.json', 'dist/server/entry-server.js'];
  if (needed.every((path) => existsSync(join(root, path)))) return;
  step('dist/ is missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
}

interface Results {
  coldStart: ColdStart;
  firstViewJs: FirstViewJs[];
  lighthouse: LighthousePage[];
  /** Lighthouse runs that failed and were repeated (runtime errors such as NO_NAVSTART). */
  lighthouseRetries: string[];
  ssrCached: Throughput;
  ssrCachedIdentity: Throughput;
  ssrUncached: Throughput;
  catalogApi: Throughput;
  /** Issue 5: add to cart through the real client on loopback (in-process PGlite). */
  cart: CartBench;
  /** POST /api/order on PGlite, and on PostgreSQL when one is named (issue 18 budget). */
  orders: OrdersRun[];
  /** Issue 18: mixed traffic through HAProxy to two instances (skipped without PostgreSQL and Redis). */
  clusterLoad: ClusterLoadOutcome;
  /** What each first-view chunk holds (docs/bundle-report.md). */
  bundle: BundleReport;
  /** Issue 18: uncached SSR of a product and a category page on PostgreSQL; null without a database. */
  ssrPostgres: SsrBench | null;
}

interface Check {
  name: string;
  actual: string;
  budget: string;
  ok: boolean;
}

function checks(results: Results): Check[] {
  const list: Check[] = [];
  for (const page of results.firstViewJs) {
    list.push({
      name: `First-view JS ${page.path} (gzip)`,
      actual: kb(page.gzip),
      budget: `≤ ${kb(FIRST_VIEW_JS_GZIP_BUDGET_BYTES)}`,
      ok: page.gzip <= FIRST_VIEW_JS_GZIP_BUDGET_BYTES,
    });
  }
  for (const page of results.lighthouse) {
    const runs = page.runs.length;
    const lowest = (name: string, value: number, budget: number) => ({
      name: `Lighthouse ${name} ${page.path} (lowest of ${runs})`,
      actual: score(value),
      budget: `= ${score(budget)}`,
      ok: value >= budget,
    });
    list.push(
      {
        name: `Lighthouse performance ${page.path} (median of ${runs})`,
        actual: score(page.median.performance),
        budget: `≥ ${score(LIGHTHOUSE_PERFORMANCE_BUDGET)}`,
        ok: page.median.performance >= LIGHTHOUSE_PERFORMANCE_BUDGET,
      },
      {
        name: `Lighthouse LCP / TBT / CLS ${page.path} (median run)`,
        actual: `${ms(page.median.lcpMs)} / ${ms(page.median.tbtMs)} / ${fixed(page.median.cls, 3)}`,
        budget: `≤ ${ms(LIGHTHOUSE_LCP_BUDGET_MS)} / ${ms(LIGHTHOUSE_TBT_BUDGET_MS)} / ${LIGHTHOUSE_CLS_BUDGET}`,
        ok:
          page.median.lcpMs <= LIGHTHOUSE_LCP_BUDGET_MS &&
          page.median.tbtMs <= LIGHTHOUSE_TBT_BUDGET_MS &&
          page.median.cls <= LIGHTHOUSE_CLS_BUDGET,
      },
      lowest('accessibility', page.accessibility, LIGHTHOUSE_ACCESSIBILITY_BUDGET),
      lowest('SEO', page.seo, LIGHTHOUSE_SEO_BUDGET),
      lowest('best practices', page.bestPractices, LIGHTHOUSE_BEST_PRACTICES_BUDGET),
    );
  }
  // Issue 18: a cached page leaves with its stored brotli coding, so compression costs (almost) nothing per hit.
  const compressedRatio = results.ssrCached.requestsPerSecond / results.ssrCachedIdentity.requestsPerSecond;
  list.push({
    name: 'SSR /ee/ cached: compressed ÷ uncompressed req/s (same run)',
    actual: fixed(compressedRatio, 2),
    budget: `≥ ${SSR_CACHED_COMPRESSED_RATIO_BUDGET}`,
    ok:
      compressedRatio >= SSR_CACHED_COMPRESSED_RATIO_BUDGET &&
      results.ssrCached.non2xx + results.ssrCached.errors === 0,
  });
  if (results.clusterLoad.ran) {
    const r = results.clusterLoad.result;
    list.push({
      name: 'Cluster load: errors, accepted orders in the DB once',
      actual: `${r.non2xx + r.errors} errors; ${r.ordersAccepted} accepted, ${r.ordersInDatabase} in DB (${r.ordersSent} sent)`,
      budget: '0 errors; every accepted order once',
      ok: clusterLoadOk(r),
    });
  }
  if (results.ssrPostgres) list.push(...ssrChecks(results.ssrPostgres));
  list.push({
    name: 'API calls per add to cart, stock check excluded (max)',
    actual: `${results.cart.cartCallsMax}${results.cart.unsynced ? ` (${results.cart.unsynced} unsynced)` : ''}`,
    budget: `≤ ${CART_CALLS_PER_ADD_BUDGET}`,
    ok: results.cart.cartCallsMax <= CART_CALLS_PER_ADD_BUDGET && results.cart.unsynced === 0,
  });
  list.push(ordersCheck(results.orders));
  return list;
}

function throughputRow(result: Throughput): Row {
  return [
    result.label,
    fixed(result.requestsPerSecond),
    ms(result.p50Ms),
    ms(result.p95Ms),
    ms(result.p99Ms),
    kb(result.bytesPerResponse),
    result.acceptEncoding,
    result.outputCache,
    `${result.non2xx}/${result.errors}`,
  ];
}

function summary(results: Results, list: Check[]): string {
  const parts: string[] = [];
  parts.push(
    table(
      'First-view JavaScript (cold load, no cache, service worker blocked)',
      ['page / script', 'raw', 'gzip', 'wire', 'encoding'],
      results.firstViewJs.flatMap((page) => [
        [page.path, kb(page.raw), kb(page.gzip), kb(page.wire), ''],
        ['  (HTML document, not counted)', kb(page.document.raw), '', kb(page.document.wire), page.document.encoding],
        ...page.scripts.map((script) => [
          `  ${script.url}`,
          kb(script.raw),
          kb(script.gzip),
          kb(script.wire),
          script.encoding,
        ]),
      ]),
    ),
  );
  parts.push(
    table(
      `Lighthouse (mobile preset, simulated throttling; ${LIGHTHOUSE_RUNS} runs per page, metrics of the median run)`,
      ['page', 'perf (runs)', 'a11y (runs)', 'SEO', 'BP', 'LCP', 'TBT', 'CLS', 'FCP', 'SI', 'CPU index'],
      results.lighthouse.map((page) => [
        page.path,
        `${score(page.median.performance)} (${page.runs.map((run) => score(run.performance)).join(',')})`,
        `${score(page.accessibility)} (${page.runs.map((run) => score(run.accessibility)).join(',')})`,
        score(page.seo),
        score(page.bestPractices),
        ms(page.median.lcpMs),
        ms(page.median.tbtMs),
        fixed(page.median.cls, 3),
        ms(page.median.fcpMs),
        ms(page.median.speedIndexMs),
        fixed(page.median.benchmarkIndex),
      ]),
    ),
  );
  if (results.lighthouseRetries.length) {
    parts.push(`Lighthouse runs repeated after a runtime error:\n  ${results.lighthouseRetries.join('\n  ')}`);
  }
  const ratio = results.ssrCached.requestsPerSecond / results.ssrUncached.requestsPerSecond;
  parts.push(
    table(
      `Throughput (autocannon, loopback, ${CONNECTIONS} connections, ${THROUGHPUT_SECONDS} s each after a 2 s warm-up)`,
      ['target', 'req/s', 'p50', 'p95', 'p99', 'bytes/resp', 'accept-enc', 'cache', 'non2xx/err'],
      [results.ssrCached, results.ssrCachedIdentity, results.ssrUncached, results.catalogApi].map(throughputRow),
    ),
  );
  parts.push(`SSR /ee/ cached ÷ uncached (both compressed): ${fixed(ratio, 1)}× the requests per second`);
  parts.push(
    results.ssrPostgres
      ? ssrSummary(results.ssrPostgres)
      : '\nUncached SSR on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
  );
  parts.push(bundleSummary(results.bundle));
  parts.push(cartSummary(results.cart));
  parts.push(ordersSummary(results.orders));
  parts.push(clusterLoadSummary(results.clusterLoad));
  const { cold, warm } = results.coldStart;
  parts.push(
    table(
      'Start (spawn → first 200 on /ee/)',
      ['data folder', 'ready line', 'first 200'],
      [
        ['empty (migrate, seed, images)', seconds(cold.readyMs), seconds(cold.firstOkMs)],
        ['seeded', seconds(warm.readyMs), seconds(warm.firstOkMs)],
      ],
    ),
  );
  for (const page of results.lighthouse) {
    const failing =
      page.median.performance < LIGHTHOUSE_PERFORMANCE_BUDGET ||
      page.accessibility < LIGHTHOUSE_ACCESSIBILITY_BUDGET ||
      page.seo < LIGHTHOUSE_SEO_BUDGET ||
      page.bestPractices < LIGHTHOUSE_BEST_PRACTICES_BUDGET;
    const worstA11y = page.runs.reduce((a, b) => (b.accessibility < a.accessibility ? b : a));
    // Failing accessibility checks first (they are few and each one fails the budget), then the costliest audits.
    const findings = [
      ...worstA11y.findings.filter((finding) => finding.category === 'accessibility'),
      ...page.median.findings.filter((finding) => finding.category === 'seo' || finding.category === 'best-practices'),
      ...page.median.findings.filter((finding) => finding.category === 'performance').slice(0, failing ? 8 : 4),
    ];
    const title = `Lighthouse ${page.path}: what costs the most${failing ? ' (BUDGET FAILED)' : ''}`;
    const source = `median run ${relative(root, page.median.report)}; LCP element: ${page.median.lcp}`;
    if (findings.length === 0) {
      parts.push(`\n${title}: nothing below 0.9 (${source})`);
      continue;
    }
    parts.push(
      table(
        `${title}\n(${source})`,
        ['audit', 'score', 'detail'],
        findings.map((finding) => [
          `${finding.category === 'performance' ? '' : `${finding.category}: `}${finding.title} (${finding.id})`,
          finding.score === null ? '—' : fixed(finding.score, 2),
          finding.detail,
        ]),
        [2],
      ),
    );
  }
  parts.push(
    table(
      'Budgets',
      ['check', 'actual', 'budget', 'result'],
      list.map((check) => [check.name, check.actual, check.budget, pass(check.ok)]),
    ),
  );
  return parts.join('\n');
}

async function main() {
  ensureBuild();
  mkdirSync(resultsDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  let server: RunningServer | undefined;
  try {
    step('cold start on an empty data folder, then warm start on the seeded one');
    const coldStart = await measureColdStart(dataDir, '/ee/');

    ({ server } = await timedStart(dataDir, '/ee/'));
    step(`server on ${server.url} (output cache on)`);

    step('first-view JavaScript');
    const browser = await launchBrowser({ watchLayout: false });
    const firstViewJs: FirstViewJs[] = [];
    try {
      for (const path of BENCH_PAGES) firstViewJs.push(await measureFirstViewJs(browser, server.url, path));
    } finally {
      await browser.close();
    }

    step(`Lighthouse, ${LIGHTHOUSE_RUNS} runs per page`);
    const { pages: lighthouse, retries: lighthouseRetries } = await runLighthouse(server.url, BENCH_PAGES, {
      runs: LIGHTHOUSE_RUNS,
      outDir: join(resultsDir, 'lighthouse'),
    });

    const load = { durationS: THROUGHPUT_SECONDS, connections: CONNECTIONS };
    step('SSR throughput, output cache on');
    const ssrCached = await measureThroughput('SSR /ee/ cached', `${server.url}/ee/`, load);
    const ssrCachedIdentity = await measureThroughput('SSR /ee/ cached, uncompressed', `${server.url}/ee/`, {
      ...load,
      headers: { accept: 'text/html' },
    });
    step('catalogue API throughput');
    const catalogApi = await measureThroughput('API product/_search', `${server.url}${CATALOG_PATH}`, load);
    await server.stop();
    server = undefined;

    ({ server } = await timedStart(dataDir, '/ee/', { OUTPUT_CACHE: 'false' }));
    step('SSR throughput, output cache off');
    const ssrUncached = await measureThroughput('SSR /ee/ uncached', `${server.url}/ee/`, load);
    await server.stop();
    server = undefined;

    step(
      PG_URL ? 'uncached SSR of a product and a category page on PostgreSQL' : 'uncached SSR on PostgreSQL: skipped',
    );
    const ssrPostgres = PG_URL
      ? await benchUncachedSsr({ databaseUrl: PG_URL, durationS: THROUGHPUT_SECONDS, connections: CONNECTIONS })
      : null;

    step("bundle report (a client build with the chunks' modules; docs/bundle-report.md)");
    const bundle = await bundleReport();
    writeBundleReport(bundle);

    step('add to cart through the real client (in-process server on PGlite, loopback)');
    const cart = await measureCartAdds();
    step(`order placement (POST /api/order, PGlite${POSTGRES_BASE_URL ? ' and PostgreSQL' : ''})`);
    const orders = [await benchOrders('pglite')];
    if (POSTGRES_BASE_URL) orders.push(await benchOrders('postgres'));
    step('cluster load through HAProxy (PostgreSQL + Redis)');
    const clusterLoad = await runClusterLoad();

    const results: Results = {
      coldStart,
      firstViewJs,
      lighthouse,
      lighthouseRetries,
      ssrCached,
      ssrCachedIdentity,
      ssrUncached,
      catalogApi,
      cart,
      orders,
      clusterLoad,
      bundle,
      ssrPostgres,
    };
    const list = checks(results);
    const failed = list.filter((check) => !check.ok);
    writeFileSync(
      join(resultsDir, 'bench.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavg: loadavg() },
          budgets: {
            firstViewJsGzipBytes: FIRST_VIEW_JS_GZIP_BUDGET_BYTES,
            lighthousePerformance: LIGHTHOUSE_PERFORMANCE_BUDGET,
            lighthouseAccessibility: LIGHTHOUSE_ACCESSIBILITY_BUDGET,
            lighthouseSeo: LIGHTHOUSE_SEO_BUDGET,
            lighthouseBestPractices: LIGHTHOUSE_BEST_PRACTICES_BUDGET,
            lighthouseLcpMs: LIGHTHOUSE_LCP_BUDGET_MS,
            lighthouseTbtMs: LIGHTHOUSE_TBT_BUDGET_MS,
            lighthouseCls: LIGHTHOUSE_CLS_BUDGET,
            cartCallsPerAdd: CART_CALLS_PER_ADD_BUDGET,
            ssrCachedCompressedRatio: SSR_CACHED_COMPRESSED_RATIO_BUDGET,
            ordersPerSecondPostgres: ORDERS_PER_SECOND_BUDGET,
          },
          checks: list,
          ...results,
          // The chunk-by-chunk modules are in test-results/bundle-report.json and docs/bundle-report.md.
          bundle: results.bundle.pages,
          ssrCachedToUncachedRatio: ssrCached.requestsPerSecond / ssrUncached.requestsPerSecond,
          ssrCachedCompressedToIdentityRatio: ssrCached.requestsPerSecond / ssrCachedIdentity.requestsPerSecond,
        },
        null,
        2,
      )}\n`,
    );
    process.stdout.write(`${summary(results, list)}\n\n`);
    step(`done; results in test-results/bench.json and test-results/lighthouse/`);
    if (failed.length) {
      process.stdout.write(`\n✖ ${failed.length} budget(s) failed: ${failed.map((check) => check.name).join('; ')}\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write('\n✔ all budgets met\n');
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\n✖ bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
