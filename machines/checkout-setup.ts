// The checkout machine's types, guards, actions and actors (machines/checkout.machine.ts holds its states). Issue 6
// "Shop", SPEC 3 "Checkout state", SPEC 4 "Order placing", SPEC 5 "Checkout and account forms"; issue 14: the checkout
// owns its hand-offs — it invokes the order placement and branches on its typed output, asks the cart (through the
// `cart` link the app provides) for the methods of the shipping country and tells it the shipping choice and payment
// method, keeps its own copy of what it places, and creates the account "with the purchase" (SPEC 6) as a state;
// issue 15: the provider redirect and the Liisi application are states after a placed online-payment order.
import { type ActorRefFrom, assertEvent, assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { PaymentMethod, ShippingMethod } from '../src/domain/contract/cart';
import { type LiisiForm, type PaymentProvider, paymentProviderOf } from '../src/domain/contract/payment';
import type { OrderRequest } from '../src/domain/contract/order';
import type { Customer } from '../src/domain/contract/user';
import {
  type CheckoutDetails,
  type CheckoutStep,
  type EditableStep,
  type PaymentMethodAdditional,
  CHECKOUT_STEPS,
  afterOrderSuccess,
  availablePaymentMethods,
  cartShippingChoice,
  emptyCheckoutDetails,
  isEditableStep,
  persistableDetails,
  prefillFromProfile,
  restoredDetails,
  updateDetails,
  withDefaultCountry,
  withPaymentMethods,
  withShippingMethods,
} from '../src/domain/checkout/details';
import { type CheckoutErrors, validateStep } from '../src/domain/checkout/validation';
import { orderErrorTarget } from '../src/domain/order/error-target';
import { orderContentHash } from '../src/domain/order/hash';
import type { OrderConfirmation } from '../src/domain/order/outcome';
import { type CheckoutCart, type OrderDraft, buildOrderDraft } from '../src/domain/order/payload';
import {
  EMPTY_LIISI_FORM,
  type LiisiFormErrors,
  type LiisiFormValues,
  toLiisiForm,
} from '../src/domain/payment/liisi-form';
import { type StoreCode, STORE_VIEWS } from '../src/domain/store-views';
import {
  ORDERS_SYSTEM_ID,
  type OrderPlacementOutput,
  orderPlacementMachine,
  systemActor,
} from './order-placement.machine';

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

const EMPTY_LIISI_DRAFT: LiisiDraft = { values: EMPTY_LIISI_FORM, errors: {}, tries: 0, checked: null };

/** SPEC 4 payment table: the providers paid on their own page (issue 15: redirect), and the instalment lender. */
export type RedirectProvider = Extract<PaymentProvider, 'montonio' | 'esto' | 'modena'>;
const REDIRECT_PROVIDERS: readonly PaymentProvider[] = ['montonio', 'esto', 'modena'];

/** Whether the method is paid online (a provider's page or the lender): not while offline (SPEC 4 offline rules). */
export function isOnlinePayment(code: string): boolean {
  const provider = paymentProviderOf(code);
  return provider !== null && provider !== 'cashondelivery';
}

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

/** What the Liisi call answers that the browser acts on: the lender's page, where it has one (SPEC 7). */
export interface LiisiApplicationOutput {
  redirectUrl: string | null;
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

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the composition root`);
};

export const PERSIST = 'persist' as const;
/** The cart link's systemId (the orders machine clears the cart through it too). */
export const CART_SYSTEM_ID = 'cart';

interface LiveUpdate {
  /** false while the stored details are not back yet: writing then would overwrite them. */
  persist: boolean;
}

// Issue 15: the Liisi application (personal data) is never stored; only the Liisi call carries it.
const persisted = (details: CheckoutDetails, modifiedAt: number | null): CheckoutEmitted => ({
  type: 'checkout.persist',
  details: persistableDetails(details),
  modifiedAt,
});

/** The steps before `step`, which must all pass before it can be opened. */
const stepsBefore = (step: CheckoutStep): CheckoutStep[] => CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step));

const problemsOf = (context: CheckoutContext, step: CheckoutStep) =>
  validateStep(step, context.details, {
    loggedIn: context.customer !== null,
    shippingMethods: context.shippingMethods,
    paymentMethods: context.paymentMethods,
  });

const isValid = (context: CheckoutContext, step: CheckoutStep) => Object.keys(problemsOf(context, step)).length === 0;

const storeView = (context: Pick<CheckoutContext, 'storeCode'>) => STORE_VIEWS[context.storeCode];

/** The methods offered: SPEC 5 no COD for a virtual cart; issue 15 / SPEC 4 offline: only the offline methods. */
function offeredPaymentMethods(methods: readonly PaymentMethod[], virtualCart: boolean, online: boolean) {
  const available = availablePaymentMethods(methods, virtualCart);
  return online ? available : available.filter((method) => !isOnlinePayment(method.code));
}

const providerOf = (context: CheckoutContext) => paymentProviderOf(context.details.paymentDetails.paymentMethod);

const LIISI_PROVIDER = 'liisi';
const choosesLiisi = (context: CheckoutContext) => providerOf(context) === LIISI_PROVIDER;

/** Issue 15, SPEC 5: the Liisi draft checked against the shopper's today (ok for any other method). */
const checkedLiisi = (context: CheckoutContext) => toLiisiForm(context.liisi.values, context.today());

const isPlaced = (output: OrderPlacementOutput) => output.outcome === 'placed';

/** The order the checkout would place now (SPEC 4 step 1's content, before its id and times). */
const draftOf = (context: CheckoutContext): OrderDraft =>
  buildOrderDraft({
    details: context.details,
    cart: context.cart as CheckoutCart,
    storeCode: context.storeCode,
    shippingMethods: context.shippingMethods,
    paymentMethods: context.paymentMethods,
    userId: context.customer?.id ?? null,
  });

/** The Liisi call's answers about the order itself (SPEC 7: not found, not payable, not Liisi's). */
const ORDER_REFUSALS: readonly number[] = [400, 404, 409];

export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    // SPEC 4 "Order placing": one order, with the composed system's queue and hashes (machines/orders.machine.ts).
    placeOrder: orderPlacementMachine,
    // SPEC 6: register and log in the new customer before the order leaves (the app's session).
    createAccount: fromPromise<void, CreateAccountInput>(notProvided('createAccount')),
    // Issue 15, SPEC 7: the provider's redirect endpoint; resolves with the provider page's URL.
    createPaymentRedirect: fromPromise<string, CreatePaymentRedirectInput>(notProvided('createPaymentRedirect')),
    // Issue 15, SPEC 7: POST /api/ext/payment-liisi/payment-liisi-add-order-comment.
    // Resolves with the lender's page when the call names one (the browser goes there).
    postLiisiApplication: fromPromise<LiisiApplicationOutput | undefined, LiisiApplicationInput>(
      notProvided('postLiisiApplication'),
    ),
    // The cart (the app links the cart actor): it sends back `checkout.cart` and the methods, and takes the commands.
    cart: fromCallback<CheckoutCartCommand>(() => undefined),
  },
  guards: {
    isStepValid: ({ context }, step: CheckoutStep) => isValid(context, step),
    // Issue 15: with Liisi chosen, the payment step is left only with a complete application (SPEC 3, SPEC 5).
    isPaymentStepValid: ({ context }) =>
      isValid(context, 'payment') && (!choosesLiisi(context) || checkedLiisi(context).ok),
    // Issue 15: a Liisi order is placed only with its checked application in hand (a reload loses it: personal
    // data is not stored), so the Liisi call never fails for want of it after the order exists.
    lacksLiisiApplication: ({ context }) => choosesLiisi(context) && !context.liisi.checked,
    // A changed field of a known step; the same value or an unknown field changes nothing.
    changesDetails: ({ context, event }) =>
      event.type === 'checkout.update' &&
      isEditableStep(event.step) &&
      updateDetails(context.details, event.step, event.field, event.value) !== context.details,
    // Going back to edit a step is allowed when every step before it passes.
    canEdit: ({ context, event }, step: EditableStep) =>
      event.type === 'checkout.edit' && event.step === step && stepsBefore(step).every((s) => isValid(context, s)),
    canPlaceOrder: ({ context }) => (context.cart?.items.length ?? 0) > 0 && isValid(context, 'review'),
    // Issue 15: offline, an online payment cannot be made (the method was chosen before the network went).
    isOfflineOnlinePayment: ({ context }) =>
      !context.online && isOnlinePayment(context.details.paymentDetails.paymentMethod),
    // SPEC 6: a guest creating the account with the purchase, online (offline the order goes as a guest order).
    wantsAccount: ({ context }) => {
      const personal = context.details.personalDetails;
      return personal.createAccount && personal.password !== '' && context.online && context.customer === null;
    },
    // Going offline took the chosen (online) payment method away.
    losesPaymentMethod: ({ context, event }) =>
      event.type === 'checkout.network' &&
      !event.online &&
      context.online &&
      isOnlinePayment(context.details.paymentDetails.paymentMethod),
    isMontonio: ({ context }) => providerOf(context) === 'montonio',
    // Issue 15: a retry of a failed Liisi call sends the application for the order already placed, if the checkout
    // would place the same content (the cart or a detail changed: a new order, the old one expires unpaid).
    retriesLiisiApplication: ({ context }) =>
      context.liisiOrder !== null &&
      choosesLiisi(context) &&
      Boolean(context.liisi.checked) &&
      orderContentHash(draftOf(context)) === context.liisiOrder.hash,
    // Issue 15: the server refused the order itself (not found, canceled, not Liisi's): the next try places a new one.
    // A refused form field (liisi_form_data.*) or a failure without an answer keeps the order for the retry.
    refusesLiisiOrder: ({ event }) => {
      const error = (event as unknown as { error?: LiisiCallError }).error;
      return ORDER_REFUSALS.includes(error?.code ?? 0) && !error?.message.startsWith('liisi_form_data');
    },
    isQueuedOrder: ({ context, event }) =>
      (event.type === 'checkout.queuedOrderSent' || event.type === 'checkout.queuedOrderCancelled') &&
      event.orderId === context.queuedOrderId,
    // The placement's typed output (SPEC 4 steps 4-5).
    isRedirectPayment: ({ context }, output: OrderPlacementOutput) =>
      isPlaced(output) && REDIRECT_PROVIDERS.includes(providerOf(context) as PaymentProvider),
    hasLiisiRedirect: (_, output: LiisiApplicationOutput | undefined) => Boolean(output?.redirectUrl),
    isLiisiPayment: ({ context }, output: OrderPlacementOutput) => isPlaced(output) && choosesLiisi(context),
    isSucceeded: (_, output: OrderPlacementOutput) => output.outcome === 'placed' || output.outcome === 'queued',
    isWaiting: (_, output: OrderPlacementOutput) => output.outcome === 'failed',
    // A refusal (400) naming a field of this step.
    hasTarget: ({ context }, { output, step }: { output: OrderPlacementOutput; step: EditableStep }) =>
      targetOf(context, output)?.step === step,
  },
  actions: {
    persist: emit(({ context }) => persisted(context.details, context.modifiedAt)),
    restore: assign(({ context, event }) => {
      assertEvent(event, 'checkout.restore');
      let details = withDefaultCountry(restoredDetails(event.details), storeView(context));
      if (context.customer) details = prefillFromProfile(details, context.customer);
      details = withPaymentMethods(withShippingMethods(details, context.shippingMethods), context.paymentMethods);
      return { details, modifiedAt: event.modifiedAt, restored: true };
    }),
    // The session's, the cart's and the network's news; once the stored details are back, a change is persisted.
    setProfile: enqueueActions(({ context, event, enqueue }, { persist }: LiveUpdate) => {
      assertEvent(event, 'checkout.profile');
      const details = event.customer ? prefillFromProfile(context.details, event.customer) : context.details;
      enqueue.assign({ customer: event.customer, details });
      if (persist && context.restored && details !== context.details) {
        enqueue.emit(persisted(details, context.modifiedAt));
      }
    }),
    setShippingMethods: enqueueActions(({ context, event, enqueue }, { persist }: LiveUpdate) => {
      assertEvent(event, 'checkout.shippingMethods');
      const details = withShippingMethods(context.details, event.methods);
      enqueue.assign({ shippingMethods: event.methods, details });
      if (persist && context.restored && details !== context.details) {
        enqueue.emit(persisted(details, context.modifiedAt));
      }
    }),
    setPaymentMethods: enqueueActions(({ context, event, enqueue }, { persist }: LiveUpdate) => {
      let cartPaymentMethods = context.cartPaymentMethods;
      let virtualCart = context.virtualCart;
      let online = context.online;
      if (event.type === 'checkout.paymentMethods') {
        cartPaymentMethods = event.methods;
        virtualCart = event.virtualCart ?? false;
      } else if (event.type === 'checkout.network') online = event.online;
      const paymentMethods = offeredPaymentMethods(cartPaymentMethods, virtualCart, online);
      const details = withPaymentMethods(context.details, paymentMethods);
      enqueue.assign({ paymentMethods, cartPaymentMethods, virtualCart, online, details });
      if (persist && context.restored && details !== context.details) {
        enqueue.emit(persisted(details, context.modifiedAt));
      }
    }),
    setCart: assign(({ event }) => {
      assertEvent(event, 'checkout.cart');
      return { cart: event.cart, cartReady: event.ready };
    }),
    setShown: assign(({ event }) => {
      assertEvent(event, 'checkout.shown');
      return { shown: event.shown };
    }),
    // Issue 14: what the page and the app did by hand. While /checkout is shown and the cart is ready, the methods of
    // the shipping country are asked for (again when it changes); the shipping choice (the pre-selected default too,
    // the parcel machine once chosen) goes to the cart (SPEC 7 shipping-information) on a change of method, machine,
    // country or server cart, so every step shows the totals POST /api/order charges.
    syncCart: enqueueActions(({ context, enqueue, system }) => {
      const cart = systemActor(system, CART_SYSTEM_ID);
      const country = context.details.shippingDetails.country || storeView(context).taxCountry;
      const asked = context.shown && context.cartReady ? country : null;
      if (cart && asked && asked !== context.methodsAskedFor) {
        enqueue.sendTo(cart, { type: 'cart.loadMethods', address: { country_id: asked } });
      }
      if (asked !== context.methodsAskedFor && (asked || !context.shown)) enqueue.assign({ methodsAskedFor: asked });
      const cartId = context.cart?.cartId ?? null;
      const choice = cartShippingChoice(context.details, context.shippingMethods, storeView(context).taxCountry);
      if (!choice || !cartId) return;
      const key = JSON.stringify([cartId, choice.method, choice.locationId ?? null, choice.address.country_id]);
      if (key === context.shippingSent) return;
      enqueue.assign({ shippingSent: key });
      if (cart) enqueue.sendTo(cart, { type: 'cart.setShipping', ...choice });
    }),
    // The shopper typed: the field changes, its message goes, modifiedAt is now; a payment method goes to the cart.
    updateField: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'checkout.update');
      const { [event.field as keyof CheckoutErrors]: _cleared, ...errors } = context.errors;
      enqueue.assign({
        details: updateDetails(context.details, event.step, event.field, event.value),
        errors,
        modifiedAt: context.now(),
      });
      const cart = systemActor(system, CART_SYSTEM_ID);
      if (cart && event.step === 'payment' && event.field === 'paymentMethod' && typeof event.value === 'string') {
        enqueue.sendTo(cart, { type: 'cart.setPayment', method: { code: event.value } });
      }
    }),
    showErrors: assign(({ context }, step: CheckoutStep) => ({ errors: problemsOf(context, step) })),
    // Issue 15: Liisi fields typed; a changed field's message goes.
    updateLiisi: assign(({ context, event }) => {
      assertEvent(event, 'checkout.liisi');
      const errors: LiisiFormErrors = { ...context.liisi.errors };
      for (const field of Object.keys(event.values)) delete errors[field as keyof LiisiFormErrors];
      return {
        liisi: { ...context.liisi, values: { ...context.liisi.values, ...event.values }, errors, checked: null },
      };
    }),
    // Issue 15, SPEC 5: the Liisi application's messages after a refused Continue (or a placement without it).
    showLiisiErrors: assign(({ context }) => {
      if (!choosesLiisi(context)) return {};
      const checked = checkedLiisi(context);
      const errors = checked.ok ? {} : checked.errors;
      return { liisi: { ...context.liisi, errors, tries: context.liisi.tries + 1 } };
    }),
    // Issue 15: the checked application is kept (in memory only) for the Liisi call after the order is placed.
    acceptLiisi: assign(({ context }) => {
      const checked = choosesLiisi(context) ? checkedLiisi(context) : null;
      return { liisi: { ...context.liisi, errors: {}, checked: checked?.ok ? checked.form : null } };
    }),
    clearErrors: assign({ errors: {}, error: null }),
    buildOrder: assign(({ context }) => ({
      order: draftOf(context),
      liisiOrder: null,
      error: null,
      errors: {},
      // A new order: nothing of the last one (a failed payment redirect's confirmation) is carried over.
      confirmation: null,
      placed: null,
      redirectUrl: null,
      queuedOrderId: null,
    })),
    setError: assign((_, message: string) => ({ error: message })),
    // Issue 15: the Liisi call failed: the placed order is kept for the retry (its number, cart and content).
    keepLiisiOrder: assign(({ context }) => ({
      liisiOrder:
        context.liisiOrder ??
        (context.confirmation?.orderNumber && context.order
          ? {
              orderNumber: context.confirmation.orderNumber,
              cartId: context.placed?.cart_id ?? context.cart?.cartId ?? null,
              hash: orderContentHash(context.order),
            }
          : null),
    })),
    forgetLiisiOrder: assign({ liisiOrder: null }),
    // An actor's failure (the account refused, the placement stopped): its message.
    recordError: assign(({ event }) => {
      const error = (event as unknown as { error?: unknown }).error;
      return { error: error instanceof Error ? error.message : null };
    }),
    // The placement's output: the order as placed, and the hashes of this session (kept by the orders machine).
    recordPlacement: assign((_, output: OrderPlacementOutput) => ({
      placed: output.order,
      confirmation: output.confirmation,
    })),
    // SPEC 4 step 8: the password and the create-account flag dropped, the payment details blanked.
    completeOrder: assign(({ context }) => {
      const details = withDefaultCountry(afterOrderSuccess(context.details), storeView(context));
      return {
        details: withPaymentMethods(details, context.paymentMethods),
        isThankYouPage: true,
        error: null,
        liisi: EMPTY_LIISI_DRAFT,
        liisiOrder: null,
      };
    }),
    setConfirmation: assign((_, confirmation: OrderConfirmation | null) => ({ confirmation })),
    rememberQueuedOrder: assign((_, orderId: string | null) => ({ queuedOrderId: orderId })),
    recordRefusal: assign(({ context }, output: OrderPlacementOutput) => {
      const target = targetOf(context, output);
      return { error: output.error, errors: target ? { [target.field]: target.key } : {} };
    }),
    setRedirect: assign((_, url: string) => ({ redirectUrl: url })),
    // Issue 15: the browser leaves for the provider's page (the app provides the navigation).
    navigateToProvider: emit(({ context }) => ({ type: 'checkout.navigate' as const, url: context.redirectUrl ?? '' })),
    // Issue 15, SPEC 7: the Liisi call may answer the lender's page (redirect_url); the browser goes there.
    setLiisiRedirect: assign((_, output: LiisiApplicationOutput | undefined) => ({
      redirectUrl: output?.redirectUrl ?? null,
    })),
    // SPEC 4 step 8 for an order whose payment is settled here (the Liisi application): the cart is cleared.
    clearCart: enqueueActions(({ enqueue, system }) => {
      const cart = systemActor(system, CART_SYSTEM_ID);
      if (cart) enqueue.sendTo(cart, { type: 'cart.clear', sync: false });
    }),
    // Issue 15: an order paid on the provider's page converted the server cart; the cart keeps the lines on a new one
    // (the shopper may come back unpaid) and never pulls the converted one.
    cartConverted: enqueueActions(({ enqueue, system }) => {
      const cart = systemActor(system, CART_SYSTEM_ID);
      if (cart) enqueue.sendTo(cart, { type: 'cart.converted' });
    }),
    // Issue 12: the orders machine released the hash of an order the queue cancelled (nothing to do here).
    forgetQueuedOrder: assign({ queuedOrderId: null }),
    leaveThankYou: assign({
      isThankYouPage: false,
      confirmation: null,
      order: null,
      placed: null,
      queuedOrderId: null,
      redirectUrl: null,
    }),
    clearDetails: assign(({ context }) => ({
      details: withDefaultCountry(emptyCheckoutDetails(), storeView(context)),
      modifiedAt: null,
      errors: {},
      error: null,
      isThankYouPage: false,
      confirmation: null,
      order: null,
      placed: null,
      queuedOrderId: null,
      redirectUrl: null,
      liisi: EMPTY_LIISI_DRAFT,
      liisiOrder: null,
    })),
  },
});

/** The step and field a refused order names (issue 12), or null. */
function targetOf(context: CheckoutContext, output: OrderPlacementOutput) {
  if (output.outcome !== 'rejected' || !output.error) return null;
  return orderErrorTarget(output.error, {
    billingSameAsShipping: context.details.paymentDetails.billingSameAsShipping,
    country: context.details.shippingDetails.country,
  });
}

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
    now: input.now,
    today: input.today ?? (() => new Date(input.now()).toLocaleDateString('sv-SE')),
    newOrderId: input.newOrderId ?? sequentialIds(),
    isoNow: input.isoNow ?? (() => new Date(input.now()).toISOString()),
  };
}

/** The placement's input: the draft, the network, and the session's placed hashes the orders machine keeps. */
export function placementInput(context: CheckoutContext, system: { get(id: string): unknown } | undefined) {
  const orders = systemActor(system as never, ORDERS_SYSTEM_ID) as
    | { getSnapshot(): { context: { placedHashes: string[] } } }
    | undefined;
  return {
    order: context.order as OrderDraft,
    online: context.online,
    placedHashes: orders?.getSnapshot().context.placedHashes ?? [],
    newOrderId: context.newOrderId,
    now: context.isoNow,
  };
}

export type CheckoutPlacementRef = ActorRefFrom<typeof orderPlacementMachine>;
