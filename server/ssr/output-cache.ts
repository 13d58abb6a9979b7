// The SSR output cache (ARCHITECTURE §6): pages keyed by store code and URL, tagged, expired after 86400 s
// (SPEC 9), cleared by tag through /invalidate. In memory by default; Redis when REDIS_URL is set.
import type { Redis } from 'ioredis';

export const OUTPUT_CACHE_TTL_SECONDS = 86_400;

export interface CachedPage {
  status: number;
  html: string;
  /** The CSP nonce the page was rendered with; replaced by each response's own on the way out (finding 12). */
  nonce?: string;
}

export interface OutputCache {
  get(key: string): Promise<CachedPage | null>;
  set(key: string, page: CachedPage, tags: string[]): Promise<void>;
  /** Removes every page carrying one of the tags; '*' removes all. Returns how many were removed. */
  invalidate(tags: string[]): Promise<number>;
  close(): Promise<void>;
}

export function createMemoryOutputCache(options: { maxEntries?: number; now?: () => number } = {}): OutputCache {
  const maxEntries = options.maxEntries ?? 2000;
  const now = options.now ?? Date.now;
  const pages = new Map<string, { page: CachedPage; tags: string[]; expires: number }>();
  return {
    async get(key) {
      const entry = pages.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        pages.delete(key);
        return null;
      }
      // Map order is insertion order: re-inserting keeps the most recently used last.
      pages.delete(key);
      pages.set(key, entry);
      return entry.page;
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

const PAGE_PREFIX = 'ssr:page:';
const TAG_PREFIX = 'ssr:tag:';

/** Redis-backed: shared by every instance behind a load balancer (ARCHITECTURE §7). */
export function createRedisOutputCache(redis: Redis): OutputCache {
  return {
    async get(key) {
      const raw = await redis.get(PAGE_PREFIX + key);
      return raw ? (JSON.parse(raw) as CachedPage) : null;
    },
    async set(key, page, tags) {
      const multi = redis.multi().set(PAGE_PREFIX + key, JSON.stringify(page), 'EX', OUTPUT_CACHE_TTL_SECONDS);
      for (const tag of [...tags, '*']) {
        multi.sadd(TAG_PREFIX + tag, key).expire(TAG_PREFIX + tag, OUTPUT_CACHE_TTL_SECONDS);
      }
      await multi.exec();
    },
    async invalidate(tags) {
      const keys = new Set<string>();
      for (const tag of tags) for (const key of await redis.smembers(TAG_PREFIX + tag)) keys.add(key);
      if (keys.size) await redis.del(...[...keys].map((key) => PAGE_PREFIX + key));
      await redis.del(...tags.map((tag) => TAG_PREFIX + tag));
      return keys.size;
    },
    async close() {
      await redis.quit();
    },
  };
}
