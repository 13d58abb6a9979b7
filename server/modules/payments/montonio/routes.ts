// SPEC 7 "Payment providers", Montonio (HTTP only; the protocol is in ./service.ts):
//   GET  /api/ext/montonio/get-montonio-redirect-url  cart_server_token, merchant_return_url, token → the page URL
//   GET  /api/ext/montonio/montonio-return            order-token, storeCode, token → { paymentSuccess, order, merchant_reference }
//   POST /api/ext/montonio/notification               { orderToken } (Montonio's webhook, retried 48 h; idempotent)
// A refused token answers 400 naming the problem and changes nothing; an unknown order 404.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { montonioRedirectQuerySchema, montonioReturnQuerySchema } from '../../../../src/domain/contract/payment';
import { HttpError, ok, parseOr400 } from '../../../http/reply';
import type { PaymentOrders } from '../orders';
import { payableOrder, visibleOrder } from '../orders';
import { type Authenticate, checkReturnUrl, customerOf, ownOrder, payable, requestOrigin } from '../route-support';
import { MONTONIO_NOTIFICATION_PATH, type Montonio } from './service';

const notificationSchema = z.object({ orderToken: z.string().min(1).max(8000) });

export async function montonioRoutes(
  app: FastifyInstance,
  opts: { montonio: Montonio; orders: PaymentOrders; authenticate: Authenticate; publicUrl?: string },
) {
  const { montonio, orders } = opts;

  app.get('/api/ext/montonio/get-montonio-redirect-url', async (request, reply) => {
    const query = parseOr400(montonioRedirectQuerySchema, request.query);
    const customerId = await customerOf(request, opts.authenticate);
    const found = query.order_increment_id
      ? await orders.byNumber(query.order_increment_id)
      : await orders.byCart(query.cart_server_token, 'montonio');
    if (found && query.order_increment_id && found.order.payload.cart_id !== query.cart_server_token) {
      throw new HttpError(404, `order ${query.order_increment_id} not found for this cart`);
    }
    const name = query.order_increment_id ?? `of cart ${query.cart_server_token}`;
    const own = ownOrder(found, customerId, name);
    if (own.payment.provider !== 'montonio')
      throw new HttpError(400, `order ${own.order.incrementId} is not paid with Montonio`);
    const order = payable(await orders.expireIfDue(own, request.log));
    if (order.payment.paymentUrl) return ok(reply, order.payment.paymentUrl);
    const returnUrl = checkReturnUrl('merchant_return_url', query.merchant_return_url, request, opts.publicUrl);
    const created = await montonio.adapter.createPayment(payableOrder(order.order), {
      returnUrl,
      notifyOrigin: opts.publicUrl?.replace(/\/$/, '') ?? requestOrigin(request),
    });
    return ok(reply, await orders.recordPaymentUrl(order.order.id, created.providerReference, created.paymentUrl));
  });

  app.get('/api/ext/montonio/montonio-return', async (request, reply) => {
    const query = parseOr400(montonioReturnQuerySchema, request.query);
    const event = await montonio.verifyOrderToken(query['order-token']);
    const { order } = await orders.settle(event, 'return', request.log);
    const customerId = await customerOf(request, opts.authenticate);
    return ok(reply, {
      paymentSuccess: order.status === 'complete',
      order: visibleOrder(order, customerId),
      merchant_reference: order.incrementId,
    });
  });

  app.post(MONTONIO_NOTIFICATION_PATH, async (request, reply) => {
    const body = parseOr400(notificationSchema, request.body);
    const event = await montonio.verifyOrderToken(body.orderToken);
    const { order } = await orders.settle(event, 'notification', request.log);
    return ok(reply, { merchant_reference: order.incrementId, status: order.status });
  });
}
