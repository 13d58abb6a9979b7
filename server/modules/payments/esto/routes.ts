// SPEC 7 "Payment providers", ESTO (HTTP only; the protocol is in ./service.ts):
//   GET  /api/ext/payment-esto/get-redirect-url  order_increment_id, payment_method, store_code, return_url → page URL
//   GET  /api/ext/payment-esto/esto-return       json, mac, storeCode → { paymentSuccess, order, order_increment_id }
//   POST /api/ext/payment-esto/notification      json, mac (urlencoded or JSON; ESTO's callback; idempotent)
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { estoReturnQuerySchema } from '../../../../src/domain/contract/payment';
import { ok, parseOr400 } from '../../../http/reply';
import { type PaymentOrders, visibleOrder } from '../orders';
import { redirectHandler } from '../redirect-route';
import { acceptFormBodies, type Authenticate, customerOf } from '../route-support';
import { ESTO_NOTIFICATION_PATH, type Esto } from './service';

const notificationSchema = z.object({ json: z.string().min(1).max(20000), mac: z.string().min(1).max(200) });

export async function estoRoutes(
  app: FastifyInstance,
  opts: { esto: Esto; orders: PaymentOrders; authenticate: Authenticate; publicUrl?: string },
) {
  const { esto, orders } = opts;
  acceptFormBodies(app);

  app.get('/api/ext/payment-esto/get-redirect-url', redirectHandler({ ...opts, adapter: esto.adapter }));

  app.get('/api/ext/payment-esto/esto-return', async (request, reply) => {
    const query = parseOr400(estoReturnQuerySchema, request.query);
    const event = await esto.verifyCallback(query.json, query.mac);
    const { order } = await orders.settle(event, 'return', request.log);
    const customerId = await customerOf(request, opts.authenticate);
    return ok(reply, {
      paymentSuccess: order.status === 'complete',
      order: visibleOrder(order, customerId),
      order_increment_id: order.incrementId,
    });
  });

  app.post(ESTO_NOTIFICATION_PATH, async (request, reply) => {
    const body = parseOr400(notificationSchema, request.body);
    const event = await esto.verifyCallback(body.json, body.mac);
    const { order } = await orders.settle(event, 'notification', request.log);
    return ok(reply, { order_increment_id: order.incrementId, status: order.status });
  });
}
