// Issue 16: a store's sitemap reads every product, so it is kept in the output cache (in memory, and on Redis when
// TEST_REDIS_URL is set) under 'sitemap', 'cms' and its categories' C<id>; /invalidate clears it, and the next request
// writes it afresh with what changed (a new CMS page). PGlite and PostgreSQL.
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateRoutes } from '../../server/ssr/invalidate';
import { createMemoryOutputCache, createRedisOutputCache, type OutputCache } from '../../server/ssr/output-cache';
import { seoRoutes } from '../../server/ssr/seo';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';

const INVALIDATE_KEY = 'sitemap-cache-test-key-0123456789abcdef';
const caches: { name: string; open(): OutputCache }[] = [{ name: 'memory', open: () => createMemoryOutputCache() }];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  caches.push({ name: 'redis', open: () => createRedisOutputCache(new Redis(url)) });
}

describe.each(engines())('cached sitemaps on $name', (engine) => {
  describe.each(caches)('with the $name output cache', ({ open }) => {
    let t: TestApp;
    let app: FastifyInstance;
    let cache: OutputCache;
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });

    beforeAll(async () => {
      t = await openTestApp(engine);
      cache = open();
      await cache.invalidate(['*']);
      app = Fastify();
      await app.register(seoRoutes, { services: t.app.services, cache });
      await app.register(invalidateRoutes, { cache, invalidateKey: INVALIDATE_KEY });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await cache?.close();
      await t?.close();
    });

    it('answers the second request from the cache, the same sitemap', async () => {
      const first = await get('/sitemap-ee.xml');
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-output-cache']).toBe('miss');
      const second = await get('/sitemap-ee.xml');
      expect(second.headers['x-output-cache']).toBe('hit');
      expect(second.headers['content-type']).toContain('application/xml');
      expect(second.body).toBe(first.body);
      expect((await get('/sitemap-lv.xml')).headers['x-output-cache']).toBe('miss');
    });

    it.each(['sitemap', 'cms', '*'])(
      '/invalidate?tag=%s clears it, and a new CMS page is in the next one',
      async (tag) => {
        await get('/sitemap-ee.xml');
        const identifier = `uus-leht-${tag === '*' ? 'all' : tag}`;
        await t.app.services.cms.save('page', 'ee', { identifier, title: 'Uus leht', content: '<p>Tere!</p>' });
        expect((await get('/sitemap-ee.xml')).body, 'still the cached one').not.toContain(identifier);
        const cleared = await get(`/invalidate?key=${INVALIDATE_KEY}&tag=${encodeURIComponent(tag)}`);
        expect(cleared.statusCode).toBe(200);
        expect(cleared.json().result.removed).toBeGreaterThanOrEqual(1);
        const fresh = await get('/sitemap-ee.xml');
        expect(fresh.headers['x-output-cache']).toBe('miss');
        expect(fresh.body).toContain(`<loc>http://shop.test/ee/i/${identifier}</loc>`);
      },
    );

    it('is cleared by a category’s C<id> too', async () => {
      const categories = await t.app.services.catalog.categories('ee');
      const id = [...categories.byId.keys()].at(-1);
      await get('/sitemap-ee.xml');
      const cleared = await get(`/invalidate?key=${INVALIDATE_KEY}&tag=C${id}`);
      expect(cleared.json().result.removed).toBeGreaterThanOrEqual(1);
      expect((await get('/sitemap-ee.xml')).headers['x-output-cache']).toBe('miss');
    });
  });
});
