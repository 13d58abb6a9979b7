// The cart machine's server states for the mini cart's coupon and the checkout's methods (machines/cart.machine.ts):
// SPEC 7 apply-coupon / delete-coupon (SPEC 4: a success force-syncs the totals), shipping-methods then
// payment-methods, and shipping-information (returns totals and payment methods). Each returns to `idle`.
import { PERSIST, ref } from './cart-setup';
import { cartMachineSetup } from './cart-server-actions';

const couponRefused = {
  target: 'idle',
  actions: [
    { type: 'couponRefused', params: ({ event }: { event: { error: unknown } }) => event },
    { type: 'notifyFailure', params: ({ event }: { event: { error: unknown } }) => event },
  ],
} as const;

export const applyingCouponState = cartMachineSetup.createStateConfig({
  tags: ['couponBusy'],
  invoke: {
    id: 'applyCoupon',
    src: 'applyCoupon',
    input: ({ context }) => ({ ...ref(context), code: context.pendingCoupon ?? '' }),
    onDone: { target: 'idle', actions: ['couponApplied', 'forceSync', PERSIST] },
    onError: couponRefused,
  },
});

export const removingCouponState = cartMachineSetup.createStateConfig({
  tags: ['couponBusy'],
  invoke: {
    id: 'removeCoupon',
    src: 'removeCoupon',
    input: ({ context }) => ref(context),
    onDone: { target: 'idle', actions: ['couponRemoved', 'forceSync', PERSIST] },
    onError: couponRefused,
  },
});

export const loadingShippingMethodsState = cartMachineSetup.createStateConfig({
  tags: ['methodsLoading'],
  invoke: {
    id: 'loadShippingMethods',
    src: 'loadShippingMethods',
    input: ({ context }) => ({ ...ref(context), address: context.methodsRequest?.address ?? null }),
    onDone: {
      target: 'loadingPaymentMethods',
      actions: { type: 'storeShippingMethods', params: ({ event }) => event.output },
    },
    onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => event } },
  },
});

export const loadingPaymentMethodsState = cartMachineSetup.createStateConfig({
  tags: ['methodsLoading'],
  invoke: {
    id: 'loadPaymentMethods',
    src: 'loadPaymentMethods',
    input: ({ context }) => ref(context),
    onDone: { target: 'idle', actions: { type: 'storePaymentMethods', params: ({ event }) => event.output } },
    onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => event } },
  },
});

// SPEC 7 POST /api/cart/shipping-information: returns totals and payment methods.
export const savingShippingState = cartMachineSetup.createStateConfig({
  tags: ['methodsLoading'],
  invoke: {
    id: 'saveShippingInformation',
    src: 'saveShippingInformation',
    input: ({ context }) => {
      const pending = context.pendingShipping;
      return {
        ...ref(context),
        addressInformation: {
          shippingAddress: pending?.address ?? { country_id: '' },
          shipping_method_code: pending?.method.method_code ?? '',
          shipping_carrier_code: pending?.method.carrier_code ?? '',
          ...(pending?.locationId ? { shipping_location_id: pending.locationId } : {}),
        },
      };
    },
    onDone: {
      target: 'idle',
      actions: [{ type: 'storeShippingInformation', params: ({ event }) => event.output }, PERSIST],
    },
    onError: {
      target: 'idle',
      actions: [
        'forgetShipping',
        { type: 'recordError', params: ({ event }) => event },
        { type: 'notifyFailure', params: ({ event }) => event },
      ],
    },
  },
});
