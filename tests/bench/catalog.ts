// `npm run bench:catalog`: the catalogue at benchmark size (issue 3: 20 000 configurable products), on PGlite and,
// when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on PostgreSQL. Per engine: seeds (or reuses) the
// catalogue with a progress display, times faceted search in the service and over HTTP, a cached repeat and
// product-page SSR (p50 / p95), measures requests per second under load (autocannon on loopback), checks the budgets,
// prints a table and writes test-results/bench-catalog.json; exits 1 when a budget fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase, redactUrl } from '../../server/db/client';
import { createCatalogService } from '../../server/modules/catalog/service';
import { startServer } from '../helpers/server';
import { CACHED_SEARCH_P95_BUDGET_MS, FACETED_SEARCH_P95_BUDGET_MS, type SearchEngine } from './catalog-budgets';
import {
  type HttpTimings,
  type Latency,
  searchPath,
  facetedMix,
  type ServiceTimings,
  timeHttp,
  timeService,
} from './catalog-measure';
import { benchDatabaseUrl, ensureCatalogue, type SeedOutcome } from './catalog-seed';
import { fixed, kb, pass, table } from './report';
import { measureThroughput, type Throughput } from './throughput';

const root = join(import.meta.dirname, '..', '..');
const resultsDir = join(root, 'test-results');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const LOAD = { durationS: Number(process.env.BENCH_LOAD_SECONDS ?? 10), connections: 10 };
const PGLITE_DIR = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `shop-bench-catalog-${PRODUCTS}`);
const POSTGRES_BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const CORES = cpus().length;

const startedAt = performance.now();
const clock = () => `[${((performance.now() - startedAt) / 1000).toFixed(1).padStart(6)} s]`;
const step = (message: string) => process.stdout.write(`${clock()} ${message}\n`);
/** One line rewritten in place on a terminal; elsewhere each finished line, and a line every few seconds. */
let lastLog = 0;
function progress(line: string, done: boolean) {
  if (process.stdout.isTTY) {
    process.stdout.write(`\r\x1b[2K${clock()}   ${line}${done ? '\n' : ''}`);
  } else if (done || performance.now() - lastLog > 3000) {
    lastLog = performance.now();
    process.stdout.write(`${clock()}   ${line}\n`);
  }
}

function ensureBuild() {
  const needed = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js'];
  if (needed.every((path) => existsSync(join(root, path)))) return;
  step('dist/ is missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
}

interface EngineResult {
  engine: SearchEngine;
  target: string;
  seed: SeedOutcome;
  service: ServiceTimings;
  /** 1-minute load average before and after the service timings (the budgets' measure). */
  load: { before: number; after: number };
  http: HttpTimings;
  searchLoad: Throughput;
  productPageLoad: Throughput;
}

interface EngineTarget {
  engine: SearchEngine;
  target: string;
  open(): Promise<Database>;
  /** The server's environment for this database. */
  env: Record<string, string>;
}

async function targets(): Promise<EngineTarget[]> {
  mkdirSync(PGLITE_DIR, { recursive: true });
  const list: EngineTarget[] = [
    {
      engine: 'pglite',
      target: join(PGLITE_DIR, 'pglite'),
      open: () => openDatabase({ dataDir: join(PGLITE_DIR, 'pglite') }),
      env: { DATA_DIR: PGLITE_DIR, DATABASE_URL: '' },
    },
  ];
  if (!POSTGRES_BASE_URL) {
    step('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too');
    return list;
  }
  const url = await benchDatabaseUrl(POSTGRES_BASE_URL, `shop_bench_catalog_${PRODUCTS}`);
  list.push({
    engine: 'postgres',
    target: redactUrl(url),
    open: () => openDatabase({ url }),
    env: { DATABASE_URL: url },
  });
  return list;
}

async function measureEngine(target: EngineTarget): Promise<EngineResult> {
  step(`${target.engine}: catalogue of ${PRODUCTS.toLocaleString('en')} products in ${target.target}`);
  const database = await target.open();
  let seed: SeedOutcome;
  let service: ServiceTimings;
  let load: EngineResult['load'];
  let productPaths: string[];
  try {
    seed = await ensureCatalogue(database, PRODUCTS, progress);
    const counts =
      `${seed.products.toLocaleString('en')} products and ${seed.variants.toLocaleString('en')} children ` +
      `(${fixed(seed.variants / seed.products, 2)} per product)`;
    step(
      seed.reused
        ? `${target.engine}: reusing the seeded catalogue: ${counts}`
        : `${target.engine}: seeded ${counts} in ${fixed(seed.seconds, 1)} s`,
    );
    const uncached = createCatalogService(database.db, () => new Date(), { ttlMs: 0 });
    const cached = createCatalogService(database.db);
    step(`${target.engine}: faceted search in the service, ${RUNS} requests one at a time`);
    const before = loadavg()[0] ?? 0;
    service = await timeService(uncached, cached, RUNS);
    load = { before, after: loadavg()[0] ?? 0 };
    const listed = await uncached.searchProducts('ee', { filters: { category_ids: [10] }, size: 20 });
    productPaths = listed.items.map((item) => `/ee/p/${encodeURIComponent(item.sku)}/${item.slug}`);
  } finally {
    // PGlite: one process per folder; the server opens it next.
    await database.close();
  }
  step(`${target.engine}: server (output cache off, so product pages are rendered)`);
  const server = await startServer({
    env: { ...target.env, OUTPUT_CACHE: 'false', SEED: 'false' },
    timeoutMs: 300_000,
  });
  try {
    step(`${target.engine}: over HTTP, ${RUNS} requests one at a time`);
    const http = await timeHttp(server.url, productPaths, RUNS);
    step(`${target.engine}: autocannon, ${LOAD.connections} connections, ${LOAD.durationS} s each`);
    const searchLoad = await measureThroughput(
      `${target.engine} faceted search (cached)`,
      `${server.url}${searchPath(facetedMix(0))}`,
      LOAD,
    );
    const productPageLoad = await measureThroughput(
      `${target.engine} product page SSR`,
      `${server.url}${productPaths[0]}`,
      LOAD,
    );
    return {
      engine: target.engine,
      target: target.target,
      seed,
      service,
      load,
      http,
      searchLoad,
      productPageLoad,
    };
  } finally {
    await server.stop();
  }
}

interface Check {
  name: string;
  actual: number;
  budget: number;
  ok: boolean;
}

function checks(results: EngineResult[]): Check[] {
  return results.flatMap((result) => {
    const check = (name: string, actual: number, budget: number) => ({ name, actual, budget, ok: actual <= budget });
    return [
      check(
        `${result.engine}: faceted search p95 (in the service, uncached)`,
        result.service.faceted.p95,
        FACETED_SEARCH_P95_BUDGET_MS[result.engine],
      ),
      check(
        `${result.engine}: repeated query from the cache p95`,
        result.service.cached.p95,
        CACHED_SEARCH_P95_BUDGET_MS,
      ),
    ];
  });
}

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const latencyRow = (label: string, latency: Latency) => [label, ms(latency.p50), ms(latency.p95), ms(latency.max)];

function summary(results: EngineResult[], list: Check[]): string {
  const parts = results.map((result) =>
    table(
      `${result.engine} (${result.target}): ${result.seed.products.toLocaleString('en')} products, ` +
        `${result.seed.variants.toLocaleString('en')} children; mean search response ${kb(result.service.bytes)}; ` +
        `load average ${fixed(result.load.before, 2)} → ${fixed(result.load.after, 2)} on ${CORES} cores`,
      ['measure', 'p50', 'p95', 'max'],
      [
        latencyRow('faceted search, service (search + category pages)', result.service.faceted),
        latencyRow('  search pages (query, colour, size)', result.service.textSearch),
        latencyRow('  category pages (category, colour, price, sort)', result.service.categoryListing),
        latencyRow('repeated query from the cache, service', result.service.cached),
        latencyRow('faceted search over HTTP (uncached)', result.http.faceted),
        latencyRow('repeated query over HTTP (cached)', result.http.cached),
        latencyRow('product page SSR over HTTP (output cache off)', result.http.productPage),
      ],
    ),
  );
  parts.push(
    table(
      `Throughput (autocannon, loopback, ${LOAD.connections} connections, ${LOAD.durationS} s after a 2 s warm-up)`,
      ['target', 'req/s', 'p50', 'p95', 'bytes/resp', 'non2xx/err'],
      results.flatMap((result) =>
        [result.searchLoad, result.productPageLoad].map((load) => [
          load.label,
          fixed(load.requestsPerSecond),
          ms(load.p50Ms),
          ms(load.p95Ms),
          kb(load.bytesPerResponse),
          `${load.non2xx}/${load.errors}`,
        ]),
      ),
    ),
  );
  parts.push(
    table(
      'Budgets (issue 3)',
      ['check', 'actual', 'budget', 'result'],
      list.map((check) => [check.name, ms(check.actual), `≤ ${check.budget} ms`, pass(check.ok)]),
    ),
  );
  return parts.join('\n');
}

async function main() {
  ensureBuild();
  mkdirSync(resultsDir, { recursive: true });
  const results: EngineResult[] = [];
  for (const target of await targets()) results.push(await measureEngine(target));
  const list = checks(results);
  writeFileSync(
    join(resultsDir, 'bench-catalog.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        machine: { cpus: CORES, model: cpus()[0]?.model, loadavg: loadavg() },
        products: PRODUCTS,
        runs: RUNS,
        budgets: { facetedSearchP95Ms: FACETED_SEARCH_P95_BUDGET_MS, cachedSearchP95Ms: CACHED_SEARCH_P95_BUDGET_MS },
        checks: list,
        results,
        postgres: POSTGRES_BASE_URL ? 'measured' : 'skipped (no BENCH_DATABASE_URL or TEST_DATABASE_URL)',
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(`${summary(results, list)}\n\n`);
  for (const check of list)
    process.stdout.write(`${pass(check.ok)} ${check.name}: ${ms(check.actual)} (≤ ${check.budget} ms)\n`);
  for (const busy of results.filter((result) => Math.max(result.load.before, result.load.after) > CORES)) {
    // The budgets are a request's own latency: on a machine shared with other work they measure the other work too.
    process.stdout.write(
      `NOTE ${busy.engine}: the machine was busy while the budgets were measured (load average ` +
        `${fixed(Math.max(busy.load.before, busy.load.after), 2)} on ${CORES} cores); run again on a quiet machine\n`,
    );
  }
  if (!POSTGRES_BASE_URL) process.stdout.write('SKIPPED PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n');
  step('done; results in test-results/bench-catalog.json');
  if (list.some((check) => !check.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\n✖ bench:catalog failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
