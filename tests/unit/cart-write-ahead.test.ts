// SPEC 4 "Add flow": the cart is written ahead to localStorage, so a page left right after an add (whose line the
// server may already have) finds the add taken next time and does not send it again.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../helpers/memory-storage';
import type { PersistedCart } from '../../machines/cart/cart-types';
import { CART_KEY } from '../../src/adapters/commerce-storage';
import { openShopDb, writeAheadRecord } from '../../src/adapters/storage';

describe('the cart written ahead (writeAheadRecord)', () => {
  it('keeps a cart whose IndexedDB write the page cut off, with the adds it took', async () => {
    globalThis.indexedDB = new IDBFactory();
    const { local, storage } = memoryStorage();
    const db = await openShopDb('lv');
    const before = { items: [], takenAdds: [] } as unknown as PersistedCart;
    await writeAheadRecord<PersistedCart>(db, CART_KEY, 'cart', storage).save(before);
    expect(local.size, 'the copy goes once IndexedDB holds the cart').toBe(0);
    // The add's outcome: its line and its id taken, in one record, whose IndexedDB write never commits.
    const after = {
      items: [{ sku: 'DL-PATTERN-905', qty: 1 }],
      takenAdds: ['add-1'],
    } as unknown as PersistedCart;
    const cutOff = { ...db, name: db.name, put: () => new Promise<never>(() => undefined) } as unknown as typeof db;
    void writeAheadRecord<PersistedCart>(cutOff, CART_KEY, 'cart', storage).save(after);
    expect(await db.get('records', CART_KEY)).toEqual(before);
    // The next page: the cart with the add taken (so cart-actor.ts's load sends nothing again), then stored.
    const next = writeAheadRecord<PersistedCart>(await openShopDb('lv'), CART_KEY, 'cart', storage);
    expect(await next.load()).toEqual(after);
    expect(local.size).toBe(0);
    expect(await (await openShopDb('lv')).get('records', CART_KEY)).toEqual(after);
  });
});
