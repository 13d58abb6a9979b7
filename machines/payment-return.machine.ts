// SPEC 2 "Return pages" (Montonio, Esto, Modena), SPEC 5 "Return pages" rules, SPEC 8 "Payment": the shopper comes
// back from the provider's page. 'Processing payment, please wait ...' while the server verifies the return (the
// provider's signature and the amount against the stored order: the client's word is never taken); a paid order
// clears the cart, marks the thank-you state, stores the order confirmation and goes to /thankyou; a declined one
// shows 'Payment failed' (Montonio: back to /checkout with the cart intact; ESTO: stays; Modena: 'Payment processing
// failed.'); an exception 'Payment processing failed.'. The page sends `payment.start` once it is in the browser
// (the server renders the waiting message only). Side effects are the app's (src/app/payment-return-actors.ts).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PaymentReturnResult } from '../src/domain/contract/payment';
import type { OrderConfirmation } from '../src/domain/order/outcome';
import {
  PAYMENT_PROCESSING_FAILED,
  type PaymentReturnMessage,
  type ReturnProvider,
  type ReturnQuery,
  declinedMessage,
  hasReturnParams,
  isPaidReturn,
  isRefusal,
  paidConfirmation,
  returnsToCheckout,
} from '../src/domain/payment/return-rules';
import type { StoreCode } from '../src/domain/store-views';

export interface PaymentReturnInput {
  provider: ReturnProvider;
  storeCode: StoreCode;
}

export interface PaymentReturnContext extends PaymentReturnInput {
  query: ReturnQuery;
  /** SPEC 3 "Order confirmation" of the paid order. */
  confirmation: OrderConfirmation | null;
  /** SPEC 8's message for a failure (English; the view translates). */
  message: PaymentReturnMessage | null;
}

export type PaymentReturnEvent =
  /** The page is in the browser with the return URL's query. */
  { type: 'payment.start'; query: ReturnQuery };

/** The verify call's input: the provider's return endpoint of the contract (src/domain/contract/payment.ts). */
export interface VerifyPaymentInput {
  provider: ReturnProvider;
  storeCode: StoreCode;
  query: ReturnQuery;
}

/** Where the app takes the shopper (route names of src/app/routing/routes.ts). */
export type PaymentReturnDestination = 'thankyou' | 'checkout';

export const paymentReturnMachine = setup({
  types: {
    context: {} as PaymentReturnContext,
    input: {} as PaymentReturnInput,
    events: {} as PaymentReturnEvent,
  },
  actors: {
    // Supplied by the app: GET the provider's return endpoint of the contract, reading `result`.
    verifyPayment: fromPromise<PaymentReturnResult, VerifyPaymentInput>(async () => {
      throw new Error('verifyPayment must be provided by the app');
    }),
  },
  actions: {
    // Supplied by the app (no-ops here, so the graph and the stories run the definition as is).
    /** SPEC 2: clear the cart (without sync: the server converted it into the order). */
    clearCart: () => {},
    /** SPEC 2: mark the thank-you state and store the order confirmation. */
    completeOrder: (_, _confirmation: OrderConfirmation) => {},
    /** The order was not paid: the checkout leaves its `redirected` state for the payment step with the message. */
    failOrder: (_, _message: PaymentReturnMessage) => {},
    /** null: the shopper stays on the page (SPEC 2: ESTO's and Modena's failures). */
    navigate: (_, _destination: PaymentReturnDestination | null) => {},
    /** SPEC 8: the message as an error notification with OK. */
    notify: (_, _message: PaymentReturnMessage) => {},
    storeQuery: assign(({ event }) => {
      assertEvent(event, 'payment.start');
      return { query: event.query };
    }),
    storePaid: assign((_, result: PaymentReturnResult) => ({ confirmation: paidConfirmation(result) })),
    storeDeclined: assign(({ context }) => ({ message: declinedMessage(context.provider) })),
    storeException: assign({ message: PAYMENT_PROCESSING_FAILED }),
  },
  guards: {
    hasReturnParams: ({ context }) => hasReturnParams(context.provider, context.query),
    isPaid: ({ event }) => 'output' in event && isPaidReturn(event.output as PaymentReturnResult),
    isRefusal: ({ context, event }) => 'error' in event && isRefusal(context.provider, event.error),
  },
}).createMachine({
  id: 'paymentReturn',
  context: ({ input }) => ({ ...input, query: {}, confirmation: null, message: null }),
  initial: 'waiting',
  states: {
    // Server-rendered and hydrating: 'Processing payment, please wait ...'.
    waiting: {
      tags: ['processing'],
      on: { 'payment.start': { target: 'checking', actions: 'storeQuery' } },
    },
    // SPEC 2 / 5: a return without what its provider signs (Modena: not SUCCESS) is not asked about.
    checking: {
      tags: ['processing'],
      always: [
        { guard: 'hasReturnParams', target: 'verifying' },
        { target: 'failed', actions: 'storeDeclined' },
      ],
    },
    verifying: {
      tags: ['processing', 'busy'],
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => ({ provider: context.provider, storeCode: context.storeCode, query: context.query }),
        onDone: [
          {
            guard: 'isPaid',
            target: 'paid',
            actions: { type: 'storePaid', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: 'storeDeclined' },
        ],
        onError: [
          { guard: 'isRefusal', target: 'failed', actions: 'storeDeclined' },
          { target: 'exception', actions: 'storeException' },
        ],
      },
    },
    // SPEC 2: clear the cart, mark the thank-you state, store the confirmation, go to /thankyou.
    paid: {
      tags: ['paid'],
      entry: [
        'clearCart',
        { type: 'completeOrder', params: ({ context }) => context.confirmation as OrderConfirmation },
        { type: 'navigate', params: 'thankyou' },
      ],
    },
    // SPEC 8 'Payment failed' (Modena: 'Payment processing failed.'); Montonio goes back to /checkout.
    failed: {
      tags: ['error'],
      entry: [
        { type: 'notify', params: ({ context }) => context.message ?? PAYMENT_PROCESSING_FAILED },
        { type: 'failOrder', params: ({ context }) => context.message ?? PAYMENT_PROCESSING_FAILED },
        { type: 'navigate', params: ({ context }) => (returnsToCheckout(context.provider) ? 'checkout' : null) },
      ],
    },
    // SPEC 8 'Payment processing failed.' on an exception on return pages.
    exception: {
      tags: ['error'],
      entry: [
        { type: 'notify', params: PAYMENT_PROCESSING_FAILED },
        { type: 'failOrder', params: PAYMENT_PROCESSING_FAILED },
      ],
    },
  },
});
