// The commerce I/O in the browser, from the adapters: /api/cart/* and /api/order over ky, the cart, the checkout
// details and the order queue in the store view's IndexedDB (opened on first use), the other tabs through a
// BroadcastChannel, the order queue's Web Lock and the service worker's background sync. Orders carry the token of
// the customer logged in when they leave (a queued guest order stays a guest order).
import type { KyInstance } from 'ky';
import type { PersistedCart } from '../../../machines/cart/cart-types';
import { cartApi } from '../../adapters/cart';
import { CART_KEY, CHECKOUT_KEY, orderQueueStorage, recordStorage } from '../../adapters/commerce-storage';
import { crossTabChannel } from '../../adapters/cross-tab';
import { orderQueueLockName, tryLock } from '../../adapters/locks';
import { getResult } from '../../adapters/http';
import { orderApi, readOrderReply } from '../../adapters/order';
import { openShopDb } from '../../adapters/storage';
import { type OrderRequest, orderRequestSchema } from '../../domain/contract/order';
import { redirectUrlResponseSchema } from '../../domain/contract/payment';
import type { StoreCode } from '../../domain/store-views';
import type { AccountActors } from './account-actors';
import type { CommerceDeps, StoredCheckout } from './commerce-actors';
import type { LazySubsystem } from './lazy-subsystem';
import { answeringOrderSend } from './order-actors';

/** SPEC 2 return pages: where each provider sends the shopper back. */
const RETURN_PAGES = { montonio: 'montonio-return', esto: 'esto-return', modena: 'modena-return' } as const;

/**
 * Issue 15, SPEC 7 "Payment providers" (the contract in src/domain/contract/payment.ts): Montonio's redirect by the
 * server cart (and the order's number), ESTO's and Modena's by the order's number and payment method; the return URL
 * is the store view's return page on this origin. A code other than 200 throws (SPEC 8 'Payment failed' /
 * 'Unable to create payment redirect url', chosen by the checkout machine).
 */
function paymentCalls(http: KyInstance, storeCode: StoreCode, token: () => string | null): CommerceDeps['payments'] {
  const withToken = (params: Record<string, string>) => {
    const current = token();
    return current ? { ...params, token: current } : params;
  };
  return {
    redirectUrl: ({ provider, orderNumber, paymentMethod, cartId }, signal) => {
      const returnUrl = `${window.location.origin}/${storeCode}/${RETURN_PAGES[provider]}`;
      if (provider === 'montonio') {
        return getResult(http, 'api/ext/montonio/get-montonio-redirect-url', redirectUrlResponseSchema, {
          searchParams: withToken({
            cart_server_token: cartId ?? '',
            merchant_return_url: returnUrl,
            ...(orderNumber ? { order_increment_id: orderNumber } : {}),
          }),
          signal,
        });
      }
      return getResult(http, `api/ext/payment-${provider}/get-redirect-url`, redirectUrlResponseSchema, {
        searchParams: withToken({
          order_increment_id: orderNumber ?? '',
          payment_method: paymentMethod,
          store_code: storeCode,
          return_url: returnUrl,
        }),
        signal,
      });
    },
    liisiApplication: async ({ orderNumber, form }, signal) => {
      const current = token();
      const response = await http.post('api/ext/payment-liisi/payment-liisi-add-order-comment', {
        json: { order_increment_id: orderNumber ?? '', liisi_form_data: form, ...(current ? { token: current } : {}) },
        // The server knows the customer by the query's (or the header's) token, as for POST /api/order; a customer's
        // order is not found for a caller without it.
        ...(current ? { searchParams: { token: current } } : {}),
        retry: 0,
        signal,
      });
      const reply = await readOrderReply(response);
      if (reply.code !== 200) throw new Error(typeof reply.result === 'string' ? reply.result : 'Payment failed');
      // SPEC 7: the lender's page, where it has one; the checkout sends the browser there.
      const result = reply.result as { redirect_url?: unknown } | null;
      const url = typeof result?.redirect_url === 'string' ? result.redirect_url : '';
      return { redirectUrl: /^https?:\/\//.test(url) ? url : null };
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
  const cartRecord = async () => recordStorage<PersistedCart>(await shopDb(), CART_KEY);
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
    payments: paymentCalls(http, storeCode, token),
    navigate: (url) => window.location.assign(url),
    now: () => new Date(),
  };
}
