// The commerce part of the composition root (ARCHITECTURE §1 rule 2): the cart (src/app/root/cart-actor.ts) and checkout
// machines with their I/O, the order actors (src/app/root/order-actors.ts), and the wiring between them and the shop:
// - SPEC 4 "Cart": a guest's cart until the account chunk loads; then the account machine connects it with the
//   session's token and follows it (machines/commerce-account.machine.ts hands it over with
//   `account.commerceConnected`, machines/account.machine.ts connects it); every change is written to IndexedDB and broadcast
//   to the other tabs, and another tab's change replaces this tab's cart without a second sync or merge;
// - SPEC 4 "Offline orders and going online": on going online the cart is synced again (the network machine);
// - the checkout and the orders are one composed machine (machines/orders.machine.ts, src/app/root/order-actors.ts); here
//   they get their ports: the cart link (the checkout reads the cart's lines and methods and tells it the shipping
//   choice, the payment method, the methods to load and step 8's clear: all decided in the checkout machine), the
//   account creation with the purchase (SPEC 6), the payment providers' redirect and Liisi calls and the browser's
//   navigation to the provider (issue 15), and the details' storage (the machine asks for them and keeps changes);
// - every notice becomes a notification in the shopper's language.
import { type ActorRefFrom, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { cartMachine } from '../../../machines/cart.machine';
import type { PersistedCart } from '../../../machines/cart/cart-types';
import type {
  CheckoutCartCommand,
  CheckoutEvent,
  CheckoutStorageCommand,
  StoredCheckout,
  CreateAccountInput,
  LiisiApplicationOutput,
  CreatePaymentRedirectInput,
  LiisiApplicationInput,
  CheckGiftCardInput,
} from '../../../machines/checkout.machine';
import type { GiftCardBalance } from '../../domain/contract/gift-card';
import { parcelMachinesMachine } from '../../../machines/parcel-machines.machine';
import { type CommerceAccountEvent, commerceAccountMachine } from '../../../machines/commerce-account.machine';
import type { VerifyPaymentInput } from '../../../machines/payment-return.machine';
import type { PaymentReturnResult } from '../../domain/contract/payment';
import type { networkMachine } from '../../../machines/network.machine';
import type { notificationsMachine } from '../../../machines/notifications.machine';
import type { CartApi } from '../../adapters/cart';
import type { CartAddsLog } from '../../adapters/cart-adds-log';
import type { CheckoutDetails } from '../../domain/checkout/details';
import type { CartNotice } from '../../domain/cart/notices';
import { isVirtualCart } from '../../domain/cart/selectors';
import type { NotificationInput } from '../../domain/notifications';
import type { OrderNotice } from '../../domain/order/notices';
import type { CheckoutCart } from '../../domain/order/payload';
import type { StoreCode } from '../../domain/store-views';
import type { AccountActors } from './account-actors';
import { createCartActor } from './cart-actor';
import type { LazySubsystem } from './lazy-subsystem';
import { type OrderDeps, createOrderActors } from './order-actors';

export type { StoredCheckout };

/** The commerce I/O in the browser (src/adapters); the actors never run during SSR. */
export interface CommerceDeps {
  cartApi: CartApi;
  cartStorage: { load(): Promise<PersistedCart | null>; save(cart: PersistedCart): Promise<void> };
  /** SPEC 4 "Add flow": the adds' write-ahead records (an add survives a reload right after the click). */
  cartAdds?: CartAddsLog;
  /** SPEC 4: the other tabs of this store view (current-cart). */
  cartChannel: { post(cart: PersistedCart): void; listen(receive: (cart: PersistedCart) => void): () => void };
  checkoutStorage: { load(): Promise<StoredCheckout | null>; save(stored: StoredCheckout | null): Promise<void> };
  orders: OrderDeps;
  /** Issue 15, SPEC 7: the providers' redirect URL and the Liisi application (the contract's endpoints). */
  payments: {
    redirectUrl(input: CreatePaymentRedirectInput, signal: AbortSignal): Promise<string>;
    /** Resolves with the lender's page (SPEC 7 redirect_url) when the answer names one. */
    liisiApplication(input: LiisiApplicationInput, signal: AbortSignal): Promise<LiisiApplicationOutput>;
    /** SPEC 2 return pages: the server's verdict on a provider's return (src/adapters/payment.ts). */
    verifyReturn(input: VerifyPaymentInput, signal: AbortSignal): Promise<PaymentReturnResult>;
    /** Issue 17: a gift card's balance (src/adapters/gift-card.ts); rejects with the server's code and message. */
    giftCardBalance(code: string, signal: AbortSignal): Promise<GiftCardBalance>;
  };
  /** The browser goes to another site's page (the payment provider). */
  navigate(url: string): void;
  /** ISO time for the cart's sync stamps. */
  now(): Date;
}

export interface CommerceWiring {
  storeCode: StoreCode;
  online: boolean;
  network: ActorRefFrom<typeof networkMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  account: LazySubsystem<AccountActors>;
  /** The browser holds a customer's session or queued account tasks (the account's chunk is to load). */
  accountStored?: boolean;
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

  // The cart link: created before the cart (the orders hear of the network first, as before), attached once it is.
  const link: { cart?: ActorRefFrom<typeof cartMachine>; attach?: (cart: ActorRefFrom<typeof cartMachine>) => void } =
    {};
  const orders = createOrderActors(deps.orders, {
    online: wiring.online,
    network: wiring.network,
    notifications: wiring.notifications,
    notification: (notice) => wiring.notification(notice),
    storeCode: wiring.storeCode,
    checkout: {
      actors: {
        cart: cartLink(link),
        detailsStorage: detailsStorage(deps.checkoutStorage),
        createAccount: fromPromise<void, CreateAccountInput>(({ input }) => createAccount(input.details, wiring)),
        createPaymentRedirect: fromPromise<string, CreatePaymentRedirectInput>(({ input, signal }) =>
          deps.payments.redirectUrl(input, signal),
        ),
        postLiisiApplication: fromPromise<LiisiApplicationOutput, LiisiApplicationInput>(({ input, signal }) =>
          deps.payments.liisiApplication(input, signal),
        ),
        checkGiftCard: fromPromise<GiftCardBalance, CheckGiftCardInput>(({ input, signal }) =>
          deps.payments.giftCardBalance(input.code, signal),
        ),
      },
      navigate: (url) => deps.navigate(url),
    },
  });
  const { checkout } = orders;

  const cart = createCartActor(deps, {
    storeCode: wiring.storeCode,
    online: wiring.online,
    network: wiring.network,
    notify: (notice) =>
      wiring.notifications.send({ type: 'notification.add', notification: wiring.notification(notice) }),
  });
  link.cart = cart;
  link.attach?.(cart);

  const accountHandOver = accountLink({ cart, checkout }, wiring);
  accountHandOver.start();
  cart.start();
  parcelMachines.start();
  // Issue 15, SPEC 2 return pages: the payment-return machine's server call, provided to it by
  // src/app/payment-return-actors.ts (actor logic, nothing running here: stopping it is a no-op).
  const payments = {
    verifyPayment: fromPromise<PaymentReturnResult, VerifyPaymentInput>(({ input, signal }) =>
      deps.payments.verifyReturn(input, signal),
    ),
    stop: () => undefined,
  };
  return { cart, parcelMachines, ...orders.actors, placement: orders, payments, accountHandOver };
}

export type CommerceActors = ReturnType<typeof createCommerceActors>;

type Wired = {
  cart: ActorRefFrom<typeof cartMachine>;
  checkout: ReturnType<typeof createOrderActors>['checkout'];
};

/**
 * The checkout's `cart` actor: what an order places (lines, totals, server cart) and the cart's methods go to the
 * checkout as they change; the checkout's commands (SPEC 7 shipping-information, payment method, methods of a
 * country, step 8's clear) go to the cart.
 */
function cartLink(link: {
  cart?: ActorRefFrom<typeof cartMachine>;
  attach?: (cart: ActorRefFrom<typeof cartMachine>) => void;
}) {
  return fromCallback<CheckoutCartCommand>(({ sendBack, receive }) => {
    let unsubscribe = () => {};
    const attach = (cart: ActorRefFrom<typeof cartMachine>) => {
      let last: { shipping?: unknown; payment?: unknown; cart?: string; virtualCart?: boolean } = {};
      const follow = (snapshot: ReturnType<typeof cart.getSnapshot>) => {
        const { context } = snapshot;
        if (context.shippingMethods !== last.shipping) {
          sendBack({ type: 'checkout.shippingMethods', methods: context.shippingMethods } satisfies CheckoutEvent);
        }
        // Issue 17: whether the cart is virtual changes with its items too (a line's type arrives), not only with
        // the methods: the checkout hears both, or it would keep a shipping step a virtual cart does not show.
        const virtualCart = isVirtualCart(context);
        if (context.paymentMethods !== last.payment || virtualCart !== last.virtualCart) {
          sendBack({
            type: 'checkout.paymentMethods',
            methods: context.paymentMethods,
            virtualCart,
          } satisfies CheckoutEvent);
        }
        const copy: CheckoutCart = {
          items: context.items.map((item) => ({
            sku: item.sku,
            qty: item.qty,
            product_option: item.product_option,
            price_incl_tax: item.price_incl_tax,
            name: item.name,
          })),
          cartId: context.cartServerToken,
          grandTotal: context.totals?.grand_total ?? null,
          couponCode: context.couponCode,
        };
        const ready = snapshot.matches('ready');
        const key = JSON.stringify([copy, ready]);
        if (key !== last.cart) sendBack({ type: 'checkout.cart', cart: copy, ready } satisfies CheckoutEvent);
        last = { shipping: context.shippingMethods, payment: context.paymentMethods, cart: key, virtualCart };
      };
      const subscription = cart.subscribe(follow);
      follow(cart.getSnapshot());
      unsubscribe = () => subscription.unsubscribe();
    };
    if (link.cart) attach(link.cart);
    else link.attach = attach;
    receive((command) => link.cart?.send(command));
    return () => unsubscribe();
  });
}

/**
 * SPEC 4 "Cart": the commerce-account machine (machines/commerce-account.machine.ts) connects a guest's cart until the
 * account's chunk is loaded (a stored session's cart waits for it instead), then hands the cart and the checkout to
 * the account machine. Provided here: its
 * `accountChunk` reports the account machine once the chunk has loaded.
 */
export function accountLink({ cart, checkout }: Wired, wiring: CommerceWiring) {
  const account = (loaded: AccountActors | null) => loaded?.account ?? null;
  return createActor(
    commerceAccountMachine.provide({
      actors: {
        accountChunk: fromCallback<CommerceAccountEvent, { load: boolean }>(({ sendBack, input }) => {
          const report = () => {
            const loaded = account(wiring.account.current());
            if (loaded) sendBack({ type: 'account.loaded', account: loaded });
          };
          const stop = wiring.account.subscribe(report);
          report();
          if (input.load) wiring.account.load().catch(() => sendBack({ type: 'account.unavailable' }));
          return () => void stop();
        }),
      },
    }),
    {
      input: {
        cart,
        checkout,
        account: account(wiring.account.current()),
        accountStored: wiring.accountStored ?? false,
      },
    },
  );
}

/**
 * The checkout's `detailsStorage` actor (SPEC 4, IndexedDB): when the machine asks, the stored details go back to it
 * (`checkout.restore`; nothing stored or unreadable: null); every change it keeps is saved. When is the machine's.
 */
export function detailsStorage(storage: CommerceDeps['checkoutStorage']) {
  return fromCallback<CheckoutStorageCommand>(({ sendBack, receive }) => {
    const restore = (stored: StoredCheckout | null) =>
      sendBack({
        type: 'checkout.restore',
        details: stored?.details ?? null,
        modifiedAt: stored?.modifiedAt ?? null,
      } satisfies CheckoutEvent);
    receive((command) => {
      if (command.type === 'storage.load') storage.load().then(restore, () => restore(null));
      else void storage.save({ details: command.details, modifiedAt: command.modifiedAt }).catch(() => undefined);
    });
  });
}

/**
 * SPEC 6 "A guest may choose to create an account with the purchase": online, the account is registered and logged
 * in before the order leaves, so the order carries the new customer's token and lands in the new account's history.
 * A refused registration (the e-mail has an account) stops the order with the server's message. When to create it
 * (a guest, online, the box ticked) is the checkout machine's `creatingAccount` state.
 */
async function createAccount(details: CheckoutDetails, wiring: CommerceWiring): Promise<void> {
  const personal = details.personalDetails;
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
