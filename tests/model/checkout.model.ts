// The checkout machine's model (ARCHITECTURE §3; issue 6, SPEC 3 "Checkout state", SPEC 4 "Order placing" step 8,
// SPEC 5 "Checkout and account forms"): storage answering with nothing or a filled checkout, a customer logging in,
// the cart's methods (a virtual cart included), a name erased and typed again, the step buttons, placing with a cart
// and an empty one, and the placement's outcomes (issue 12: a failure leaves the order waiting in the queue until
// it is sent or cancelled; a 400 naming a field opens its step); what each state promises. The other fields' rules are the
// unit tests' (tests/unit/checkout-*.test.ts). To be registered in tests/model/models.ts.
import { type CheckoutEmitted, checkoutMachine } from '../../machines/checkout.machine';
import { CASH_ON_DELIVERY_CODE } from '../../src/domain/checkout/details';
import { validateStep } from '../../src/domain/checkout/validation';
import { type ModelEntry, stateName } from '../helpers/model';
import { CART, CUSTOMER, PAYMENT_METHODS, SHIPPING_METHODS, filledDetails } from '../unit/order-fixtures';

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

const EVENTS: Event[] = [
  { type: 'checkout.restore', details: null, modifiedAt: null },
  { type: 'checkout.restore', details: filledDetails(), modifiedAt: CHECKOUT_START - 60_000 },
  { type: 'checkout.update', step: 'personal', field: 'firstName', value: '' },
  { type: 'checkout.update', step: 'personal', field: 'firstName', value: 'Mari' },
  { type: 'checkout.next' },
  { type: 'checkout.back' },
  { type: 'checkout.edit', step: 'personal' },
  { type: 'checkout.edit', step: 'shipping' },
  { type: 'checkout.edit', step: 'payment' },
  { type: 'checkout.placeOrder', cart: CART },
  { type: 'checkout.placeOrder', cart: { ...CART, items: [] } },
  { type: 'checkout.orderPlaced', confirmation: CONFIRMATION },
  { type: 'checkout.orderQueued', orderId: QUEUED_ORDER_ID },
  { type: 'checkout.orderFailed', message: 'Failed to fetch' },
  { type: 'checkout.orderWaiting', orderId: QUEUED_ORDER_ID },
  { type: 'checkout.queuedOrderSent', orderId: QUEUED_ORDER_ID, confirmation: CONFIRMATION },
  { type: 'checkout.queuedOrderSent', orderId: 'another-order', confirmation: CONFIRMATION },
  { type: 'checkout.queuedOrderCancelled', orderId: QUEUED_ORDER_ID },
  { type: 'checkout.restart' },
  { type: 'checkout.clear' },
];

/** The world's events; the customer logs in once and a virtual cart's methods come only first (more would only
 * grow the graph). */
function checkoutEvents(snapshot: Snapshot): Event[] {
  const c = snapshot.context;
  return [
    ...(c.customer ? [] : [{ type: 'checkout.profile' as const, customer: CUSTOMER }]),
    { type: 'checkout.shippingMethods', methods: SHIPPING_METHODS },
    { type: 'checkout.paymentMethods', methods: PAYMENT_METHODS },
    ...(c.paymentMethods.length
      ? []
      : [{ type: 'checkout.paymentMethods' as const, methods: PAYMENT_METHODS, virtualCart: true }]),
    ...EVENTS,
    // Issue 12: a 400 naming a field of each step (only where an order is being placed, to bound the graph).
    ...(snapshot.matches('placing')
      ? ([
          {
            type: 'checkout.orderFailed',
            message: ZIP_REFUSAL,
            target: { step: 'shipping', field: 'zipCode', key: 'zipEe' },
          },
          {
            type: 'checkout.orderFailed',
            message: EMAIL_REFUSAL,
            target: { step: 'personal', field: 'emailAddress', key: 'email' },
          },
          {
            type: 'checkout.orderFailed',
            message: PAYMENT_REFUSAL,
            target: { step: 'payment', field: 'paymentMethod', key: 'required' },
          },
        ] as const)
      : []),
  ];
}

/** Which steps pass with this snapshot's details and methods. */
export function validSteps(snapshot: Snapshot): boolean[] {
  const c = snapshot.context;
  const context = {
    loggedIn: c.customer !== null,
    shippingMethods: c.shippingMethods,
    paymentMethods: c.paymentMethods,
  };
  return STEPS.map((step) => Object.keys(validateStep(step, c.details, context)).length === 0);
}

const stepOf = (snapshot: Snapshot) =>
  STEPS.find((step) => snapshot.matches({ editing: step })) ?? (snapshot.matches('editing') ? 'editing' : null);

export const checkoutModel: ModelEntry<CheckoutMachine> = {
  machine: checkoutMachine,
  inputs: [{ storeCode: 'ee', now: () => CHECKOUT_START }],
  events: checkoutEvents,
  serializeState: (snapshot) => {
    const c = snapshot.context;
    // The details themselves: snapshots alike in validity but not in a field would answer an event differently.
    return JSON.stringify([
      snapshot.value,
      c.details,
      Object.keys(c.errors).sort(),
      c.isThankYouPage,
      c.confirmation !== null,
      c.customer !== null,
      c.shippingMethods.length,
      c.paymentMethods.length,
      c.virtualCart,
      c.error,
      c.modifiedAt,
      c.queuedOrderId,
    ]);
  },
  describeEvent: (event) => {
    if (event.type === 'checkout.restore')
      return event.details ? 'storage holds a filled checkout' : 'storage holds nothing';
    if (event.type === 'checkout.profile') return event.customer ? 'a customer logs in' : 'the customer logs out';
    if (event.type === 'checkout.paymentMethods')
      return event.virtualCart ? 'payment methods (virtual cart)' : 'payment methods';
    if (event.type === 'checkout.update') return `type ${event.step}.${event.field} = ${JSON.stringify(event.value)}`;
    if (event.type === 'checkout.edit') return `edit ${event.step}`;
    if (event.type === 'checkout.placeOrder')
      return event.cart.items.length ? 'place the order' : 'place an empty cart';
    if (event.type === 'checkout.orderFailed')
      return event.target ? `the server refuses ${event.target.field}` : 'the placement fails (refused)';
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
      if (event.type === 'checkout.next' && stepOf(previous) !== stepOf(snapshot)) {
        const from = STEPS.indexOf(stepOf(previous) as (typeof STEPS)[number]);
        expect(validSteps(previous)[from], 'SPEC 5: a step is left only when it passes').toBe(true);
      }
      if (previous.matches('placing') && event.type === 'checkout.orderWaiting') {
        expect(c.details, 'issue 12: no step 8 while the order waits in the queue').toBe(previous.context.details);
      }
      if (
        (event.type === 'checkout.queuedOrderSent' || event.type === 'checkout.queuedOrderCancelled') &&
        event.orderId !== previous.context.queuedOrderId
      ) {
        expect(snapshot.value, 'another order’s outcome changes nothing').toEqual(previous.value);
      }
      const placed = list.filter((entry) => entry.type === 'checkout.placeOrder');
      expect(placed.length, 'the draft goes to the placement exactly when placing starts').toBe(
        snapshot.matches('placing') && !previous.matches('placing') ? 1 : 0,
      );
      for (const entry of placed) {
        if (entry.type !== 'checkout.placeOrder') continue;
        expect(entry.order.products.map((product) => product.sku)).toEqual(CART.items.map((item) => item.sku));
        expect(entry.order.addressInformation.shippingAddress.email).toBe(c.details.personalDetails.emailAddress);
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
    'editing.shipping': ({ snapshot, event, previous }, expect) => {
      expect(snapshot.hasTag('step')).toBe(true);
      if (event?.type === 'checkout.orderFailed' && previous?.matches('placing')) {
        expect(snapshot.context.errors, 'the field the server named is marked').toEqual({ zipCode: 'zipEe' });
        expect(snapshot.context.error).toBe(ZIP_REFUSAL);
      }
    },
    'editing.payment': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('step')).toBe(true);
    },
    'editing.review': ({ snapshot, event }, expect) => {
      expect(snapshot.hasTag('step')).toBe(true);
      if (event?.type === 'checkout.orderFailed') expect(snapshot.context.error).toBe('Failed to fetch');
    },
    placing: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('processing')).toBe(true);
      expect(snapshot.context.order).not.toBeNull();
    },
    waiting: ({ snapshot }, expect) => {
      const c = snapshot.context;
      expect(snapshot.hasTag('waiting')).toBe(true);
      expect(c.queuedOrderId, 'the order the queue holds').toBe(QUEUED_ORDER_ID);
      expect([c.isThankYouPage, c.confirmation], 'no thank-you page before it was sent').toEqual([false, null]);
    },
    done: ({ snapshot, event }, expect) => {
      const { details, isThankYouPage } = snapshot.context;
      if (event?.type === 'checkout.queuedOrderSent') {
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
    },
  },
};
