// Timings of the faceted product search (ARCHITECTURE §4 "Search"; budget: p95 ≤ 25 ms on PostgreSQL, ≤ 50 ms on
// PGlite, cached ≤ 2 ms), printed, not asserted: the machines that run the suite are shared. The default catalogue on
// each engine; a large one too when CATALOG_BENCH_PGLITE_DIR (a DATA_DIR/pglite folder) or CATALOG_BENCH_DATABASE_URL
// names a database seeded with `npm run seed -- --reset --products 20000`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { createCatalogService } from '../../server/modules/catalog/service';
import type { ProductSearchRequest } from '../../src/domain/contract/catalog';
import { openTestApp, SEED_NOW } from '../helpers/app';
import { type Engine, engines } from '../helpers/db';

const TERMS = ['kleit', 'teksad', 'puuvillane', 'kampsun', 'jope', 'saapad', 'pluus', 'seelik', 'kleot', 'siidine'];
const COLOURS = [49, 50, 51, 52, 53, 55, 61];
const SIZES = [[168], [169], [170], [168, 169]];

/** Query + 2 filters + 3 aggregations, varied so no two consecutive requests are the same. */
const faceted = (i: number): ProductSearchRequest => ({
  query: TERMS[i % TERMS.length],
  filters: { color: [COLOURS[i % COLOURS.length] ?? 49], size: SIZES[i % SIZES.length] ?? [169] },
  aggregations: ['base_colors', 'size', 'price'],
  size: 50,
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timings(runs: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run(i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(i);
    ms.push(performance.now() - started);
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

const format = ({ p50, p95 }: { p50: number; p95: number }) => `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;

async function measure(label: string, database: Database, now: Date) {
  // Uncached: a service without a result cache, plus the serialization the route does.
  const uncachedService = createCatalogService(database.db, () => now, { ttlMs: 0 });
  const uncached = await timings(60, async (i) =>
    JSON.stringify({ code: 200, result: await uncachedService.searchProducts('ee', faceted(i)) }),
  );
  // Cached in the service (what SSR calls), then through the real route: the same request again.
  const cachedService = createCatalogService(database.db, () => now);
  const inService = await timings(200, () => cachedService.searchProducts('ee', faceted(0)));
  const app = await buildApp({
    config: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    database,
    mediaDir: '/nonexistent',
    clock: () => now,
  });
  const url = `/api/catalog/ee/product/_search?request=${encodeURIComponent(JSON.stringify(faceted(0)))}`;
  const cached = await timings(200, async () => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
  });
  await app.close();
  const sample = await uncachedService.searchProducts('ee', faceted(0));
  console.info(
    `[${label}] faceted search (query + colour + size, 3 aggregations, 50 per page, ${sample.total} found): ` +
      `uncached ${format(uncached)}; cached repeat in the service ${format(inService)}, over HTTP (inject, ` +
      `${(Buffer.byteLength(JSON.stringify(sample)) / 1000).toFixed(0)} kB) ${format(cached)}`,
  );
  return { uncached, cached };
}

describe.each(engines())('faceted search timings on $name', (engine: Engine) => {
  let opened: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    opened = await openTestApp(engine);
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('reports p50 / p95 of a faceted search and of a cached repeat (default catalogue)', async () => {
    const { uncached, cached } = await measure(`${engine.name}, default catalogue`, opened.database, SEED_NOW);
    expect(cached.p50).toBeLessThan(uncached.p50);
  });
});

const large = [
  process.env.CATALOG_BENCH_PGLITE_DIR && {
    name: 'pglite',
    options: { dataDir: process.env.CATALOG_BENCH_PGLITE_DIR },
  },
  process.env.CATALOG_BENCH_DATABASE_URL && {
    name: 'postgres',
    options: { url: process.env.CATALOG_BENCH_DATABASE_URL },
  },
].filter(Boolean) as { name: string; options: { dataDir?: string; url?: string } }[];

describe.runIf(large.length > 0)('faceted search timings on a large catalogue', () => {
  it.each(large)('reports p50 / p95 on $name', async ({ name, options }) => {
    const database = await openDatabase(options);
    try {
      await database.migrate();
      await measure(`${name}, large catalogue`, database, new Date());
    } finally {
      await database.close();
    }
  });
});
