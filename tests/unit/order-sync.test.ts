// The service worker's background sync 'orderSync' (sw/order-sync.ts) over the store views' IndexedDB queues
// (fake-indexeddb) and a stand-in for the network: what is accepted leaves the queue, everything else stays for a
// tab, and a queue whose lock a tab holds is not touched.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQueueStorage } from '../../src/adapters/commerce-storage';
import { openShopDb } from '../../src/adapters/storage';
import type { OrderRequest } from '../../src/domain/contract/order';
import { type OrderSentPost, sendQueuedOrders } from '../../sw/order-sync';

const order = (id: string): OrderRequest =>
  ({ order_id: id, store_code: 'ee', products: [{ sku: 'X-1', qty: 1 }] }) as unknown as OrderRequest;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function queue(storeCode: 'ee' | 'lv', ids: string[]) {
  const storage = orderQueueStorage<OrderRequest>(await openShopDb(storeCode));
  for (const [index, id] of ids.entries()) {
    await storage.put({ order_id: id, queued_at: `2026-11-24T00:00:0${index}Z`, order: order(id) });
  }
  return storage;
}

/** A lock manager where the named locks are held by someone else (a tab). */
function locksHeldBy(held: string[]): LockManager {
  return {
    request: (async (name: string, _options: unknown, callback: (lock: Lock | null) => unknown) =>
      callback(held.includes(name) ? null : ({ name, mode: 'exclusive' } as Lock))) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  };
}

beforeEach(async () => {
  for (const storeCode of ['ee', 'lv'] as const) await (await openShopDb(storeCode)).clear('orderQueue');
});
afterEach(() => vi.unstubAllGlobals());

describe('orderSync in the service worker', () => {
  it('sends every queued order once, removes the accepted ones and keeps the rest for a retry', async () => {
    const ee = await queue('ee', ['ee-accepted', 'ee-failing']);
    const lv = await queue('lv', ['lv-accepted']);
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as OrderRequest;
      sent.push(body.order_id);
      return body.order_id === 'ee-failing' ? json(503, { code: 503, result: 'busy' }) : json(200, { code: 200 });
    });
    const posts: OrderSentPost[] = [];

    await expect(sendQueuedOrders(locksHeldBy([]), (post) => posts.push(post))).rejects.toThrow(/1 queued order/);

    expect(sent.sort()).toEqual(['ee-accepted', 'ee-failing', 'lv-accepted']);
    expect((await ee.load()).map((row) => row.order_id)).toEqual(['ee-failing']);
    expect(await lv.load()).toEqual([]);
    expect(posts.map((post) => post.orderId).sort()).toEqual(['ee-accepted', 'lv-accepted']);
  });

  it('leaves a queue alone while a tab holds its lock, and keeps orders the server refused for the tab to tell', async () => {
    const ee = await queue('ee', ['ee-invalid']);
    const lv = await queue('lv', ['lv-busy-tab']);
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(String(init.body)) as OrderRequest).order_id);
      return json(400, { code: 400, result: 'addressInformation.shippingAddress.city: required' });
    });

    await expect(sendQueuedOrders(locksHeldBy(['lv-order-queue']), () => undefined)).rejects.toThrow();

    expect(sent).toEqual(['ee-invalid']);
    expect((await ee.load()).map((row) => row.order_id)).toEqual(['ee-invalid']);
    expect((await lv.load()).map((row) => row.order_id)).toEqual(['lv-busy-tab']);
  });
});
