// SPEC 7 POST /api/order (ARCHITECTURE §4 "order"): the order JSON, optionally a customer's token (`?token=` or
// Authorization: Bearer; the order then lands in their account). Replies { code, result }:
//   200 orderResultSchema (a replay of the same order_id and request: the first result)
//   400 naming the field · 401 invalid or expired token · 409 order_id reused with another request
//   429 too many orders from the client address or for the e-mail (issue 13, ./limits.ts)
//   500 with result exactly ORDER_OUT_OF_STOCK_ERROR when the stock cannot be reserved (SPEC 8: the queue cancels)
import type { FastifyInstance } from 'fastify';
import { orderRequestSchema } from '../../../src/domain/contract/order';
import { ok, parseOr400 } from '../../http/reply';
import { requestToken } from '../user/request-token';
import { checkTotalQty, DEFAULT_ORDER_LIMITS, type OrderLimitSettings, orderRateLimit } from './limits';
import type { OrderService } from './service';

export async function orderRoutes(
  app: FastifyInstance,
  opts: {
    order: OrderService;
    authenticate: (token: string | undefined) => Promise<number>;
    limits?: OrderLimitSettings;
  },
) {
  const limits = opts.limits ?? DEFAULT_ORDER_LIMITS;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // The reply is ~150 bytes, below the compression threshold: no compression hook on the hot path (issue 18).
  app.post('/api/order', { preHandler: orderRateLimit(app, limits), compress: false }, async (request, reply) => {
    const token = requestToken(request);
    const customerId = token ? await opts.authenticate(token) : undefined;
    const body = parseOr400(orderRequestSchema, request.body);
    checkTotalQty(body, limits.maxTotalQty);
    const outcome = await opts.order.place(body, customerId, request.log);
    return ok(reply, outcome.result, outcome.code);
  });
}
