// Issue 14: what the world tells the cart reaches it through the machine's own invoked actors, provided by the
// composition (src/app/root/cart-actor.ts), not through subscriptions made beside it: the network machine's changes
// (SPEC 4 "On going online … the cart is reloaded") and another tab's cart (SPEC 4 "Cart"), listened to exactly while
// the cart runs.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PersistedCart } from '../../machines/cart/cart-types';
import { networkMachine } from '../../machines/network.machine';
import type { CartApi } from '../../src/adapters/cart';
import { createCartActor } from '../../src/app/root/cart-actor';

function tab() {
  const network = createActor(networkMachine, { input: { online: true } }).start();
  const channel = { listeners: new Set<(cart: PersistedCart) => void>() };
  const cart = createCartActor(
    {
      cartApi: {} as CartApi,
      cartStorage: { load: async () => null, save: async () => undefined },
      cartChannel: {
        post: () => undefined,
        listen: (receive) => {
          channel.listeners.add(receive);
          return () => channel.listeners.delete(receive);
        },
      },
      now: () => new Date(),
    },
    { storeCode: 'ee', online: true, network, notify: () => undefined },
  );
  return { network, channel, cart };
}

describe('the cart as the composition wires it', () => {
  it("hears the network machine's changes", async () => {
    const { network, cart } = tab();
    cart.start();
    await waitFor(cart, (snapshot) => snapshot.matches('ready'));
    network.send({ type: 'network.offline' });
    expect(cart.getSnapshot().context.online).toBe(false);
    network.send({ type: 'network.online' });
    expect(cart.getSnapshot().context.online).toBe(true);
    cart.stop();
    network.stop();
  });

  it("takes another tab's cart while it runs, and stops listening when stopped", async () => {
    const { network, channel, cart } = tab();
    expect(channel.listeners.size, 'nothing listens before the cart starts').toBe(0);
    cart.start();
    await waitFor(cart, (snapshot) => snapshot.matches('ready'));
    expect(channel.listeners.size).toBe(1);
    const theirs: PersistedCart = {
      items: [],
      cartServerToken: 'their-cart',
      guestCart: true,
      itemsHash: null,
      syncedCartId: null,
      lastSyncAt: null,
      totals: null,
      couponCode: 'SUMMER',
      shippingMethod: null,
      paymentMethod: null,
      mergedGuestCartId: null,
      guestMerge: null,
    };
    for (const receive of channel.listeners) receive(theirs);
    expect(cart.getSnapshot().context).toMatchObject({ cartServerToken: 'their-cart', couponCode: 'SUMMER' });
    cart.stop();
    expect(channel.listeners.size, 'a stopped cart hears no other tab').toBe(0);
    network.stop();
  });
});
