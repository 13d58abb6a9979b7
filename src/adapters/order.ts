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
      return readOrderReply(response);
    },
  };
}

export type OrderApi = ReturnType<typeof orderApi>;
