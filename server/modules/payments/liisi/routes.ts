// SPEC 7 "Payment providers", Liisi (HTTP only; the protocol is in ./service.ts):
//   POST /api/ext/payment-liisi/payment-liisi-add-order-comment  { order_increment_id, liisi_form_data, token,
//        cart_server_token (a guest order's proof of ownership) }
//        → { order_increment_id, status, application_id, redirect_url? } (the lender's page, where it has one);
//        idempotent per order: the application stored first is answered to every later or concurrent call
//   POST /api/ext/payment-liisi/notification  the lender's decision, signed (X-Liisi-Signature)
// A bad form answers 400 naming the field (SPEC 3, SPEC 5), never its value: the form is personal data.
import type { FastifyInstance } from 'fastify';
import { liisiCommentBodySchema } from '../../../../src/domain/contract/payment';
import { HttpError, ok, parseOr400 } from '../../../http/reply';
import { type OrderRow, type PaymentOrders, payableOrder } from '../orders';
import { type Authenticate, customerOf, ownedOrder, payable, requestOrigin } from '../route-support';
import { LIISI_CALLBACK_PATH, LIISI_SIGNATURE_HEADER, type Liisi } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** An application is answered again while its order waits for the lender or was paid (not once it failed). */
const KEPT_STATUSES = new Set(['pending', 'complete']);

function applicationReply(
  order: Pick<OrderRow, 'incrementId' | 'status'>,
  application: { providerReference: string | null; paymentUrl: string | null },
) {
  return {
    order_increment_id: order.incrementId,
    status: order.status,
    application_id: application.providerReference,
    ...(application.paymentUrl ? { redirect_url: application.paymentUrl } : {}),
  };
}

export async function liisiRoutes(
  app: FastifyInstance,
  opts: { liisi: Liisi; orders: PaymentOrders; authenticate: Authenticate; publicUrl?: string },
) {
  const { liisi, orders } = opts;
  // The decision's signature is over the body's bytes as sent, so this plugin keeps them.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, body === '' ? undefined : JSON.parse(String(body)));
    } catch {
      done(new HttpError(400, 'body: not JSON'), undefined);
    }
  });

  app.post('/api/ext/payment-liisi/payment-liisi-add-order-comment', async (request, reply) => {
    const body = parseOr400(liisiCommentBodySchema, request.body);
    const customerId = await customerOf(request, opts.authenticate);
    const own = ownedOrder(
      await orders.byNumber(body.order_increment_id),
      customerId,
      body.cart_server_token,
      body.order_increment_id,
    );
    if (own.payment.provider !== 'liisi') {
      throw new HttpError(400, `order_increment_id: order ${body.order_increment_id} is not paid with Liisi`);
    }
    const current = await orders.expireIfDue(own, request.log);
    // Issue 15: idempotent per order. A retry (the reply was lost, or the checkout sends the application again after
    // a failure) gets the application the order already has, never a second one at the lender.
    if (current.payment.providerReference && KEPT_STATUSES.has(current.order.status)) {
      return ok(reply, applicationReply(current.order, current.payment));
    }
    const found = payable(current);
    const origin = requestOrigin(request);
    const submitted = await liisi.submit(payableOrder(found.order), body.liisi_form_data, {
      browserOrigin: origin,
      notifyOrigin: opts.publicUrl?.replace(/\/$/, '') ?? origin,
    });
    // A concurrent call may have stored its application first: both callers answer that one.
    const kept = await orders.storeApplication(
      found.order.id,
      body.liisi_form_data,
      submitted.id,
      submitted.applicationUrl,
    );
    return ok(reply, applicationReply(found.order, kept));
  });

  app.post(LIISI_CALLBACK_PATH, async (request, reply) => {
    const header = request.headers[LIISI_SIGNATURE_HEADER];
    const event = await liisi.verifyDecision(request.rawBody ?? '', typeof header === 'string' ? header : undefined);
    const { order } = await orders.settle(event, 'callback', request.log);
    return ok(reply, { order_increment_id: order.incrementId, status: order.status });
  });
}
