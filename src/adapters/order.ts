// POST /api/order (SPEC 7 "Order and stock", ARCHITECTURE §4 "order") for the browser and the service worker. The
// reply's code decides what happens to the order (SPEC 4 "Order placing" steps 5–6), so HTTP statuses are returned,
// not thrown: only a network failure, a time-out or a reply that is not JSON throws (SPEC 8 "Order request
// outcomes": a non-JSON response is a bad content-type and the order stays untransmitted).
import type { KyInstance } from 'ky';
import type { OrderRequest } from '../domain/contract/order';
import { readReply } from './envelope';

/** The server's answer to an order: `{ code, result }` as sent (SPEC 7: code, result, resultCode). */
export interface OrderReply {
  code: number;
  result: unknown;
}

/** Reads an order reply (envelope.ts): the envelope's code (the HTTP status when the body has none) and result. */
export async function readOrderReply(response: Response): Promise<OrderReply> {
  const reply = await readReply(response);
  return { code: typeof reply.code === 'number' ? reply.code : response.status, result: reply.result };
}

/**
 * A 200 result's lines and totals (the thank-you page's) as the contract has them; either is left out when it does
 * not match. The contract's zod comes with the first order, not with the first view.
 */
async function checkedResult(result: unknown): Promise<unknown> {
  if (!result || typeof result !== 'object') return result;
  const { confirmedLinesSchema, confirmedTotalsSchema } = await import('../domain/contract/order');
  const { lines, totals, ...rest } = result as Record<string, unknown>;
  const checkedLines = lines === undefined ? undefined : confirmedLinesSchema.safeParse(lines);
  const checkedTotals = totals === undefined ? undefined : confirmedTotalsSchema.safeParse(totals);
  return {
    ...rest,
    ...(checkedLines?.success ? { lines: checkedLines.data } : {}),
    ...(checkedTotals?.success ? { totals: checkedTotals.data } : {}),
  };
}

/** Orders are never retried by ky: the queue decides, and the order_id makes a resend safe. */
export function orderApi(http: KyInstance) {
  return {
    async send(order: OrderRequest, token: string | null, signal?: AbortSignal): Promise<OrderReply> {
      const response = await http.post('api/order', {
        json: order,
        searchParams: token ? { token } : {},
        retry: 0,
        timeout: 20_000,
        signal,
      });
      const reply = await readOrderReply(response);
      return reply.code === 200 ? { ...reply, result: await checkedResult(reply.result) } : reply;
    },
  };
}

export type OrderApi = ReturnType<typeof orderApi>;
