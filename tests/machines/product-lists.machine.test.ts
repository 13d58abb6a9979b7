import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../helpers/memory-storage';
import { createActor, fromPromise, waitFor } from 'xstate';
import { productListsMachine } from '../../machines/product-lists.machine';
import { openShopDb, productListsStorage } from '../../src/adapters/storage';
import { EMPTY_PRODUCT_LISTS, type ProductLists, RECENTLY_VIEWED_LIMIT } from '../../src/domain/product-lists';

const at = '2026-11-21T12:00:00.000Z';

function listsActor(load: () => Promise<ProductLists>) {
  const saved: ProductLists[] = [];
  const actor = createActor(
    productListsMachine.provide({
      actors: { loadLists: fromPromise(load) },
      actions: { saveLists: (_, params) => saved.push(params.lists) },
    }),
  ).start();
  return { actor, saved };
}

describe('product lists machine', () => {
  it('toggles a product in and out of the wishlist and saves each change', async () => {
    const { actor, saved } = listsActor(async () => EMPTY_PRODUCT_LISTS);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'lists.toggle', list: 'wishlist', sku: 'NA-DR-1001', at });
    expect(actor.getSnapshot().context.lists.wishlist).toEqual([{ sku: 'NA-DR-1001', qty: 1, addedAt: at }]);
    actor.send({ type: 'lists.toggle', list: 'wishlist', sku: 'NA-DR-1001', at });
    expect(actor.getSnapshot().context.lists.wishlist).toEqual([]);
    expect(saved.map((lists) => lists.wishlist.length)).toEqual([1, 0]);
  });

  it('keeps recently viewed newest first, without duplicates, up to its limit', async () => {
    const { actor } = listsActor(async () => EMPTY_PRODUCT_LISTS);
    await waitFor(actor, (s) => s.matches('ready'));
    for (let i = 0; i < RECENTLY_VIEWED_LIMIT + 3; i++) actor.send({ type: 'lists.viewed', sku: `SKU-${i}`, at });
    actor.send({ type: 'lists.viewed', sku: 'SKU-5', at });
    const viewed = actor.getSnapshot().context.lists.recentlyViewed.map((item) => item.sku);
    expect(viewed).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(viewed[0]).toBe('SKU-5');
    expect(new Set(viewed).size).toBe(viewed.length);
  });

  it('should not write over stored lists it could not read', async () => {
    const { actor, saved } = listsActor(async () => {
      throw new Error('storage unavailable');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'lists.toggle', list: 'compare', sku: 'A', at });
    expect(actor.getSnapshot().context.lists.compare.map((item) => item.sku)).toEqual(['A']);
    expect(saved).toEqual([]);
  });

  it('restores the lists from IndexedDB, per store view', async () => {
    globalThis.indexedDB = new IDBFactory();
    const ee = productListsStorage(await openShopDb('ee'));
    await ee.save({ ...EMPTY_PRODUCT_LISTS, compare: [{ sku: 'NA-DR-1001', qty: 1, addedAt: at }] });
    const lv = productListsStorage(await openShopDb('lv'));
    expect((await lv.load()).compare).toEqual([]);
    const { actor } = listsActor(() => ee.load());
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.lists.compare.map((item) => item.sku)).toEqual(['NA-DR-1001']);
  });

  it('keeps a save the page left before IndexedDB committed it, and loads it next time (write-ahead copy)', async () => {
    globalThis.indexedDB = new IDBFactory();
    const { local, storage } = memoryStorage();
    const db = await openShopDb('ee');
    const first: ProductLists = { ...EMPTY_PRODUCT_LISTS, compare: [{ sku: 'NA-DR-1001', qty: 1, addedAt: at }] };
    await productListsStorage(db, storage).save(first);
    expect(local.size, 'the copy goes once IndexedDB holds the lists').toBe(0);
    // The wishlist click: its IndexedDB write never commits (the page is left at once).
    const cutOff = { ...db, name: db.name, put: () => new Promise<never>(() => undefined) } as unknown as typeof db;
    const second: ProductLists = { ...first, wishlist: [{ sku: 'NA-DR-1001', qty: 1, addedAt: at }] };
    void productListsStorage(cutOff, storage).save(second);
    const next = productListsStorage(await openShopDb('ee'), storage);
    expect(await next.load()).toEqual(second);
    expect(local.size).toBe(0);
    expect(await productListsStorage(await openShopDb('ee'), storage).load()).toEqual(second);
  });
});
