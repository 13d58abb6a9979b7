// Issue 13 finding 3 (memory exhaustion through the result cache): anonymous catalogue searches with a large `size`
// kept megabytes each in the result cache, so a thousand of them held gigabytes. Now a search's `size` is capped at
// SPEC 9's limits (a larger one is a 400 naming `size`) and the cache is bounded by bytes (SEARCH_CACHE_MAX_BYTES).
// Measured through Fastify inject on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountApp, openAccountApp } from '../api/user-fixtures';
import { engines } from '../helpers/db';

// A full collection before each heap reading, so only what is still referenced counts.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;

/**
 * The JS heap the process holds on to after a full collection. A reply's objects are released a moment after it is
 * answered, hence the pause. (Buffers outside the heap are left out: PGlite's WebAssembly memory is one of them, and
 * it grows with the queries, not with the cache.)
 */
async function heldBytes(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc();
  return process.memoryUsage().heapUsed;
}

const searchUrl = (request: unknown, entity = 'product', store = 'ee') =>
  `/api/catalog/${store}/${entity}/_search?request=${encodeURIComponent(JSON.stringify(request))}`;

/**
 * Sends `count` distinct searches (every one a new cache key) and fails as soon as the held memory has grown by
 * more than `boundBytes`, so a cache without a bound fails in seconds instead of exhausting the test process.
 */
async function searchDistinct(
  t: AccountApp,
  count: number,
  request: (i: number) => unknown,
  boundBytes: number,
): Promise<{ growth: number; statuses: Set<number> }> {
  const before = await heldBytes();
  const statuses = new Set<number>();
  let growth = 0;
  for (let i = 0; i < count; i++) {
    const reply = await t.app.inject({ method: 'GET', url: searchUrl(request(i)) });
    statuses.add(reply.statusCode);
    if (i % 50 === 49 || i === count - 1) {
      growth = (await heldBytes()) - before;
      if (growth > boundBytes) break;
    }
  }
  return { growth, statuses };
}

describe.each(engines())('catalogue result cache memory on $name', (engine) => {
  describe('with the default settings', () => {
    let t: AccountApp;
    beforeAll(async () => {
      t = await openAccountApp(engine);
    });
    afterAll(async () => {
      await t?.close();
    });

    it.each([
      ['product', 51, 'size: at most 50'],
      ['product', 4000, 'size: at most 50'],
      ['taxrule', 51, 'size: at most 50'],
      ['attribute', 151, 'size: at most 150'],
      ['category', 4001, 'size: at most 4000'],
    ])('answers a %s search of size %i with a 400 naming size (SPEC 9 limits)', async (entity, size, message) => {
      const reply = await t.app.inject({ method: 'GET', url: searchUrl({ size }, entity) });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: 400, result: message });
    });

    it.each([
      ['product', 50],
      ['attribute', 150],
      ['category', 4000],
    ])('still answers a %s search of size %i, the SPEC 9 limit', async (entity, size) => {
      const reply = await t.app.inject({ method: 'GET', url: searchUrl({ size }, entity) });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().result.perPage).toBe(size);
    });

    it('keeps the heap under 200 MB through 2,000 distinct searches asking for 4000 products each', async () => {
      const { growth, statuses } = await searchDistinct(
        t,
        2000,
        (i) => ({ size: 4000, filters: { price: { gte: 0, lte: 100_000 + i } } }),
        200 * MB,
      );
      expect(growth).toBeLessThan(200 * MB);
      expect([...statuses]).toEqual([400]);
    }, 600_000);
  });

  describe('with SEARCH_CACHE_MAX_BYTES of 8 MiB', () => {
    let t: AccountApp;
    beforeAll(async () => {
      t = await openAccountApp(engine, { SEARCH_CACHE_MAX_BYTES: 8 * MB });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('holds at most 8 MiB of results and the heap stays bounded through 80 distinct full pages', async () => {
      // 80 pages of 50 products with their children: about 43 MB of JSON if every one were kept.
      const { growth, statuses } = await searchDistinct(
        t,
        80,
        (i) => ({ size: 50, filters: { price: { gte: 0, lte: 100_000 + i } } }),
        64 * MB,
      );
      expect([...statuses]).toEqual([200]);
      const stats = t.app.services.catalog.cacheStats();
      expect(stats.bytes).toBeGreaterThan(0);
      expect(stats.bytes).toBeLessThanOrEqual(8 * MB);
      expect(stats.size).toBeLessThan(80);
      expect(growth).toBeLessThan(64 * MB);
      // The most recent search is still a hit: the bound drops the least recently used first.
      const hits = stats.hits;
      await t.app.inject({
        method: 'GET',
        url: searchUrl({ size: 50, filters: { price: { gte: 0, lte: 100_000 + 79 } } }),
      });
      expect(t.app.services.catalog.cacheStats().hits).toBe(hits + 1);
    }, 600_000);
  });
});
