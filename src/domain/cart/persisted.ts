// SPEC 4 "Cart changes persist to local storage and sync across browser tabs through the keys current-cart and
// current-totals, prefixed with the store code": the shape the cart machine hands to the adapter with every change
// (`cart.persist`), and what `loadCart` and another tab's `cart.externalChange` hand back. Why only these fields:
// flows in flight (a stock check, a call) restart on their own, and the server's lines are pulled again after a
// reload rather than trusted from storage, so nothing persisted can make a line be sent twice.
import type { CartTotals, PaymentMethod, ShippingMethod } from '../contract/cart';
import type { CartItem } from './cart-item';

export type ChosenShippingMethod = Pick<ShippingMethod, 'method_code' | 'carrier_code'>;
export type ChosenPaymentMethod = Pick<PaymentMethod, 'code'>;

export interface PersistedCart {
  items: CartItem[];
  /** SPEC 3 cartServerToken: the server cart's id, null before one is created. */
  cartServerToken: string | null;
  /** The cart was created without a customer token. */
  guestCart: boolean;
  /** SPEC 3 "cart items hash" of the last sync, and the cart it was synced with. */
  itemsHash: string | null;
  syncedCartId: string | null;
  /** SPEC 3 "last sync dates": the time of the last pull, as the adapter stamped it. */
  lastSyncAt: string | null;
  totals: CartTotals | null;
  couponCode: string | null;
  shippingMethod: ChosenShippingMethod | null;
  paymentMethod: ChosenPaymentMethod | null;
  /** The guest cart whose lines are already summed into the customer's cart (never summed again). */
  mergedGuestCartId: string | null;
  /** A login's merge not yet planned: the guest cart (null: lines never sent) whose lines are to be summed. */
  guestMerge: { guestCartId: string | null } | null;
  /**
   * SPEC 4 step 8, issue 15: the shopper's lines are the truth at the next sync, whatever cart id it runs against
   * (a paid order emptied the cart: the server's lines are deleted, never merged back). Consumed by that sync.
   */
  clientIsTruth?: boolean;
  /**
   * SPEC 4 "Add flow": the ids of the last adds (their write-ahead records) whose outcome this cart holds, written in
   * the same record as their lines, so a reload replays an add only when its line was not stored (at most 20 kept).
   */
  takenAdds?: string[];
}

/** How many taken add ids a cart keeps (an add's record is dropped as soon as the cart holding it is stored). */
export const TAKEN_ADDS_KEPT = 20;

/** The taken ids with `id` added (the newest last, at most TAKEN_ADDS_KEPT). */
export function withTakenAdd(taken: readonly string[] | undefined, id: string): string[] {
  const rest = (taken ?? []).filter((known) => known !== id);
  return [...rest, id].slice(-TAKEN_ADDS_KEPT);
}

export const EMPTY_PERSISTED_CART: PersistedCart = {
  items: [],
  cartServerToken: null,
  guestCart: false,
  itemsHash: null,
  syncedCartId: null,
  lastSyncAt: null,
  totals: null,
  couponCode: null,
  shippingMethod: null,
  paymentMethod: null,
  mergedGuestCartId: null,
  guestMerge: null,
  clientIsTruth: false,
};

/** SPEC 4's storage and broadcast keys for a store view. */
export function cartStorageKeys(storeCode: string): { cart: string; totals: string } {
  return { cart: `${storeCode}-current-cart`, totals: `${storeCode}-current-totals` };
}
