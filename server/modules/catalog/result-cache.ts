// ARCHITECTURE §4 "Search" and SPEC 7: catalogue results are cached by a hash of the normalized request. An
// in-process LRU with a time to live, bounded by entries and (issue 13: anonymous requests must not make it hold
// gigabytes) by the bytes of the results; the catalogue service clears it whenever the catalogue changes.
import { createHash } from 'node:crypto';

export interface ResultCacheOptions {
  /** Entries kept; the least recently used goes first. */
  maxEntries?: number;
  /**
   * Bytes of the settled results kept, as `sizeOf` measures them; the least recently used go first, and a result
   * larger than the whole bound is not kept. Unset: bounded by entries only (small values such as term lists).
   */
  maxBytes?: number;
  /** The size of a settled result in bytes; default: its JSON reply body (`envelopeBody`). */
  sizeOf?: (value: unknown) => number;
  ttlMs?: number;
  now?: () => number;
}

export const RESULT_CACHE_TTL_MS = 60_000;
export const RESULT_CACHE_MAX_ENTRIES = 1000;
/**
 * Default bytes of cached catalogue results (SEARCH_CACHE_MAX_BYTES): about sixty pages of 50 products. The process
 * holds about four times this (the parsed objects plus their encoded reply bodies).
 */
export const RESULT_CACHE_MAX_BYTES = 32 * 1024 * 1024;

const envelopes = new WeakMap<object, Buffer>();

/**
 * The `{ code: 200, result }` reply body of a result, serialized and encoded once per result object: a cached result
 * is the same object on every hit, and the cache counts the same bytes the route sends.
 */
export function envelopeBody(result: object): Buffer {
  let body = envelopes.get(result);
  if (body === undefined) {
    body = Buffer.from(JSON.stringify({ code: 200, result }));
    envelopes.set(result, body);
  }
  return body;
}

function replyBytes(value: unknown): number {
  if (value !== null && typeof value === 'object') return envelopeBody(value).length;
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

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
  stats(): { hits: number; misses: number; size: number; bytes: number };
}

export function createResultCache(options: ResultCacheOptions = {}): ResultCache {
  const maxEntries = options.maxEntries ?? RESULT_CACHE_MAX_ENTRIES;
  const ttlMs = options.ttlMs ?? RESULT_CACHE_TTL_MS;
  const maxBytes = options.maxBytes;
  const sizeOf = options.sizeOf ?? replyBytes;
  const now = options.now ?? (() => performance.now());
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { at: number; value: Promise<unknown>; bytes: number }>();
  let generation = 0;
  let hits = 0;
  let misses = 0;
  /** The bytes of the settled entries held (a pending load counts once it settles). */
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const evict = () => {
    while (entries.size > maxEntries || (maxBytes !== undefined && bytes > maxBytes)) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  };

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
      drop(key);
      entries.set(key, { at: now(), value, bytes: 0 });
      // A failed load is not kept; neither is one that started before a clear (it may have read old rows).
      const forget = () => {
        if (entries.get(key)?.value === value) drop(key);
      };
      // With no time to live nothing is kept (every get loads): the entry goes once its load settles.
      value.then((result) => {
        if (started !== generation || ttlMs <= 0) return forget();
        const entry = entries.get(key);
        if (maxBytes === undefined || entry?.value !== value) return;
        entry.bytes = sizeOf(result);
        bytes += entry.bytes;
        evict();
      }, forget);
      evict();
      return value;
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ hits, misses, size: entries.size, bytes }),
  };
}
