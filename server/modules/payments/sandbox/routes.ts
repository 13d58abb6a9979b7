// Issue 15 "Sandboxes" (HTTP only; the logic is in ./service.ts): each sandboxed provider's API, as the real one
// answers it, and its hosted page.
//   POST /sandbox/montonio/api/orders                                   { data: <JWT> } → { uuid, paymentUrl, … }
//   POST /sandbox/esto/api/v2/purchase/redirect                         Basic auth, JSON → { data, mac, errors }
//   POST /sandbox/modena/api/oauth2/token                               Basic auth, client_credentials → { access_token }
//   POST /sandbox/modena/api/modena/api/merchant/<product>-payment-order Bearer, JSON → 302 to the page
//   GET  /sandbox/modena/api/modena/api/merchant/applications/<id>/status Bearer → { orderId, status, amount, currency }
//   POST /sandbox/liisi/api/applications                                Basic auth, JSON → { id, status, applicationUrl }
//   GET  /sandbox/<provider>/pay/<id>   the page;  POST it: action=approve|decline|cancel|timeout, notify=…, bank=…
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError, parseOr400 } from '../../../http/reply';
import { verifyJwt } from '../montonio/jwt';
import { sameAmount } from '../provider';
import { estoMac } from '../esto/mac';
import { acceptFormBodies, requestOrigin } from '../route-support';
import { langOf, notePage, payPage, SANDBOX_BANKS } from './page';
import { basicAuth, type Sandbox, type SandboxProvider, sameSecret } from './service';

const montonioClaims = z.object({
  accessKey: z.string().min(1),
  merchantReference: z.string().min(1),
  returnUrl: z.url(),
  notificationUrl: z.url(),
  grandTotal: z.number().positive(),
  currency: z.string().length(3),
  locale: z.string().min(2),
  payment: z.object({ method: z.literal('paymentInitiation'), amount: z.number(), currency: z.string().length(3) }),
});

const estoPurchase = z.object({
  amount: z.number().positive(),
  reference: z.string().min(1),
  return_url: z.url(),
  notification_url: z.url(),
  schedule_type: z.enum(['REGULAR', 'ESTO_PAY', 'ESTO_X', 'PAY_LATER']),
  language: z.string().optional(),
});

const modenaOrder = z.object({
  orderId: z.string().min(1),
  totalAmount: z.number().positive(),
  currency: z.string().length(3),
  returnUrl: z.url(),
  cancelUrl: z.url(),
  callbackUrl: z.url(),
  language: z.string().optional(),
});

const liisiApplication = z.object({
  reference: z.string().min(1),
  amount: z.number().positive(),
  currency: z.string().length(3),
  period: z.number().int(),
  callbackUrl: z.url(),
  language: z.string().optional(),
  applicant: z.object({ personalCode: z.string().regex(/^\d{11}$/) }).passthrough(),
});

const decision = z.object({
  action: z.enum(['approve', 'decline', 'cancel', 'timeout']),
  notify: z.enum(['now', 'delayed', 'twice', 'stale', 'none']).default('now'),
  bank: z.enum(SANDBOX_BANKS).optional(),
});

const params = z.object({ provider: z.enum(['montonio', 'esto', 'modena', 'liisi']), id: z.string().min(1).max(100) });

export async function sandboxRoutes(
  app: FastifyInstance,
  opts: { sandbox: Sandbox; providers: ReadonlySet<SandboxProvider> },
) {
  const { sandbox, providers } = opts;
  acceptFormBodies(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const pageUrl = (origin: string, provider: SandboxProvider, id: string) =>
    `${origin}/sandbox/${provider}/pay/${encodeURIComponent(id)}`;
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  if (providers.has('montonio')) {
    app.post('/sandbox/montonio/api/orders', async (request, reply) => {
      const { data } = parseOr400(z.object({ data: z.string().min(1) }), request.body);
      const { accessKey, secretKey } = await sandbox.credentials.montonio();
      const checked = verifyJwt(data, secretKey, sandbox.clock());
      if (!checked.ok) throw new HttpError(401, `data: ${checked.problem} token`);
      const claims = parseOr400(montonioClaims, checked.claims, 'data');
      if (!sameSecret(claims.accessKey, accessKey)) throw new HttpError(401, 'data.accessKey: unknown store');
      if (!sameAmount(claims.payment.amount, claims.grandTotal) || claims.payment.currency !== claims.currency) {
        throw new HttpError(400, 'data.payment.amount: differs from grandTotal');
      }
      const id = await sandbox.store({
        provider: 'montonio',
        reference: claims.merchantReference,
        amount: claims.grandTotal,
        currency: claims.currency,
        locale: claims.locale,
        returnUrl: claims.returnUrl,
        notificationUrl: claims.notificationUrl,
        cancelUrl: null,
        request: { data, claims: checked.claims },
      });
      return reply.code(200).send({
        uuid: id,
        paymentStatus: 'PENDING',
        merchantReference: claims.merchantReference,
        grandTotal: claims.grandTotal,
        currency: claims.currency,
        paymentUrl: pageUrl(requestOrigin(request), 'montonio', id),
      });
    });
  }

  if (providers.has('esto')) {
    app.post('/sandbox/esto/api/v2/purchase/redirect', async (request, reply) => {
      const { user, password } = basicAuth(request.headers.authorization);
      const { shopId, secretKey } = await sandbox.credentials.esto();
      if (!sameSecret(user, shopId) || !sameSecret(password, secretKey)) {
        throw new HttpError(401, 'authorization: unknown shop or secret key');
      }
      const body = parseOr400(estoPurchase, request.body);
      const id = await sandbox.store({
        provider: 'esto',
        reference: body.reference,
        amount: body.amount,
        currency: 'EUR',
        locale: body.language ?? 'en',
        returnUrl: body.return_url,
        notificationUrl: body.notification_url,
        cancelUrl: null,
        request: { shopId: user, body: request.body as Record<string, unknown> },
      });
      const data = JSON.stringify({
        id,
        status: 'CREATED',
        purchase_url: pageUrl(requestOrigin(request), 'esto', id),
        reference: body.reference,
        amount: body.amount,
        shop_id: shopId,
      });
      return reply.send({ data, mac: estoMac(data, secretKey), errors: [] });
    });
  }

  if (providers.has('modena')) {
    app.post('/sandbox/modena/api/oauth2/token', async (request, reply) => {
      const { user, password } = basicAuth(request.headers.authorization);
      const { clientId, clientSecret } = await sandbox.credentials.modena();
      if (!sameSecret(user, clientId) || !sameSecret(password, clientSecret)) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      const form = (request.body ?? {}) as Record<string, string>;
      if (form.grant_type !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
      const { token, expiresIn } = await sandbox.modenaToken(user, form.scope ?? '');
      return reply.send({ access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: form.scope ?? '' });
    });

    app.post<{ Params: { product: string } }>(
      '/sandbox/modena/api/modena/api/merchant/:product',
      async (request, reply) => {
        const token = await sandbox.checkModenaToken(request.headers.authorization);
        if (!/^(slice|direct)-payment-order$/.test(request.params.product)) throw new HttpError(404, 'no such product');
        const body = parseOr400(modenaOrder, request.body);
        const id = await sandbox.store({
          id: `modena:${body.orderId}`,
          provider: 'modena',
          reference: body.orderId,
          amount: body.totalAmount,
          currency: body.currency,
          locale: body.language ?? 'en',
          returnUrl: body.returnUrl,
          notificationUrl: body.callbackUrl,
          cancelUrl: body.cancelUrl,
          request: { token, product: request.params.product, body: request.body as Record<string, unknown> },
        });
        return reply.redirect(pageUrl(requestOrigin(request), 'modena', id), 302);
      },
    );

    app.get<{ Params: { orderId: string } }>(
      '/sandbox/modena/api/modena/api/merchant/applications/:orderId/status',
      async (request, reply) => {
        await sandbox.checkModenaToken(request.headers.authorization);
        const payment = await sandbox.byReference('modena', request.params.orderId);
        if (!payment) return reply.code(404).send({ error: 'not_found' });
        return reply.send({
          orderId: payment.reference,
          status: payment.status === 'EXPIRED' ? 'PENDING' : payment.status,
          amount: payment.amount,
          currency: payment.currency,
        });
      },
    );
  }

  if (providers.has('liisi')) {
    app.post('/sandbox/liisi/api/applications', async (request, reply) => {
      const { user, password } = basicAuth(request.headers.authorization);
      const { merchantId, secretKey } = await sandbox.credentials.liisi();
      if (!sameSecret(user, merchantId) || !sameSecret(password, secretKey)) {
        throw new HttpError(401, 'authorization: unknown merchant or secret key');
      }
      const body = parseOr400(liisiApplication, request.body);
      const id = await sandbox.store({
        provider: 'liisi',
        reference: body.reference,
        amount: body.amount,
        currency: body.currency,
        locale: body.language ?? 'en',
        returnUrl: body.callbackUrl,
        notificationUrl: body.callbackUrl,
        cancelUrl: null,
        request: { merchantId: user, body: request.body as Record<string, unknown> },
      });
      return reply.send({ id, status: 'PROCESSING', applicationUrl: pageUrl(requestOrigin(request), 'liisi', id) });
    });
  }

  app.get('/sandbox/:provider/pay/:id', async (request, reply) => {
    const { provider, id } = parseOr400(params, request.params);
    const payment = providers.has(provider) ? await sandbox.find(provider, id) : undefined;
    if (!payment) return html(reply, notePage(provider, 'en', 'unknown'), 404);
    if (payment.status === 'EXPIRED') return html(reply, notePage(provider, payment.locale, 'expired'));
    if (payment.status !== 'PENDING') return html(reply, notePage(provider, payment.locale, 'decided'));
    const body = (payment.request as { body?: { period?: number } }).body;
    return html(
      reply,
      payPage({
        provider,
        id,
        locale: payment.locale,
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        period: provider === 'liisi' ? body?.period : undefined,
      }),
    );
  });

  app.post('/sandbox/:provider/pay/:id', async (request, reply) => {
    const { provider, id } = parseOr400(params, request.params);
    if (!providers.has(provider)) return html(reply, notePage(provider, 'en', 'unknown'), 404);
    const choice = parseOr400(decision, request.body);
    const outcome = await sandbox.decide(provider, id, choice.action, choice.notify, choice.bank);
    if ('redirect' in outcome) return reply.redirect(outcome.redirect, 303);
    return html(
      reply,
      notePage(provider, langOf(outcome.locale), outcome.note),
      outcome.note === 'unknown' ? 404 : 200,
    );
  });
}
