import { fromLiisiForm } from '../../src/domain/payment/liisi-form';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import {
  type CheckoutEvent,
  type LiisiApplicationInput,
  type LiisiApplicationOutput,
  PAYMENT_FAILED,
  REDIRECT_FAILED,
  checkoutMachine,
} from '../../machines/checkout.machine';
import { type SendOrderInput, orderPlacementMachine } from '../../machines/order-placement.machine';
import type { OrderReply } from '../../src/domain/order/outcome';
import { type CheckoutDetails, emptyCheckoutDetails } from '../../src/domain/checkout/details';
import type { PaymentMethod } from '../../src/domain/contract/cart';
import { orderRequestSchema } from '../../src/domain/contract/order';
import type { LiisiForm } from '../../src/domain/contract/payment';
import { type StoredCheckout, detailsStorage } from '../../src/app/root/commerce-actors';
import { CART, CUSTOMER, PAYMENT_METHODS, SHIPPING_METHODS, filledDetails } from '../unit/order-fixtures';

interface Fakes {
  /** POST /api/order's answer (a rejection: no reply). */
  reply?: () => Promise<OrderReply>;
  redirect?: () => Promise<string>;
  liisi?: (input: LiisiApplicationInput) => Promise<LiisiApplicationOutput | undefined>;
}

const LIISI_METHOD = { ...PAYMENT_METHODS[1], code: 'liisi_vsf', title: 'Liisi' } as PaymentMethod;
const LIISI_FORM: LiisiForm = {
  personalCode: '38001010014',
  employer: 'Rõivas OÜ',
  timeWorked: '24_60',
  totalIncome: 9000,
  monthlyLiabilities: 150,
  politicallyExposed: false,
  taxAuthorityConsent: true,
  validIdCard: true,
  numberOfPayments: 12,
  documentNumber: 'AB1234567',
  documentIssueDate: '2022-03-01',
  documentIssuePlace: 'Tallinn',
  occupation: 'employed_private',
};

const OK_REPLY: OrderReply = { code: 200, result: { backendOrderId: 41, orderNumber: '000000041' } };

/** A checkout on a clock the test moves, with what it persists and emits recorded; the placement is the real
 * machine, POST /api/order and the provider calls are fakes. */
function checkout(storeCode: 'ee' | 'lv' = 'ee', fakes: Fakes = {}) {
  let now = 1_000_000;
  const sent: SendOrderInput[] = [];
  const logic = checkoutMachine.provide({
    actors: {
      placeOrder: orderPlacementMachine.provide({
        actors: {
          sendOrder: fromPromise<OrderReply, SendOrderInput>(({ input }) => {
            sent.push(input);
            return (fakes.reply ?? (async () => OK_REPLY))();
          }),
        },
      }),
      createPaymentRedirect: fromPromise(() => (fakes.redirect ?? (async () => 'https://sandbox.example/pay'))()),
      postLiisiApplication: fromPromise<LiisiApplicationOutput | undefined, LiisiApplicationInput>(({ input }) =>
        (fakes.liisi ?? (async () => undefined))(input),
      ),
    },
  });
  const actor = createActor(logic, { input: { storeCode, now: () => now, today: () => '2026-11-28' } });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const persisted = () => emitted.filter((event) => event.type === 'checkout.persist').at(-1);
  const tick = (ms: number) => {
    now += ms;
  };
  return { actor, emitted, persisted, tick, now: () => now, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function typeIn(
  actor: ReturnType<typeof checkout>['actor'],
  step: 'personal' | 'shipping' | 'payment',
  fields: Record<string, string | boolean>,
) {
  for (const [field, value] of Object.entries(fields)) actor.send({ type: 'checkout.update', step, field, value });
}

const withMethods: CheckoutEvent[] = [
  { type: 'checkout.shippingMethods', methods: SHIPPING_METHODS },
  { type: 'checkout.paymentMethods', methods: PAYMENT_METHODS },
  // The cart has loaded its lines (issue 17: until then the steps after the personal details wait).
  { type: 'checkout.cart', cart: CART, ready: true },
];

function toReview(stored: CheckoutDetails = filledDetails(), fakes: Fakes = {}) {
  const sut = checkout('ee', fakes);
  for (const event of withMethods) sut.actor.send(event);
  sut.actor.send({ type: 'checkout.cart', cart: CART, ready: true });
  sut.actor.send({ type: 'checkout.restore', details: stored, modifiedAt: 900_000 });
  for (let step = 0; step < 3; step += 1) sut.actor.send({ type: 'checkout.next' });
  return sut;
}

/** Issue 15: a guest at the review with Liisi chosen and its application checked. */
function liisiAtReview(fakes: Fakes) {
  const sut = checkout('ee', fakes);
  const paid = filledDetails();
  paid.paymentDetails = { ...paid.paymentDetails, paymentMethod: 'liisi_vsf' };
  sut.actor.send({ type: 'checkout.shippingMethods', methods: SHIPPING_METHODS });
  sut.actor.send({ type: 'checkout.paymentMethods', methods: [...PAYMENT_METHODS, LIISI_METHOD] });
  sut.actor.send({ type: 'checkout.cart', cart: CART, ready: true });
  sut.actor.send({ type: 'checkout.restore', details: paid, modifiedAt: 900_000 });
  sut.actor.send({ type: 'checkout.next' });
  sut.actor.send({ type: 'checkout.next' });
  sut.actor.send({ type: 'checkout.liisi', values: fromLiisiForm(LIISI_FORM) });
  sut.actor.send({ type: 'checkout.next' });
  expect(sut.actor.getSnapshot().value).toEqual({ editing: 'review' });
  return sut;
}

const stateOf = (sut: ReturnType<typeof checkout>) => {
  const value = sut.actor.getSnapshot().value;
  return typeof value === 'string' ? value : Object.values(value)[0];
};

describe('checkout machine (issue 6, SPEC 3 "Checkout state", SPEC 5)', () => {
  it('restores the stored details and defaults the shipping country to the store view tax country', () => {
    const { actor } = checkout('lv');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'checkout.restore', details: null, modifiedAt: null });
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ editing: 'personal' });
    expect(context.details.shippingDetails.country).toBe('LV');
  });

  it('persists every field typed with modifiedAt from the clock, and clears that field message', () => {
    const { actor, persisted, tick, now } = checkout();
    actor.send({ type: 'checkout.restore', details: null, modifiedAt: null });
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      firstName: 'required',
      lastName: 'required',
      emailAddress: 'required',
    });
    tick(5000);
    typeIn(actor, 'personal', { firstName: 'Mari' });
    expect(actor.getSnapshot().context.errors).toEqual({ lastName: 'required', emailAddress: 'required' });
    expect(persisted()).toMatchObject({ modifiedAt: now(), details: { personalDetails: { firstName: 'Mari' } } });
  });

  it('moves on only when the step passes, and back and forth between steps', () => {
    const { actor } = checkout();
    for (const event of withMethods) actor.send(event);
    actor.send({ type: 'checkout.restore', details: null, modifiedAt: null });
    typeIn(actor, 'personal', { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.ee' });
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'shipping' });
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().value, 'the address is missing').toEqual({ editing: 'shipping' });
    expect(actor.getSnapshot().context.errors).toMatchObject({ streetAddress: 'required', zipCode: 'required' });
    expect(actor.getSnapshot().context.details.shippingDetails.shippingMethod, 'the default method').toBe(
      'courier_standard',
    );
    actor.send({ type: 'checkout.back' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'personal' });
  });

  it('requires a parcel machine when the chosen method needs a location', () => {
    const { actor } = checkout();
    for (const event of withMethods) actor.send(event);
    actor.send({ type: 'checkout.restore', details: filledDetails(), modifiedAt: null });
    actor.send({ type: 'checkout.next' });
    typeIn(actor, 'shipping', { shippingMethod: 'omniva_parcel' });
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ parcelMachineId: 'required' });
    typeIn(actor, 'shipping', { parcelMachineId: 'omniva-tartu-1' });
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'payment' });
  });

  it('issue 17: Continue before the cart has loaded waits for it, and never shows a virtual cart the shipping step', () => {
    const loading = { type: 'checkout.cart', cart: { ...CART, items: [], cartId: null }, ready: false } as const;
    const giftCard = { ...CART, items: [{ ...CART.items[0], sku: 'GIFT-CARD-904-50', qty: 1 }] } as typeof CART;
    const virtual = checkout();
    virtual.actor.send({ type: 'checkout.shippingMethods', methods: SHIPPING_METHODS });
    virtual.actor.send({ type: 'checkout.paymentMethods', methods: PAYMENT_METHODS });
    virtual.actor.send(loading);
    virtual.actor.send({ type: 'checkout.restore', details: filledDetails(), modifiedAt: 900_000 });
    virtual.actor.send({ type: 'checkout.next' });
    expect(virtual.actor.getSnapshot().value, 'the cart is still loading').toEqual({ editing: 'awaitingCart' });
    expect(virtual.actor.getSnapshot().hasTag('busy')).toBe(true);
    // The cart has loaded: the link tells the checkout it is virtual, then hands it the lines.
    virtual.actor.send({ type: 'checkout.paymentMethods', methods: PAYMENT_METHODS, virtualCart: true });
    expect(virtual.actor.getSnapshot().value).toEqual({ editing: 'awaitingCart' });
    virtual.actor.send({ type: 'checkout.cart', cart: giftCard, ready: true });
    expect(virtual.actor.getSnapshot().value, 'no shipping step for a virtual cart').toEqual({ editing: 'payment' });

    const physical = checkout();
    physical.actor.send({ type: 'checkout.shippingMethods', methods: SHIPPING_METHODS });
    physical.actor.send({ type: 'checkout.paymentMethods', methods: PAYMENT_METHODS });
    physical.actor.send(loading);
    physical.actor.send({ type: 'checkout.restore', details: filledDetails(), modifiedAt: 900_000 });
    physical.actor.send({ type: 'checkout.next' });
    physical.actor.send({ type: 'checkout.back' });
    expect(physical.actor.getSnapshot().value, 'back to the personal details').toEqual({ editing: 'personal' });
    physical.actor.send({ type: 'checkout.next' });
    physical.actor.send({ type: 'checkout.cart', cart: CART, ready: true });
    expect(physical.actor.getSnapshot().value).toEqual({ editing: 'shipping' });
  });

  it('never keeps cash on delivery for a virtual cart', () => {
    const { actor } = checkout();
    actor.send({ type: 'checkout.paymentMethods', methods: PAYMENT_METHODS, virtualCart: true });
    expect(actor.getSnapshot().context.paymentMethods.map((method) => method.code)).toEqual(['montonio_vsf']);
  });

  it('fills a logged-in customer profile into the empty fields, without an account to create', () => {
    const { actor } = checkout();
    actor.send({ type: 'checkout.profile', customer: CUSTOMER });
    actor.send({ type: 'checkout.restore', details: null, modifiedAt: null });
    expect(actor.getSnapshot().context.details.personalDetails).toMatchObject({
      firstName: 'Jaan',
      emailAddress: CUSTOMER.email,
      createAccount: false,
    });
  });

  it('places its copy of the cart at the review and waits for the placement', async () => {
    let answer: (reply: OrderReply) => void = () => undefined;
    const { actor, sent } = toReview(filledDetails(), { reply: () => new Promise((resolve) => (answer = resolve)) });
    expect(actor.getSnapshot().value).toEqual({ editing: 'review' });
    actor.send({ type: 'checkout.placeOrder' });
    expect(actor.getSnapshot().hasTag('processing')).toBe(true);
    await settle();
    expect(orderRequestSchema.safeParse(sent[0]?.order).success).toBe(true);
    expect(sent[0]?.order.products.map((product) => product.sku)).toEqual(CART.items.map((item) => item.sku));
    answer(OK_REPLY);
    await settle();
    expect(actor.getSnapshot().hasTag('thankYou')).toBe(true);
  });

  it('does not place an order with an empty cart', () => {
    const { actor, sent } = toReview();
    actor.send({ type: 'checkout.cart', cart: { ...CART, items: [] }, ready: true });
    actor.send({ type: 'checkout.placeOrder' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'review' });
    expect(sent).toEqual([]);
  });

  it('after success drops the password and create-account flag, blanks the payment and shows thank-you', async () => {
    const stored = filledDetails();
    stored.personalDetails = {
      ...stored.personalDetails,
      createAccount: true,
      password: 'Uus-parool-1',
      passwordConfirmation: 'Uus-parool-1',
    };
    const { actor, persisted } = toReview(stored);
    actor.send({ type: 'checkout.profile', customer: CUSTOMER });
    actor.send({ type: 'checkout.placeOrder' });
    await settle();
    const confirmation = { backendOrderId: 41, orderNumber: '000000041' };
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('thankYou')).toBe(true);
    expect([context.isThankYouPage, context.confirmation]).toEqual([true, confirmation]);
    expect(context.details.personalDetails).toMatchObject({
      password: '',
      passwordConfirmation: '',
      createAccount: false,
    });
    expect(context.details.paymentDetails.termsAccepted).toBe(false);
    expect(persisted()?.details, 'what is stored has no password').toEqual(context.details);
  });

  it('shows the thank-you page for an order queued offline, without a confirmation', async () => {
    const { actor, sent } = toReview();
    actor.send({ type: 'checkout.network', online: false });
    actor.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(sent, 'SPEC 4 step 4: not sent offline').toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ isThankYouPage: true, confirmation: null });
  });

  it('waits for the queue when the order got no reply, and returns to the review when refused', async () => {
    const waiting = toReview(filledDetails(), { reply: () => Promise.reject(new TypeError('Failed to fetch')) });
    waiting.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(waiting.actor.getSnapshot().value).toBe('waiting');
    const refused = toReview(filledDetails(), { reply: async () => ({ code: 400, result: 'Failed to fetch' }) });
    const typed = refused.actor.getSnapshot().context.details;
    refused.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    const snapshot = refused.actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'review' });
    expect(snapshot.context.error).toBe('Failed to fetch');
    expect(snapshot.context.details).toEqual(typed);
    expect(snapshot.context.isThankYouPage).toBe(false);
  });

  it('issue 15: goes to the provider after a placed Montonio order; a failed redirect is Payment failed', async () => {
    const paid = filledDetails();
    paid.paymentDetails = { ...paid.paymentDetails, paymentMethod: 'montonio_vsf' };
    const { actor, emitted } = toReview(paid);
    actor.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(emitted).toContainEqual({ type: 'checkout.navigate', url: 'https://sandbox.example/pay' });
    expect(actor.getSnapshot().context.isThankYouPage, 'no thank-you before the verified return').toBe(false);
    const failing = toReview(paid, { redirect: () => Promise.reject(new Error('code 500')) });
    failing.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(failing.actor.getSnapshot().value).toEqual({ editing: 'payment' });
    expect(failing.actor.getSnapshot().context.error).toBe(PAYMENT_FAILED);
    expect(REDIRECT_FAILED).toBe('Unable to create payment redirect url');
  });

  it('issue 15: the Liisi application reaches only the Liisi call: not the order, not storage; its page is opened', async () => {
    const calls: LiisiApplicationInput[] = [];
    const sut = checkout('ee', {
      liisi: async (input) => {
        calls.push(input);
        return { redirectUrl: 'https://sandbox.example/liisi/7' };
      },
    });
    const paid = filledDetails();
    paid.paymentDetails = { ...paid.paymentDetails, paymentMethod: 'liisi_vsf' };
    sut.actor.send({ type: 'checkout.shippingMethods', methods: SHIPPING_METHODS });
    sut.actor.send({ type: 'checkout.paymentMethods', methods: [...PAYMENT_METHODS, LIISI_METHOD] });
    sut.actor.send({ type: 'checkout.cart', cart: CART, ready: true });
    sut.actor.send({ type: 'checkout.restore', details: paid, modifiedAt: 900_000 });
    sut.actor.send({ type: 'checkout.next' });
    sut.actor.send({ type: 'checkout.next' });
    expect(sut.actor.getSnapshot().value).toEqual({ editing: 'payment' });
    // SPEC 5: Continue without the application stays on the payment step with its messages.
    sut.actor.send({ type: 'checkout.next' });
    expect(sut.actor.getSnapshot().value).toEqual({ editing: 'payment' });
    expect(sut.actor.getSnapshot().context.liisi).toMatchObject({
      errors: { personalCode: 'required', employer: 'required' },
      tries: 1,
    });
    sut.actor.send({ type: 'checkout.liisi', values: { ...fromLiisiForm(LIISI_FORM), personalCode: '3800108' } });
    sut.actor.send({ type: 'checkout.next' });
    expect(sut.actor.getSnapshot().context.liisi.errors).toEqual({ personalCode: 'personalCodeMin11' });
    sut.actor.send({ type: 'checkout.liisi', values: { personalCode: LIISI_FORM.personalCode } });
    expect(sut.actor.getSnapshot().context.liisi.errors, 'the typed field’s message goes').toEqual({});
    sut.actor.send({ type: 'checkout.next' });
    expect(sut.actor.getSnapshot().value).toEqual({ editing: 'review' });
    sut.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    // POST /api/order: no personal data in payment_method_additional.
    expect(sut.sent).toHaveLength(1);
    expect(sut.sent[0]?.order.addressInformation.payment_method_code).toBe('liisi_vsf');
    expect(sut.sent[0]?.order.addressInformation.payment_method_additional).toEqual({});
    expect(JSON.stringify(sut.sent[0])).not.toContain(LIISI_FORM.personalCode);
    // The Liisi call gets the checked form with the order's number.
    expect(calls).toEqual([{ orderNumber: '000000041', form: LIISI_FORM, cartId: CART.cartId }]);
    // IndexedDB never sees it: no persisted copy holds the application.
    const stored = sut.emitted.filter((event) => event.type === 'checkout.persist');
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(LIISI_FORM.personalCode);
    // The lender's page is opened, and the checkout is done (SPEC 4 step 8: payment details blanked).
    expect(sut.actor.getSnapshot().value).toBe('done');
    expect(sut.emitted).toContainEqual({ type: 'checkout.navigate', url: 'https://sandbox.example/liisi/7' });
    expect(sut.actor.getSnapshot().context.details.paymentDetails.paymentMethodAdditional).toEqual({});
  });

  it('issue 15: after a reload a Liisi order is not placed without its application; then the thank-you page without navigating', async () => {
    // Storage gives back Liisi chosen, but never the application (personal data is not stored).
    const paid = filledDetails();
    paid.paymentDetails = { ...paid.paymentDetails, paymentMethod: 'liisi_vsf' };
    const sut = checkout('ee', { liisi: async () => ({ redirectUrl: null }) });
    sut.actor.send({ type: 'checkout.shippingMethods', methods: SHIPPING_METHODS });
    sut.actor.send({ type: 'checkout.paymentMethods', methods: [...PAYMENT_METHODS, LIISI_METHOD] });
    sut.actor.send({ type: 'checkout.cart', cart: CART, ready: true });
    sut.actor.send({ type: 'checkout.restore', details: paid, modifiedAt: 900_000 });
    for (let step = 0; step < 3; step += 1) sut.actor.send({ type: 'checkout.next' });
    sut.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(sut.actor.getSnapshot().value, 'back to the form, not to the review').toEqual({ editing: 'payment' });
    expect(sut.sent, 'no order placed without the application').toHaveLength(0);
    sut.actor.send({ type: 'checkout.liisi', values: fromLiisiForm(LIISI_FORM) });
    sut.actor.send({ type: 'checkout.next' });
    sut.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(sut.sent).toHaveLength(1);
    expect(sut.actor.getSnapshot().value).toBe('done');
    expect(sut.emitted.some((event) => event.type === 'checkout.navigate')).toBe(false);
  });

  it('issue 15: a failed Liisi call (500, no reply) is retried for the order already placed, never a second order', async () => {
    const calls: LiisiApplicationInput[] = [];
    const answers: (() => Promise<LiisiApplicationOutput>)[] = [
      async () => Promise.reject(Object.assign(new Error('Internal Server Error'), { code: 502 })),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => ({ redirectUrl: 'https://sandbox.example/liisi/7' }),
    ];
    const sut = liisiAtReview({
      liisi: (input) => {
        calls.push(input);
        return (answers.shift() ?? answers[0])?.() as Promise<LiisiApplicationOutput>;
      },
    });
    sut.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(sut.actor.getSnapshot().value).toEqual({ editing: 'payment' });
    expect(sut.actor.getSnapshot().context).toMatchObject({
      error: PAYMENT_FAILED,
      liisiOrder: { orderNumber: '000000041', cartId: CART.cartId },
    });
    for (const expected of ['payment', 'done'] as const) {
      sut.actor.send({ type: 'checkout.next' });
      sut.actor.send({ type: 'checkout.placeOrder' });
      await settle();
      expect(stateOf(sut), 'the retry’s outcome').toBe(expected);
    }
    expect(sut.sent, 'one order placed').toHaveLength(1);
    expect(calls, 'the application sent three times for that order').toEqual([
      { orderNumber: '000000041', form: LIISI_FORM, cartId: CART.cartId },
      { orderNumber: '000000041', form: LIISI_FORM, cartId: CART.cartId },
      { orderNumber: '000000041', form: LIISI_FORM, cartId: CART.cartId },
    ]);
    expect(sut.emitted).toContainEqual({ type: 'checkout.navigate', url: 'https://sandbox.example/liisi/7' });
    expect(sut.actor.getSnapshot().context.liisiOrder).toBeNull();
  });

  it('issue 15: after a failed Liisi call a changed cart or a refused order is placed anew', async () => {
    const failing = async () => Promise.reject(Object.assign(new Error('Internal Server Error'), { code: 502 }));
    const changed = liisiAtReview({ liisi: failing });
    changed.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    const [first, ...rest] = CART.items;
    changed.actor.send({
      type: 'checkout.cart',
      cart: { ...CART, items: [{ ...first, qty: (first?.qty ?? 1) + 1 }, ...rest] as typeof CART.items },
      ready: true,
    });
    changed.actor.send({ type: 'checkout.next' });
    changed.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(changed.sent, 'other content: a new order').toHaveLength(2);

    const canceled = async () =>
      Promise.reject(Object.assign(new Error('order 000000041 is canceled and cannot be paid'), { code: 400 }));
    const refused = liisiAtReview({ liisi: canceled });
    refused.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(refused.actor.getSnapshot().context).toMatchObject({ error: PAYMENT_FAILED, liisiOrder: null });
    refused.actor.send({ type: 'checkout.next' });
    refused.actor.send({ type: 'checkout.placeOrder' });
    await settle();
    expect(refused.sent, 'the order itself was refused: a new one').toHaveLength(2);
  });

  it('issue 15: offline, the methods paid online are not offered and a chosen one is dropped', () => {
    const paid = filledDetails();
    paid.paymentDetails = { ...paid.paymentDetails, paymentMethod: 'montonio_vsf' };
    const { actor } = toReview(paid);
    actor.send({ type: 'checkout.network', online: false });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'payment' });
    expect(snapshot.context.paymentMethods.map((method) => method.code)).toEqual(['cashondelivery']);
    expect(snapshot.context.details.paymentDetails.paymentMethod).not.toBe('montonio_vsf');
  });

  it('edits an earlier step only when the steps before it pass', () => {
    const { actor } = toReview();
    actor.send({ type: 'checkout.edit', step: 'shipping' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'shipping' });
    const fresh = checkout();
    fresh.actor.send({ type: 'checkout.restore', details: emptyCheckoutDetails(), modifiedAt: null });
    fresh.actor.send({ type: 'checkout.edit', step: 'payment' });
    expect(fresh.actor.getSnapshot().value).toEqual({ editing: 'personal' });
  });
});

describe('checkout details storage (issue 14: the machine asks and keeps, SPEC 4 "Saving checkout details")', () => {
  /** IndexedDB as an in-memory record, behind the composition root's `detailsStorage` actor. */
  function stored(initial: StoredCheckout | null) {
    const record = { value: initial, loads: 0 };
    const storage = {
      load: async () => {
        record.loads += 1;
        return record.value;
      },
      save: async (value: StoredCheckout | null) => {
        record.value = value;
      },
    };
    const actor = createActor(checkoutMachine.provide({ actors: { detailsStorage: detailsStorage(storage) } }), {
      input: { storeCode: 'ee', now: () => 2_000_000 },
    });
    return { record, actor };
  }

  it('loads the stored details once at start and saves every change the shopper makes', async () => {
    const { record, actor } = stored({ details: filledDetails(), modifiedAt: 900_000 });
    actor.start();
    await settle();
    expect(record.loads).toBe(1);
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ editing: 'personal' });
    expect(context.details.personalDetails.firstName).toBe(filledDetails().personalDetails.firstName);
    actor.send({ type: 'checkout.update', step: 'personal', field: 'firstName', value: 'Kati' });
    await settle();
    expect(record.value?.details.personalDetails?.firstName).toBe('Kati');
    expect(record.value?.modifiedAt).toBe(2_000_000);
    expect(record.loads).toBe(1);
  });

  it('issue 17: keeps the applied gift card with the details, so a reload shows it applied; removing it is saved', async () => {
    const record = { value: null as StoredCheckout | null };
    const storage = {
      load: async () => record.value,
      save: async (value: StoredCheckout | null) => {
        record.value = value;
      },
    };
    const logic = checkoutMachine.provide({
      actors: {
        detailsStorage: detailsStorage(storage),
        checkGiftCard: fromPromise(async () => ({
          code: 'GC-7KQ2-M9XA-4TPW',
          balance: 42.5,
          currency: 'EUR',
          expires_at: '2027-11-29',
        })),
      },
    });
    const start = () => {
      const actor = createActor(logic, { input: { storeCode: 'ee', now: () => 2_000_000 } });
      actor.start();
      for (const event of withMethods) actor.send(event);
      actor.send({ type: 'checkout.cart', cart: CART, ready: true });
      return actor;
    };
    record.value = { details: filledDetails(), modifiedAt: 900_000 };
    const first = start();
    await settle();
    first.send({ type: 'checkout.next' });
    first.send({ type: 'checkout.next' });
    expect(first.getSnapshot().value).toEqual({ editing: 'payment' });
    first.send({ type: 'checkout.giftCardCode', code: 'gc-7kq2-m9xa-4tpw' });
    first.send({ type: 'checkout.applyGiftCard' });
    await settle();
    await settle();
    expect(first.getSnapshot().context.giftCard.applied).toEqual({ code: 'GC-7KQ2-M9XA-4TPW', balance: 42.5 });
    expect(record.value?.details.paymentDetails?.giftCard).toEqual({ code: 'GC-7KQ2-M9XA-4TPW', balance: 42.5 });
    first.stop();

    // The reload: a new checkout from what storage holds.
    const second = start();
    await settle();
    expect(second.getSnapshot().context.giftCard).toEqual({
      code: 'GC-7KQ2-M9XA-4TPW',
      applied: { code: 'GC-7KQ2-M9XA-4TPW', balance: 42.5 },
      error: null,
    });
    second.send({ type: 'checkout.next' });
    second.send({ type: 'checkout.next' });
    second.send({ type: 'checkout.removeGiftCard' });
    await settle();
    expect(second.getSnapshot().context.giftCard.applied).toBeNull();
    expect(record.value?.details.paymentDetails?.giftCard).toBeNull();
    // A shopper's field update never sets it.
    second.send({
      type: 'checkout.update',
      step: 'payment',
      field: 'giftCard',
      value: { code: 'X', balance: 1 } as never,
    });
    expect(second.getSnapshot().context.details.paymentDetails.giftCard).toBeNull();
  });

  it('starts empty when storage cannot be read, and clearing the details (logout) is saved too', async () => {
    const { record, actor } = stored(null);
    const failing = createActor(
      checkoutMachine.provide({
        actors: {
          detailsStorage: detailsStorage({
            load: () => Promise.reject(new Error('IndexedDB unavailable')),
            save: async () => undefined,
          }),
        },
      }),
      { input: { storeCode: 'lv', now: () => 0 } },
    );
    failing.start();
    await settle();
    expect(failing.getSnapshot().value).toEqual({ editing: 'personal' });
    expect(failing.getSnapshot().context.details.shippingDetails.country).toBe('LV');
    actor.start();
    await settle();
    actor.send({ type: 'checkout.update', step: 'personal', field: 'firstName', value: 'Mari' });
    actor.send({ type: 'checkout.clear' });
    await settle();
    expect(record.value?.details.personalDetails?.firstName).toBe('');
    expect(record.value?.modifiedAt).toBeNull();
  });
});
