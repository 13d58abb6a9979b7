// The SSR output cache (ARCHITECTURE §6): pages keyed by store code and URL, tagged, expired after 86400 s
// (SPEC 9), cleared by tag through /invalidate. In memory by default; Redis when REDIS_URL is set. Issue 18: an
// entry holds every coding of the page (server/ssr/page-variants.ts) and a read fetches the one the client takes.
import type { Redis } from 'ioredis';
import { PAGE_ENCODINGS, type PageEncoding, type PageVariant, type StoredPage, variantOf } from './page-variants';

export const OUTPUT_CACHE_TTL_SECONDS = 86_400;

export interface OutputCache {
  /** The stored page in one coding, or null. */
  get(key: string, encoding: PageEncoding): Promise<PageVariant | null>;
  set(key: string, page: StoredPage, tags: string[]): Promise<void>;
  /** Removes every page (all its codings) carrying one of the tags; '*' removes all. Returns how many were removed. */
  invalidate(tags: string[]): Promise<number>;
  close(): Promise<void>;
  /** Every instance reads the same store (Redis): one invalidation clears it for all. */
  readonly shared?: boolean;
}

export function createMemoryOutputCache(options: { maxEntries?: number; now?: () => number } = {}): OutputCache {
  const maxEntries = options.maxEntries ?? 2000;
  const now = options.now ?? Date.now;
  const pages = new Map<string, { page: StoredPage; tags: string[]; expires: number }>();
  return {
    async get(key, encoding) {
      const entry = pages.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        pages.delete(key);
        return null;
      }
      // Map order is insertion order: re-inserting keeps the most recently used last.
      pages.delete(key);
      pages.set(key, entry);
      return variantOf(entry.page, encoding);
    },
    async set(key, page, tags) {
      pages.delete(key);
      pages.set(key, { page, tags, expires: now() + OUTPUT_CACHE_TTL_SECONDS * 1000 });
      while (pages.size > maxEntries) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        pages.delete(oldest);
      }
    },
    async invalidate(tags) {
      let removed = 0;
      for (const [key, entry] of pages) {
        if (tags.includes('*') || entry.tags.some((tag) => tags.includes(tag))) {
          pages.delete(key);
          removed++;
        }
      }
      return removed;
    },
    async close() {
      pages.clear();
    },
  };
}

const PAGE_PREFIX = 'ssr:v2:page:';
const TAG_PREFIX = 'ssr:tag:';

type PageMeta = Omit<StoredPage, 'bodies'>;

/**
 * Redis-backed: shared by every instance behind a load balancer (ARCHITECTURE §7). An entry is a hash: `meta`
 * (status, type, hash, script hashes as JSON) and one field per coding, so a hit reads one body.
 */
export function createRedisOutputCache(redis: Redis): OutputCache {
  return {
    shared: true,
    async get(key, encoding) {
      const [meta, body] = await redis.hmgetBuffer(PAGE_PREFIX + key, 'meta', encoding);
      if (!meta || !body) return null;
      return { ...(JSON.parse(meta.toString('utf8')) as PageMeta), encoding, body };
    },
    async set(key, page, tags) {
      const { bodies, ...meta } = page;
      const fields: Record<string, string | Buffer> = { meta: JSON.stringify(meta) };
      for (const encoding of PAGE_ENCODINGS) fields[encoding] = bodies[encoding];
      // Replaced whole (del first): no coding of an older page is left beside the new one.
      const multi = redis
        .multi()
        .del(PAGE_PREFIX + key)
        .hset(PAGE_PREFIX + key, fields)
        .expire(PAGE_PREFIX + key, OUTPUT_CACHE_TTL_SECONDS);
      for (const tag of [...tags, '*']) {
        multi.sadd(TAG_PREFIX + tag, key).expire(TAG_PREFIX + tag, OUTPUT_CACHE_TTL_SECONDS);
      }
      await multi.exec();
    },
    async invalidate(tags) {
      const keys = new Set<string>();
      for (const tag of tags) for (const key of await redis.smembers(TAG_PREFIX + tag)) keys.add(key);
      const removed = keys.size ? await redis.del(...[...keys].map((key) => PAGE_PREFIX + key)) : 0;
      await redis.del(...tags.map((tag) => TAG_PREFIX + tag));
      return removed;
    },
    async close() {
      await redis.quit();
    },
  };
}
