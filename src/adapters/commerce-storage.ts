// The cart, the checkout details and the order queue in the store view's IndexedDB (ARCHITECTURE §5). None of them
// is ever cleared under quota pressure: a write that meets the quota clears the caches first (URL mappings, SPEC 8
// "Sync") and tries once more; if it still fails the caller keeps the state in memory and writes it again with the
// next change, so storage pressure never drops an order, a cart or checkout details.
import type { IDBPDatabase } from 'idb';
import { type ShopDb, isQuotaError, putRecord } from './storage';

/** SPEC 4 "Cart": the cart's key (the database is the store view's own, so the key needs no store prefix). */
export const CART_KEY = 'current-cart';
/** SPEC 3 "Checkout state": the details saved as the shopper types (with modifiedAt). */
export const CHECKOUT_KEY = 'checkout';

/** A named record (cart, checkout details): read as stored; the machine that owns it checks its shape. */
export function recordStorage<T>(db: IDBPDatabase<ShopDb>, key: string) {
  return {
    async load(): Promise<T | null> {
      return ((await db.get('records', key)) as T | undefined) ?? null;
    },
    async save(value: T | null): Promise<void> {
      if (value === null) await db.delete('records', key);
      else await putRecord(db, key, value);
    },
  };
}

export interface QueuedOrderRow<TOrder> {
  order_id: string;
  queued_at: string;
  order: TOrder;
}

/** SPEC 4 "Offline orders": untransmitted orders by order_id; a row leaves only when the server answered for it. */
export function orderQueueStorage<TOrder extends { order_id: string }>(db: IDBPDatabase<ShopDb>) {
  const put = async (row: QueuedOrderRow<TOrder>) => {
    try {
      await db.put('orderQueue', row);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      await db.clear('urlMappings');
      await db.put('orderQueue', row);
    }
  };
  return {
    async load(): Promise<QueuedOrderRow<TOrder>[]> {
      const rows = (await db.getAll('orderQueue')) as QueuedOrderRow<TOrder>[];
      return rows.sort((a, b) => a.queued_at.localeCompare(b.queued_at));
    },
    /** Makes the stored queue hold exactly these orders (added, kept, removed), in one transaction per change. */
    async write(orders: readonly QueuedOrderRow<TOrder>[]): Promise<void> {
      const stored = new Set((await db.getAllKeys('orderQueue')) as string[]);
      const wanted = new Set(orders.map((row) => row.order_id));
      for (const row of orders) if (!stored.has(row.order_id)) await put(row);
      for (const id of stored) if (!wanted.has(id)) await db.delete('orderQueue', id);
    },
    put,
    remove: (orderId: string) => db.delete('orderQueue', orderId),
  };
}
