// SPEC 4 "Add flow", "Cart changes persist": an add survives a reload that comes right after the click. The cart
// actor as the app wires it (src/app/root/cart-actor.ts) with the adds' write-ahead records in a fake localStorage
// (src/adapters/cart-adds-log.ts) and an IndexedDB whose writes a "reload" cuts off: the add is in the cart after the
// reload, exactly once, whether the reload came before the stock answer, before the cart's write, or after the write
// but before its record was dropped.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { networkMachine } from '../../machines/network.machine';
import type { PersistedCart } from '../../machines/cart/cart-types';
import { type CartAddsLogIo, cartAddsLog } from '../../src/adapters/cart-adds-log';
import { type CartActor, createCartActor } from '../../src/app/root/cart-actor';
import type { CartApi } from '../../src/adapters/cart';
import type { CartProduct } from '../../src/domain/cart/cart-item';
import type { StockItem } from '../../src/domain/contract/stock';

const BELT: CartProduct = {
  sku: 'AK-BELT-901',
  parentSku: 'AK-BELT-901',
  name: 'Leather belt',
  price_incl_tax: 29.9,
  image: '/belt.jpg',
  product_type: 'simple',
};

const inStock = (sku: string): StockItem => ({
  product_id: 1,
  product_sku: sku,
  qty: 50,
  is_in_stock: true,
  manage_stock: true,
  status: 'ok',
});

/** localStorage and sessionStorage of one tab (sessionStorage outlives a reload of the tab, as in a browser). */
function browserStorage(): CartAddsLogIo {
  const local = new Map<string, string>();
  const session = new Map<string, string>();
  let ids = 0;
  return {
    local: {
      getItem: (key) => local.get(key) ?? null,
      setItem: (key, value) => void local.set(key, value),
      removeItem: (key) => void local.delete(key),
    },
    session: { getItem: (key) => session.get(key) ?? null, setItem: (key, value) => void session.set(key, value) },
    newId: () => `add-${++ids}`,
    now: () => 1_700_000_000_000,
  };
}

/**
 * IndexedDB's cart record. `cut`: the page goes away, so a write started before is lost (the transaction never
 * commits) or, with `commitsThenCut`, it commits but the page is gone before its callback runs.
 */
function idb() {
  const state = { stored: null as PersistedCart | null, cut: false, commitsThenCut: false };
  return {
    state,
    storage: {
      load: async () => state.stored,
      save: (cart: PersistedCart) =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            if (state.cut && !state.commitsThenCut) return;
            state.stored = cart;
            if (!state.cut) resolve();
          }, 5);
        }),
    },
  };
}

/** The stock check answers when the test says (a round trip the reload can come before). */
function stockServer() {
  const waiting: Array<() => void> = [];
  const api = {
    checkStock: (sku: string) =>
      new Promise<StockItem>((resolve) => {
        waiting.push(() => resolve(inStock(sku)));
      }),
    stockList: async (skus: string[]) => skus.map(inStock),
  };
  return {
    api: api as unknown as CartApi,
    answerAll: () => {
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

function openTab(io: CartAddsLogIo, db: ReturnType<typeof idb>, server: ReturnType<typeof stockServer>) {
  const network = createActor(networkMachine, { input: { online: true } }).start();
  const cart: CartActor = createCartActor(
    {
      cartApi: server.api,
      cartStorage: db.storage,
      cartChannel: { post: () => undefined, listen: () => () => undefined },
      now: () => new Date(),
      cartAdds: cartAddsLog('ee', io),
    },
    { storeCode: 'ee', online: true, network, notify: () => undefined },
  );
  cart.start();
  return cart;
}

/** The product page's add (src/app/root/cart-add.ts): recorded, then sent with its id. */
function clickAdd(io: CartAddsLogIo, cart: CartActor) {
  const [id] = cartAddsLog('ee', io).record([{ product: BELT, qty: 1 }]);
  cart.send({ type: 'cart.add', product: BELT, qty: 1, ...(id ? { id } : {}) });
}

const loaded = (cart: CartActor) => waitFor(cart, (s) => s.matches('ready'));
const settled = (cart: CartActor) =>
  waitFor(cart, (s) => s.matches({ ready: { adding: 'idle' } }) && s.context.deferredAdds.length === 0);
const qtyOf = (cart: CartActor) =>
  cart.getSnapshot().context.items.reduce((sum, item) => (item.sku === BELT.sku ? sum + item.qty : sum), 0);

/** One tab's storage, its IndexedDB and the stock server, with the tab opened (again, after a reload) on them. */
function tabWorld() {
  const io = browserStorage();
  const db = idb();
  const server = stockServer();
  return { io, db, server, open: () => openTab(io, db, server) };
}

/** The tab reloaded: its cart opened again on the same storage, loaded, and every stock check answered. */
async function reloaded(world: ReturnType<typeof tabWorld>): Promise<CartActor> {
  const after = world.open();
  await loaded(after);
  world.server.answerAll();
  await settled(after);
  return after;
}

describe('an add right before a reload', () => {
  it('is taken after the reload when the reload came before the stock answer', async () => {
    const world = tabWorld();
    const { io, db } = world;
    const before = world.open();
    await loaded(before);
    clickAdd(io, before);
    // Reload: the page goes while the stock check is out.
    db.state.cut = true;
    before.stop();
    db.state.cut = false;

    const after = await reloaded(world);
    expect(qtyOf(after)).toBe(1);
    // The stored cart holds it, and its record is gone once stored.
    await expect.poll(() => db.state.stored?.items.length).toBe(1);
    await expect.poll(() => cartAddsLog('ee', io).unfinished().length).toBe(0);
    after.stop();
  });

  it('is taken after the reload when the reload cut off the cart’s IndexedDB write', async () => {
    const world = tabWorld();
    const { io, db, server } = world;
    const before = world.open();
    await loaded(before);
    clickAdd(io, before);
    db.state.cut = true;
    server.answerAll();
    await settled(before);
    expect(qtyOf(before)).toBe(1);
    before.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(db.state.stored, 'the write never committed').toBeNull();
    db.state.cut = false;

    const after = await reloaded(world);
    expect(qtyOf(after)).toBe(1);
    after.stop();
  });

  it('is not taken twice when the write committed but its record was still there', async () => {
    const world = tabWorld();
    const { io, db, server } = world;
    const before = world.open();
    await loaded(before);
    clickAdd(io, before);
    db.state.cut = true;
    db.state.commitsThenCut = true;
    server.answerAll();
    await settled(before);
    before.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(db.state.stored?.items.length, 'the write committed').toBe(1);
    expect(cartAddsLog('ee', io).unfinished().length, 'its record was not dropped').toBe(1);
    db.state.cut = false;
    db.state.commitsThenCut = false;

    const after = await reloaded(world);
    expect(qtyOf(after)).toBe(1);
    expect(cartAddsLog('ee', io).unfinished(), 'the stored cart took it: the record goes').toEqual([]);
    after.stop();
  });

  it('is taken once when the page sends it while the reloaded cart also finds its record', async () => {
    const io = browserStorage();
    const db = idb();
    const server = stockServer();
    // The first add on a page whose cart code has not loaded yet: recorded, then the cart starts and gets it too.
    const [id] = cartAddsLog('ee', io).record([{ product: BELT, qty: 1 }]);
    const cart = openTab(io, db, server);
    cart.send({ type: 'cart.add', product: BELT, qty: 1, id });
    await loaded(cart);
    server.answerAll();
    await settled(cart);
    server.answerAll();
    await settled(cart);
    expect(qtyOf(cart)).toBe(1);
    cart.stop();
  });

  it('from another tab is left to that tab', async () => {
    const io = browserStorage();
    const db = idb();
    const server = stockServer();
    cartAddsLog('ee', io).record([{ product: BELT, qty: 1 }]);
    // Another tab: its own sessionStorage, the same localStorage.
    const other: CartAddsLogIo = {
      ...io,
      session: (() => {
        const session = new Map<string, string>();
        return {
          getItem: (key: string) => session.get(key) ?? null,
          setItem: (key: string, value: string) => void session.set(key, value),
        };
      })(),
    };
    const cart = openTab(other, db, server);
    await loaded(cart);
    server.answerAll();
    await settled(cart);
    expect(qtyOf(cart)).toBe(0);
    cart.stop();
  });
});
