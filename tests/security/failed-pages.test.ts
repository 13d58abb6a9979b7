// Issue 13 finding 11: a page whose data failed to load answers 503 and is never kept by the output cache (in
// memory or in Redis), so the next shopper gets a freshly rendered page once the catalogue answers again.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryOutputCache, createRedisOutputCache, type OutputCache } from '../../server/ssr/output-cache';
import { engines } from '../helpers/db';
import { type InfraApp, openInfraApp } from './infra-fixtures';

const caches: { name: string; create(): Promise<OutputCache> }[] = [
  { name: 'memory', create: async () => createMemoryOutputCache() },
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  caches.push({
    name: 'redis',
    create: async () => {
      const cache = createRedisOutputCache(new Redis(redisUrl));
      await cache.invalidate(['*']);
      return cache;
    },
  });
}

describe.each(engines())('failed pages on $name', (engine) => {
  describe.each(caches)('with the output cache in $name', (backend) => {
    let t: InfraApp;
    let cache: OutputCache;
    beforeAll(async () => {
      cache = await backend.create();
      t = await openInfraApp(engine, { seed: true, pages: { cache } });
    });
    afterAll(async () => {
      await t?.close();
      await cache?.close();
    });

    /** Runs the requests while every product search fails, as when the database is down. */
    async function whileCatalogueFails<T>(run: () => Promise<T>): Promise<T> {
      const catalog = t.app.services.catalog;
      const original = catalog.searchProducts;
      catalog.searchProducts = async () => {
        throw new Error('connection terminated');
      };
      try {
        return await run();
      } finally {
        catalog.searchProducts = original;
      }
    }

    it('the home page answers 503 while its products fail to load, and renders fresh afterwards', async () => {
      const failed = await whileCatalogueFails(() => t.app.inject({ url: '/ee/' }));
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['cache-control']).toContain('no-store');
      expect(await cache.get('/ee/', 'identity')).toBeNull();
      const good = await t.app.inject({ url: '/ee/' });
      expect(good.statusCode).toBe(200);
      expect(good.headers['x-output-cache']).toBe('miss');
      expect(good.body).toContain('class="product-card"');
      expect((await t.app.inject({ url: '/ee/' })).headers['x-output-cache']).toBe('hit');
    });

    it('a category page answers 503 while its listing fails, and is not kept', async () => {
      const index = await t.app.services.catalog.categories('ee');
      const category = index.all.find((candidate) => candidate.is_active && candidate.level === 3);
      const url = `/ee/c/${category?.slug}`;
      const failed = await whileCatalogueFails(() => t.app.inject({ url }));
      expect(failed.statusCode).toBe(503);
      expect(await cache.get(url, 'identity')).toBeNull();
      const good = await t.app.inject({ url });
      expect(good.statusCode).toBe(200);
      expect(good.headers['x-output-cache']).toBe('miss');
      expect(good.body).toContain('class="product-card"');
    });

    it('a search answers 503 while the search fails, and is not kept', async () => {
      const url = '/ee/search?q=kleit';
      const failed = await whileCatalogueFails(() => t.app.inject({ url }));
      expect(failed.statusCode).toBe(503);
      expect(await cache.get(url, 'identity')).toBeNull();
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    });
  });
});
