// Issue 16 "Search engines and the shop owner": robots.txt, the sitemap index and the per-store sitemaps (home,
// categories, products, CMS pages with hreflang alternates), on PGlite and on PostgreSQL when TEST_DATABASE_URL is
// set; and /invalidate's tag validation over the output cache (in memory, and on Redis when TEST_REDIS_URL is set):
// invalidating a product clears exactly the pages tagged with it.
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryOutputCache, createRedisOutputCache, type OutputCache } from '../../server/ssr/output-cache';
import { invalidateRoutes } from '../../server/ssr/invalidate';
import { storedPage } from '../../server/ssr/page-variants';
import { pageHead } from '../../server/ssr/seo';
import { listedProductTags, productTag } from '../../src/domain/seo';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';

describe.each(engines())('robots and sitemaps on $name', (engine) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('robots.txt keeps crawlers out of the account, checkout and API and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /*/checkout');
    expect(response.body).toContain('Disallow: /*/my-account');
    expect(response.body).toContain('Disallow: /*/cart');
    expect(response.body).toContain('Disallow: /switch-store\n');
    for (const endpoint of ['/newsletter/', '/sandbox/', '/dev/', '/health']) {
      expect(response.body).toContain(`Disallow: ${endpoint}\n`);
    }
    // Pictures stay open to image search.
    expect(response.body).not.toContain('Disallow: /img');
    expect(response.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });

  it('the sitemap index lists one sitemap per store view', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>http://shop.test/sitemap-ee.xml</loc>');
    expect(response.body).toContain('<loc>http://shop.test/sitemap-lv.xml</loc>');
  });

  it('a store sitemap has home, categories, every listed product and CMS pages, with their twins in the other store', async () => {
    const ee = (await get('/sitemap-ee.xml')).body;
    const lv = (await get('/sitemap-lv.xml')).body;
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    expect(locs(ee)).toContain('http://shop.test/ee/');
    expect(locs(ee).some((loc) => loc.startsWith('http://shop.test/ee/c/'))).toBe(true);
    // Each listed product appears once.
    const listed = t.app.services.catalog.searchProducts('ee', { size: 1 });
    const { total, items } = await listed;
    expect(locs(ee).filter((loc) => loc.includes('/ee/p/'))).toHaveLength(total);
    const first = items[0];
    if (!first) throw new Error('the seed lists products');
    expect(ee).toContain(`<loc>http://shop.test/ee/p/${first.sku}/${first.slug}</loc>`);
    // CMS pages by their static route, and the terms pages as each other's alternates.
    expect(locs(ee)).toContain('http://shop.test/ee/delivery');
    expect(locs(ee)).toContain('http://shop.test/ee/privacy');
    expect(locs(lv)).toContain('http://shop.test/lv/i/pasutisanas-noteikumi');
    expect(ee).toMatch(
      /<loc>http:\/\/shop\.test\/ee\/i\/tellimistingimused<\/loc><lastmod>[\d-]+<\/lastmod><xhtml:link rel="alternate" hreflang="et" href="http:\/\/shop\.test\/ee\/i\/tellimistingimused"\/><xhtml:link rel="alternate" hreflang="lv" href="http:\/\/shop\.test\/lv\/i\/pasutisanas-noteikumi"\/>/,
    );
    // Nothing private is offered.
    expect(ee).not.toContain('/checkout');
    expect(ee).not.toContain('/my-account');
  });

  it('a product page’s head is canonical to the product and names the same product in the other store', async () => {
    const { items } = await t.app.services.catalog.searchProducts('lv', { size: 1 });
    const product = items[0];
    if (!product) throw new Error('the seed lists products');
    const subject = {
      type: 'product' as const,
      id: product.id,
      sku: product.sku,
      name: product.name,
      description: '',
      image: product.image,
    };
    const head = await pageHead(t.app.services, 'lv', `/lv/p/${product.sku}/${product.slug}/some-child`, subject);
    expect(head.canonical).toBe(`/lv/p/${product.sku}/${product.slug}`);
    const [eeTwin] = await t.app.services.catalog.findProducts('ee', { skus: [product.sku] });
    expect(head.alternates).toEqual([
      { storeCode: 'ee', hreflang: 'et', href: `/ee/p/${product.sku}/${eeTwin?.slug}` },
      { storeCode: 'lv', hreflang: 'lv', href: `/lv/p/${product.sku}/${product.slug}` },
    ]);
    expect(head.ogType).toBe('product');
  });
});

const KEY = 'seo-invalidate-key-0123456789';
const page = (html: string) => storedPage(html, { status: 200, type: 'text/html; charset=utf-8' });
const caches: { name: string; open(): Promise<OutputCache> }[] = [
  { name: 'memory', open: async () => createMemoryOutputCache() },
];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  caches.push({
    name: 'redis',
    open: async () => {
      const redis = new Redis(url);
      await redis.flushdb();
      return createRedisOutputCache(redis);
    },
  });
}

describe.each(caches)('/invalidate over the output cache in $name', (backend) => {
  let cache: OutputCache;
  const app = Fastify();
  const invalidate = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/invalidate?key=${KEY}&${query}` });
    return { status: response.statusCode, body: response.json() as { code: number; result: unknown } };
  };

  beforeAll(async () => {
    cache = await backend.open();
    await app.register(invalidateRoutes, { cache, invalidateKey: KEY });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await cache.close();
  });

  it('invalidating a product clears exactly the pages that show it', async () => {
    // The tags the page registry gives: product 12's page in both stores, a category listing 12 and 13, the home
    // page listing 13 only, and product 13's page.
    await cache.set('/ee/p/A12/a', page('A ee'), ['product', productTag(12)]);
    await cache.set('/lv/p/A12/a', page('A lv'), ['product', productTag(12)]);
    await cache.set('/ee/c/kleidid', page('C'), ['category', 'C4', ...listedProductTags([{ id: 12 }, { id: 13 }])]);
    await cache.set('/ee/', page('home'), ['home', ...listedProductTags([{ id: 13 }])]);
    await cache.set('/ee/p/B13/b', page('B'), ['product', productTag(13)]);

    expect(await invalidate('tag=P12')).toEqual({
      status: 200,
      body: { code: 200, result: { tags: ['P12'], removed: 3 } },
    });
    expect(await cache.get('/ee/p/A12/a', 'identity')).toBeNull();
    expect(await cache.get('/lv/p/A12/a', 'identity')).toBeNull();
    expect(await cache.get('/ee/c/kleidid', 'identity')).toBeNull();
    expect((await cache.get('/ee/', 'identity'))?.body.toString()).toBe('home');
    expect((await cache.get('/ee/p/B13/b', 'identity'))?.body.toString()).toBe('B');
  });

  it('answers 400 naming the tag for a missing, malformed, NUL, huge or too long tag list', async () => {
    for (const query of [
      '',
      'tag=',
      'tag=%00',
      'tag=P12%00',
      'tag=P99999999999999999999',
      'tag=P0',
      'tag=<script>',
      'tag=Home',
      `tag=${Array.from({ length: 51 }, (_, i) => `P${i + 1}`).join(',')}`,
      `tag=${'a'.repeat(3000)}`,
      'tag[a][b][c]=1',
      'tag=a&tag=b',
    ]) {
      const response = await invalidate(query);
      expect(response.status, query).toBe(400);
      expect(String(response.body.result), query).toMatch(/^tag: /);
    }
  });

  it('accepts P<id>, C<id>, SPEC 9 and route tags, a comma list and *', async () => {
    expect((await invalidate('tag=P1,C23,home,page-not-found,cms-tellimistingimused')).status).toBe(200);
    expect((await invalidate('tag=*')).status).toBe(200);
  });

  it('answers 401 to a wrong key before reading the tags', async () => {
    const response = await app.inject({ method: 'GET', url: '/invalidate?key=wrong&tag=P1' });
    expect(response.statusCode).toBe(401);
  });
});
