// SPEC 7 "Newsletter": GET ?email= (result 'subscribed' means subscribed; else 'unsubscribed', 'not-found', or
// 'pending' while a mailed confirmation link is still good: issue 16 follow-up),
// POST {email} subscribes (and mails SPEC 9's coupon the first time), DELETE {email} unsubscribes. Code 200 is success.
// Issue 13 finding 13: DELETE needs the customer's token and unsubscribes only that customer's own address; anyone
// else leaves through the signed link of the newsletter mails (GET asks, POST unsubscribes). Issue 16 double opt-in:
// POST for an address that is not the signed-in customer's own only mails a signed, expiring confirmation link
// (answer 'pending'); /newsletter/confirm?token= asks (GET) and confirms (POST), which subscribes and mails the coupon.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  NEWSLETTER_ERRORS,
  newsletterQuerySchema,
  newsletterRequestSchema,
} from '../../../src/domain/contract/newsletter';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import { requestToken } from '../user/request-token';
import type { UserService } from '../user/service';
import type { NewsletterService } from './service';
import { confirmPage } from './confirm-page';
import { unsubscribePage } from './unsubscribe-page';

const PATH = '/api/ext/mailchimp-subscribe/subscribe';
const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
const CONFIRM_PATH = '/newsletter/confirm';
const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const unsubscribeQuerySchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254)),
  sig: z.string().check(z.minLength(1), z.maxLength(100)),
  store: z.optional(z.enum(['ee', 'lv'])),
});

const confirmQuerySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(1000)),
  /** Only the page's language (the token's own store decides where the subscription belongs). */
  store: z.optional(z.enum(['ee', 'lv'])),
});

export async function newsletterRoutes(
  app: FastifyInstance,
  opts: { newsletter: NewsletterService; user: Pick<UserService, 'authenticate' | 'profile'> },
) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // The unsubscribe button and mail clients' one-click unsubscribe (RFC 8058) post a form; this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(PATH, async (request, reply) => {
    const { email } = parseOr400(newsletterQuerySchema, request.query);
    return ok(reply, await opts.newsletter.status(email));
  });

  app.post(PATH, { config: limited }, async (request, reply) => {
    const body = parseOr400(newsletterRequestSchema, request.body);
    const storeCode = body.storeCode ?? 'ee';
    // Issue 16 double opt-in: the signed-in customer's own address is subscribed at once (the account is theirs);
    // any other address only gets a confirmation link by mail ('pending'), so nobody subscribes someone else.
    const token = requestToken(request);
    const customerId = token ? await opts.user.authenticate(token).catch(() => null) : null;
    const own = customerId !== null && (await opts.user.profile(customerId)).email === body.email;
    return ok(
      reply,
      own
        ? await opts.newsletter.subscribe(body.email, storeCode)
        : await opts.newsletter.requestSubscription(body.email, storeCode),
    );
  });

  app.delete(PATH, { config: limited }, async (request, reply) => {
    const body = parseOr400(newsletterRequestSchema, request.body);
    const customerId = await opts.user.authenticate(requestToken(request));
    const customer = await opts.user.profile(customerId);
    if (customer.email !== body.email) throw new HttpError(403, NEWSLETTER_ERRORS.notOwnAddress);
    return ok(reply, await opts.newsletter.unsubscribe(body.email));
  });

  const page = async (request: { query: unknown }, post: boolean) => {
    const query = unsubscribeQuerySchema.safeParse(request.query);
    const store = query.success ? (query.data.store ?? 'ee') : 'ee';
    if (!query.success) return { status: 400, html: unsubscribePage(store, '', { kind: 'invalid' }) };
    const { email, sig } = query.data;
    if (!post) {
      const valid = await opts.newsletter.validUnsubscribeSignature(email, sig);
      const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ email, store, sig })}`;
      return valid
        ? { status: 200, html: unsubscribePage(store, email, { kind: 'ask', action }) }
        : { status: 400, html: unsubscribePage(store, email, { kind: 'invalid' }) };
    }
    return (await opts.newsletter.unsubscribeSigned(email, sig))
      ? { status: 200, html: unsubscribePage(store, email, { kind: 'done' }) }
      : { status: 400, html: unsubscribePage(store, email, { kind: 'invalid' }) };
  };
  // Issue 16 double opt-in: the confirmation link asks (GET), the button confirms (POST), in the token's store.
  const confirm = async (request: { query: unknown }, post: boolean) => {
    const query = confirmQuerySchema.safeParse(request.query);
    const raw = request.query as { store?: unknown } | undefined;
    const store = query.success ? (query.data.store ?? 'ee') : raw?.store === 'lv' ? 'lv' : 'ee';
    if (!query.success) return { status: 400, html: confirmPage(store, { kind: 'invalid' }) };
    const { token } = query.data;
    if (!post) {
      const check = await opts.newsletter.checkConfirmation(token);
      if (check !== 'valid') return { status: 400, html: confirmPage(store, { kind: check }) };
      const action = `${CONFIRM_PATH}?${new URLSearchParams({ token, store })}`;
      return { status: 200, html: confirmPage(store, { kind: 'ask', action }) };
    }
    const outcome = await opts.newsletter.confirm(token);
    return outcome.kind === 'subscribed'
      ? { status: 200, html: confirmPage(outcome.storeCode, { kind: 'done', email: outcome.email }) }
      : { status: 400, html: confirmPage(store, { kind: outcome.kind }) };
  };
  app.get(CONFIRM_PATH, { config: limited }, async (request, reply) => {
    const { status, html } = await confirm(request, false);
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  });
  app.post(CONFIRM_PATH, { config: limited }, async (request, reply) => {
    const { status, html } = await confirm(request, true);
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  });

  app.get(UNSUBSCRIBE_PATH, { config: limited }, async (request, reply) => {
    const { status, html } = await page(request, false);
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  });
  app.post(UNSUBSCRIBE_PATH, { config: limited }, async (request, reply) => {
    const { status, html } = await page(request, true);
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  });
}
