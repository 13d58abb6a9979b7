// The checkout machine's types (machines/checkout.machine.ts): its input, context, events, what it emits and tells
// the cart, the inputs and outputs of the actors the composition root provides, SPEC 8's payment messages, and the
// context it starts with. Pure: no I/O. Issue 6 "Shop", SPEC 3 "Checkout state", SPEC 4, SPEC 5; issue 15: payments.
import type { PaymentMethod, ShippingMethod } from '../../src/domain/contract/cart';
import type { LiisiForm, PaymentProvider } from '../../src/domain/contract/payment';
import type { OrderRequest } from '../../src/domain/contract/order';
import type { Customer } from '../../src/domain/contract/user';
import {
  type CheckoutDetails,
  type EditableStep,
  type PaymentMethodAdditional,
  type cartShippingChoice,
  emptyCheckoutDetails,
  withDefaultCountry,
} from '../../src/domain/checkout/details';
import { EMPTY_GIFT_CARD, type GiftCardEntry } from '../../src/domain/checkout/gift-card';
import type { CheckoutErrors } from '../../src/domain/checkout/validation';
import type { OrderConfirmation } from '../../src/domain/order/outcome';
import type { CheckoutCart, OrderDraft } from '../../src/domain/order/payload';
import { EMPTY_LIISI_FORM, type LiisiFormErrors, type LiisiFormValues } from '../../src/domain/payment/liisi-form';
import { type StoreCode, STORE_VIEWS } from '../../src/domain/store-views';

export interface CheckoutInput {
  storeCode: StoreCode;
  /** The clock for modifiedAt, ms since the epoch (Date.now in the app, a fake in tests). */
  now: () => number;
  online?: boolean;
  /** For the order placement (SPEC 4 step 1): a random UUID per call, and the time as ISO 8601. */
  newOrderId?: () => string;
  isoNow?: () => string;
  /** YYYY-MM-DD for the Liisi document's issue date check; from `now` in the shopper's time zone when absent. */
  today?: () => string;
}

/**
 * Issue 15, SPEC 3 "Instalment form fields", SPEC 5: the Liisi application as the shopper types it (never persisted:
 * personal data), the messages of the last refused Continue, and how many Continues were refused (the view focuses
 * the first field with a problem after each).
 */
export interface LiisiDraft {
  values: LiisiFormValues;
  errors: LiisiFormErrors;
  tries: number;
  /** The application as checked when the payment step was left (the contract's liisi_form_data), for the Liisi
   * call; null until then, after a change, and after a reload (kept in memory only). */
  checked?: LiisiForm | null;
}

export const EMPTY_LIISI_DRAFT: LiisiDraft = { values: EMPTY_LIISI_FORM, errors: {}, tries: 0, checked: null };
/** SPEC 4 payment table: the providers paid on their own page (issue 15: redirect). */
export type RedirectProvider = Extract<PaymentProvider, 'montonio' | 'esto' | 'modena'>;

/** SPEC 8 "Payment": what the shopper is told when the redirect URL could not be created. */
export const PAYMENT_FAILED = 'Payment failed';
export const REDIRECT_FAILED = 'Unable to create payment redirect url';
/** Issue 15: offline, an online payment cannot be made; the shopper pays when back online or chooses cash on delivery. */
export const OFFLINE_PAYMENT = 'Pay online when you are back online, or choose cash on delivery.';

export interface CreatePaymentRedirectInput {
  provider: RedirectProvider;
  storeCode: StoreCode;
  /** The order's number (SPEC 7 order_increment_id) and payment method. */
  orderNumber: string | null;
  paymentMethod: string;
  /** SPEC 7 cart_server_token (Montonio; a guest order's proof of ownership for ESTO and Modena). */
  cartId: string | null;
}

export interface LiisiApplicationInput {
  orderNumber: string | null;
  /** SPEC 3 "Instalment form fields", checked by the payment step (the Liisi draft's `checked`). */
  form: LiisiForm | null;
  /** The server cart the order was placed from: a guest order's proof of ownership. */
  cartId: string | null;
}

/** What the Liisi call answers that the browser acts on: the lender's page, where it has one (SPEC 7). */
/**
 * Issue 15: a placed Liisi order whose application call failed for a reason other than the order itself (the lender's
 * 500, no reply): a retry sends only the application for it (the server answers the stored one if it arrived), as
 * long as the checkout would place the same content (`hash` of the draft placed); never a second order.
 */
export interface PendingLiisiOrder {
  orderNumber: string;
  /** The server cart it was placed from (cart_server_token: a guest order's proof of ownership). */
  cartId: string | null;
  hash: string;
}

/** The Liisi call's failure: `code` is the server's answer (none when no reply came). */
export interface LiisiCallError extends Error {
  code?: number;
}

export interface LiisiApplicationOutput {
  redirectUrl: string | null;
}

/** Issue 17: the balance check's input (GET /api/gift-card/balance). */
export interface CheckGiftCardInput {
  code: string;
}

export interface CreateAccountInput {
  details: CheckoutDetails;
}

export interface CheckoutContext {
  details: CheckoutDetails;
  /** SPEC 3: when the shopper last changed the details (ms); null before any change. */
  modifiedAt: number | null;
  /** The stored details are back: from then on a change is persisted (before, writing would overwrite them). */
  restored: boolean;
  storeCode: StoreCode;
  /** The logged-in customer (SPEC 6), whose profile fills the details; null for a guest. */
  customer: Customer | null;
  shippingMethods: ShippingMethod[];
  /** The methods offered now (SPEC 5: no COD for a virtual cart; offline: no online payment). */
  paymentMethods: PaymentMethod[];
  /** The cart's payment methods as the server sent them. */
  cartPaymentMethods: PaymentMethod[];
  /** SPEC 5: a virtual cart (only virtual or downloadable items) gets no cash on delivery. */
  virtualCart: boolean;
  /** SPEC 4 "Network status online/offline is tracked". */
  online: boolean;
  /** What the checkout places (the cart's lines and totals), copied from the cart; null before the cart spoke. */
  cart: CheckoutCart | null;
  /** The cart has its server cart and can be asked for methods. */
  cartReady: boolean;
  /** The /checkout page is shown: the methods of the shipping country are asked for then. */
  shown: boolean;
  /** What was last asked of / told to the cart (a change asks again). */
  methodsAskedFor: string | null;
  shippingSent: string | null;
  /** SPEC 5 message keys of the step the shopper tried to leave, by field. */
  errors: CheckoutErrors;
  /** SPEC 3: the thank-you page is shown. */
  isThankYouPage: boolean;
  /** SPEC 3 "Order confirmation"; null when the order was queued offline (it is sent later). */
  confirmation: OrderConfirmation | null;
  /** SPEC 3 checkout state `order`: the draft being placed or last placed. */
  order: OrderDraft | null;
  /** The order as placed (with its id), for the provider calls. */
  placed: OrderRequest | null;
  /** Why the last placement or payment did not succeed. */
  error: string | null;
  /** The order_id of the order the queue holds for this checkout (failed, or queued offline); null otherwise. */
  queuedOrderId: string | null;
  /** Issue 15: the provider page the browser goes to. */
  redirectUrl: string | null;
  /** Issue 15: the Liisi application being typed on the payment step. */
  liisi: LiisiDraft;
  /** Issue 15: the placed Liisi order whose application is still to be sent (after a failed call); null otherwise. */
  liisiOrder: PendingLiisiOrder | null;
  /** Issue 17: the gift card code typed on the payment step, the card checked (its balance), or why it was not. */
  giftCard: GiftCardEntry;
  now: () => number;
  today: () => string;
  newOrderId: () => string;
  isoNow: () => string;
}

export type CheckoutEvent =
  /** At start: what storage holds (null: nothing). */
  | { type: 'checkout.restore'; details: Partial<CheckoutDetails> | null; modifiedAt: number | null }
  /** The session's customer (null after logout). */
  | { type: 'checkout.profile'; customer: Customer | null }
  /** From the cart link: its methods, and what an order would place. */
  | { type: 'checkout.shippingMethods'; methods: ShippingMethod[] }
  | { type: 'checkout.paymentMethods'; methods: PaymentMethod[]; virtualCart?: boolean }
  | { type: 'checkout.cart'; cart: CheckoutCart; ready: boolean }
  /** From the orders machine: the network. */
  | { type: 'checkout.network'; online: boolean }
  /** The /checkout page is shown or left. */
  | { type: 'checkout.shown'; shown: boolean }
  /** A field typed; the payment step's paymentMethodAdditional (the checked Liisi application) is an object. */
  | { type: 'checkout.update'; step: EditableStep; field: string; value: string | boolean | PaymentMethodAdditional }
  /** Issue 15: Liisi application fields typed (only the fields given change; their messages go). */
  | { type: 'checkout.liisi'; values: Partial<LiisiFormValues> }
  /** Issue 17: the gift card code typed, its balance asked for, the card taken off again. */
  | { type: 'checkout.giftCardCode'; code: string }
  | { type: 'checkout.applyGiftCard' }
  | { type: 'checkout.removeGiftCard' }
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  | { type: 'checkout.edit'; step: EditableStep }
  | { type: 'checkout.placeOrder' }
  /** The queue's outcomes for a queued order (SPEC 4 step 6), routed by the orders machine. */
  | { type: 'checkout.queuedOrderSent'; orderId: string; confirmation: OrderConfirmation }
  | { type: 'checkout.queuedOrderCancelled'; orderId: string }
  /** SPEC 2 return pages: a verified payment (the thank-you page), or a failed one (back to the payment step). */
  | { type: 'checkout.paymentVerified'; confirmation: OrderConfirmation }
  | { type: 'checkout.paymentFailed'; message?: string }
  /** Leave the thank-you page for a new checkout. */
  | { type: 'checkout.restart' }
  /** SPEC 4 logout: the checkout details are cleared. */
  | { type: 'checkout.clear' };

export type CheckoutEmitted =
  | { type: 'checkout.persist'; details: CheckoutDetails; modifiedAt: number | null }
  /** Issue 15: the browser goes to the provider's page (the app's `navigateToProvider` port). */
  | { type: 'checkout.navigate'; url: string };

/** What the checkout tells the cart (the cart machine's events, through the app's cart link). */
export type CheckoutCartCommand =
  | { type: 'cart.loadMethods'; address: { country_id: string } }
  | ({ type: 'cart.setShipping' } & NonNullable<ReturnType<typeof cartShippingChoice>>)
  | { type: 'cart.setPayment'; method: { code: string } }
  | { type: 'cart.clear'; sync: boolean }
  | { type: 'cart.converted' };

/** SPEC 4 "Saving checkout details also persists them": what storage (IndexedDB) keeps of the checkout. */
export interface StoredCheckout {
  details: Partial<CheckoutDetails>;
  modifiedAt: number | null;
}

/** What the checkout asks of its storage (the `detailsStorage` actor the app provides): the stored details once, at
 * start (answered with `checkout.restore`), and every change to keep. */
export type CheckoutStorageCommand =
  | { type: 'storage.load' }
  | { type: 'storage.save'; details: CheckoutDetails; modifiedAt: number | null };

export const PERSIST = 'persist' as const;
/** The storage actor's id (the checkout's child). */
export const STORAGE_ID = 'detailsStorage';
/** The cart link's systemId (the orders machine clears the cart through it too). */
export const CART_SYSTEM_ID = 'cart';

/** Order ids when the app gives none (tests, stories): the composed app gives crypto.randomUUID. */
function sequentialIds(): () => string {
  let next = 0;
  return () => `checkout-order-${++next}`;
}

export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  return {
    details: withDefaultCountry(emptyCheckoutDetails(), STORE_VIEWS[input.storeCode]),
    modifiedAt: null,
    restored: false,
    storeCode: input.storeCode,
    customer: null,
    shippingMethods: [],
    paymentMethods: [],
    cartPaymentMethods: [],
    virtualCart: false,
    online: input.online ?? true,
    cart: null,
    cartReady: false,
    shown: false,
    methodsAskedFor: null,
    shippingSent: null,
    errors: {},
    isThankYouPage: false,
    confirmation: null,
    order: null,
    placed: null,
    error: null,
    queuedOrderId: null,
    redirectUrl: null,
    liisi: EMPTY_LIISI_DRAFT,
    liisiOrder: null,
    giftCard: EMPTY_GIFT_CARD,
    now: input.now,
    today: input.today ?? (() => new Date(input.now()).toLocaleDateString('sv-SE')),
    newOrderId: input.newOrderId ?? sequentialIds(),
    isoNow: input.isoNow ?? (() => new Date(input.now()).toISOString()),
  };
}
