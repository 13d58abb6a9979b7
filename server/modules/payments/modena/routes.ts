// SPEC 7 "Payment providers", Modena (HTTP only; the protocol is in ./service.ts):
//   GET  /api/ext/payment-modena/get-redirect-url  as ESTO's → page URL
//   GET  /api/ext/payment-modena/modena-return     incrementId, status, storeCode → { paymentSuccess, order, order_increment_id }
//   POST /api/ext/payment-modena/notification      { orderId } (Modena's callback; it only prompts a status query)
// The query's status is the client's word and never taken: the server asks Modena (SPEC 5: only SUCCESS pays).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { modenaReturnQuerySchema } from '../../../../src/domain/contract/payment';
import { HttpError, ok, parseOr400 } from '../../../http/reply';
import { type PaymentOrders, visibleOrder } from '../orders';
import { redirectHandler } from '../redirect-route';
import { type Authenticate, acceptFormBodies, customerOf, requestOrigin } from '../route-support';
import { MODENA_CALLBACK_PATH, type Modena } from './service';

const callbackSchema = z.object({ orderId: z.string().min(1).max(50) });

export async function modenaRoutes(
  app: FastifyInstance,
  opts: { modena: Modena; orders: PaymentOrders; authenticate: Authenticate; publicUrl?: string },
) {
  const { modena, orders } = opts;
  acceptFormBodies(app);

  app.get('/api/ext/payment-modena/get-redirect-url', redirectHandler({ ...opts, adapter: modena.adapter }));

  /** The order's payment as Modena tells it, applied once. */
  async function check(orderNumber: string, origin: string, source: string, log: FastifyInstance['log']) {
    const found = await orders.byNumber(orderNumber);
    if (found?.payment.provider !== 'modena') throw new HttpError(404, `order ${orderNumber} not found`);
    if (!found.payment.providerReference) {
      throw new HttpError(400, `incrementId: order ${orderNumber} has no Modena payment yet`);
    }
    const event = await modena.status(found.payment.providerReference, origin);
    // Modena does not know the payment (yet): nothing to apply, the order stays as it is.
    if (event.providerStatus === 'UNKNOWN') return (await orders.expireIfDue(found, log)).order;
    return (await orders.settle({ ...event, orderNumber }, source, log)).order;
  }

  app.get('/api/ext/payment-modena/modena-return', async (request, reply) => {
    const query = parseOr400(modenaReturnQuerySchema, request.query);
    const order = await check(query.incrementId, requestOrigin(request), 'return', request.log);
    const customerId = await customerOf(request, opts.authenticate);
    return ok(reply, {
      paymentSuccess: order.status === 'complete',
      order: visibleOrder(order, customerId),
      order_increment_id: order.incrementId,
    });
  });

  app.post(MODENA_CALLBACK_PATH, async (request, reply) => {
    const body = parseOr400(callbackSchema, request.body);
    const order = await check(body.orderId, requestOrigin(request), 'notification', request.log);
    return ok(reply, { order_increment_id: order.incrementId, status: order.status });
  });
}
