// SPEC 1 "a loyalty card page" (issue 16): GET /api/loyalty-card and POST /api/loyalty-card/join, for the signed-in
// customer only (the token's customer: a card is never read or made for anyone else). No body, no query to validate.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { requestToken } from '../user/request-token';
import type { UserService } from '../user/service';
import type { LoyaltyService } from './service';

export async function loyaltyRoutes(app: FastifyInstance, opts: { loyalty: LoyaltyService; user: UserService }) {
  app.get('/api/loyalty-card', async (request, reply) => {
    const customerId = await opts.user.authenticate(requestToken(request));
    reply.header('Cache-Control', 'no-store');
    return ok(reply, await opts.loyalty.card(customerId));
  });

  app.post(
    '/api/loyalty-card/join',
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const customerId = await opts.user.authenticate(requestToken(request));
      reply.header('Cache-Control', 'no-store');
      return ok(reply, await opts.loyalty.join(customerId));
    },
  );
}
