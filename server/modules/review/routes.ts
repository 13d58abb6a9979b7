// SPEC 7 POST /api/review/create {review: {product_id, title, detail, nickname, review_entity?, review_status?,
// customer_id?, rating?, store_id?, email?}} -> {id, status: 'pending'}. The customer is the token's (optional), never
// the body's customer_id. Issue 16: GET /api/review/list?product_id=&storeId= (approved only) and the owner's
// moderation, GET /api/review/moderation?status= and POST /api/review/moderation/{id}/{approve|reject} with
// `Authorization: Bearer <CMS_ADMIN_KEY>` (off, 404, without the key); an approval clears the product's cached pages.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  moderationParamsSchema,
  moderationQuerySchema,
  reviewCreateRequestSchema,
  reviewListQuerySchema,
} from '../../../src/domain/contract/review';
import { reviewAuthorOf } from '../../../src/domain/reviews';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import { requestToken } from '../user/request-token';
import type { UserService } from '../user/service';
import type { ReviewService } from './service';

export interface ReviewRouteOptions {
  review: ReviewService;
  user: UserService;
  /** The owner's secret for moderation; undefined turns it off (404). */
  adminKey?: string;
  /** Clears the output cache's pages carrying these tags after a moderation. */
  invalidate?(tags: string[]): Promise<unknown>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <key>`, compared in constant time. */
function hasAdminKey(request: FastifyRequest, key: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(key));
}

export async function reviewRoutes(app: FastifyInstance, opts: ReviewRouteOptions) {
  const optionalCustomer = async (request: FastifyRequest) => {
    const token = requestToken(request);
    return token ? opts.user.authenticate(token) : null;
  };
  const owner = (request: FastifyRequest) => {
    if (!opts.adminKey) throw new HttpError(404, 'Review moderation is not enabled (set CMS_ADMIN_KEY)');
    if (!hasAdminKey(request, opts.adminKey)) throw new HttpError(401, 'authorization: invalid admin key');
  };

  app.post(
    '/api/review/create',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const body = parseOr400(reviewCreateRequestSchema, request.body);
      const customerId = await optionalCustomer(request);
      if (customerId === null) {
        if (!body.review.nickname) throw new HttpError(400, 'review.nickname: required for a guest');
        return ok(reply, await opts.review.create({ ...body.review, nickname: body.review.nickname }, null));
      }
      // Issue 16: a signed-in reviewer is not asked for a name and e-mail: the profile's (the name as shown, unless
      // the customer gave one; the e-mail always the account's, never the body's).
      const profile = await opts.user.profile(customerId);
      const author = reviewAuthorOf(profile);
      const review = { ...body.review, nickname: body.review.nickname ?? author.nickname, email: author.email };
      return ok(reply, await opts.review.create(review, customerId));
    },
  );

  app.get('/api/review/list', async (request, reply) => {
    const query = parseOr400(reviewListQuerySchema, request.query);
    reply.header('Cache-Control', 'public, max-age=60');
    return ok(reply, await opts.review.list(query.product_id, query.storeId ?? 1));
  });

  app.get('/api/review/moderation', async (request, reply) => {
    owner(request);
    const { status } = parseOr400(moderationQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return ok(reply, await opts.review.moderation(status));
  });

  app.post('/api/review/moderation/:id/:action', async (request, reply) => {
    owner(request);
    const { id, action } = parseOr400(moderationParamsSchema, request.params);
    const review = await opts.review.moderate(id, action);
    if (!review) throw new HttpError(404, `id: no review ${id}`);
    // The product's pages show the approved reviews (and their JSON-LD): cached ones are cleared.
    await opts.invalidate?.([`P${review.product_id}`, 'product']);
    reply.header('Cache-Control', 'no-store');
    return ok(reply, review);
  });
}
