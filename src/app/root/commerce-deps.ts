// The commerce I/O in the browser, from the adapters: /api/cart/* and /api/order over ky, the cart, the checkout
// details and the order queue in the store view's IndexedDB (opened on first use), the other tabs through a
// BroadcastChannel, the order queue's Web Lock and the service worker's background sync. Orders carry the token of
// the customer logged in when they leave (a queued guest order stays a guest order).
import { giftCardBalance } from '../../adapters/gift-card';
import type { KyInstance } from 'ky';
import { waitFor } from 'xstate';
import type { PersistedCart } from '../../../machines/cart/cart-types';
import { cartApi } from '../../adapters/cart';
import { cartAddsLog } from '../../adapters/cart-adds-log';
import { CART_KEY, CHECKOUT_KEY, orderQueueStorage, recordStorage } from '../../adapters/commerce-storage';
import { crossTabChannel } from '../../adapters/cross-tab';
import { orderQueueLockName, tryLock } from '../../adapters/locks';
import { orderApi } from '../../adapters/order';
import { paymentApi } from '../../adapters/payment';
import { openShopDb, writeAheadRecord } from '../../adapters/storage';
import { type OrderRequest, orderRequestSchema } from '../../domain/contract/order';
import type { StoreCode } from '../../domain/store-views';
import type { AccountActors } from './account-actors';
import type { CommerceDeps, StoredCheckout } from './commerce-actors';
import type { LazySubsystem } from './lazy-subsystem';
import { answeringOrderSend } from './order-actors';

/**
 * Issue 15, SPEC 7 "Payment providers": the payment calls (src/adapters/payment.ts) with the logged-in customer's
 * token; the return page's verification waits for the stored session first (the account's chunk loads after the
 * page): a customer's order is shown only with the customer's token.
 */
function paymentCalls(
  http: KyInstance,
  token: () => string | null,
  account: LazySubsystem<AccountActors>,
): CommerceDeps['payments'] {
  const api = paymentApi(http, window.location.origin);
  return {
    redirectUrl: (input, signal) => api.redirectUrl(input, token(), signal),
    liisiApplication: (input, signal) => api.liisiApplication(input, token(), signal),
    giftCardBalance: (code, signal) => giftCardBalance(http, code, signal),
    verifyReturn: async (input, signal) => {
      const { session } = await account.load();
      const restored = await waitFor(session, (snapshot) => !snapshot.matches('restoring'));
      const current = restored.context.tokens?.token ?? null;
      return api.verifyReturn(input.provider, input.storeCode, input.query, current, signal);
    },
  };
}

/** The background sync registration of the service worker, when there is one that supports it. */
async function registerBackgroundSync(tag: string): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(tag);
}

export function browserCommerceDeps(
  http: KyInstance,
  storeCode: StoreCode,
  account: LazySubsystem<AccountActors>,
  settings: { automaticOrderTransmission: boolean },
): CommerceDeps {
  let db: ReturnType<typeof openShopDb> | undefined;
  const shopDb = () => {
    db ??= openShopDb(storeCode);
    return db;
  };
  // SPEC 4 "Add flow": the cart is written ahead (synchronously) too: a page left right after an add whose line the
  // server already has must not find its write-ahead add untaken and send it again (a second line).
  const cartRecord = async () => writeAheadRecord<PersistedCart>(await shopDb(), CART_KEY, 'cart');
  const checkoutRecord = async () => recordStorage<StoredCheckout>(await shopDb(), CHECKOUT_KEY);
  const queue = async () => orderQueueStorage<OrderRequest>(await shopDb());
  const orders = orderApi(http);
  const token = () => account.current()?.session.getSnapshot().context.tokens?.token ?? null;
  return {
    cartApi: cartApi(http, storeCode),
    cartStorage: {
      load: async () => (await cartRecord()).load(),
      save: async (cart) => (await cartRecord()).save(cart),
    },
    cartChannel: crossTabChannel<PersistedCart>(storeCode, 'current-cart'),
    cartAdds: cartAddsLog(storeCode),
    checkoutStorage: {
      load: async () => (await checkoutRecord()).load(),
      save: async (stored) => (await checkoutRecord()).save(stored),
    },
    orders: {
      // A reply that is not JSON comes back as { code, result } too: only no reply at all rejects.
      send: answeringOrderSend((order, signal) => orders.send(order, token(), signal)),
      queue: {
        // What storage holds is checked: a row of another shape is left out, never sent malformed.
        load: async () =>
          (await (await queue()).load()).flatMap((row) => {
            const parsed = orderRequestSchema.safeParse(row.order);
            return parsed.success ? [parsed.data] : [];
          }),
        write: async (persist) => (await queue()).persist(persist),
      },
      tryLock: () => tryLock(orderQueueLockName(storeCode)),
      registerSync: (tag) => registerBackgroundSync(tag),
      newId: () => crypto.randomUUID(),
      now: () => new Date().toISOString(),
      automaticTransmission: settings.automaticOrderTransmission,
    },
    payments: paymentCalls(http, token, account),
    navigate: (url) => window.location.assign(url),
    now: () => new Date(),
  };
}
