// GET /api/catalog/{storeCode}/{entity}/_search?request=<JSON> (ARCHITECTURE §4). A GET so the service worker
// and HTTP caches can keep it.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { productSearchRequestSchema } from '../../../src/domain/contract/catalog';
import { STORE_CODES } from '../../../src/domain/store-views';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import type { CatalogService } from './service';

const paramsSchema = z.object({
  storeCode: z.enum(STORE_CODES),
  entity: z.literal('product'),
});
const querySchema = z.object({ request: z.optional(z.string()) });

export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  app.get('/api/catalog/:storeCode/:entity/_search', async (request, reply) => {
    const params = parseOr400(paramsSchema, request.params);
    const query = parseOr400(querySchema, request.query);
    let body: unknown = {};
    if (query.request) {
      try {
        body = JSON.parse(query.request);
      } catch {
        throw new HttpError(400, 'request: not valid JSON');
      }
    }
    const searchRequest = parseOr400(productSearchRequestSchema, body, 'request');
    reply.header('Cache-Control', 'public, max-age=60');
    return ok(reply, await opts.catalog.searchProducts(params.storeCode, searchRequest));
  });
}
