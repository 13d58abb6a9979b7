// IndexedDB through idb (ARCHITECTURE §5): one database per store view (`ee-shop`, `lv-shop`). Caches (URL
// mappings first, as SPEC 8 says) may be cleared under quota pressure; lists, and later the cart, user, order queue
// and sync tasks, never are.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { EMPTY_PRODUCT_LISTS, type ProductLists } from '../domain/product-lists';
import type { StoreCode } from '../domain/store-views';
import type { SyncTask } from '../domain/sync-tasks';

export interface ShopDb extends DBSchema {
  /** Small named records: the product lists, and later the cart, checkout and user. */
  records: { key: string; value: unknown };
  /** SPEC 2 "Unknown URLs": the URL-to-route mappings (a cache). */
  urlMappings: { key: string; value: { type: string; params: Record<string, string>; storedAt: number } };
  /** SPEC 4 "Sync tasks": queued calls by task_id (untransmitted, and transmitted ones with cacheable results). */
  syncTasks: { key: string; value: SyncTask; indexes: { byCreatedAt: string } };
  /**
   * SPEC 4 "Offline orders and going online": untransmitted orders by order_id (the idempotency key). Never cleared
   * under quota pressure; a row leaves only when the server has answered for it (transmitted or cancelled).
   */
  orderQueue: { key: string; value: { order_id: string; queued_at: string; order: unknown } };
}

// 2: the syncTasks store (issue 4). 3: the orderQueue store (issue 6).
export const SHOP_DB_VERSION = 3;
const LISTS_KEY = 'product-lists';

export function shopDbName(storeCode: StoreCode): string {
  return `${storeCode}-shop`;
}

export function openShopDb(storeCode: StoreCode): Promise<IDBPDatabase<ShopDb>> {
  return openDB<ShopDb>(shopDbName(storeCode), SHOP_DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('records')) db.createObjectStore('records');
      if (!db.objectStoreNames.contains('urlMappings')) db.createObjectStore('urlMappings');
      if (!db.objectStoreNames.contains('syncTasks')) {
        db.createObjectStore('syncTasks', { keyPath: 'task_id' }).createIndex('byCreatedAt', 'created_at');
      }
      if (!db.objectStoreNames.contains('orderQueue')) db.createObjectStore('orderQueue', { keyPath: 'order_id' });
    },
  });
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

/** Runs a write; under quota pressure clears the URL mapping cache (SPEC 8) and runs it once more. */
export async function withQuotaRetry(db: IDBPDatabase<ShopDb>, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await db.clear('urlMappings');
    await write();
  }
}

/** Writes a record, clearing the URL mapping cache under quota pressure (withQuotaRetry). */
export function putRecord(db: IDBPDatabase<ShopDb>, key: string, value: unknown): Promise<void> {
  return withQuotaRetry(db, () => db.put('records', value, key));
}

/** The browser's localStorage, or null where it is refused (private modes, blocked cookies) or absent (SSR). */
function browserLocalStorage(): ListsWriteAhead | null {
  try {
    return typeof window === 'undefined' ? null : (window.localStorage ?? null);
  } catch {
    return null;
  }
}

export type ListsWriteAhead = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A record in IndexedDB whose saves are first written synchronously to localStorage as a write-ahead copy, which
 * stays until IndexedDB holds that very version: a page left or reloaded right after a change (before the
 * asynchronous IndexedDB write commits, which the unload cuts off) loses nothing, as the next load finds the copy,
 * stores it and uses it. Without localStorage (refused, full) the record is saved as before. `null` deletes it.
 */
export function writeAheadRecord<T>(
  db: IDBPDatabase<ShopDb>,
  recordKey: string,
  name: string,
  local: ListsWriteAhead | null = browserLocalStorage(),
) {
  const key = `${db.name}-${name}-pending`;
  const read = (): string | null => {
    try {
      return local?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  /** Drops the copy once IndexedDB holds it (not a newer copy a later save wrote meanwhile). */
  const stored = (text: string) => {
    try {
      if (local?.getItem(key) === text) local.removeItem(key);
    } catch {
      // Storage refused: nothing was written ahead either.
    }
  };
  const write = (value: T | null) =>
    value === null ? db.delete('records', recordKey) : putRecord(db, recordKey, value);
  return {
    async load(): Promise<T | null> {
      const pending = read();
      if (pending !== null) {
        let parsed: { value: T | null } | null = null;
        try {
          parsed = { value: JSON.parse(pending) as T | null };
        } catch {
          stored(pending); // not ours (unreadable): IndexedDB's copy stands
        }
        if (parsed) {
          await write(parsed.value);
          stored(pending);
          return parsed.value;
        }
      }
      return ((await db.get('records', recordKey)) as T | undefined) ?? null;
    },
    async save(value: T | null): Promise<void> {
      const text = JSON.stringify(value);
      try {
        local?.setItem(key, text);
      } catch {
        // Full or refused: IndexedDB alone, as without localStorage.
      }
      await write(value);
      stored(text);
    },
  };
}

/** SPEC 4 product lists (compare, wishlist, recently viewed) in IndexedDB, written ahead (writeAheadRecord). */
export function productListsStorage(db: IDBPDatabase<ShopDb>, local: ListsWriteAhead | null = browserLocalStorage()) {
  const record = writeAheadRecord<Partial<ProductLists>>(db, LISTS_KEY, 'lists', local);
  return {
    async load(): Promise<ProductLists> {
      return { ...EMPTY_PRODUCT_LISTS, ...(await record.load()) };
    },
    save: (lists: ProductLists): Promise<void> => record.save(lists),
  };
}

/** Whether the store view's browser storage holds a customer's session or queued sync tasks (SPEC 4): then the
 * account subsystem starts with the page instead of on the first account action. */
export async function hasAccountData(db: IDBPDatabase<ShopDb>): Promise<boolean> {
  const [session, tasks] = await Promise.all([db.get('records', 'session'), db.count('syncTasks')]);
  return session !== undefined || tasks > 0;
}

/** Whether the store view's browser storage holds a cart, checkout details or queued orders (SPEC 4): then the
 * commerce subsystem starts with the page (the cart badge, the queue drains on page load). */
export async function hasCommerceData(db: IDBPDatabase<ShopDb>): Promise<boolean> {
  const [cart, checkout, orders] = await Promise.all([
    db.get('records', 'current-cart'),
    db.get('records', 'checkout'),
    db.count('orderQueue'),
  ]);
  return cart !== undefined || checkout !== undefined || orders > 0;
}

type StoredMapping = ShopDb['urlMappings']['value'];

/**
 * SPEC 2 "Unknown URLs" (1): URL mappings kept in browser storage. A cache: under quota pressure it is cleared
 * (SPEC 8 "Sync": when browser storage quota is exceeded, the URL cache is cleared) and `save` reports that.
 */
export function urlMappingsStorage(db: IDBPDatabase<ShopDb>) {
  return {
    async load(): Promise<
      Record<string, { type: 'product' | 'category' | 'cms_page'; params: Record<string, string> }>
    > {
      const [keys, values] = await Promise.all([db.getAllKeys('urlMappings'), db.getAll('urlMappings')]);
      return Object.fromEntries(
        keys.map((key, index) => {
          const { type, params } = values[index] as StoredMapping;
          return [key, { type: type as 'product' | 'category' | 'cms_page', params }];
        }),
      );
    },
    /** Resolves 'cleared' when the quota was exceeded and the URL cache was emptied instead. */
    async save(url: string, mapping: { type: string; params: Record<string, string> }): Promise<'saved' | 'cleared'> {
      try {
        await db.put('urlMappings', { ...mapping, storedAt: Date.now() }, url);
        return 'saved';
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        await db.clear('urlMappings');
        return 'cleared';
      }
    },
  };
}
