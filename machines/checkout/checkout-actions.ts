// The checkout machine's actions (machines/checkout.machine.ts): restoring and persisting the details (SPEC 3), the
// session's, the cart's and the network's news, the fields typed and their messages (SPEC 5), the order draft and the
// placement's outcomes (SPEC 4), the Liisi application and the provider redirect (issue 15), and what the checkout
// tells the cart (issue 14: through the `cart` link's systemId). Pure: they assign, emit and send.
import { assertEvent, assign, emit, enqueueActions, sendTo } from 'xstate';
import {
  type CheckoutStep,
  afterOrderSuccess,
  cartShippingChoice,
  emptyCheckoutDetails,
  prefillFromProfile,
  restoredDetails,
  updateDetails,
  withDefaultCountry,
  withPaymentMethods,
  withShippingMethods,
  withGiftCard,
} from '../../src/domain/checkout/details';
import { EMPTY_GIFT_CARD, type GiftCardError, giftCardErrorOf } from '../../src/domain/checkout/gift-card';
import type { CheckoutErrors } from '../../src/domain/checkout/validation';
import type { GiftCardBalance } from '../../src/domain/contract/gift-card';
import type { OrderConfirmation } from '../../src/domain/order/outcome';
import { orderContentHash } from '../../src/domain/order/hash';
import type { LiisiFormErrors } from '../../src/domain/payment/liisi-form';
import { type OrderPlacementOutput, systemActor } from '../order-placement.machine';
import {
  type LiveUpdate,
  checkedLiisi,
  choosesLiisi,
  draftOf,
  offeredPaymentMethods,
  persisted,
  problemsOf,
  storeView,
  targetOf,
} from './checkout-rules';
import { checkoutSetup } from './checkout-setup';
import { CART_SYSTEM_ID, EMPTY_LIISI_DRAFT, type LiisiApplicationOutput, STORAGE_ID } from './checkout-types';

export const checkoutMachineSetup = checkoutSetup.extend({
  actions: {
    // SPEC 4: every change is kept (the storage actor) and announced (`checkout.persist`, for observers).
    persist: enqueueActions(({ context, enqueue }) => {
      const stored = persisted(context.details, context.modifiedAt);
      enqueue.emit(stored);
      enqueue.sendTo(STORAGE_ID, { ...stored, type: 'storage.save' });
    }),
    // SPEC 4: what was typed before is asked for once, at start; the storage answers with `checkout.restore`.
    loadDetails: sendTo(STORAGE_ID, { type: 'storage.load' }),
    restore: assign(({ context, event }) => {
      assertEvent(event, 'checkout.restore');
      let details = withDefaultCountry(restoredDetails(event.details), storeView(context));
      if (context.customer) details = prefillFromProfile(details, context.customer);
      details = withPaymentMethods(withShippingMethods(details, context.shippingMethods), context.paymentMethods);
      // Issue 17: the gift card applied before the reload is applied again, with the balance it was checked at.
      const card = details.paymentDetails.giftCard;
      const giftCard = card ? { code: card.code, applied: card, error: null } : context.giftCard;
      return { details, modifiedAt: event.modifiedAt, restored: true, giftCard };
    }),
    // The session's, the cart's and the network's news; once the stored details are back, a change is persisted.
    setProfile: enqueueActions(({ context, event, enqueue }, { persist }: LiveUpdate) => {
      assertEvent(event, 'checkout.profile');
      const details = event.customer ? prefillFromProfile(context.details, event.customer) : context.details;
      enqueue.assign({ customer: event.customer, details });
      if (persist && context.restored && details !== context.details) {
        const stored = persisted(details, context.modifiedAt);
        enqueue.emit(stored);
        enqueue.sendTo(STORAGE_ID, { ...stored, type: 'storage.save' });
      }
    }),
    setShippingMethods: enqueueActions(({ context, event, enqueue }, { persist }: LiveUpdate) => {
      assertEvent(event, 'checkout.shippingMethods');
      const details = withShippingMethods(context.details, event.methods);
      enqueue.assign({ shippingMethods: event.methods, details });
      if (persist && context.restored && details !== context.details) {
        const stored = persisted(details, context.modifiedAt);
        enqueue.emit(stored);
        enqueue.sendTo(STORAGE_ID, { ...stored, type: 'storage.save' });
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
        const stored = persisted(details, context.modifiedAt);
        enqueue.emit(stored);
        enqueue.sendTo(STORAGE_ID, { ...stored, type: 'storage.save' });
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
    // Issue 17: the gift card code typed (its last verdict goes), checked, refused, taken off.
    // The applied card is kept with the details too (withGiftCard), so a reload shows it applied (PERSIST after).
    typeGiftCardCode: assign(({ context, event }) => {
      assertEvent(event, 'checkout.giftCardCode');
      return {
        giftCard: { code: event.code.slice(0, 40), applied: null, error: null },
        details: withGiftCard(context.details, null),
      };
    }),
    applyGiftCard: assign(({ context }, balance: GiftCardBalance) => {
      const applied = { code: balance.code, balance: balance.balance };
      return {
        giftCard: { ...context.giftCard, applied, error: null },
        details: withGiftCard(context.details, applied),
      };
    }),
    refuseGiftCard: assign(({ context }, error: GiftCardError) => ({
      giftCard: { ...context.giftCard, applied: null, error },
      details: withGiftCard(context.details, null),
    })),
    refuseGiftCardCall: assign(({ context, event }) => ({
      giftCard: { ...context.giftCard, applied: null, error: giftCardErrorOf((event as { error?: unknown }).error) },
      details: withGiftCard(context.details, null),
    })),
    removeGiftCard: assign(({ context }) => ({
      giftCard: EMPTY_GIFT_CARD,
      details: withGiftCard(context.details, null),
    })),
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
        // Issue 17: the card was spent on this order; the next one starts without it.
        giftCard: EMPTY_GIFT_CARD,
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
