// The cart, the checkout details and the order queue in the store view's IndexedDB (ARCHITECTURE §5). None of them
// is ever cleared under quota pressure: a write that meets the quota clears the caches first (URL mappings, SPEC 8
// "Sync") and tries once more; if it still fails the caller keeps the state in memory and writes it again with the
// next change, so storage pressure never drops an order, a cart or checkout details.
import type { IDBPDatabase } from 'idb';
import { putRecord, type ShopDb, withQuotaRetry } from './storage';

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

let lastQueuedAt = 0;

/** When a row joined the queue: never the same twice in a page, so rows stored together load in their order. */
function nextQueuedAt(): string {
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  return new Date(lastQueuedAt).toISOString();
}

/** SPEC 4 "Offline orders": untransmitted orders by order_id; a row leaves only when the server answered for it. */
export function orderQueueStorage<TOrder extends { order_id: string }>(db: IDBPDatabase<ShopDb>) {
  const put = (row: QueuedOrderRow<TOrder>) => withQuotaRetry(db, () => db.put('orderQueue', row));
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
    /**
     * The order-queue machine's `queue.persist` in one transaction: the orders not stored yet are added (a stored
     * one keeps its row and queued_at, its place in the line) and the `removed` ids are deleted. Rows that neither
     * list names (another tab's, the service worker's) are left alone. Under quota pressure the URL mappings are
     * cleared and the write tried once more (SPEC 8 "Sync").
     */
    async persist({ orders, removed }: { orders: readonly TOrder[]; removed: readonly string[] }): Promise<void> {
      const write = async () => {
        const tx = db.transaction('orderQueue', 'readwrite');
        const stored = new Set((await tx.store.getAllKeys()) as string[]);
        const writes: Promise<unknown>[] = [];
        for (const order of orders) {
          if (stored.has(order.order_id) || removed.includes(order.order_id)) continue;
          stored.add(order.order_id);
          writes.push(tx.store.put({ order_id: order.order_id, queued_at: nextQueuedAt(), order }));
        }
        for (const id of removed) if (stored.has(id)) writes.push(tx.store.delete(id));
        await Promise.all([...writes, tx.done]);
      };
      await withQuotaRetry(db, write);
    },
    put,
    remove: (orderId: string) => db.delete('orderQueue', orderId),
  };
}
