// The checkout machine's declarations (machines/checkout.machine.ts): its types, the actors the composition root
// provides (issue 14: the order placement it invokes, the cart link; SPEC 6 the account; issue 15 the payment calls)
// and its guards. Actions are added in checkout-actions.ts (`extend`); the rules both share are in checkout-rules.ts.
// Pure: no I/O.
import { fromCallback, fromPromise, setup } from 'xstate';
import type { PaymentProvider } from '../../src/domain/contract/payment';
import { type CheckoutStep, type EditableStep, isEditableStep, updateDetails } from '../../src/domain/checkout/details';
import type { GiftCardBalance } from '../../src/domain/contract/gift-card';
import { type OrderPlacementOutput, orderPlacementMachine } from '../order-placement.machine';
import {
  REDIRECT_PROVIDERS,
  ORDER_REFUSALS,
  checkedLiisi,
  choosesLiisi,
  draftHash,
  isOnlinePayment,
  isPlaced,
  isValid,
  providerOf,
  stepsBefore,
  targetOf,
} from './checkout-rules';
import type {
  CheckoutCartCommand,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutInput,
  CheckoutStorageCommand,
  CheckGiftCardInput,
  CreateAccountInput,
  CreatePaymentRedirectInput,
  LiisiApplicationInput,
  LiisiApplicationOutput,
  LiisiCallError,
} from './checkout-types';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the composition root`);
};

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
    // Issue 17: GET /api/gift-card/balance (the app's adapter); rejects with the server's code and message.
    checkGiftCard: fromPromise<GiftCardBalance, CheckGiftCardInput>(notProvided('checkGiftCard')),
    // The cart (the app links the cart actor): it sends back `checkout.cart` and the methods, and takes the commands.
    cart: fromCallback<CheckoutCartCommand>(() => undefined),
    // SPEC 4: the stored details (IndexedDB, provided by the app): loaded when asked (it sends back
    // `checkout.restore`), and every change the machine decides to keep saved. Nothing stored without the app.
    detailsStorage: fromCallback<CheckoutStorageCommand>(() => undefined),
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
      event.type === 'checkout.edit' &&
      event.step === step &&
      !(step === 'shipping' && context.virtualCart) &&
      stepsBefore(step).every((s) => isValid(context, s)),
    // SPEC 4 / issue 17: all items virtual or downloadable: nothing to ship, the shipping step is skipped.
    isVirtualCart: ({ context }) => context.virtualCart,
    // Issue 17: the cart has loaded its lines (the cart link says so with `ready`), so whether it is virtual is known.
    isCartKnown: ({ context }) => context.cart !== null && context.cartReady,
    isCartUnknown: ({ context }) => context.cart === null || !context.cartReady,
    // Issue 17: a code typed (the balance is asked for), and a card with money left on it.
    hasGiftCardCode: ({ context }) => context.giftCard.code.trim() !== '',
    hasBalance: (_, balance: GiftCardBalance) => balance.balance > 0,
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
      draftHash(context) === context.liisiOrder.hash,
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
});
