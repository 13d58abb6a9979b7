import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { type CheckoutEvent, checkoutMachine } from '../../machines/checkout.machine';
import { type CheckoutDetails, emptyCheckoutDetails } from '../../src/domain/checkout/details';
import { orderRequestSchema } from '../../src/domain/contract/order';
import { createOrderRequest } from '../../src/domain/order/payload';
import { CART, CUSTOMER, ORDER_TIME, PAYMENT_METHODS, SHIPPING_METHODS, filledDetails } from '../unit/order-fixtures';

/** A checkout on a clock the test moves, with what it persists and emits recorded. */
function checkout(storeCode: 'ee' | 'lv' = 'ee') {
  let now = 1_000_000;
  const actor = createActor(checkoutMachine, { input: { storeCode, now: () => now } });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const persisted = () => emitted.filter((event) => event.type === 'checkout.persist').at(-1);
  const tick = (ms: number) => {
    now += ms;
  };
  return { actor, emitted, persisted, tick, now: () => now };
}

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
];

function toReview(stored: CheckoutDetails = filledDetails()) {
  const sut = checkout();
  for (const event of withMethods) sut.actor.send(event);
  sut.actor.send({ type: 'checkout.restore', details: stored, modifiedAt: 900_000 });
  for (let step = 0; step < 3; step += 1) sut.actor.send({ type: 'checkout.next' });
  return sut;
}

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

  it('emits the order draft at the review and waits for the placement', () => {
    const { actor, emitted } = toReview();
    expect(actor.getSnapshot().value).toEqual({ editing: 'review' });
    actor.send({ type: 'checkout.placeOrder', cart: CART });
    expect(actor.getSnapshot().hasTag('processing')).toBe(true);
    const placed = emitted.find((event) => event.type === 'checkout.placeOrder');
    const order = createOrderRequest(placed?.order, { newId: () => 'order-00000001', now: ORDER_TIME });
    expect(orderRequestSchema.safeParse(order).success).toBe(true);
  });

  it('does not place an order with an empty cart', () => {
    const { actor, emitted } = toReview();
    actor.send({ type: 'checkout.placeOrder', cart: { ...CART, items: [] } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'review' });
    expect(emitted.some((event) => event.type === 'checkout.placeOrder')).toBe(false);
  });

  it('after success drops the password and create-account flag, blanks the payment and shows thank-you', () => {
    const stored = filledDetails();
    stored.personalDetails = {
      ...stored.personalDetails,
      createAccount: true,
      password: 'Uus-parool-1',
      passwordConfirmation: 'Uus-parool-1',
    };
    const { actor, persisted } = toReview(stored);
    actor.send({ type: 'checkout.placeOrder', cart: CART });
    const confirmation = { backendOrderId: 41, orderNumber: '000000041' };
    actor.send({ type: 'checkout.orderPlaced', confirmation });
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

  it('shows the thank-you page for an order queued offline, without a confirmation', () => {
    const { actor } = toReview();
    actor.send({ type: 'checkout.placeOrder', cart: CART });
    actor.send({ type: 'checkout.orderQueued' });
    expect(actor.getSnapshot().context).toMatchObject({ isThankYouPage: true, confirmation: null });
  });

  it('returns to the review when the placement failed, keeping the details', () => {
    const { actor } = toReview();
    const typed = actor.getSnapshot().context.details;
    actor.send({ type: 'checkout.placeOrder', cart: CART });
    actor.send({ type: 'checkout.orderFailed', message: 'Failed to fetch' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'review' });
    expect(snapshot.context.error).toBe('Failed to fetch');
    expect(snapshot.context.details).toEqual(typed);
    expect(snapshot.context.isThankYouPage).toBe(false);
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
