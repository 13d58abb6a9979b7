// The cart machine's context, events, emitted events and the inputs and outputs of its actors (machines/
// cart.machine.ts). Split out so the machine file reads as the statechart; everything here is types.
import type * as z from 'zod/mini';
import type {
  CartItemInput,
  CartTotals,
  PaymentMethod,
  ServerCartItem,
  ShippingMethod,
  shippingInformationBodySchema,
} from '../../src/domain/contract/cart';
import type { StockItem, StockStatus } from '../../src/domain/contract/stock';
import type { CartItem, CartProduct } from '../../src/domain/cart/cart-item';
import type { CartCall } from '../../src/domain/cart/merge';
import type { CartNotice } from '../../src/domain/cart/notices';
import type { ChosenPaymentMethod, ChosenShippingMethod, PersistedCart } from '../../src/domain/cart/persisted';

export type { CartItem, CartProduct, PersistedCart, StockItem, StockStatus };

/** An add the shopper asked for: the configured product and the quantity (SPEC 4 "Add flow"). */
export interface AddRequest {
  product: CartProduct;
  qty: number | string;
  /** The add's write-ahead record (src/adapters/cart-adds-log.ts): its outcome is recorded as taken once known. */
  id?: string;
}

/** SPEC 7 POST /api/cart/shipping-information `addressInformation`. */
export type AddressInformation = z.infer<typeof shippingInformationBodySchema>['addressInformation'];
export type ShippingAddress = AddressInformation['shippingAddress'];

export interface CartInput {
  storeCode: string;
  /** SPEC 9 "max cart bypass attempts" (from configuration); 3 when not given. */
  maxBypassAttempts?: number;
  /** The browser's online flag at start, `true` during SSR; then `network.online` / `network.offline`. */
  online?: boolean;
}

/** A session event that came while the stored cart was still loading, applied once it has loaded. */
export type PendingSession = { kind: 'connect'; token: string | null } | { kind: 'disconnect' } | null;

/** What an order does to the cart when it ends (SPEC 4 step 8, issue 15). */
export type CartOrderEnd = { type: 'cart.clear'; sync?: boolean } | { type: 'cart.converted' };

export interface CartContext extends PersistedCart {
  storeCode: string;
  maxBypassAttempts: number;
  online: boolean;
  /** The app has said who the shopper is (`cart.connect`): only then are carts created and synced. */
  sessionKnown: boolean;
  /** The customer's access token the cart calls carry; null for a guest (and after a guest retry). */
  token: string | null;
  /** SPEC 3 "bypass counter": guest retries after a 401 or a failed sync. */
  bypassCount: number;
  /** SPEC 4: a sync is forced (connect, going online, a coupon) even when the items hash did not change. */
  forceSync: boolean;
  /** The server's lines as of the last pull plus the answered calls; null: unknown, pull before planning. */
  knownServer: ServerCartItem[] | null;
  /** The merge plan's calls not made yet; the first is in flight while updating or deleting. */
  calls: CartCall[];
  /** The items hash the running sync makes true; saved as `itemsHash` when it finishes (SPEC 4). */
  syncingHash: string | null;
  pendingSession: PendingSession;
  /**
   * An order's end for the cart (`cart.converted`, `cart.clear`) that came while the cart was loading: applied in turn
   * once it has loaded (a paid return verified before storage answered must still empty the cart, issue 15).
   */
  pendingOrderEnds: CartOrderEnd[];
  /** The add waiting for its stock answer. */
  pendingAdd: AddRequest | null;
  /** Adds that came while the cart was loading or another add's stock was checked: taken in turn, never lost. */
  deferredAdds: AddRequest[];
  /** SPEC 4 "Stock status": the skus of the lines still to check (SPEC 7: 15 a call); empty: nothing to check. */
  stockPending: string[];
  /** The last stock status answered for each sku checked ('In stock!' / 'Out of the stock!'); not persisted. */
  lineStock: Record<string, StockStatus>;
  /** The coupon code being applied. */
  pendingCoupon: string | null;
  pendingShipping: { method: ChosenShippingMethod; address: ShippingAddress; locationId?: string } | null;
  /** Issue 12: a shipping choice that came while other server work ran; saved as soon as the cart is idle. */
  shippingWaiting: boolean;
  /**
   * The shipping-methods load asked for (SPEC 7 shipping-methods, with its address); `waiting` while other server
   * work runs (a reload of /checkout asks before the cart is connected and synced): loaded once the cart is idle.
   */
  methodsRequest: { address: ShippingAddress | null; waiting: boolean } | null;
  /** The server's message for the last refused coupon; the UI translates it. */
  couponError: string | null;
  /** SPEC 5: Apply pressed with no code; the form's field says so until a code is typed. */
  couponProblem: 'required' | null;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  /** SPEC 3 flags: microcart open, cartIsLoaded (the others are tags). */
  microcartOpen: boolean;
  cartIsLoaded: boolean;
  /** The message of the last failed call (for the story and the checkout page). */
  error: string | null;
}

export type CartEvent =
  /** The app: at start and on every session change, with the customer's token or null for a guest. */
  | { type: 'cart.connect'; token: string | null }
  /** SPEC 4 logout: disconnects and clears the cart. */
  | { type: 'cart.disconnect' }
  /** `id`: the add's write-ahead record; an add whose id the cart already holds or took is not taken again. */
  | { type: 'cart.add'; product: CartProduct; qty: number | string; id?: string }
  /** `checksum`: the line's options checksum, for lines of one sku that differ only by options (issue 17). */
  | { type: 'cart.changeQty'; sku: string; qty: number | string; checksum?: string }
  | { type: 'cart.remove'; sku: string; checksum?: string }
  /** SPEC 4 step 8: after an order the cart is cleared without sync (`sync: false`). */
  | { type: 'cart.clear'; sync?: boolean }
  /** Issue 15: the server turned the server cart into an order paid on the provider's page; the lines stay. */
  | { type: 'cart.converted' }
  /** Force a sync even when the items hash did not change. */
  | { type: 'cart.sync' }
  | { type: 'cart.applyCoupon'; code: string }
  /** The shopper types in the coupon field (its draft stays in the form; a code clears the empty code's message). */
  | { type: 'cart.typeCoupon'; code: string }
  | { type: 'cart.removeCoupon' }
  | { type: 'cart.loadMethods'; address?: ShippingAddress }
  /** `locationId`: the parcel machine, once chosen (issue 12: the method counts in the totals before it). */
  | { type: 'cart.setShipping'; method: ChosenShippingMethod; address: ShippingAddress; locationId?: string }
  | { type: 'cart.setPayment'; method: ChosenPaymentMethod }
  /** Another tab changed the cart (BroadcastChannel): replaces the local state, never synced or merged again. */
  | { type: 'cart.externalChange'; cart: PersistedCart }
  /** SPEC 4 "Stock status": check the lines' stock now (a page that shows the cart opened). */
  | { type: 'cart.checkLineStock' }
  | { type: 'cart.openMicrocart' }
  | { type: 'cart.closeMicrocart' }
  | { type: 'cart.toggleMicrocart' }
  | { type: 'network.online' }
  | { type: 'network.offline' };

export type CartEmitted =
  | { type: 'cart.notify'; notice: CartNotice }
  /** Every change of the persisted shape: the adapter writes IndexedDB and broadcasts to the other tabs. */
  | { type: 'cart.persist'; cart: PersistedCart };

// ---- actors' inputs and outputs ---------------------------------------------------------------------------------

/** Which cart the call is about: the customer's token (null: guest) and the cart's server id. */
export interface CartRefInput {
  token: string | null;
  cartId: string;
}

/** SPEC 7 GET /api/stock/list: at most 15 skus. */
export interface LineStockInput {
  skus: string[];
}

export interface CreateCartInput {
  token: string | null;
  storeCode: string;
}

/** pullCart's answer: the server's lines, and when they were read (the adapter's clock; machines have none). */
export interface PulledCart {
  items: ServerCartItem[];
  at: string;
}

export interface UpdateItemInput extends CartRefInput {
  cartItem: CartItemInput;
}

export interface DeleteItemInput extends CartRefInput {
  cartItem: { sku: string; item_id: number; quoteId?: string };
}

export interface CouponInput extends CartRefInput {
  code: string;
}

export interface ShippingMethodsInput extends CartRefInput {
  address: ShippingAddress | null;
}

export interface ShippingInformationInput extends CartRefInput {
  addressInformation: AddressInformation;
}

export interface ShippingInformationOutput {
  totals: CartTotals;
  payment_methods: PaymentMethod[];
}

export type { CartItemInput, CartTotals, PaymentMethod, ServerCartItem, ShippingMethod };
