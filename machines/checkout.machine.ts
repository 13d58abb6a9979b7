// Issue 6 "Shop", SPEC 3 "Checkout state", SPEC 4 "Order placing" step 8, SPEC 5 "Checkout and account forms": the
// checkout steps personal details → shipping → payment → review → placing → thank-you. Every field typed is kept in
// the details and persisted at once (`checkout.persist`, IndexedDB) with modifiedAt from the injected clock (SPEC 4:
// the shopper is in checkout for 30 minutes after it); the stored details come back with `checkout.restore`.
// `checkout.next` checks the step (SPEC 5's message keys per field) and moves on only when it passes. The shipping
// country defaults to the store view's tax country; the shipping and payment methods come from the cart
// (`checkout.shippingMethods`, `checkout.paymentMethods`; cash on delivery never for a virtual cart); a logged-in
// customer's profile fills the empty fields. At the review `checkout.placeOrder` builds the order draft and emits it
// (the app runs the order-placement actor) and waits for its outcome; after a success (placed, or queued offline)
// SPEC 4 step 8 drops the password and the create-account flag and blanks the payment details, and the thank-you
// page shows the confirmation (SPEC 3: backendOrderId, orderNumber). Provider redirects come later.
// Issue 12: a placement that failed (SPEC 4 step 5 "other failure": a 500, no reply) leaves the order in the queue;
// the checkout then waits (`waiting`: the review says so and cannot place the same cart again) until the queue sends
// it (`checkout.queuedOrderSent`: step 8 and the thank-you page with its number) or cancels it (back to the review).
// A 400 naming a field (`checkout.orderFailed` with `target`) opens that field's step with the field marked. An order
// queued offline shows the thank-you page at once, and its number once the queue has sent it.
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import type { PaymentMethod, ShippingMethod } from '../src/domain/contract/cart';
import type { Customer } from '../src/domain/contract/user';
import {
  type CheckoutDetails,
  type CheckoutStep,
  type EditableStep,
  CHECKOUT_STEPS,
  afterOrderSuccess,
  availablePaymentMethods,
  emptyCheckoutDetails,
  isEditableStep,
  prefillFromProfile,
  restoredDetails,
  updateDetails,
  withDefaultCountry,
  withPaymentMethods,
  withShippingMethods,
} from '../src/domain/checkout/details';
import { type CheckoutErrors, validateStep } from '../src/domain/checkout/validation';
import type { OrderErrorTarget } from '../src/domain/order/error-target';
import type { OrderConfirmation } from '../src/domain/order/outcome';
import { type CheckoutCart, type OrderDraft, buildOrderDraft } from '../src/domain/order/payload';
import { type StoreCode, STORE_VIEWS } from '../src/domain/store-views';

export interface CheckoutInput {
  storeCode: StoreCode;
  /** The clock for modifiedAt, ms since the epoch (Date.now in the app, a fake in tests). */
  now: () => number;
}

export interface CheckoutContext {
  details: CheckoutDetails;
  /** SPEC 3: when the shopper last changed the details (ms); null before any change. */
  modifiedAt: number | null;
  storeCode: StoreCode;
  /** The logged-in customer (SPEC 6), whose profile fills the details; null for a guest. */
  customer: Customer | null;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  /** SPEC 5: a virtual cart (only virtual or downloadable items) gets no cash on delivery. */
  virtualCart: boolean;
  /** SPEC 5 message keys of the step the shopper tried to leave, by field. */
  errors: CheckoutErrors;
  /** SPEC 3: the thank-you page is shown. */
  isThankYouPage: boolean;
  /** SPEC 3 "Order confirmation"; null when the order was queued offline (it is sent later). */
  confirmation: OrderConfirmation | null;
  /** SPEC 3 checkout state `order`: the draft being placed or last placed. */
  order: OrderDraft | null;
  /** Why the last placement did not succeed (the notice itself comes from the placement). */
  error: string | null;
  /** The order_id of the order the queue holds for this checkout (failed, or queued offline); null otherwise. */
  queuedOrderId: string | null;
  now: () => number;
}

export type CheckoutEvent =
  /** At start: what storage holds (null: nothing). */
  | { type: 'checkout.restore'; details: Partial<CheckoutDetails> | null; modifiedAt: number | null }
  /** The session's customer (null after logout). */
  | { type: 'checkout.profile'; customer: Customer | null }
  | { type: 'checkout.shippingMethods'; methods: ShippingMethod[] }
  | { type: 'checkout.paymentMethods'; methods: PaymentMethod[]; virtualCart?: boolean }
  | { type: 'checkout.update'; step: EditableStep; field: string; value: string | boolean }
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  | { type: 'checkout.edit'; step: EditableStep }
  | { type: 'checkout.placeOrder'; cart: CheckoutCart }
  /** The placement's outcomes, routed by the app. */
  | { type: 'checkout.orderPlaced'; confirmation: OrderConfirmation }
  /** SPEC 4 step 4: queued offline (reported as success). */
  | { type: 'checkout.orderQueued'; orderId?: string }
  /** SPEC 4 step 5 "other failure": the order is in the queue; no success yet. */
  | { type: 'checkout.orderWaiting'; orderId: string }
  /** Refused (400, an ignored twin, the account): the message; `target` is the field the server named. */
  | { type: 'checkout.orderFailed'; message?: string; target?: OrderErrorTarget }
  /** The queue's outcomes for a queued order (SPEC 4 step 6). */
  | { type: 'checkout.queuedOrderSent'; orderId: string; confirmation: OrderConfirmation }
  | { type: 'checkout.queuedOrderCancelled'; orderId: string }
  /** Leave the thank-you page for a new checkout. */
  | { type: 'checkout.restart' }
  /** SPEC 4 logout: the checkout details are cleared. */
  | { type: 'checkout.clear' };

export type CheckoutEmitted =
  | { type: 'checkout.persist'; details: CheckoutDetails; modifiedAt: number | null }
  /** The app runs the order-placement actor with this draft. */
  | { type: 'checkout.placeOrder'; order: OrderDraft };

const PERSIST = 'persist' as const;

interface LiveUpdate {
  /** false while the stored details are not back yet: writing then would overwrite them. */
  persist: boolean;
}

const persisted = (details: CheckoutDetails, modifiedAt: number | null): CheckoutEmitted => ({
  type: 'checkout.persist',
  details,
  modifiedAt,
});

/** The session's and the cart's news, handled the same in every state; `persist` once storage has answered. */
const liveUpdates = (persist: boolean) =>
  ({
    'checkout.profile': { actions: { type: 'setProfile', params: { persist } } },
    'checkout.shippingMethods': { actions: { type: 'setShippingMethods', params: { persist } } },
    'checkout.paymentMethods': { actions: { type: 'setPaymentMethods', params: { persist } } },
  }) as const;

/** The steps before `step`, which must all pass before it can be opened. */
const stepsBefore = (step: CheckoutStep): CheckoutStep[] => CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step));

const problemsOf = (context: CheckoutContext, step: CheckoutStep) =>
  validateStep(step, context.details, {
    loggedIn: context.customer !== null,
    shippingMethods: context.shippingMethods,
    paymentMethods: context.paymentMethods,
  });

const isValid = (context: CheckoutContext, step: CheckoutStep) => Object.keys(problemsOf(context, step)).length === 0;

const storeView = (context: CheckoutContext) => STORE_VIEWS[context.storeCode];

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  guards: {
    isStepValid: ({ context }, step: CheckoutStep) => isValid(context, step),
    // A changed field of a known step; the same value or an unknown field changes nothing.
    changesDetails: ({ context, event }) =>
      event.type === 'checkout.update' &&
      isEditableStep(event.step) &&
      updateDetails(context.details, event.step, event.field, event.value) !== context.details,
    // Going back to edit a step is allowed when every step before it passes.
    canEdit: ({ context, event }, step: EditableStep) =>
      event.type === 'checkout.edit' && event.step === step && stepsBefore(step).every((s) => isValid(context, s)),
    canPlaceOrder: ({ context, event }) =>
      event.type === 'checkout.placeOrder' && event.cart.items.length > 0 && isValid(context, 'review'),
    isQueuedOrder: ({ context, event }) =>
      (event.type === 'checkout.queuedOrderSent' || event.type === 'checkout.queuedOrderCancelled') &&
      event.orderId === context.queuedOrderId,
    hasTarget: ({ event }, step: EditableStep) => event.type === 'checkout.orderFailed' && event.target?.step === step,
  },
  actions: {
    persist: emit(({ context }) => ({
      type: 'checkout.persist' as const,
      details: context.details,
      modifiedAt: context.modifiedAt,
    })),
    restore: assign(({ context, event }) => {
      assertEvent(event, 'checkout.restore');
      let details = withDefaultCountry(restoredDetails(event.details), storeView(context));
      if (context.customer) details = prefillFromProfile(details, context.customer);
      details = withPaymentMethods(withShippingMethods(details, context.shippingMethods), context.paymentMethods);
      return { details, modifiedAt: event.modifiedAt };
    }),
    // The session's and the cart's news; once the stored details are back, a change they make is persisted too.
    setProfile: enqueueActions(({ context, event, enqueue }, { persist }: LiveUpdate) => {
      assertEvent(event, 'checkout.profile');
      const details = event.customer ? prefillFromProfile(context.details, event.customer) : context.details;
      enqueue.assign({ customer: event.customer, details });
      if (persist && details !== context.details) enqueue.emit(persisted(details, context.modifiedAt));
    }),
    setShippingMethods: enqueueActions(({ context, event, enqueue }, { persist }: LiveUpdate) => {
      assertEvent(event, 'checkout.shippingMethods');
      const details = withShippingMethods(context.details, event.methods);
      enqueue.assign({ shippingMethods: event.methods, details });
      if (persist && details !== context.details) enqueue.emit(persisted(details, context.modifiedAt));
    }),
    setPaymentMethods: enqueueActions(({ context, event, enqueue }, { persist }: LiveUpdate) => {
      assertEvent(event, 'checkout.paymentMethods');
      const virtualCart = event.virtualCart ?? false;
      const paymentMethods = availablePaymentMethods(event.methods, virtualCart);
      const details = withPaymentMethods(context.details, paymentMethods);
      enqueue.assign({ paymentMethods, virtualCart, details });
      if (persist && details !== context.details) enqueue.emit(persisted(details, context.modifiedAt));
    }),
    // The shopper typed: the field changes, its message goes, modifiedAt is now.
    updateField: assign(({ context, event }) => {
      assertEvent(event, 'checkout.update');
      const { [event.field as keyof CheckoutErrors]: _cleared, ...errors } = context.errors;
      return {
        details: updateDetails(context.details, event.step, event.field, event.value),
        errors,
        modifiedAt: context.now(),
      };
    }),
    showErrors: assign(({ context }, step: CheckoutStep) => ({ errors: problemsOf(context, step) })),
    clearErrors: assign({ errors: {}, error: null }),
    placeOrder: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'checkout.placeOrder');
      const order = buildOrderDraft({
        details: context.details,
        cart: event.cart,
        storeCode: context.storeCode,
        shippingMethods: context.shippingMethods,
        paymentMethods: context.paymentMethods,
        userId: context.customer?.id ?? null,
      });
      enqueue.assign({ order, error: null, errors: {} });
      enqueue.emit({ type: 'checkout.placeOrder', order });
    }),
    // SPEC 4 step 8: the password and the create-account flag dropped, the payment details blanked.
    completeOrder: assign(({ context, event }) => {
      assertEvent(event, ['checkout.orderPlaced', 'checkout.orderQueued', 'checkout.queuedOrderSent']);
      const details = withDefaultCountry(afterOrderSuccess(context.details), storeView(context));
      return {
        details: withPaymentMethods(details, context.paymentMethods),
        isThankYouPage: true,
        confirmation: event.type === 'checkout.orderQueued' ? null : event.confirmation,
        queuedOrderId: event.type === 'checkout.orderQueued' ? (event.orderId ?? null) : null,
        error: null,
      };
    }),
    recordFailure: assign(({ event }) => {
      assertEvent(event, 'checkout.orderFailed');
      const target = event.target;
      return { error: event.message ?? null, errors: target ? { [target.field]: target.key } : {} };
    }),
    rememberQueuedOrder: assign(({ event }) => {
      assertEvent(event, 'checkout.orderWaiting');
      return { queuedOrderId: event.orderId, error: null };
    }),
    // The thank-you page of an order queued offline: its number once the queue has sent it.
    confirmQueuedOrder: assign(({ event }) => {
      assertEvent(event, 'checkout.queuedOrderSent');
      return { confirmation: event.confirmation, queuedOrderId: null };
    }),
    forgetQueuedOrder: assign({ queuedOrderId: null }),
    leaveThankYou: assign({ isThankYouPage: false, confirmation: null, order: null, queuedOrderId: null }),
    clearDetails: assign(({ context }) => ({
      details: withDefaultCountry(emptyCheckoutDetails(), storeView(context)),
      modifiedAt: null,
      errors: {},
      error: null,
      isThankYouPage: false,
      confirmation: null,
      order: null,
      queuedOrderId: null,
    })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    details: withDefaultCountry(emptyCheckoutDetails(), STORE_VIEWS[input.storeCode]),
    modifiedAt: null,
    storeCode: input.storeCode,
    customer: null,
    shippingMethods: [],
    paymentMethods: [],
    virtualCart: false,
    errors: {},
    isThankYouPage: false,
    confirmation: null,
    order: null,
    error: null,
    queuedOrderId: null,
    now: input.now,
  }),
  initial: 'restoring',
  states: {
    // SPEC 4 "Saving checkout details also persists them": what was typed before comes back first.
    restoring: {
      tags: ['busy'],
      on: {
        ...liveUpdates(false),
        'checkout.restore': { target: 'editing', actions: ['restore', PERSIST] },
      },
    },
    editing: {
      on: {
        ...liveUpdates(true),
        'checkout.update': { guard: 'changesDetails', actions: ['updateField', PERSIST] },
        'checkout.edit': [
          { guard: { type: 'canEdit', params: 'personal' }, target: '.personal', actions: 'clearErrors' },
          { guard: { type: 'canEdit', params: 'shipping' }, target: '.shipping', actions: 'clearErrors' },
          { guard: { type: 'canEdit', params: 'payment' }, target: '.payment', actions: 'clearErrors' },
        ],
        'checkout.clear': { target: '.personal', actions: ['clearDetails', PERSIST] },
      },
      initial: 'personal',
      states: {
        personal: {
          tags: ['step'],
          on: {
            'checkout.next': [
              { guard: { type: 'isStepValid', params: 'personal' }, target: 'shipping', actions: 'clearErrors' },
              { actions: { type: 'showErrors', params: 'personal' } },
            ],
          },
        },
        shipping: {
          tags: ['step'],
          on: {
            'checkout.next': [
              { guard: { type: 'isStepValid', params: 'shipping' }, target: 'payment', actions: 'clearErrors' },
              { actions: { type: 'showErrors', params: 'shipping' } },
            ],
            'checkout.back': { target: 'personal', actions: 'clearErrors' },
          },
        },
        payment: {
          tags: ['step'],
          on: {
            'checkout.next': [
              { guard: { type: 'isStepValid', params: 'payment' }, target: 'review', actions: 'clearErrors' },
              { actions: { type: 'showErrors', params: 'payment' } },
            ],
            'checkout.back': { target: 'shipping', actions: 'clearErrors' },
          },
        },
        review: {
          tags: ['step'],
          on: {
            'checkout.placeOrder': [
              { guard: 'canPlaceOrder', target: '#checkout.placing', actions: 'placeOrder' },
              { actions: { type: 'showErrors', params: 'review' } },
            ],
            'checkout.back': { target: 'payment', actions: 'clearErrors' },
          },
        },
      },
    },
    // SPEC 4 step 3: 'Processing order...' while the placement runs.
    placing: {
      tags: ['busy', 'processing'],
      on: {
        ...liveUpdates(true),
        'checkout.orderPlaced': { target: 'done', actions: ['completeOrder', PERSIST] },
        // SPEC 4 step 4: queued offline is reported as success; the thank-you page shows.
        'checkout.orderQueued': { target: 'done', actions: ['completeOrder', PERSIST] },
        // Issue 12: failed (500, no reply): the order waits in the queue; step 8 only after it was sent.
        'checkout.orderWaiting': { target: 'waiting', actions: 'rememberQueuedOrder' },
        // A 400 naming a field opens its step with the field marked (the view focuses it).
        'checkout.orderFailed': [
          { guard: { type: 'hasTarget', params: 'personal' }, target: 'editing.personal', actions: 'recordFailure' },
          { guard: { type: 'hasTarget', params: 'shipping' }, target: 'editing.shipping', actions: 'recordFailure' },
          { guard: { type: 'hasTarget', params: 'payment' }, target: 'editing.payment', actions: 'recordFailure' },
          { target: 'editing.review', actions: 'recordFailure' },
        ],
      },
    },
    // Issue 12, SPEC 4 step 5 "other failure": the order is queued and the queue resends it; the same cart cannot be
    // placed again meanwhile. Sent: SPEC 4 step 8 and the thank-you page with its number; cancelled: the review.
    waiting: {
      tags: ['waiting'],
      on: {
        ...liveUpdates(true),
        'checkout.queuedOrderSent': { guard: 'isQueuedOrder', target: 'done', actions: ['completeOrder', PERSIST] },
        'checkout.queuedOrderCancelled': {
          guard: 'isQueuedOrder',
          target: 'editing.review',
          actions: 'forgetQueuedOrder',
        },
        'checkout.clear': { target: 'editing', actions: ['clearDetails', PERSIST] },
      },
    },
    // The thank-you page (SPEC 2 /thankyou).
    done: {
      tags: ['thankYou'],
      on: {
        ...liveUpdates(true),
        'checkout.restart': { target: 'editing', actions: 'leaveThankYou' },
        'checkout.queuedOrderSent': { guard: 'isQueuedOrder', actions: 'confirmQueuedOrder' },
        'checkout.clear': { target: 'editing', actions: ['clearDetails', PERSIST] },
      },
    },
  },
});
