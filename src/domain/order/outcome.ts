// SPEC 4 "Order placing" steps 5-6, SPEC 8 "Order request outcomes": what an answer to POST /api/order means. 200
// transmits the order; 400, or 500 with 'Error: Error while adding products', cancels a queued order (it is marked
// transmitted and dropped, with its notice); anything else — another code, a reply that was not JSON (SPEC 8 'Error
// with response - bad content-type!', the order stays untransmitted), a network failure — leaves it for a retry,
// with an exponential backoff.
import { type ConfirmedLine, type ConfirmedTotals, ORDER_OUT_OF_STOCK_ERROR } from '../contract/order';
import { confirmedDetails } from './confirmed-details';
import { BAD_CONTENT_TYPE_MESSAGE, resultMessage } from '../sync-tasks';

/**
 * The answer of the `sendOrder` actor: the envelope's code and result. A reply that is not JSON is answered as
 * `{ code: <HTTP status>, result: BAD_CONTENT_TYPE_MESSAGE }`; no reply at all (network, timeout) rejects instead.
 */
export interface OrderReply {
  code: number | string;
  result: unknown;
}

/**
 * SPEC 3 "Order confirmation": backendOrderId, orderNumber; and what the thank-you page shows of the order (SPEC 2):
 * its lines and totals as the server priced them, when the reply carried them.
 */
export interface OrderConfirmation {
  backendOrderId: number | null;
  orderNumber: string | null;
  lines?: ConfirmedLine[];
  totals?: ConfirmedTotals;
}

export type OrderOutcome =
  | { kind: 'transmitted'; confirmation: OrderConfirmation }
  | { kind: 'cancelled'; reason: 'invalid' | 'outOfStock' }
  | { kind: 'retry'; error: string };

/** SPEC 8: the reply was not JSON (the adapter's BAD_CONTENT_TYPE_MESSAGE), whatever its status. */
export const isBadContentType = (reply: OrderReply): boolean => reply.result === BAD_CONTENT_TYPE_MESSAGE;

/** The confirmation in a 200 result (SPEC 3); fields the result lacks are null. */
export function orderConfirmation(result: unknown): OrderConfirmation {
  const record = (result && typeof result === 'object' ? result : {}) as Record<string, unknown>;
  const id = record.backendOrderId;
  const number = record.orderNumber;
  return {
    backendOrderId: typeof id === 'number' ? id : null,
    orderNumber: typeof number === 'string' ? number : typeof number === 'number' ? String(number) : null,
    ...confirmedDetails(record),
  };
}

/** SPEC 4 step 6 / SPEC 8: what an answer means for an order. */
export function classifyOrderReply(reply: OrderReply): OrderOutcome {
  if (isBadContentType(reply)) return { kind: 'retry', error: BAD_CONTENT_TYPE_MESSAGE };
  if (reply.code === 200) return { kind: 'transmitted', confirmation: orderConfirmation(reply.result) };
  if (reply.code === 400) return { kind: 'cancelled', reason: 'invalid' };
  const message = resultMessage(reply.result);
  if (reply.code === 500 && message?.includes(ORDER_OUT_OF_STOCK_ERROR))
    return { kind: 'cancelled', reason: 'outOfStock' };
  return { kind: 'retry', error: message ?? `HTTP ${String(reply.code)}` };
}

/** The first retry waits this long… */
export const ORDER_RETRY_BASE_DELAY_MS = 1000;
/** …each next one twice as long… */
export const ORDER_RETRY_FACTOR = 2;
/** …up to this (5 minutes). */
export const ORDER_RETRY_MAX_DELAY_MS = 300_000;
/** The share of the delay that is random (equal jitter), so tabs and devices do not retry in step. */
export const ORDER_RETRY_JITTER = 0.5;

/**
 * The wait before retry number `attempt` (1 for the first retry): ORDER_RETRY_BASE_DELAY_MS doubled per attempt,
 * at most ORDER_RETRY_MAX_DELAY_MS, the upper half fixed and the lower half scaled by `random` (0 ≤ random < 1).
 */
export function orderRetryDelay(attempt: number, random: number): number {
  const exponent = Math.max(0, attempt - 1);
  const ceiling = Math.min(ORDER_RETRY_MAX_DELAY_MS, ORDER_RETRY_BASE_DELAY_MS * ORDER_RETRY_FACTOR ** exponent);
  const jitter = ceiling * ORDER_RETRY_JITTER * Math.min(1, Math.max(0, random));
  return Math.round(ceiling * (1 - ORDER_RETRY_JITTER) + jitter);
}

/** While another tab holds the cross-tab order lock (it is sending), this tab asks again after this wait. */
export const ORDER_LOCK_RETRY_DELAY_MS = 2000;

/** SPEC 4 step 7: the background sync tag the service worker sends queued orders under. */
export const ORDER_SYNC_TAG = 'orderSync';
