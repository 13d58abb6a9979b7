// ARCHITECTURE §4 "Search" and SPEC 7: catalogue results are cached by a hash of the normalized request. An
// in-process LRU with a time to live; the catalogue service clears it whenever the catalogue changes.
import { createHash } from 'node:crypto';

export interface ResultCacheOptions {
  /** Entries kept; the least recently used goes first. */
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export const RESULT_CACHE_TTL_MS = 60_000;
export const RESULT_CACHE_MAX_ENTRIES = 1000;

/** JSON with object keys sorted at every level, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The cache key of a request: a SHA-1 of its canonical JSON and what scopes it (store, entity). */
export function requestHash(...parts: unknown[]): string {
  return createHash('sha1').update(canonicalJson(parts)).digest('base64url');
}

export interface ResultCache {
  /** The cached value of `key`, or the one `load` makes (concurrent misses of one key share the load). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  stats(): { hits: number; misses: number; size: number };
}

export function createResultCache(options: ResultCacheOptions = {}): ResultCache {
  const maxEntries = options.maxEntries ?? RESULT_CACHE_MAX_ENTRIES;
  const ttlMs = options.ttlMs ?? RESULT_CACHE_TTL_MS;
  const now = options.now ?? (() => performance.now());
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  let generation = 0;
  let hits = 0;
  let misses = 0;

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) {
        hits++;
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as Promise<T>;
      }
      misses++;
      const started = generation;
      const value = load();
      entries.delete(key);
      entries.set(key, { at: now(), value });
      // A failed load is not kept; neither is one that started before a clear (it may have read old rows).
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      // With no time to live nothing is kept (every get loads): the entry goes once its load settles.
      value.then(() => {
        if (started !== generation || ttlMs <= 0) forget();
      }, forget);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
    stats: () => ({ hits, misses, size: entries.size }),
  };
}
