// The checkout machine's model (ARCHITECTURE §3; issue 6, SPEC 3 "Checkout state", SPEC 4 "Order placing" step 8,
// SPEC 5 "Checkout and account forms"): storage answering with nothing or a filled checkout, a customer logging in,
// the cart's methods (a virtual cart included), a name erased and typed again, the step buttons, placing with a cart
// and an empty one, and the placement's outcomes (issue 12: a failure leaves the order waiting in the queue until
// it is sent or cancelled; a 400 naming a field opens its step); what each state promises. The other fields' rules are the
// unit tests' (tests/unit/checkout-*.test.ts). To be registered in tests/model/models.ts.
// Issue 14: the placement is the checkout's invoked child: its typed outputs (placed, queued, failed, refused with and
// without a field, ignored) and a stop arrive as the actor's done / error events; the cart link's news (the cart's
// copy, the page shown) and the network; the account created with the purchase (SPEC 6). Issue 15: Montonio, ESTO
// and Liisi chosen, the redirect URL created or refused, the return page's verdict, the Liisi application posted or
// refused, and going offline with an online payment chosen; a Liisi call failing after the order was placed keeps
// that order and the retry sends only the application (the order refused itself: placed anew).
import type { OrderPlacementOutput } from '../../machines/order-placement.machine';
import {
  type CheckoutEmitted,
  OFFLINE_PAYMENT,
  PAYMENT_FAILED,
  REDIRECT_FAILED,
  checkoutMachine,
  isOnlinePayment,
} from '../../machines/checkout.machine';
import { fromPromise } from 'xstate';
import type { PaymentMethod } from '../../src/domain/contract/cart';
import { CASH_ON_DELIVERY_CODE } from '../../src/domain/checkout/details';
import { validateStep } from '../../src/domain/checkout/validation';
import { type ModelEntry, stateName } from '../helpers/model';
import { CART, PAYMENT_METHODS, SHIPPING_METHODS, filledDetails, sampleOrder } from '../unit/order-fixtures';

type CheckoutMachine = typeof checkoutMachine;
type Snapshot = ReturnType<CheckoutMachine['getInitialSnapshot']>;
type Event = Parameters<CheckoutMachine['transition']>[1];

export const CHECKOUT_START = 1_000_000;
export const CONFIRMATION = { backendOrderId: 41, orderNumber: '000000041' };
const STEPS = ['personal', 'shipping', 'payment', 'review'] as const;
const QUEUED_ORDER_ID = 'c0ffee00-0000-4000-8000-00000000000b';
const ZIP_REFUSAL = 'addressInformation.shippingAddress.postcode: Too small';
const EMAIL_REFUSAL = 'addressInformation.shippingAddress.email: Invalid email address';
const PAYMENT_REFUSAL = 'addressInformation.payment_method_code: no payment method x for this order';

/** Issue 15: the instalment providers next to cash on delivery and Montonio. */
const ESTO: PaymentMethod = { ...PAYMENT_METHODS[1], code: 'esto_hirepurchase', title: 'ESTO' } as PaymentMethod;
const LIISI: PaymentMethod = { ...PAYMENT_METHODS[1], code: 'liisi_vsf', title: 'Liisi' } as PaymentMethod;
export const ALL_PAYMENT_METHODS: PaymentMethod[] = [...PAYMENT_METHODS, ESTO, LIISI];

const ORDER = sampleOrder(QUEUED_ORDER_ID);
/** The shopper's today for the Liisi document date (the machine's injected `today`). */
const TODAY = '2026-11-28';
/** Issue 15, SPEC 3: a complete Liisi application as typed, and one with a short personal code (SPEC 5). */
export const LIISI_VALUES = {
  personalCode: '38001085718',
  employer: 'Rõivas OÜ',
  timeWorked: '24_60',
  totalIncome: '9000',
  monthlyLiabilities: '150,50',
  politicallyExposed: false,
  taxAuthorityConsent: true,
  validIdCard: true,
  numberOfPayments: '12',
  documentNumber: 'AB1234567',
  documentIssueDate: '2022-03-01',
  documentIssuePlace: 'Tallinn',
  occupation: 'employed_private',
};
const LIISI_TYPED: Event[] = [
  { type: 'checkout.liisi', values: LIISI_VALUES },
  { type: 'checkout.liisi', values: { personalCode: '3800108' } },
];
/** Issue 15: the Liisi call failing on its own (the lender's 500 as the shop's 502; no reply is the same branch), and
 * refusing the order itself (canceled past its reservation): the first keeps the order for a retry, the second not. */
const LIISI_ERRORS = {
  failed: Object.assign(new Error('Internal Server Error'), { code: 502 }),
  orderRefused: Object.assign(new Error('order 000000041 is canceled and cannot be paid'), { code: 400 }),
};
const placement = (outcome: OrderPlacementOutput['outcome'], more: Partial<OrderPlacementOutput> = {}) =>
  ({
    type: 'xstate.done.actor.placeOrder',
    output: {
      outcome,
      order: ORDER,
      hash: 'hash',
      placedHashes: [],
      confirmation: outcome === 'placed' ? CONFIRMATION : null,
      code: outcome === 'placed' || outcome === 'queued' ? 200 : null,
      error: null,
      ...more,
    },
  }) as never as Event;

/** Issue 17: a card with money left, and the balance check's refusals (the adapter's ApiError: code and message). */
export const GIFT_CARD = {
  code: 'GC-7KQ2-M9XA-4TPW',
  balance: 25,
  currency: 'EUR',
  expires_at: '2027-11-28T00:00:00.000Z',
};
export const GIFT_CARD_ERRORS = {
  unknown: Object.assign(new Error('gift_card_code: no such gift card'), { code: 404 }),
  expired: Object.assign(new Error('gift_card_code: this gift card has expired'), { code: 400 }),
};

/** The placement's typed outputs (SPEC 4 steps 2, 4, 5; issue 12). */
export const PLACEMENT_OUTPUTS = {
  placed: placement('placed'),
  queued: placement('queued'),
  failed: placement('failed', { code: 500, error: 'Internal Server Error' }),
  refused: placement('rejected', { code: 400, error: 'Failed to fetch' }),
  refusedZip: placement('rejected', { code: 400, error: ZIP_REFUSAL }),
  refusedEmail: placement('rejected', { code: 400, error: EMAIL_REFUSAL }),
  refusedPayment: placement('rejected', { code: 400, error: PAYMENT_REFUSAL }),
  ignored: placement('ignored'),
} as const;

/** A filled checkout whose guest creates an account with the purchase (SPEC 6). */
function withAccount() {
  const details = filledDetails();
  details.personalDetails = {
    ...details.personalDetails,
    createAccount: true,
    password: 'Uus-parool-1',
    passwordConfirmation: 'Uus-parool-1',
  };
  return details;
}

/** Issue 17: the cart link's first word while the cart loads from storage: no lines yet, not ready. */
const LOADING_CART: Event = { type: 'checkout.cart', cart: { ...CART, items: [], cartId: null }, ready: false };

const RESTORES: Event[] = [
  { type: 'checkout.restore', details: null, modifiedAt: null },
  { type: 'checkout.restore', details: filledDetails(), modifiedAt: CHECKOUT_START - 60_000 },
  { type: 'checkout.restore', details: withAccount(), modifiedAt: CHECKOUT_START - 60_000 },
];

const EVENTS: Event[] = [
  { type: 'checkout.update', step: 'personal', field: 'firstName', value: '' },
  { type: 'checkout.update', step: 'personal', field: 'firstName', value: 'Mari' },
  { type: 'checkout.next' },
  { type: 'checkout.back' },
  { type: 'checkout.edit', step: 'personal' },
  { type: 'checkout.edit', step: 'shipping' },
  { type: 'checkout.edit', step: 'payment' },
  { type: 'checkout.placeOrder' },
  { type: 'checkout.queuedOrderSent', orderId: QUEUED_ORDER_ID, confirmation: CONFIRMATION },
  { type: 'checkout.queuedOrderSent', orderId: 'another-order', confirmation: CONFIRMATION },
  { type: 'checkout.queuedOrderCancelled', orderId: QUEUED_ORDER_ID },
  { type: 'checkout.restart' },
  { type: 'checkout.clear' },
];

/** The world's events; the customer logs in once, the cart and the page speak once, the network goes and comes;
 * a virtual cart's methods come only first, and the actors answer only where they run (more would only grow the
 * graph). */
function checkoutEvents(snapshot: Snapshot): Event[] {
  const c = snapshot.context;
  const placing = snapshot.matches('placing');
  const actors: Event[] = [
    ...(placing ? Object.values(PLACEMENT_OUTPUTS) : []),
    ...(placing ? [{ type: 'xstate.error.actor.placeOrder', error: new Error('stopped') } as never as Event] : []),
    ...(snapshot.matches('creatingAccount')
      ? [
          { type: 'xstate.done.actor.createAccount' } as never as Event,
          {
            type: 'xstate.error.actor.createAccount',
            error: new Error('The account could not be created'),
          } as never as Event,
        ]
      : []),
    ...(snapshot.matches('redirectingToProvider')
      ? [
          {
            type: 'xstate.done.actor.createPaymentRedirect',
            output: 'https://sandbox.example/pay/41',
          } as never as Event,
          { type: 'xstate.error.actor.createPaymentRedirect', error: new Error('code 500') } as never as Event,
        ]
      : []),
    ...(snapshot.matches('submittingLiisiApplication')
      ? [
          { type: 'xstate.done.actor.postLiisiApplication' } as never as Event,
          {
            type: 'xstate.done.actor.postLiisiApplication',
            output: { redirectUrl: 'https://sandbox.example/liisi/7' },
          } as never as Event,
          { type: 'xstate.error.actor.postLiisiApplication', error: LIISI_ERRORS.failed } as never as Event,
          { type: 'xstate.error.actor.postLiisiApplication', error: LIISI_ERRORS.orderRefused } as never as Event,
        ]
      : []),
    ...(snapshot.matches('redirected')
      ? [
          { type: 'checkout.paymentVerified' as const, confirmation: CONFIRMATION },
          { type: 'checkout.paymentFailed' as const },
        ]
      : []),
    // Back from the provider's page the checkout started afresh: the return page's verified payment still completes.
    ...(snapshot.matches({ editing: 'personal' })
      ? [{ type: 'checkout.paymentVerified' as const, confirmation: CONFIRMATION }]
      : []),
  ];
  // Issue 17: the balance check answers a card with money left, a spent one, an unknown and an expired code.
  const giftCardAnswers: Event[] = snapshot.matches({ editing: 'checkingGiftCard' })
    ? [
        { type: 'xstate.done.actor.checkGiftCard', output: GIFT_CARD } as never as Event,
        { type: 'xstate.done.actor.checkGiftCard', output: { ...GIFT_CARD, balance: 0 } } as never as Event,
        ...Object.values(GIFT_CARD_ERRORS).map(
          (error) => ({ type: 'xstate.error.actor.checkGiftCard', error }) as never as Event,
        ),
      ]
    : [];
  // Issue 17: a code typed once, asked for, the card taken off (bounded: one code, with Montonio chosen: the other
  // methods' rules do not touch the card, and the Liisi drafts would multiply the graph).
  const giftCardEvents: Event[] =
    c.details.paymentDetails.paymentMethod !== 'montonio_vsf'
      ? []
      : [
          ...(snapshot.matches({ editing: 'payment' }) && c.giftCard.code === ''
            ? [{ type: 'checkout.giftCardCode' as const, code: ` ${GIFT_CARD.code.toLowerCase()} ` }]
            : []),
          ...(snapshot.matches({ editing: 'payment' }) && c.giftCard.code !== '' && !c.giftCard.applied
            ? [{ type: 'checkout.applyGiftCard' as const }]
            : []),
          ...((snapshot.matches({ editing: 'payment' }) || snapshot.matches({ editing: 'review' })) &&
          c.giftCard.applied
            ? [{ type: 'checkout.removeGiftCard' as const }]
            : []),
        ];
  const _editing = snapshot.matches('editing');
  const paymentChoices: Event[] = snapshot.matches({ editing: 'payment' })
    ? [
        ...['montonio_vsf', 'esto_hirepurchase', 'liisi_vsf', 'cashondelivery'].map(
          (value) => ({ type: 'checkout.update', step: 'payment', field: 'paymentMethod', value }) as const,
        ),
        // The short personal code first, then the whole application (bounded: two drafts besides the empty one).
        ...(c.details.paymentDetails.paymentMethod !== 'liisi_vsf'
          ? []
          : c.liisi.values.personalCode === ''
            ? LIISI_TYPED.slice(1)
            : c.liisi.values.personalCode === '3800108'
              ? LIISI_TYPED.slice(0, 1)
              : []),
      ]
    : [];
  // Issue 15: Liisi chosen at the review without an application (as after a reload: it is never stored).
  const liisiAtReview: Event[] =
    snapshot.matches({ editing: 'review' }) &&
    c.details.paymentDetails.paymentMethod !== 'liisi_vsf' &&
    c.liisi.values.personalCode === ''
      ? [{ type: 'checkout.update', step: 'payment', field: 'paymentMethod', value: 'liisi_vsf' }]
      : [];
  // Offline only a few things happen (bounded): the network returns, a method is chosen, the order is placed.
  if (!c.online) {
    return [
      { type: 'checkout.network', online: true },
      ...(snapshot.matches({ editing: 'review' })
        ? [
            {
              type: 'checkout.update' as const,
              step: 'payment' as const,
              field: 'paymentMethod',
              value: 'montonio_vsf',
            },
          ]
        : []),
      { type: 'checkout.placeOrder' },
      ...actors,
    ];
  }
  // The graph stays bounded: the cart's, the session's and the page's news are handled at the machine's root, the
  // same in every state, so they come before storage answers; typing and going offline happen where they matter (the
  // steps' own rules are the unit tests').
  if (snapshot.matches('restoring')) {
    const spoke = c.shown && c.paymentMethods.length && c.shippingMethods.length;
    return [
      // A guest (the session says so): a logged-in customer's prefill is the unit tests'.
      { type: 'checkout.profile', customer: null },
      // The cart link speaks at once: the cart still loading (its lines unknown), or loaded.
      ...(c.cart ? [] : [LOADING_CART]),
      ...(c.cartReady ? [] : [{ type: 'checkout.cart' as const, cart: CART, ready: true }]),
      ...(c.shown ? [] : [{ type: 'checkout.shown' as const, shown: true }]),
      { type: 'checkout.network', online: true },
      ...(c.shippingMethods.length ? [] : [{ type: 'checkout.shippingMethods' as const, methods: SHIPPING_METHODS }]),
      ...(c.paymentMethods.length ? [] : [{ type: 'checkout.paymentMethods' as const, methods: ALL_PAYMENT_METHODS }]),
      // Storage answers once the cart, the page and the methods spoke (other orders end in the same states); with
      // the cart still loading, the filled checkout only (bounded: what it shows is the unit of interest).
      ...(spoke && c.cartReady ? RESTORES : []),
      ...(spoke && c.cart && !c.cartReady ? RESTORES.slice(1, 2) : []),
    ];
  }
  // Issue 17: the cart is still loading (its lines unknown): Continue on the personal details waits for it; then it
  // loads (a physical or, after the virtual cart's methods, a virtual one), or the shopper goes back.
  if (snapshot.matches('editing') && !c.cartReady) {
    return [
      { type: 'checkout.next' },
      { type: 'checkout.back' },
      ...(!c.virtualCart
        ? [{ type: 'checkout.paymentMethods' as const, methods: ALL_PAYMENT_METHODS, virtualCart: true }]
        : []),
      { type: 'checkout.cart', cart: CART, ready: true },
    ];
  }
  return [
    ...(snapshot.matches({ editing: 'review' }) ? [{ type: 'checkout.network' as const, online: false }] : []),
    // An address erased (the step does not pass) and a cart emptied meanwhile (nothing to place).
    ...(snapshot.matches({ editing: 'shipping' })
      ? [{ type: 'checkout.update' as const, step: 'shipping' as const, field: 'city', value: '' }]
      : []),
    ...(snapshot.matches({ editing: 'review' }) && c.cart?.items.length
      ? [{ type: 'checkout.cart' as const, cart: { ...CART, items: [] }, ready: true }]
      : []),
    ...paymentChoices,
    ...liisiAtReview,
    ...giftCardEvents,
    ...giftCardAnswers,
    // Issue 17: the cart turns virtual (a gift card alone) while the personal details are open: no shipping step.
    ...(snapshot.matches({ editing: 'personal' }) && !c.virtualCart
      ? [{ type: 'checkout.paymentMethods' as const, methods: ALL_PAYMENT_METHODS, virtualCart: true }]
      : []),
    ...EVENTS.filter((event) => event.type !== 'checkout.update' || snapshot.matches({ editing: 'personal' })),
    ...actors,
  ];
}

/** Which steps pass with this snapshot's details and methods. */
export function validSteps(snapshot: Snapshot): boolean[] {
  const c = snapshot.context;
  const context = {
    loggedIn: c.customer !== null,
    shippingMethods: c.shippingMethods,
    paymentMethods: c.paymentMethods,
    virtualCart: c.virtualCart,
  };
  return STEPS.map((step) => Object.keys(validateStep(step, c.details, context)).length === 0);
}

const stepOf = (snapshot: Snapshot) =>
  STEPS.find((step) => snapshot.matches({ editing: step })) ?? (snapshot.matches('editing') ? 'editing' : null);

/** The real definition; the placement it invokes is answered by the path (its own model drives the real one), so the
 * graph does not build placement actors while it computes transitions. */
const machine = checkoutMachine.provide({
  actors: {
    placeOrder: fromPromise(() => new Promise<never>(() => {})) as never,
    checkGiftCard: fromPromise(() => new Promise<never>(() => {})) as never,
  },
});

export const checkoutModel: ModelEntry<CheckoutMachine> = {
  machine,
  inputs: [{ storeCode: 'ee', now: () => CHECKOUT_START, today: () => TODAY }],
  events: checkoutEvents,
  // Issue 15: the Liisi application (typed short, typed in full, refused, checked) multiplies the bounded states
  // past what a path per state can drive in time; a transition cover still reaches every state and transition.
  strategy: 'transition-cover',
  // Bounded (issue 14: the cart, the page, the network and four payment methods multiply the details): what decides
  // the next transition — the state, which steps pass, the payment method, the account to create, the methods,
  // the flags — not every field's text.
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      // The details themselves: snapshots alike in validity but not in a field would answer an event differently.
      c.details,
      Object.keys(c.errors).sort(),
      c.isThankYouPage,
      c.confirmation !== null,
      c.customer !== null,
      c.shippingMethods.length,
      c.paymentMethods.length,
      c.virtualCart,
      c.error,
      c.modifiedAt !== null,
      c.queuedOrderId,
      c.online,
      c.cart?.items.length ?? null,
      c.cartReady,
      c.shown,
      c.redirectUrl !== null,
      // Issue 15: the Liisi application typed (which one), its messages, refused once, checked.
      c.liisi.values.personalCode,
      Object.keys(c.liisi.errors).length > 0,
      c.liisi.tries > 0,
      c.liisi.checked != null,
      // Issue 15: a placed Liisi order kept for the retry of its application.
      c.liisiOrder !== null,
      // Issue 17: the gift card typed, checked, refused.
      c.giftCard.code !== '',
      c.giftCard.applied !== null,
      c.giftCard.error,
    ]);
  },
  describeEvent: (event) => {
    if (event.type === 'checkout.restore')
      return event.details ? 'storage holds a filled checkout' : 'storage holds nothing';
    if (event.type === 'checkout.profile') return event.customer ? 'a customer logs in' : 'the customer logs out';
    if (event.type === 'checkout.cart')
      return !event.ready
        ? 'the cart is loading'
        : event.cart.items.length
          ? 'the cart has loaded'
          : 'the cart is emptied';
    if (event.type === 'checkout.paymentMethods')
      return event.virtualCart ? 'payment methods (virtual cart)' : 'payment methods';
    if (event.type === 'checkout.update') return `type ${event.step}.${event.field} = ${JSON.stringify(event.value)}`;
    if (event.type === 'checkout.edit') return `edit ${event.step}`;
    if (event.type === 'checkout.liisi')
      return Object.keys(event.values).length > 1 ? 'the Liisi application typed in full' : 'a short personal code';
    if (event.type === 'checkout.network') return event.online ? 'the network returns' : 'the network goes';
    const type: string = event.type;
    if (type === 'xstate.done.actor.placeOrder') {
      const output = (event as unknown as { output: OrderPlacementOutput }).output;
      return `the placement ends: ${output.outcome}${output.error ? ` (${output.error})` : ''}`;
    }
    if (type === 'xstate.done.actor.checkGiftCard') {
      const balance = (event as unknown as { output: typeof GIFT_CARD }).output.balance;
      return `the gift card's balance: ${balance}`;
    }
    if (type === 'xstate.error.actor.checkGiftCard') {
      return `error: checkGiftCard (${(event as unknown as { error: Error }).error.message})`;
    }
    if (event.type === 'checkout.giftCardCode') return `type the gift card code ${JSON.stringify(event.code)}`;
    if (type === 'xstate.error.actor.postLiisiApplication') {
      return `error: postLiisiApplication (${(event as unknown as { error: Error }).error.message})`;
    }
    if (type.startsWith('xstate.')) return type.replace(/^xstate\.(done|error)\.actor\./, '$1: ');
    if (event.type === 'checkout.queuedOrderSent' || event.type === 'checkout.queuedOrderCancelled')
      return `${event.type.replace(/^checkout\./, '')} (${event.orderId === QUEUED_ORDER_ID ? 'this order' : 'another'})`;
    return event.type.replace(/^checkout\./, '');
  },
  describeState: (snapshot) => {
    const valid = validSteps(snapshot)
      .map((ok, index) => (ok ? STEPS[index] : ''))
      .filter(Boolean);
    return `${stateName(snapshot)} (valid: ${valid.join(', ') || 'none'})`;
  },
  legend: ['a filled checkout: Mari Maasikas, Tartu 50101, courier, cash on delivery, terms accepted'],
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      expect(snapshot.status).toBe('active');
      const c = snapshot.context;
      expect(c.details.shippingDetails.country, 'SPEC 5: the tax country by default').not.toBe('');
      if (c.virtualCart) {
        expect(
          c.paymentMethods.map((method) => method.code),
          'SPEC 5: no COD for a virtual cart',
        ).not.toContain(CASH_ON_DELIVERY_CODE);
      }
      if (!previous || !event) return;
      const list = emitted as CheckoutEmitted[];
      const persisted = list.filter((entry) => entry.type === 'checkout.persist');
      const changed = previous.context.details !== c.details || previous.context.modifiedAt !== c.modifiedAt;
      const restored = event.type === 'checkout.restore' && previous.matches('restoring');
      const persistedBySelf = persisted.length > 0;
      if (persistedBySelf) {
        expect(persisted.at(-1), 'SPEC 4: what is persisted is the details as they are').toEqual({
          type: 'checkout.persist',
          details: c.details,
          modifiedAt: c.modifiedAt,
        });
      }
      if (event.type === 'checkout.update' || restored || event.type === 'checkout.clear') {
        expect(persistedBySelf, 'every change the shopper makes is persisted').toBe(changed || restored);
      }
      if (event.type === 'checkout.update' && changed) {
        expect(c.modifiedAt, 'modifiedAt from the clock').toBe(CHECKOUT_START);
      }
      if (previous.context.virtualCart && (event.type === 'checkout.next' || event.type === 'checkout.back')) {
        expect(
          snapshot.matches({ editing: 'shipping' }) && !previous.matches({ editing: 'shipping' }),
          'SPEC 4 / issue 17: a virtual cart skips the shipping step',
        ).toBe(false);
      }
      if (
        snapshot.matches({ editing: 'shipping' }) &&
        (previous.matches({ editing: 'personal' }) || previous.matches({ editing: 'awaitingCart' }))
      ) {
        expect(
          [c.cartReady, c.virtualCart],
          'issue 17: the shipping step opens only for a cart known to hold something to ship',
        ).toEqual([true, false]);
      }
      if (previous.matches({ editing: 'awaitingCart' }) && !snapshot.matches({ editing: 'awaitingCart' })) {
        expect(
          c.cartReady || snapshot.matches({ editing: 'personal' }),
          'issue 17: the wait ends when the cart has loaded (or the shopper goes back)',
        ).toBe(true);
      }
      if (event.type === 'checkout.next' && stepOf(previous) !== stepOf(snapshot)) {
        const from = STEPS.indexOf(stepOf(previous) as (typeof STEPS)[number]);
        expect(validSteps(previous)[from], 'SPEC 5: a step is left only when it passes').toBe(true);
      }
      const type: string = event.type;
      if (previous.matches('placing') && snapshot.matches('waiting')) {
        expect(c.details, 'issue 12: no step 8 while the order waits in the queue').toBe(previous.context.details);
      }
      if (snapshot.matches('redirectingToProvider') || snapshot.matches('redirected')) {
        expect(c.details, 'issue 15: no step 8 before the payment is verified').toBe(previous.context.details);
      }
      if (!c.online) {
        expect(
          c.paymentMethods.filter((method) => isOnlinePayment(method.code)),
          'issue 15: offline, no method paid online is offered',
        ).toEqual([]);
      }
      if (type === 'xstate.error.actor.createPaymentRedirect') {
        const montonio = previous.context.details.paymentDetails.paymentMethod === 'montonio_vsf';
        expect(c.error, 'SPEC 8: Montonio says Payment failed, ESTO and Modena the redirect url').toBe(
          montonio ? PAYMENT_FAILED : REDIRECT_FAILED,
        );
        expect(snapshot.matches({ editing: 'payment' }), 'back to the payment step').toBe(true);
      }
      if (
        snapshot.matches({ editing: 'payment' }) &&
        previous.matches({ editing: 'review' }) &&
        type === 'checkout.placeOrder'
      ) {
        if (previous.context.online) {
          expect(c.details.paymentDetails.paymentMethod, 'issue 15: only a Liisi order goes back').toBe('liisi_vsf');
          expect(previous.context.liisi.checked, 'issue 15: it had no checked application').toBeFalsy();
          expect(c.liisi.errors.personalCode, 'the application’s messages show').toBeTruthy();
        } else {
          expect(c.error, 'issue 15: offline, an online payment is not placed').toBe(OFFLINE_PAYMENT);
        }
      }
      if (
        type === 'checkout.next' &&
        previous.matches({ editing: 'payment' }) &&
        previous.context.details.paymentDetails.paymentMethod === 'liisi_vsf'
      ) {
        const complete = previous.context.liisi.values.personalCode === LIISI_VALUES.personalCode;
        if (snapshot.matches({ editing: 'review' })) {
          expect(complete, 'issue 15: the payment step is left only with a complete application').toBe(true);
          expect(c.liisi.checked?.personalCode, 'the checked application is kept').toBe(LIISI_VALUES.personalCode);
        } else if (!complete) {
          expect(Object.keys(c.liisi.errors), 'SPEC 5: the application’s messages').toContain('personalCode');
          expect(c.liisi.tries).toBe(previous.context.liisi.tries + 1);
        }
      }
      if (type === 'xstate.error.actor.postLiisiApplication') {
        const error = (event as unknown as { error: Error }).error;
        expect(snapshot.matches({ editing: 'payment' }), 'issue 15: back to the payment step').toBe(true);
        expect(c.error).toBe(PAYMENT_FAILED);
        expect(c.liisiOrder, 'issue 15: the placed order is kept for a retry, unless it was refused').toEqual(
          error === LIISI_ERRORS.failed
            ? { orderNumber: CONFIRMATION.orderNumber, cartId: CART.cartId, hash: expect.any(String) }
            : null,
        );
      }
      if (previous.context.liisiOrder && type === 'checkout.placeOrder' && previous.matches({ editing: 'review' })) {
        expect(snapshot.matches('placing'), 'issue 15: no second order for the same content').toBe(false);
        if (snapshot.matches('submittingLiisiApplication')) {
          expect(c.order, 'only the application goes again').toBe(previous.context.order);
          expect(c.confirmation, 'for the order placed').toEqual(CONFIRMATION);
        }
      }
      if (previous.context.liisiOrder && snapshot.matches('submittingLiisiApplication')) {
        expect(c.liisiOrder, 'the retry names the kept order').toEqual(previous.context.liisiOrder);
      }
      if (snapshot.matches('placing') && c.details.paymentDetails.paymentMethod === 'liisi_vsf') {
        expect(c.liisi.checked, 'issue 15: a Liisi order is placed only with its application').toBeTruthy();
      }
      if (
        (event.type === 'checkout.queuedOrderSent' || event.type === 'checkout.queuedOrderCancelled') &&
        event.orderId !== previous.context.queuedOrderId
      ) {
        expect(snapshot.value, 'another order’s outcome changes nothing').toEqual(previous.value);
      }
      if (snapshot.matches('placing') && !previous.matches('placing')) {
        const order = c.order;
        expect(
          order?.products.map((product) => product.sku),
          'the cart’s copy is what is placed',
        ).toEqual(CART.items.map((item) => item.sku));
        expect(order?.addressInformation.shippingAddress?.email).toBe(c.details.personalDetails.emailAddress);
        expect(order?.gift_card_code ?? null, 'issue 17: the checked card goes with the order').toBe(
          c.giftCard.applied?.code ?? null,
        );
      }
    },
    restoring: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    editing: ({ snapshot }, expect) => {
      expect(snapshot.context.isThankYouPage).toBe(false);
    },
    'editing.personal': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('step')).toBe(true);
    },
    'editing.awaitingCart': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy'), 'issue 17: Continue waits for the cart').toBe(true);
      expect(snapshot.context.cartReady, 'only while the cart has not loaded').toBe(false);
      expect(validSteps(snapshot)[0], 'the personal details passed').toBe(true);
    },
    'editing.shipping': ({ snapshot, event, previous }, expect) => {
      expect(snapshot.hasTag('step')).toBe(true);
      if (event === PLACEMENT_OUTPUTS.refusedZip && previous?.matches('placing')) {
        expect(snapshot.context.errors, 'the field the server named is marked').toEqual({ zipCode: 'zipEe' });
        expect(snapshot.context.error).toBe(ZIP_REFUSAL);
      }
    },
    'editing.payment': ({ snapshot, previous, event }, expect) => {
      expect(snapshot.hasTag('step')).toBe(true);
      const type: string = event?.type ?? '';
      const { giftCard } = snapshot.context;
      if (previous?.matches({ editing: 'checkingGiftCard' }) && type === 'xstate.done.actor.checkGiftCard') {
        const balance = (event as unknown as { output: typeof GIFT_CARD }).output.balance;
        expect(giftCard.applied, 'issue 17: a card with money left is taken').toEqual(
          balance > 0 ? { code: GIFT_CARD.code, balance } : null,
        );
        expect(giftCard.error, 'a spent card says so').toBe(balance > 0 ? null : 'spent');
      }
      if (previous?.matches({ editing: 'checkingGiftCard' }) && type === 'xstate.error.actor.checkGiftCard') {
        const error = (event as unknown as { error: Error }).error;
        expect(giftCard.applied).toBeNull();
        expect(giftCard.error, 'issue 17: unknown (404) or expired (400)').toBe(
          error === GIFT_CARD_ERRORS.unknown ? 'unknown' : 'expired',
        );
      }
    },
    'editing.checkingGiftCard': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.giftCard.code.trim(), 'only a typed code is asked for').not.toBe('');
    },
    'editing.review': ({ snapshot, event }, expect) => {
      expect(snapshot.hasTag('step')).toBe(true);
      if (event === PLACEMENT_OUTPUTS.refused) expect(snapshot.context.error).toBe('Failed to fetch');
    },
    placing: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('processing')).toBe(true);
      expect(snapshot.context.order).not.toBeNull();
    },
    creatingAccount: ({ snapshot }, expect) => {
      const personal = snapshot.context.details.personalDetails;
      expect([personal.createAccount, snapshot.context.customer, snapshot.context.online]).toEqual([true, null, true]);
    },
    redirectingToProvider: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('processing')).toBe(true);
      expect(snapshot.context.confirmation, 'the placed order’s number goes to the provider').toEqual(CONFIRMATION);
    },
    redirected: ({ snapshot, emitted }, expect) => {
      expect(snapshot.context.redirectUrl).toBe('https://sandbox.example/pay/41');
      if (emitted.length) {
        expect(emitted, 'the browser goes to the provider').toContainEqual({
          type: 'checkout.navigate',
          url: 'https://sandbox.example/pay/41',
        });
      }
    },
    submittingLiisiApplication: ({ snapshot }, expect) => {
      expect(snapshot.context.details.paymentDetails.paymentMethod).toBe('liisi_vsf');
      expect(snapshot.context.liisi.checked?.personalCode, 'the call carries the application').toBe('38001085718');
    },
    waiting: ({ snapshot }, expect) => {
      const c = snapshot.context;
      expect(snapshot.hasTag('waiting')).toBe(true);
      expect(c.queuedOrderId, 'the order the queue holds').toBe(QUEUED_ORDER_ID);
      expect([c.isThankYouPage, c.confirmation], 'no thank-you page before it was sent').toEqual([false, null]);
    },
    done: ({ snapshot, event, emitted }, expect) => {
      const { details, isThankYouPage } = snapshot.context;
      // Issue 15: the Liisi call answered the lender's page: the browser goes there.
      if ((event?.type as string) === 'xstate.done.actor.postLiisiApplication' && snapshot.context.redirectUrl) {
        expect(snapshot.context.redirectUrl).toBe('https://sandbox.example/liisi/7');
        if (emitted.length) {
          expect(emitted).toContainEqual({ type: 'checkout.navigate', url: 'https://sandbox.example/liisi/7' });
        }
      }
      if (event?.type === 'checkout.queuedOrderSent' || event?.type === 'checkout.paymentVerified') {
        expect(snapshot.context.confirmation, 'the sent order’s number').toEqual(CONFIRMATION);
      }
      expect(snapshot.hasTag('thankYou')).toBe(true);
      expect(isThankYouPage).toBe(true);
      expect(details.personalDetails, 'SPEC 4 step 8: no password, no account flag').toMatchObject({
        password: '',
        passwordConfirmation: '',
        createAccount: false,
      });
      expect(details.paymentDetails.termsAccepted, 'SPEC 4 step 8: payment details blanked').toBe(false);
      expect(snapshot.context.liisi.checked ?? null, 'issue 15: no personal data kept after the order').toBeNull();
      if (event?.type !== 'checkout.restart') {
        expect(snapshot.context.giftCard.applied, 'issue 17: the next order starts without the card').toBeNull();
      }
    },
  },
};
