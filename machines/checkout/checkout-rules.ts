// The checkout machine's rules (machines/checkout.machine.ts): pure functions of its context that its guards and
// actions share — which steps pass (SPEC 5), which payment methods are offered (SPEC 5, SPEC 4 offline rules), the
// payment provider chosen (issue 15), what a refused order names (issue 12), and the placement's input. No I/O.
import type { PaymentMethod } from '../../src/domain/contract/cart';
import { type PaymentProvider, paymentProviderOf } from '../../src/domain/contract/payment';
import {
  type CheckoutDetails,
  type CheckoutStep,
  CHECKOUT_STEPS,
  availablePaymentMethods,
  persistableDetails,
} from '../../src/domain/checkout/details';
import { validateStep } from '../../src/domain/checkout/validation';
import { orderErrorTarget } from '../../src/domain/order/error-target';
import { orderContentHash } from '../../src/domain/order/hash';
import { type CheckoutCart, type OrderDraft, buildOrderDraft } from '../../src/domain/order/payload';
import { toLiisiForm } from '../../src/domain/payment/liisi-form';
import { STORE_VIEWS } from '../../src/domain/store-views';
import { ORDERS_SYSTEM_ID, type OrderPlacementOutput, systemActor } from '../order-placement.machine';
import type { CheckoutContext, CheckoutEmitted } from './checkout-types';

/** SPEC 4 payment table: the providers paid on their own page (issue 15: redirect), and the instalment lender. */
export const REDIRECT_PROVIDERS: readonly PaymentProvider[] = ['montonio', 'esto', 'modena'];

/** Whether the method is paid online (a provider's page or the lender): not while offline (SPEC 4 offline rules). */
export function isOnlinePayment(code: string): boolean {
  const provider = paymentProviderOf(code);
  return provider !== null && provider !== 'cashondelivery';
}

export interface LiveUpdate {
  /** false while the stored details are not back yet: writing then would overwrite them. */
  persist: boolean;
}

// Issue 15: the Liisi application (personal data) is never stored; only the Liisi call carries it.
export const persisted = (details: CheckoutDetails, modifiedAt: number | null): CheckoutEmitted => ({
  type: 'checkout.persist',
  details: persistableDetails(details),
  modifiedAt,
});

/** The steps before `step`, which must all pass before it can be opened. */
export const stepsBefore = (step: CheckoutStep): CheckoutStep[] =>
  CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step));

export const problemsOf = (context: CheckoutContext, step: CheckoutStep) =>
  validateStep(step, context.details, {
    loggedIn: context.customer !== null,
    shippingMethods: context.shippingMethods,
    paymentMethods: context.paymentMethods,
    virtualCart: context.virtualCart,
  });

export const isValid = (context: CheckoutContext, step: CheckoutStep) =>
  Object.keys(problemsOf(context, step)).length === 0;

export const storeView = (context: Pick<CheckoutContext, 'storeCode'>) => STORE_VIEWS[context.storeCode];

/** The methods offered: SPEC 5 no COD for a virtual cart; issue 15 / SPEC 4 offline: only the offline methods. */
export function offeredPaymentMethods(methods: readonly PaymentMethod[], virtualCart: boolean, online: boolean) {
  const available = availablePaymentMethods(methods, virtualCart);
  return online ? available : available.filter((method) => !isOnlinePayment(method.code));
}

export const providerOf = (context: CheckoutContext) => paymentProviderOf(context.details.paymentDetails.paymentMethod);

export const LIISI_PROVIDER = 'liisi';
export const choosesLiisi = (context: CheckoutContext) => providerOf(context) === LIISI_PROVIDER;

/** Issue 15, SPEC 5: the Liisi draft checked against the shopper's today (ok for any other method). */
export const checkedLiisi = (context: CheckoutContext) => toLiisiForm(context.liisi.values, context.today());

export const isPlaced = (output: OrderPlacementOutput) => output.outcome === 'placed';

/** The step and field a refused order names (issue 12), or null. */
export function targetOf(context: CheckoutContext, output: OrderPlacementOutput) {
  if (output.outcome !== 'rejected' || !output.error) return null;
  return orderErrorTarget(output.error, {
    billingSameAsShipping: context.details.paymentDetails.billingSameAsShipping,
    country: context.details.shippingDetails.country,
  });
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

/** The order the checkout would place now (SPEC 4 step 1's content, before its id and times). */
export const draftOf = (context: CheckoutContext): OrderDraft =>
  buildOrderDraft({
    details: context.details,
    cart: context.cart as CheckoutCart,
    storeCode: context.storeCode,
    shippingMethods: context.shippingMethods,
    paymentMethods: context.paymentMethods,
    userId: context.customer?.id ?? null,
    virtualCart: context.virtualCart,
    giftCardCode: context.giftCard.applied?.code ?? null,
  });

/** The content hash of what the checkout would place now (issue 15: a Liisi retry only for the same order). */
export const draftHash = (context: CheckoutContext) => orderContentHash(draftOf(context));

/** The Liisi call's answers about the order itself (SPEC 7: not found, not payable, not Liisi's). */
export const ORDER_REFUSALS: readonly number[] = [400, 404, 409];
