// SPEC 7 POST /api/review/create {review: {product_id, title, detail, nickname, review_entity?, review_status?,
// customer_id?}} -> {id, status: 'pending'}. The customer is the token's (optional), never the body's customer_id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reviewCreateRequestSchema } from '../../../src/domain/contract/review';
import { ok, parseOr400 } from '../../http/reply';
import { requestToken } from '../user/request-token';
import type { UserService } from '../user/service';
import type { ReviewService } from './service';

export async function reviewRoutes(app: FastifyInstance, opts: { review: ReviewService; user: UserService }) {
  const optionalCustomer = async (request: FastifyRequest) => {
    const token = requestToken(request);
    return token ? opts.user.authenticate(token) : null;
  };

  app.post(
    '/api/review/create',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const body = parseOr400(reviewCreateRequestSchema, request.body);
      const customerId = await optionalCustomer(request);
      return ok(reply, await opts.review.create(body.review, customerId));
    },
  );
}
