// The SSR output cache (ARCHITECTURE §6): tags, invalidation and expiry, in memory and, when a Redis is given
// through TEST_REDIS_URL, on Redis (the store several app instances share).
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  OUTPUT_CACHE_TTL_SECONDS,
  type OutputCache,
  createMemoryOutputCache,
  createRedisOutputCache,
} from '../../server/ssr/output-cache';

const page = (html: string) => ({ status: 200, html });

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

describe.each(backends)('output cache in $name', (backend) => {
  const open = async () => {
    const cache = await backend.create();
    opened.push(cache);
    return cache;
  };

  it('returns a stored page by key', async () => {
    const cache = await open();
    await cache.set('/ee/', page('<p>home</p>'), ['home']);
    expect(await cache.get('/ee/')).toEqual(page('<p>home</p>'));
    expect(await cache.get('/lv/')).toBeNull();
  });

  it('removes only the pages carrying an invalidated tag', async () => {
    const cache = await open();
    await cache.set('/ee/p/A/a', page('A'), ['product', 'P1']);
    await cache.set('/ee/p/B/b', page('B'), ['product', 'P2']);
    await cache.set('/ee/c/c', page('C'), ['category', 'C3']);
    expect(await cache.invalidate(['P1', 'C3'])).toBe(2);
    expect(await cache.get('/ee/p/A/a')).toBeNull();
    expect(await cache.get('/ee/c/c')).toBeNull();
    expect(await cache.get('/ee/p/B/b')).toEqual(page('B'));
  });

  it('removes everything for the tag *', async () => {
    const cache = await open();
    await cache.set('/ee/', page('1'), ['home']);
    await cache.set('/lv/', page('2'), ['home']);
    expect(await cache.invalidate(['*'])).toBe(2);
    expect(await cache.get('/ee/')).toBeNull();
  });
});

describe('output cache in memory, expiry and size', () => {
  it('expires a page after 86400 s (SPEC 9)', async () => {
    let now = 0;
    const cache = createMemoryOutputCache({ now: () => now });
    await cache.set('/ee/', page('home'), ['home']);
    now = OUTPUT_CACHE_TTL_SECONDS * 1000 - 1;
    expect(await cache.get('/ee/')).not.toBeNull();
    now = OUTPUT_CACHE_TTL_SECONDS * 1000;
    expect(await cache.get('/ee/')).toBeNull();
  });

  it('drops the least recently used page past its size', async () => {
    const cache = createMemoryOutputCache({ maxEntries: 2 });
    await cache.set('a', page('a'), []);
    await cache.set('b', page('b'), []);
    await cache.get('a');
    await cache.set('c', page('c'), []);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
  });
});
