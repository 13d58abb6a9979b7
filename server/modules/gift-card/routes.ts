// Issue 17: GET /api/gift-card/balance?code= (404 unknown, 400 expired or a malformed code naming `code`). Rate
// limited per client: codes are random (60 bits), and guessing them should stay slow as well as hopeless.
import type { FastifyInstance } from 'fastify';
import { giftCardBalanceQuerySchema } from '../../../src/domain/contract/gift-card';
import type { Db } from '../../db/client';
import { ok, parseOr400 } from '../../http/reply';
import { giftCardBalance } from './service';

export async function giftCardRoutes(app: FastifyInstance, opts: { db: Db; clock: () => Date }) {
  app.get(
    '/api/gift-card/balance',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { code } = parseOr400(giftCardBalanceQuerySchema, request.query);
      reply.header('Cache-Control', 'no-store');
      return ok(reply, await giftCardBalance(opts.db, code, opts.clock()));
    },
  );
}
