// Issue 14, SPEC 2 "Abandoned-cart return": what src/app/root/abandoned-cart-actors.ts reports to the return page's
// machine — the session (restored yet, logged in, its token) and the cart (the lines only once its sync finished for
// that customer token) — and that its invoked `followShop` reports on every change once both chunks are loaded, and
// nothing after it is stopped.
import { describe, expect, it } from 'vitest';
import { type EventObject, createActor, createMachine } from 'xstate';
import type { AccountActors } from '../../src/app/root/account-actors';
import { followShop, shopReports } from '../../src/app/root/abandoned-cart-actors';
import type { CommerceActors } from '../../src/app/root/commerce-actors';
import type { LazySubsystem } from '../../src/app/root/lazy-subsystem';

interface FakeSession {
  restoring: boolean;
  token: string | null;
}
interface FakeCart {
  token: string | null;
  cartServerToken: string | null;
  syncedCartId: string | null;
  syncing: boolean;
  items: { sku: string; qty: number }[];
}

/** A store of one snapshot with subscribers, shaped like the actors the reports read. */
function fakeActor<T>(initial: T, snapshotOf: (value: T) => unknown) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshotOf(value),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    set(next: Partial<T>) {
      value = { ...value, ...next };
      for (const listener of listeners) listener();
    },
  };
}

function world(session: FakeSession, cart: FakeCart) {
  const sessionActor = fakeActor(session, (s) => ({
    matches: (state: string) => state === 'restoring' && s.restoring,
    hasTag: (tag: string) => tag === 'authorized' && s.token !== null,
    context: { tokens: s.token ? { token: s.token, refreshToken: 'r' } : null },
  }));
  const cartActor = fakeActor(cart, (c) => ({
    hasTag: (tag: string) => (tag === 'syncing' ? c.syncing : false),
    context: { ...c, guestMerge: null },
  }));
  const account = { session: sessionActor } as unknown as AccountActors;
  const commerce = { cart: cartActor } as unknown as CommerceActors;
  const lazy = <T extends object>(actors: T) =>
    ({ load: async () => actors, current: () => actors }) as unknown as LazySubsystem<never>;
  return {
    account,
    commerce,
    sessionActor,
    cartActor,
    subsystems: { account: lazy(account), commerce: lazy(commerce) },
  };
}

const SYNCED: FakeCart = {
  token: 'access-1',
  cartServerToken: 'cart-9',
  syncedCartId: 'cart-9',
  syncing: false,
  items: [{ sku: 'NA-DR-1001-M', qty: 2 }],
};

describe('the abandoned-cart return’s reports of the shop', () => {
  it('gives the lines only when the cart finished its sync for the customer’s token', () => {
    const customer = world({ restoring: false, token: 'access-1' }, SYNCED);
    expect(shopReports(customer.account, customer.commerce)).toEqual([
      { type: 'return.session', restored: true, authorized: true, token: 'access-1' },
      { type: 'return.cart', syncedFor: 'access-1', lines: [{ sku: 'NA-DR-1001-M', qty: 2 }] },
    ]);
    const syncing = world({ restoring: false, token: 'access-1' }, { ...SYNCED, syncing: true });
    expect(shopReports(syncing.account, syncing.commerce)[1]).toEqual({
      type: 'return.cart',
      syncedFor: null,
      lines: [],
    });
    const guestCart = world({ restoring: false, token: 'access-1' }, { ...SYNCED, token: null });
    expect(shopReports(guestCart.account, guestCart.commerce)[1]).toMatchObject({ syncedFor: null });
    const restoring = world({ restoring: true, token: null }, SYNCED);
    expect(shopReports(restoring.account, restoring.commerce)[0]).toEqual({
      type: 'return.session',
      restored: false,
      authorized: false,
      token: null,
    });
  });

  it('reports every change once both are loaded, and nothing once stopped', async () => {
    const shop = world({ restoring: true, token: null }, { ...SYNCED, token: null, syncedCartId: null });
    const received: EventObject[] = [];
    const parent = createActor(
      createMachine({
        invoke: { src: followShop(shop.subsystems as never) },
        on: { '*': { actions: ({ event }) => received.push(event) } },
      }),
    ).start();
    await Promise.resolve();
    await Promise.resolve();
    expect(received.map((event) => event.type)).toEqual(['return.session', 'return.cart']);

    shop.sessionActor.set({ restoring: false, token: 'access-1' });
    shop.cartActor.set({ token: 'access-1', syncedCartId: 'cart-9' });
    expect(received.at(-1)).toEqual({
      type: 'return.cart',
      syncedFor: 'access-1',
      lines: [{ sku: 'NA-DR-1001-M', qty: 2 }],
    });

    parent.stop();
    const before = received.length;
    shop.cartActor.set({ syncing: true });
    expect(received.length, 'no report after the page is left').toBe(before);
  });
});
