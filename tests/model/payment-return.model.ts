// The payment-return machine's model (ARCHITECTURE §3; SPEC 2 "Return pages", SPEC 5 "Return pages", SPEC 8
// "Payment"): a Montonio return to the Estonian store, an ESTO and a Modena return to the Latvian one; each page
// started with the return's query (signed, or without what its provider signs: Modena's status not SUCCESS), then
// the server's verdict: paid, declined, refused (400), a 500, or no reply. What each state promises. Registered in
// tests/model/models.ts.
import { type PaymentReturnEvent, paymentReturnMachine } from '../../machines/payment-return.machine';
import type { PaymentReturnResult } from '../../src/domain/contract/payment';
import {
  PAYMENT_FAILED,
  PAYMENT_PROCESSING_FAILED,
  type ReturnProvider,
  type ReturnQuery,
} from '../../src/domain/payment/return-rules';
import { type ModelEntry, stateName } from '../helpers/model';

type PaymentReturnMachine = typeof paymentReturnMachine;
type Snapshot = ReturnType<PaymentReturnMachine['getInitialSnapshot']>;

/** The query each provider appends to its return URL (signed values are opaque to the shop). */
export const SIGNED_QUERY: Record<ReturnProvider, ReturnQuery> = {
  montonio: { 'order-token': 'eyJhbGciOiJIUzI1NiJ9.e30.sig' },
  esto: { json: '{"status":"APPROVED"}', mac: 'ABC123' },
  modena: { status: 'SUCCESS', incrementId: 'EE000123' },
};
/** A return that carries nothing to verify (Modena: a status other than SUCCESS). */
export const UNSIGNED_QUERY: Record<ReturnProvider, ReturnQuery> = {
  montonio: {},
  esto: { json: '{"status":"REJECTED"}' },
  modena: { status: 'FAILED', incrementId: 'EE000123' },
};

const ORDER = {
  entity_id: 41,
  increment_id: 'EE000123',
  status: 'complete' as const,
  grand_total: 59.98,
  currency: 'EUR',
  items: [{ sku: 'KL-100-S', name: 'Linen dress', qty: 1, row_total_incl_tax: 59.98 }],
};
export const PAID: PaymentReturnResult = { paymentSuccess: true, order: ORDER, merchant_reference: 'EE000123' };
export const DECLINED: PaymentReturnResult = {
  paymentSuccess: false,
  order: { ...ORDER, status: 'payment failed' },
  merchant_reference: 'EE000123',
};

const DONE = 'xstate.done.actor.verifyPayment';
const ERROR = 'xstate.error.actor.verifyPayment';

/** An ApiError as src/adapters/http.ts throws it: the envelope's code and message. */
export function apiError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code });
}

function events(snapshot: Snapshot): PaymentReturnEvent[] {
  const { provider } = snapshot.context;
  return [
    { type: 'payment.start', query: SIGNED_QUERY[provider] },
    { type: 'payment.start', query: UNSIGNED_QUERY[provider] },
    { type: DONE, output: PAID } as never,
    { type: DONE, output: DECLINED } as never,
    { type: ERROR, error: apiError(400, 'order-token: the signature does not verify') } as never,
    { type: ERROR, error: apiError(500, 'Payment processing failed') } as never,
    { type: ERROR, error: new TypeError('Failed to fetch') } as never,
  ];
}

export const paymentReturnModel: ModelEntry<PaymentReturnMachine> = {
  machine: paymentReturnMachine,
  inputs: [
    { provider: 'montonio', storeCode: 'ee' },
    { provider: 'esto', storeCode: 'lv' },
    { provider: 'modena', storeCode: 'lv' },
  ],
  events,
  // Each provider's way through every state (the stories show e.g. ESTO's failure, which stays on its page).
  coverGoals: (snapshot) => [`${snapshot.context.provider} ${JSON.stringify(snapshot.value)}`],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.provider,
      Object.keys(snapshot.context.query).length,
      snapshot.context.confirmation?.orderNumber ?? null,
      snapshot.context.message,
    ]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'payment.start') return `the page starts with ${JSON.stringify(event.query)}`;
    if (type === DONE) {
      const output = (event as unknown as { output: PaymentReturnResult }).output;
      return output.paymentSuccess ? 'the server verifies a paid order' : 'the server answers: not paid';
    }
    if (type === ERROR) {
      const code = (event as unknown as { error: { code?: number } }).error.code;
      return code ? `the server answers ${code}` : 'no reply';
    }
    return type;
  },
  describeState: (snapshot) => {
    const { provider, message, confirmation } = snapshot.context;
    const extra = [provider, message ? `'${message}'` : '', confirmation ? `order ${confirmation.orderNumber}` : ''];
    return `${stateName(snapshot)} (${extra.filter(Boolean).join(', ')})`;
  },
  legend: ['inputs: a Montonio return to /ee/, an ESTO and a Modena return to /lv/'],
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status, 'the page machine keeps running').toBe('active');
    },
    waiting: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('processing'), "'Processing payment, please wait ...'").toBe(true);
      expect(snapshot.children.verifyPayment, 'nothing asked before the page runs in the browser').toBeUndefined();
    },
    verifying: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('processing')).toBe(true);
      expect(snapshot.children.verifyPayment, 'one verification in flight').toBeDefined();
      expect(snapshot.context.query).toEqual(SIGNED_QUERY[snapshot.context.provider]);
    },
    paid: ({ snapshot }, expect) => {
      expect(snapshot.context.confirmation, 'SPEC 3: the order confirmation is stored').toEqual({
        backendOrderId: ORDER.entity_id,
        orderNumber: ORDER.increment_id,
      });
      expect(snapshot.context.message).toBeNull();
    },
    failed: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.confirmation, 'no order confirmed').toBeNull();
      expect(snapshot.context.message, 'SPEC 2 / 8: Modena says processing failed, the others payment failed').toBe(
        snapshot.context.provider === 'modena' ? PAYMENT_PROCESSING_FAILED : PAYMENT_FAILED,
      );
    },
    exception: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.message, 'SPEC 8: an exception on a return page').toBe(PAYMENT_PROCESSING_FAILED);
    },
  },
};
