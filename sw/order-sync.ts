// SPEC 4 "Order placing" step 7, issue 6: background sync 'orderSync' sends the queued orders of both store views
// with no tab open. It reads the same IndexedDB queue the tabs keep (src/adapters/commerce-storage.ts) and holds the
// same Web Lock as a tab's order queue, so a tab and the worker never send one order at the same time. Only a 200
// removes an order here; every other answer leaves it for a tab's order-queue machine, which shows SPEC 8's notices
// (a cancelled order must be told to the shopper). A resend is safe: the order_id is the server's idempotency key.
import { orderQueueStorage } from '../src/adapters/commerce-storage';
import { orderQueueLockName } from '../src/adapters/locks';
import { readOrderReply } from '../src/adapters/order';
import { userSessionStorage } from '../src/adapters/session-storage';
import { openShopDb } from '../src/adapters/storage';
import type { OrderRequest } from '../src/domain/contract/order';
import { ORDER_SYNC_TAG } from '../src/domain/order/outcome';
import { STORE_CODES, type StoreCode } from '../src/domain/store-views';

/** SPEC 4 step 7: the background sync tag, declared once (src/domain/order/outcome.ts). */
export { ORDER_SYNC_TAG };

/** What the worker tells open pages after it sent an order (the tab drops it from its queue view). */
export interface OrderSentPost {
  type: 'sw.order-sent';
  orderId: string;
}

async function sendStoreQueue(storeCode: StoreCode, post: (message: OrderSentPost) => void): Promise<number> {
  const db = await openShopDb(storeCode);
  try {
    const queue = orderQueueStorage<OrderRequest>(db);
    const rows = await queue.load();
    if (!rows.length) return 0;
    const session = await userSessionStorage(db).load();
    let left = 0;
    for (const row of rows) {
      const response = await fetch(`/api/order${session ? `?token=${encodeURIComponent(session.tokens.token)}` : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(row.order),
      });
      const reply = await readOrderReply(response).catch(() => null);
      if (reply?.code === 200) {
        await queue.remove(row.order_id);
        post({ type: 'sw.order-sent', orderId: row.order_id });
      } else left += 1;
    }
    return left;
  } finally {
    db.close();
  }
}

/** One pass over both store views' queues; rejects when an order is still waiting, so the browser retries later. */
export async function sendQueuedOrders(
  locks: LockManager | undefined,
  post: (message: OrderSentPost) => void,
): Promise<void> {
  let waiting = 0;
  for (const storeCode of STORE_CODES) {
    const send = () => sendStoreQueue(storeCode, post);
    // A tab holding the lock is sending this queue right now: leave it to the tab.
    const left = locks
      ? await locks.request(orderQueueLockName(storeCode), { ifAvailable: true }, (lock) => (lock ? send() : 0))
      : await send();
    waiting += left;
  }
  if (waiting > 0) throw new Error(`${waiting} queued order(s) not accepted yet`);
}
