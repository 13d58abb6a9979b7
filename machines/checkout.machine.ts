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
// A 400 naming a field opens that field's step with the field marked. An order queued offline shows the thank-you page
// at once, and its number once the queue has sent it.
// Issue 14: the checkout invokes the order placement (`placing`) and branches on its typed output (placed, queued,
// failed → waiting, rejected/ignored → the step to fix); a guest creating the account with the purchase (SPEC 6) does
// so first (`creatingAccount`). It runs inside the composed `orders` machine (machines/orders.machine.ts), which
// routes the queue's outcomes here and keeps the session's placed hashes. Types, rules, guards, actions: machines/checkout/.
// Issue 15: a placed order paid with Montonio, ESTO or Modena goes to the provider (`redirectingToProvider`: the
// redirect URL, then the browser leaves); a failure there is SPEC 8's 'Payment failed' (Montonio) or 'Unable to
// create payment redirect url' (ESTO, Modena) on the payment step, with the cart intact (step 8 waits for the return
// page's verified success, `checkout.paymentVerified`). Liisi: the application form is posted
// (`submittingLiisiApplication`), then the thank-you page, and the lender's page when the call names one (SPEC 7
// redirect_url); when that call fails (a 500, no reply) the placed order is kept and a retry sends only the
// application for it (`liisiOrder`), never a second order. Offline rule (SPEC 4: cash on delivery is the offline method): while offline the payment step
// offers only the methods not paid online, and tells the shopper to pay when back online or to choose cash on
// delivery; an online method chosen before the network went is dropped (the review
// goes back to the payment step with that message), so an order is never queued as if it were paid.
// Issue 17: a gift card code typed on the payment step is checked (`checkingGiftCard`, GET /api/gift-card/balance);
// a card with money left goes with the order (`gift_card_code`) and the review shows what it pays and what is left;
// an unknown, expired, malformed or spent code is refused with its message and the order goes without it.
// Issue 17: whether the shipping step follows the personal details depends on the cart's lines (a virtual cart has
// none); Continue pressed before the cart has loaded them waits (`awaitingCart`) and then opens the right step.
import { and } from 'xstate';
import { paymentProviderOf } from '../src/domain/contract/payment';
import { checkoutMachineSetup } from './checkout/checkout-actions';
import { normalizeGiftCardCode } from '../src/domain/checkout/gift-card';
import { placementInput } from './checkout/checkout-rules';
import {
  type RedirectProvider,
  initialCheckoutContext,
  OFFLINE_PAYMENT,
  PAYMENT_FAILED,
  PERSIST,
  REDIRECT_FAILED,
  STORAGE_ID,
} from './checkout/checkout-types';
import type { OrderPlacementOutput } from './order-placement.machine';

export { isOnlinePayment } from './checkout/checkout-rules';
export {
  type CheckoutCartCommand,
  type CheckoutContext,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutInput,
  type CreateAccountInput,
  type CreatePaymentRedirectInput,
  type LiisiApplicationInput,
  type LiisiApplicationOutput,
  type LiisiDraft,
  type CheckoutStorageCommand,
  type CheckGiftCardInput,
  type StoredCheckout,
  OFFLINE_PAYMENT,
  PAYMENT_FAILED,
  REDIRECT_FAILED,
} from './checkout/checkout-types';

/** The session's, the cart's and the network's news, handled the same in every state (the machine's root); a change
 * they make is persisted once storage has answered (`restored`). */
const liveUpdates = (persist: boolean) =>
  ({
    'checkout.profile': { actions: [{ type: 'setProfile', params: { persist } }, 'syncCart'] },
    'checkout.shippingMethods': { actions: [{ type: 'setShippingMethods', params: { persist } }, 'syncCart'] },
    'checkout.paymentMethods': { actions: { type: 'setPaymentMethods', params: { persist } } },
    'checkout.network': { actions: { type: 'setPaymentMethods', params: { persist } } },
    'checkout.cart': { actions: ['setCart', 'syncCart'] },
    'checkout.shown': { actions: ['setShown', 'syncCart'] },
  }) as const;

const output = ({ event }: { event: { output: OrderPlacementOutput } }) => event.output;
const refusedAt = (step: 'personal' | 'shipping' | 'payment') =>
  ({
    guard: {
      type: 'hasTarget',
      params: ({ event }: { event: { output: OrderPlacementOutput } }) => ({ output: event.output, step }),
    },
    target: `#checkout.editing.${step}`,
    actions: { type: 'recordRefusal', params: output },
  }) as const;

export const checkoutMachine = checkoutMachineSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  // The cart, linked by the app: its lines, totals and methods come in; the asks and choices go out.
  // The storage of the details (SPEC 4), provided by the app: asked once at start, told every change kept.
  invoke: [
    { id: 'cart', systemId: 'cart', src: 'cart' },
    { id: STORAGE_ID, src: 'detailsStorage' },
  ],
  on: {
    ...liveUpdates(true),
    // SPEC 2 return pages: the browser came back from the provider's page, so the checkout started afresh (its
    // details restored, not its state): a payment the return page verified completes the order from any state.
    'checkout.paymentVerified': {
      target: '.done',
      actions: [{ type: 'setConfirmation', params: ({ event }) => event.confirmation }, 'completeOrder', PERSIST],
    },
  },
  initial: 'restoring',
  states: {
    // SPEC 4 "Saving checkout details also persists them": what was typed before comes back first.
    restoring: {
      tags: ['busy'],
      entry: 'loadDetails',
      on: {
        'checkout.restore': { target: 'editing', actions: ['restore', PERSIST, 'syncCart'] },
      },
    },
    editing: {
      on: {
        // Issue 15: offline, an online payment chosen before is gone: the payment step says why.
        'checkout.network': [
          {
            guard: 'losesPaymentMethod',
            target: '.payment',
            actions: [
              { type: 'setPaymentMethods', params: { persist: true } },
              { type: 'setError', params: OFFLINE_PAYMENT },
            ],
          },
          { actions: { type: 'setPaymentMethods', params: { persist: true } } },
        ],
        'checkout.update': { guard: 'changesDetails', actions: ['updateField', PERSIST, 'syncCart'] },
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
              // Issue 17: which steps follow depends on the cart's lines (virtual or not): decided once it has loaded.
              {
                guard: and([{ type: 'isStepValid', params: 'personal' as const }, 'isCartUnknown']),
                target: 'awaitingCart',
                actions: 'clearErrors',
              },
              // SPEC 4 / issue 17: a virtual cart ships nothing: from the personal details straight to payment.
              {
                guard: and([{ type: 'isStepValid', params: 'personal' as const }, 'isVirtualCart']),
                target: 'payment',
                actions: 'clearErrors',
              },
              { guard: { type: 'isStepValid', params: 'personal' }, target: 'shipping', actions: 'clearErrors' },
              { actions: { type: 'showErrors', params: 'personal' } },
            ],
          },
        },
        // Issue 17: the personal details passed before the cart had loaded its lines: whether the cart is virtual
        // (no shipping step) is not known yet, so the checkout waits for the cart, then opens the next step.
        awaitingCart: {
          tags: ['step', 'busy'],
          always: [
            { guard: and(['isCartKnown', 'isVirtualCart']), target: 'payment' },
            { guard: 'isCartKnown', target: 'shipping' },
          ],
          on: {
            'checkout.back': { target: 'personal' },
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
            'checkout.liisi': { actions: 'updateLiisi' },
            // Issue 15: with Liisi chosen, the application must pass too (SPEC 5 messages under its fields).
            'checkout.next': [
              { guard: 'isPaymentStepValid', target: 'review', actions: ['acceptLiisi', 'clearErrors'] },
              { actions: [{ type: 'showErrors', params: 'payment' }, 'showLiisiErrors'] },
            ],
            'checkout.back': [
              { guard: 'isVirtualCart', target: 'personal', actions: 'clearErrors' },
              { target: 'shipping', actions: 'clearErrors' },
            ],
            'checkout.giftCardCode': { actions: ['typeGiftCardCode', PERSIST] },
            'checkout.applyGiftCard': { guard: 'hasGiftCardCode', target: 'checkingGiftCard' },
            'checkout.removeGiftCard': { actions: ['removeGiftCard', PERSIST] },
          },
        },
        // Issue 17: the typed code's balance is asked for; the payment step again with the card or its refusal.
        checkingGiftCard: {
          tags: ['step', 'busy'],
          invoke: {
            id: 'checkGiftCard',
            src: 'checkGiftCard',
            input: ({ context }) => ({ code: normalizeGiftCardCode(context.giftCard.code) }),
            onDone: [
              {
                guard: { type: 'hasBalance', params: ({ event }) => event.output },
                target: 'payment',
                actions: [{ type: 'applyGiftCard', params: ({ event }) => event.output }, PERSIST],
              },
              // The card is known but spent: SPEC-style 'no balance left'.
              { target: 'payment', actions: [{ type: 'refuseGiftCard', params: 'spent' }, PERSIST] },
            ],
            onError: { target: 'payment', actions: ['refuseGiftCardCall', PERSIST] },
          },
        },
        review: {
          tags: ['step'],
          on: {
            'checkout.placeOrder': [
              {
                guard: 'isOfflineOnlinePayment',
                target: 'payment',
                actions: { type: 'setError', params: OFFLINE_PAYMENT },
              },
              // Issue 15: a Liisi order without its application (lost on a reload: personal data is not stored)
              // is not placed: the shopper fills the form again first.
              { guard: 'lacksLiisiApplication', target: 'payment', actions: 'showLiisiErrors' },
              // Issue 15: the Liisi call failed after the order was placed: only the application goes again, for
              // that order (the same content; else a new order is placed and the old one expires unpaid).
              {
                guard: and(['canPlaceOrder', 'retriesLiisiApplication']),
                target: '#checkout.submittingLiisiApplication',
                actions: 'clearErrors',
              },
              {
                guard: and(['canPlaceOrder', 'wantsAccount']),
                target: '#checkout.creatingAccount',
                actions: 'buildOrder',
              },
              { guard: 'canPlaceOrder', target: '#checkout.placing', actions: 'buildOrder' },
              { actions: { type: 'showErrors', params: 'review' } },
            ],
            'checkout.back': { target: 'payment', actions: 'clearErrors' },
            'checkout.removeGiftCard': { actions: ['removeGiftCard', PERSIST] },
          },
        },
      },
    },
    // SPEC 6 "A guest may choose to create an account with the purchase": registered and logged in before the order
    // leaves, so the order lands in the new account's history; a refusal (the e-mail has an account) stops the order
    // with the server's message.
    creatingAccount: {
      tags: ['busy', 'processing'],
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => ({ details: context.details }),
        onDone: { target: 'placing' },
        onError: { target: 'editing.review', actions: 'recordError' },
      },
    },
    // SPEC 4 step 3: 'Processing order...' while the placement runs; its typed output decides what follows.
    placing: {
      tags: ['busy', 'processing'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context, self }) => placementInput(context, self?.system),
        onDone: [
          // Issue 15: paid on the provider's page; step 8 waits for the verified return.
          {
            guard: { type: 'isRedirectPayment', params: output },
            target: 'redirectingToProvider',
            actions: [{ type: 'recordPlacement', params: output }, 'cartConverted'],
          },
          // Issue 15: the application goes next; the cart keeps its lines (on a new server cart) until it succeeds.
          {
            guard: { type: 'isLiisiPayment', params: output },
            target: 'submittingLiisiApplication',
            actions: [{ type: 'recordPlacement', params: output }, 'cartConverted'],
          },
          // Placed (200), or queued offline (SPEC 4 step 4: reported as success): step 8 and the thank-you page.
          {
            guard: { type: 'isSucceeded', params: output },
            target: 'done',
            actions: [
              { type: 'recordPlacement', params: output },
              {
                type: 'rememberQueuedOrder',
                params: ({ event }) => (event.output.outcome === 'queued' ? event.output.order.order_id : null),
              },
              'completeOrder',
              PERSIST,
            ],
          },
          // Issue 12: failed (500, no reply): the order waits in the queue; no thank-you page, no step 8 yet.
          {
            guard: { type: 'isWaiting', params: output },
            target: 'waiting',
            actions: { type: 'rememberQueuedOrder', params: ({ event }) => event.output.order.order_id },
          },
          // Refused (400) naming a field: its step with the field marked; otherwise (or ignored) the review.
          refusedAt('personal'),
          refusedAt('shipping'),
          refusedAt('payment'),
          { target: 'editing.review', actions: { type: 'recordRefusal', params: output } },
        ],
        onError: { target: 'editing.review', actions: 'recordError' },
      },
    },
    // Issue 15, SPEC 7: the provider's redirect URL, then the browser goes there. On failure SPEC 8: Montonio 'Payment
    // failed', ESTO and Modena 'Unable to create payment redirect url'; the payment step again, the cart intact.
    redirectingToProvider: {
      tags: ['busy', 'processing'],
      invoke: {
        id: 'createPaymentRedirect',
        src: 'createPaymentRedirect',
        input: ({ context }) => ({
          provider: paymentProviderOf(context.placed?.addressInformation.payment_method_code ?? '') as RedirectProvider,
          storeCode: context.storeCode,
          orderNumber: context.confirmation?.orderNumber ?? null,
          paymentMethod: context.placed?.addressInformation.payment_method_code ?? '',
          cartId: context.placed?.cart_id ?? context.cart?.cartId ?? null,
        }),
        onDone: { target: 'redirected', actions: { type: 'setRedirect', params: ({ event }) => event.output } },
        onError: [
          {
            guard: 'isMontonio',
            target: 'editing.payment',
            actions: { type: 'setError', params: PAYMENT_FAILED },
          },
          { target: 'editing.payment', actions: { type: 'setError', params: REDIRECT_FAILED } },
        ],
      },
    },
    // The browser is leaving for the provider's page; the return page reports the verified outcome.
    redirected: {
      tags: ['busy', 'redirecting'],
      entry: 'navigateToProvider',
      on: {
        'checkout.paymentVerified': {
          target: 'done',
          actions: [{ type: 'setConfirmation', params: ({ event }) => event.confirmation }, 'completeOrder', PERSIST],
        },
        'checkout.paymentFailed': {
          target: 'editing.payment',
          actions: { type: 'setError', params: ({ event }) => event.message ?? PAYMENT_FAILED },
        },
      },
    },
    // Issue 15, SPEC 7: the Liisi application (SPEC 3 instalment form) goes with the order's number; the lender
    // decides later. Then step 8 and the thank-you page; a failure: 'Payment failed' on the payment step.
    submittingLiisiApplication: {
      tags: ['busy', 'processing'],
      invoke: {
        id: 'postLiisiApplication',
        src: 'postLiisiApplication',
        input: ({ context }) => ({
          orderNumber: context.liisiOrder?.orderNumber ?? context.confirmation?.orderNumber ?? null,
          form: context.liisi.checked ?? null,
          cartId: context.liisiOrder?.cartId ?? context.placed?.cart_id ?? context.cart?.cartId ?? null,
        }),
        onDone: [
          // SPEC 7: the call answered the lender's page: the browser goes there (the lender returns to the shop).
          {
            guard: { type: 'hasLiisiRedirect', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              'completeOrder',
              'clearCart',
              PERSIST,
              { type: 'setLiisiRedirect', params: ({ event }) => event.output },
              'navigateToProvider',
            ],
          },
          { target: 'done', actions: ['completeOrder', 'clearCart', PERSIST] },
        ],
        // 'Payment failed' on the payment step. The order is kept for a retry of the application alone, unless the
        // server refused the order itself (canceled past its reservation, not found): then the next try places anew.
        onError: [
          {
            guard: 'refusesLiisiOrder',
            target: 'editing.payment',
            actions: ['forgetLiisiOrder', { type: 'setError', params: PAYMENT_FAILED }],
          },
          {
            target: 'editing.payment',
            actions: ['keepLiisiOrder', { type: 'setError', params: PAYMENT_FAILED }],
          },
        ],
      },
    },
    // Issue 12, SPEC 4 step 5 "other failure": the order is queued and the queue resends it; the same cart cannot be
    // placed again meanwhile. Sent: SPEC 4 step 8 and the thank-you page with its number; cancelled: the review.
    waiting: {
      tags: ['waiting'],
      on: {
        'checkout.queuedOrderSent': {
          guard: 'isQueuedOrder',
          target: 'done',
          actions: [
            { type: 'setConfirmation', params: ({ event }) => event.confirmation },
            { type: 'rememberQueuedOrder', params: null },
            'completeOrder',
            PERSIST,
          ],
        },
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
        'checkout.restart': { target: 'editing', actions: 'leaveThankYou' },
        'checkout.queuedOrderSent': {
          guard: 'isQueuedOrder',
          actions: [
            { type: 'setConfirmation', params: ({ event }) => event.confirmation },
            { type: 'rememberQueuedOrder', params: null },
          ],
        },
        'checkout.clear': { target: 'editing', actions: ['clearDetails', PERSIST] },
      },
    },
  },
});
