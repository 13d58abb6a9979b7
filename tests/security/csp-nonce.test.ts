// Issue 13 finding 12: a page rendered for one response carries its own CSP nonce, the one in its
// Content-Security-Policy. Issue 18: a page from the output cache carries none and is allowed by script hashes.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryOutputCache, createRedisOutputCache, type OutputCache } from '../../server/ssr/output-cache';
import { inlineScriptHashes } from '../../server/ssr/page-variants';
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
  describe('without the output cache', () => {
    let t: InfraApp;
    beforeAll(async () => {
      t = await openInfraApp(engine, { seed: true, pages: {} });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('every page response gets a nonce of its own, in the header and in the HTML alike', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({ url: '/lv/' });
        expect(response.statusCode).toBe(200);
        const { header, inPage } = nonces(response);
        expect(header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(inPage.length).toBeGreaterThan(0);
        expect(new Set(inPage)).toEqual(new Set([header]));
        seen.add(header as string);
      }
      expect(seen.size).toBe(3);
    });
  });

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

    // Issue 18: a cached page is the same bytes for everyone (stored compressed), so it cannot carry a
    // per-request nonce (a reused nonce would be one an attacker can read). It carries none; the policy allows
    // exactly its inline scripts by their sha256 hashes (docs/security.md).
    it('a cached page carries no nonce; the policy names the hashes of exactly its inline scripts', async () => {
      for (const expected of ['miss', 'hit', 'hit']) {
        const response = await t.app.inject({ url: '/lv/' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-output-cache']).toBe(expected);
        const { header, inPage } = nonces(response);
        expect(header).toBeUndefined();
        expect(inPage).toEqual([]);
        const policy = String(response.headers['content-security-policy']);
        const allowed = [...policy.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]);
        expect(allowed.sort()).toEqual(
          inlineScriptHashes(response.body)
            .map((hash) => hash.slice(1, -1))
            .sort(),
        );
        expect(policy).toContain("script-src 'self'");
        expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline');
      }
    });
  });
});
