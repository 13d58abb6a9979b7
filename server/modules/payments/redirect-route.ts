// SPEC 7: GET /api/ext/payment-esto/get-redirect-url and /api/ext/payment-modena/get-redirect-url share their query
// (order_increment_id, payment_method, store_code, return_url, token; a guest's cart_server_token) and their answer (the provider page's URL).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { providerRedirectQuerySchema } from '../../../src/domain/contract/payment';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import { type PaymentOrders, payableOrder } from './orders';
import type { PaymentAdapter } from './provider';
import { type Authenticate, checkReturnUrl, customerOf, ownedOrder, payable, requestOrigin } from './route-support';

export function redirectHandler(opts: {
  adapter: PaymentAdapter;
  orders: PaymentOrders;
  authenticate: Authenticate;
  publicUrl?: string;
}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseOr400(providerRedirectQuerySchema, request.query);
    const customerId = await customerOf(request, opts.authenticate);
    const own = ownedOrder(
      await opts.orders.byNumber(query.order_increment_id),
      customerId,
      query.cart_server_token,
      query.order_increment_id,
    );
    if (own.payment.provider !== opts.adapter.provider || own.order.storeCode !== query.store_code) {
      throw new HttpError(
        400,
        `order_increment_id: order ${query.order_increment_id} is not paid with ${query.payment_method}`,
      );
    }
    const found = payable(await opts.orders.expireIfDue(own, request.log));
    if (found.payment.paymentUrl) return ok(reply, found.payment.paymentUrl);
    const returnUrl = checkReturnUrl('return_url', query.return_url, request, opts.publicUrl);
    const created = await opts.adapter.createPayment(payableOrder(found.order), {
      returnUrl,
      notifyOrigin: opts.publicUrl?.replace(/\/$/, '') ?? requestOrigin(request),
    });
    return ok(reply, await opts.orders.recordPaymentUrl(found.order.id, created.providerReference, created.paymentUrl));
  };
}
