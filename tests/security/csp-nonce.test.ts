// Issue 13 finding 12: every page response carries its own CSP nonce, also a page served from the output cache;
// the nonces in the HTML are the one in the response's Content-Security-Policy.
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

/** The header's nonce and every nonce attribute in the page. */
function nonces(response: { headers: Record<string, unknown>; body: string }) {
  const policy = String(response.headers['content-security-policy'] ?? '');
  const header = /'nonce-([^']+)'/.exec(policy)?.[1];
  const inPage = [...response.body.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);
  return { header, inPage };
}

describe.each(engines())('CSP nonces on $name', (engine) => {
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

    it('a cached page gets a new nonce per response, in the header and in the HTML alike', async () => {
      const seen = new Set<string>();
      for (const expected of ['miss', 'hit', 'hit']) {
        const response = await t.app.inject({ url: '/lv/' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-output-cache']).toBe(expected);
        const { header, inPage } = nonces(response);
        expect(header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(inPage.length).toBeGreaterThan(0);
        expect(new Set(inPage)).toEqual(new Set([header]));
        seen.add(header as string);
      }
      expect(seen.size).toBe(3);
    });
  });
});
