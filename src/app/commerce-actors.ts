// The commerce part of the composition root (ARCHITECTURE §1 rule 2): the cart (src/app/cart-actor.ts) and checkout
// machines with their I/O, the order actors (src/app/order-actors.ts), and the wiring between them and the shop:
// - SPEC 4 "Cart": the cart connects with the session's token (a guest: none) at start and on every change of it;
//   logout disconnects and clears it (and the checkout details); every change is written to IndexedDB and broadcast
//   to the other tabs, and another tab's change replaces this tab's cart without a second sync or merge;
// - SPEC 4 "Offline orders and going online": on going online the cart is synced again (the network machine);
// - the checkout reads its methods from the cart, persists its details as the shopper types, and hands its order
//   draft to the order placement; after a success (SPEC 4 step 8) the cart is cleared without sync;
// - every notice becomes a notification in the shopper's language.
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import type { cartMachine } from '../../machines/cart.machine';
import type { PersistedCart } from '../../machines/cart/cart-types';
import { checkoutMachine } from '../../machines/checkout.machine';
import { parcelMachinesMachine } from '../../machines/parcel-machines.machine';
import type { networkMachine } from '../../machines/network.machine';
import type { notificationsMachine } from '../../machines/notifications.machine';
import type { CartApi } from '../adapters/cart';
import { type CheckoutDetails, cartShippingChoice } from '../domain/checkout/details';
import type { CartNotice } from '../domain/cart/notices';
import { isVirtualCart } from '../domain/cart/selectors';
import type { NotificationInput } from '../domain/notifications';
import type { OrderNotice } from '../domain/order/notices';
import { STORE_VIEWS, type StoreCode } from '../domain/store-views';
import type { AccountActors } from './account-actors';
import { createCartActor } from './cart-actor';
import type { LazySubsystem } from './lazy-subsystem';
import { type OrderDeps, createOrderActors } from './order-actors';
import { placementOutcomeEvent } from './order-selectors';

export interface StoredCheckout {
  details: Partial<CheckoutDetails>;
  modifiedAt: number | null;
}

/** The commerce I/O in the browser (src/adapters); the actors never run during SSR. */
export interface CommerceDeps {
  cartApi: CartApi;
  cartStorage: { load(): Promise<PersistedCart | null>; save(cart: PersistedCart): Promise<void> };
  /** SPEC 4: the other tabs of this store view (current-cart). */
  cartChannel: { post(cart: PersistedCart): void; listen(receive: (cart: PersistedCart) => void): () => void };
  checkoutStorage: { load(): Promise<StoredCheckout | null>; save(stored: StoredCheckout | null): Promise<void> };
  orders: OrderDeps;
  /** ISO time for the cart's sync stamps. */
  now(): Date;
}

export interface CommerceWiring {
  storeCode: StoreCode;
  online: boolean;
  network: ActorRefFrom<typeof networkMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  account: LazySubsystem<AccountActors>;
  /** A cart or order notice in the shopper's language. */
  notification(notice: CartNotice | OrderNotice): NotificationInput;
}

export function createCommerceActors(deps: CommerceDeps, wiring: CommerceWiring) {
  const { cartApi } = deps;
  const parcelMachines = createActor(
    parcelMachinesMachine.provide({
      actors: {
        loadParcelMachines: fromPromise(({ input, signal }) =>
          cartApi.parcelMachines(input.countryId, input.carrierCode, signal),
        ),
      },
    }),
  );

  const checkout = createActor(checkoutMachine, {
    input: { storeCode: wiring.storeCode, now: () => deps.now().getTime() },
  });

  const orders = createOrderActors(deps.orders, {
    online: wiring.online,
    network: wiring.network,
    notifications: wiring.notifications,
    notification: (notice) => wiring.notification(notice),
  });

  // Created after the orders so that, as before, the queue hears of the network before the cart does.
  const cart = createCartActor(deps, {
    storeCode: wiring.storeCode,
    online: wiring.online,
    network: wiring.network,
    notify: (notice) =>
      wiring.notifications.send({ type: 'notification.add', notification: wiring.notification(notice) }),
  });

  wire({ cart, checkout, orders }, deps, wiring);
  cart.start();
  checkout.start();
  parcelMachines.start();
  return { cart, checkout, parcelMachines, ...orders.actors, placement: orders };
}

export type CommerceActors = ReturnType<typeof createCommerceActors>;

type Wired = {
  cart: ActorRefFrom<typeof cartMachine>;
  checkout: ActorRefFrom<typeof checkoutMachine>;
  orders: ReturnType<typeof createOrderActors>;
};

function wire({ cart, checkout, orders }: Wired, deps: CommerceDeps, wiring: CommerceWiring) {
  // The session's token: the cart connects as a guest until the account says otherwise, then follows every change
  // (login merges the guest cart once; a refreshed token keeps the same cart).
  const connectAccount = (account: AccountActors) => {
    let last: string | null | undefined;
    const follow = () => {
      const snapshot = account.session.getSnapshot();
      if (snapshot.matches('restoring')) return;
      const token = snapshot.context.tokens?.token ?? null;
      if (token === last) return;
      last = token;
      cart.send({ type: 'cart.connect', token });
      checkout.send({ type: 'checkout.profile', customer: snapshot.context.user ?? null });
    };
    account.session.subscribe(follow);
    follow();
    // SPEC 4 logout: the cart is disconnected and cleared, and so are the checkout details.
    account.session.on('session.loggedOut', () => {
      last = null;
      cart.send({ type: 'cart.disconnect' });
      checkout.send({ type: 'checkout.clear' });
    });
  };
  const loaded = wiring.account.current();
  if (loaded) connectAccount(loaded);
  else {
    cart.send({ type: 'cart.connect', token: null });
    const stop = wiring.account.subscribe(() => {
      const account = wiring.account.current();
      if (!account) return;
      stop();
      connectAccount(account);
    });
  }

  // The checkout: stored details back, then every change kept; its methods come from the cart.
  deps.checkoutStorage.load().then(
    (stored) =>
      checkout.send({
        type: 'checkout.restore',
        details: stored?.details ?? null,
        modifiedAt: stored?.modifiedAt ?? null,
      }),
    () => checkout.send({ type: 'checkout.restore', details: null, modifiedAt: null }),
  );
  checkout.on('checkout.persist', ({ details, modifiedAt }) => {
    void deps.checkoutStorage.save({ details, modifiedAt }).catch(() => undefined);
  });
  let shippingMethods = cart.getSnapshot().context.shippingMethods;
  let paymentMethods = cart.getSnapshot().context.paymentMethods;
  cart.subscribe((snapshot) => {
    if (snapshot.context.shippingMethods !== shippingMethods) {
      shippingMethods = snapshot.context.shippingMethods;
      checkout.send({ type: 'checkout.shippingMethods', methods: shippingMethods });
    }
    if (snapshot.context.paymentMethods !== paymentMethods) {
      paymentMethods = snapshot.context.paymentMethods;
      checkout.send({
        type: 'checkout.paymentMethods',
        methods: paymentMethods,
        virtualCart: isVirtualCart(snapshot.context),
      });
    }
  });

  // Issue 12: the checkout's shipping choice (the pre-selected default too, and the parcel machine once chosen) is
  // sent to the cart (SPEC 7 shipping-information), so the mini cart, every step and the review show the totals
  // POST /api/order charges; again for a new server cart. The address's other fields go along, but only a change of
  // method, machine, country or cart sends it again.
  let sentShipping: string | null = null;
  const followShipping = () => {
    const { details, shippingMethods: methods } = checkout.getSnapshot().context;
    const cartId = cart.getSnapshot().context.cartServerToken;
    const choice = cartShippingChoice(details, methods, STORE_VIEWS[wiring.storeCode].taxCountry);
    if (!choice || !cartId) return;
    const key = JSON.stringify([cartId, choice.method, choice.locationId ?? null, choice.address.country_id]);
    if (key === sentShipping) return;
    sentShipping = key;
    cart.send({ type: 'cart.setShipping', ...choice });
  };
  checkout.subscribe(followShipping);
  cart.subscribe(followShipping);

  // SPEC 4 "Order placing": the checkout's draft goes to a placement; its outcome comes back to the checkout. A
  // failure queues the order (SPEC 4 step 5), so the shopper sees the thank-you page of a queued order and the queue
  // sends it (the thank-you page drains the queue); only a refused (400) or ignored order stays in the checkout.
  checkout.on('checkout.placeOrder', ({ order }) => {
    createAccountFirst(checkout.getSnapshot().context.details, wiring)
      .then(() => orders.place(order))
      .then(
        (result) => checkout.send(placementOutcomeEvent(result, checkout.getSnapshot().context.details)),
        (error: unknown) =>
          checkout.send({ type: 'checkout.orderFailed', message: error instanceof Error ? error.message : undefined }),
      );
  });
  // SPEC 4 step 8: after a successful order the cart is cleared without sync.
  orders.onSucceeded(() => cart.send({ type: 'cart.clear', sync: false }));
  // Issue 12: the queue's answer for the checkout's queued order: the thank-you page with its number (after a failed
  // placement: step 8 too), or back to the review when it was cancelled.
  orders.on('queue.transmitted', ({ order, confirmation }) =>
    checkout.send({ type: 'checkout.queuedOrderSent', orderId: order.order_id, confirmation }),
  );
  orders.on('queue.cancelled', ({ order }) =>
    checkout.send({ type: 'checkout.queuedOrderCancelled', orderId: order.order_id }),
  );
}

/**
 * SPEC 6 "A guest may choose to create an account with the purchase": online, the account is registered and logged
 * in before the order leaves, so the order carries the new customer's token and lands in the new account's history.
 * A refused registration (the e-mail has an account) stops the order with the server's message; offline the order
 * goes as a guest order (its e-mail stays on it).
 */
async function createAccountFirst(details: CheckoutDetails, wiring: CommerceWiring): Promise<void> {
  const personal = details.personalDetails;
  if (!personal.createAccount || !personal.password || !wiring.network.getSnapshot().hasTag('online')) return;
  const { session } = await wiring.account.load();
  await waitFor(session, (snapshot) => !snapshot.matches('restoring'));
  if (session.getSnapshot().hasTag('authorized')) return;
  session.send({
    type: 'session.register',
    customer: { firstname: personal.firstName, lastname: personal.lastName, email: personal.emailAddress },
    password: personal.password,
  });
  const settled = await waitFor(session, (snapshot) => !snapshot.hasTag('busy'), { timeout: 30_000 });
  if (!settled.hasTag('authorized')) throw new Error(settled.context.error ?? 'The account could not be created');
}
