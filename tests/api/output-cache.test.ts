// The SSR output cache (ARCHITECTURE §6): tags, invalidation and expiry, in memory and, when a Redis is given
// through TEST_REDIS_URL, on Redis (the store several app instances share). Issue 18: an entry keeps brotli, gzip
// and plain codings of the page; a hit answers in the coding the client accepts (Vary, a strong ETag per coding,
// 304), and only anonymous cacheable pages are answered that way.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OUTPUT_CACHE_TTL_SECONDS,
  type OutputCache,
  createMemoryOutputCache,
  createRedisOutputCache,
} from '../../server/ssr/output-cache';
import { chooseEncoding, type PageEncoding, storedPage } from '../../server/ssr/page-variants';
import { engines } from '../helpers/db';
import { type InfraApp, openInfraApp } from '../security/infra-fixtures';

const page = (html: string) => storedPage(html, { status: 200, type: 'text/html; charset=utf-8' });
const text = async (cache: OutputCache, key: string, encoding: PageEncoding = 'identity') =>
  (await cache.get(key, encoding))?.body.toString('utf8') ?? null;

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

interface Backend {
  name: string;
  create(): Promise<OutputCache>;
}

const opened: OutputCache[] = [];
const backends: Backend[] = [{ name: 'memory', create: async () => createMemoryOutputCache() }];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  backends.push({
    name: 'redis',
    create: async () => {
      const redis = new Redis(url);
      await redis.flushdb();
      return createRedisOutputCache(redis);
    },
  });
}

afterAll(async () => {
  for (const cache of opened) await cache.close();
});

describe('Accept-Encoding', () => {
  it('takes brotli, else gzip, else the plain page', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, identity')).toBe('identity');
  });
});

describe.each(backends)('output cache in $name', (backend) => {
  const open = async () => {
    const cache = await backend.create();
    opened.push(cache);
    return cache;
  };

  it('returns a stored page by key, every coding decoding to the same page', async () => {
    const cache = await open();
    const html = `<p>${'home '.repeat(400)}</p>`;
    await cache.set('/ee/', page(html), ['home']);
    const plain = await cache.get('/ee/', 'identity');
    const br = await cache.get('/ee/', 'br');
    const gzip = await cache.get('/ee/', 'gzip');
    expect(plain?.body.toString('utf8')).toBe(html);
    expect(decode(br?.body as Buffer, 'br')).toBe(html);
    expect(decode(gzip?.body as Buffer, 'gzip')).toBe(html);
    expect(br?.body.length).toBeLessThan(html.length / 10);
    expect(br?.hash).toBe(plain?.hash);
    expect(await cache.get('/lv/', 'br')).toBeNull();
  });

  it('removes only the pages carrying an invalidated tag, in every coding', async () => {
    const cache = await open();
    await cache.set('/ee/p/A/a', page('A'), ['product', 'P1']);
    await cache.set('/ee/p/B/b', page('B'), ['product', 'P2']);
    await cache.set('/ee/c/c', page('C'), ['category', 'C3']);
    expect(await cache.invalidate(['P1', 'C3'])).toBe(2);
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      expect(await cache.get('/ee/p/A/a', encoding)).toBeNull();
      expect(await cache.get('/ee/c/c', encoding)).toBeNull();
    }
    expect(await text(cache, '/ee/p/B/b')).toBe('B');
  });

  it('removes everything for the tag *', async () => {
    const cache = await open();
    await cache.set('/ee/', page('1'), ['home']);
    await cache.set('/lv/', page('2'), ['home']);
    expect(await cache.invalidate(['*'])).toBe(2);
    expect(await cache.get('/ee/', 'gzip')).toBeNull();
  });

  it('a page stored again replaces every coding', async () => {
    const cache = await open();
    await cache.set('/ee/x', page('old'), ['x']);
    await cache.set('/ee/x', page('new'), ['x']);
    expect(decode((await cache.get('/ee/x', 'br'))?.body as Buffer, 'br')).toBe('new');
    expect(decode((await cache.get('/ee/x', 'gzip'))?.body as Buffer, 'gzip')).toBe('new');
  });
});

describe('output cache in memory, expiry and size', () => {
  it('expires a page after 86400 s (SPEC 9)', async () => {
    let now = 0;
    const cache = createMemoryOutputCache({ now: () => now });
    await cache.set('/ee/', page('home'), ['home']);
    now = OUTPUT_CACHE_TTL_SECONDS * 1000 - 1;
    expect(await cache.get('/ee/', 'br')).not.toBeNull();
    now = OUTPUT_CACHE_TTL_SECONDS * 1000;
    expect(await cache.get('/ee/', 'br')).toBeNull();
  });

  it('drops the least recently used page past its size', async () => {
    const cache = createMemoryOutputCache({ maxEntries: 2 });
    await cache.set('a', page('a'), []);
    await cache.set('b', page('b'), []);
    await cache.get('a', 'identity');
    await cache.set('c', page('c'), []);
    expect(await cache.get('b', 'identity')).toBeNull();
    expect(await cache.get('a', 'identity')).not.toBeNull();
  });
});

const KEY = 'output-cache-invalidate-key-0123456789';

describe.each(engines())('cached pages served pre-compressed on $name', (engine) => {
  describe.each(backends)('with the output cache in $name', (backend) => {
    let t: InfraApp;
    let cache: OutputCache;
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

    beforeAll(async () => {
      cache = await backend.create();
      t = await openInfraApp(engine, { seed: true, pages: { cache, invalidateKey: KEY } });
    });
    afterAll(async () => {
      await t?.close();
      await cache?.close();
    });

    it('br, gzip and identity bodies decode to the same page, each with its own ETag and Vary', async () => {
      const first = await get('/ee/', { 'accept-encoding': 'gzip, deflate, br' });
      expect(first.headers['x-output-cache']).toBe('miss');
      const seen = new Map<string, string>();
      for (const [accept, coding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip, deflate', 'gzip'],
        ['deflate', undefined],
        ['', undefined],
      ] as const) {
        const response = await get('/ee/', accept ? { 'accept-encoding': accept } : {});
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-output-cache']).toBe('hit');
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers.vary).toContain('Accept-Encoding');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        const html = decode(response.rawPayload, coding);
        expect(html).toContain('<div id="root">');
        seen.set(String(response.headers.etag), html);
      }
      // One plain page, three ETags (br, gzip, identity).
      expect(new Set(seen.values()).size).toBe(1);
      expect(seen.size).toBe(3);
      expect(decode(first.rawPayload, String(first.headers['content-encoding']))).toBe([...seen.values()][0]);
    });

    it('answers 304 with no body when the browser holds the same coding, 200 for another coding', async () => {
      const response = await get('/lv/', { 'accept-encoding': 'br' });
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^"[\w-]+-br"$/);
      const again = await get('/lv/', { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      const otherCoding = await get('/lv/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(otherCoding.statusCode).toBe(200);
      expect(otherCoding.headers['content-encoding']).toBe('gzip');
    });

    it('a cached page carries no nonce: its inline scripts are allowed by their sha256 hashes', async () => {
      const response = await get('/ee/');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).not.toContain('nonce-');
      expect(response.body).not.toMatch(/\snonce="/);
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
    });

    it('/invalidate by tag clears every coding of the page', async () => {
      await get('/ee/', { 'accept-encoding': 'br' });
      expect(await cache.get('/ee/', 'gzip')).not.toBeNull();
      const cleared = await get(`/invalidate?key=${KEY}&tag=home`);
      expect(cleared.statusCode).toBe(200);
      for (const encoding of ['br', 'gzip', 'identity'] as const) expect(await cache.get('/ee/', encoding)).toBeNull();
      const next = await get('/ee/', { 'accept-encoding': 'gzip' });
      expect(next.headers['x-output-cache']).toBe('miss');
    });

    it('a page rendered for one response is compressed in the coding the client accepts (issue 18)', async () => {
      const pages = new Set<string>();
      for (const [accept, coding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['', undefined],
      ] as const) {
        const response = await get('/ee/reset-password/abc', accept ? { 'accept-encoding': accept } : {});
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers.vary).toContain('Accept-Encoding');
        const html = decode(response.rawPayload, coding);
        expect(html).toContain('<div id="root">');
        // Each response its own nonce; the page is otherwise the same.
        const nonce = /\snonce="([^"]+)"/.exec(html)?.[1] ?? '';
        expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
        pages.add(html.replaceAll(nonce, ''));
      }
      expect(pages.size).toBe(1);
    });

    it('a review moderated elsewhere shows after /invalidate: the kept review lists are forgotten (issue 18)', async () => {
      const rows = (await t.database.db.execute(
        sql`select product_id from reviews where status = 'approved' and store_id = 1 order by product_id limit 1`,
      )) as unknown as { rows: { product_id: number }[] };
      const productId = Number(rows.rows[0]?.product_id);
      const count = async () =>
        JSON.parse((await get(`/api/review/list?product_id=${productId}&storeId=1`)).body).result.count as number;
      const before = await count();
      expect(before).toBeGreaterThan(0);
      // Another instance (or the command on PostgreSQL) rejects one of them in the database.
      await t.database.db.execute(
        sql`update reviews set status = 'rejected' where id = (select id from reviews where product_id = ${productId}
          and store_id = 1 and status = 'approved' order by id limit 1)`,
      );
      const cleared = await get(`/invalidate?key=${KEY}&tag=P${productId}`);
      expect(cleared.statusCode).toBe(200);
      expect(await count()).toBe(before - 1);
    });

    it('a child moved to another product is redirected there after /invalidate (issue 18: kept parent lookups)', async () => {
      const rows = (await t.database.db.execute(
        sql`select v.sku, v.parent_sku, (select p.sku from products p where p.type_id = 'configurable'
          and p.sku <> v.parent_sku order by p.sku limit 1) as other from product_variants v order by v.sku limit 1`,
      )) as unknown as { rows: { sku: string; parent_sku: string; other: string }[] };
      const child = rows.rows[0];
      if (!child) throw new Error('the seed has no configurable child');
      const redirect = async () => String((await get(`/ee/p/${child.sku}/x`)).headers.location);
      expect(await redirect()).toContain(`/p/${child.parent_sku}/`);
      await t.database.db.execute(
        sql`update product_variants set parent_sku = ${child.other} where sku = ${child.sku}`,
      );
      try {
        expect((await get(`/invalidate?key=${KEY}&tag=*`)).statusCode).toBe(200);
        expect(await redirect()).toContain(`/p/${child.other}/`);
      } finally {
        await t.database.db.execute(
          sql`update product_variants set parent_sku = ${child.parent_sku} where sku = ${child.sku}`,
        );
        await get(`/invalidate?key=${KEY}&tag=*`);
      }
    });

    it('API responses and pages that are not kept get no ETag and no stored coding', async () => {
      const api = await get('/api/catalog/ee/category/_search?size=1', { 'accept-encoding': 'br' });
      expect(api.headers.etag).toBeUndefined();
      const reset = await get('/ee/reset-password/abc', { 'accept-encoding': 'br' });
      expect(reset.headers.etag).toBeUndefined();
      expect(String(reset.headers['content-security-policy'])).toContain("'nonce-");
      expect(await cache.get('/ee/reset-password/abc', 'identity')).toBeNull();
    });
  });
});
