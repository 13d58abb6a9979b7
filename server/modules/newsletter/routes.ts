// SPEC 7 "Newsletter": GET ?email= (result 'subscribed' means subscribed; else 'unsubscribed' or 'not-found'),
// POST {email} subscribes (and mails SPEC 9's coupon the first time), DELETE {email} unsubscribes. Code 200 is success.
import type { FastifyInstance } from 'fastify';
import { newsletterQuerySchema, newsletterRequestSchema } from '../../../src/domain/contract/newsletter';
import { ok, parseOr400 } from '../../http/reply';
import type { NewsletterService } from './service';

const PATH = '/api/ext/mailchimp-subscribe/subscribe';
const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function newsletterRoutes(app: FastifyInstance, opts: { newsletter: NewsletterService }) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(PATH, async (request, reply) => {
    const { email } = parseOr400(newsletterQuerySchema, request.query);
    return ok(reply, await opts.newsletter.status(email));
  });

  app.post(PATH, { config: limited }, async (request, reply) => {
    const body = parseOr400(newsletterRequestSchema, request.body);
    return ok(reply, await opts.newsletter.subscribe(body.email, body.storeCode ?? 'ee'));
  });

  app.delete(PATH, { config: limited }, async (request, reply) => {
    const body = parseOr400(newsletterRequestSchema, request.body);
    return ok(reply, await opts.newsletter.unsubscribe(body.email));
  });
}
