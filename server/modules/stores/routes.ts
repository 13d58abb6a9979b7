// Issue 16 "Store locator": GET /api/ext/stores?city= (every store, or those of one city) and
// GET /api/ext/stores/{id} (404 'No such store'). Public data: cacheable for a few minutes.
import type { FastifyInstance } from 'fastify';
import { STORE_NOT_FOUND, storeIdParamsSchema, storeListQuerySchema } from '../../../src/domain/contract/stores';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import type { StoresService } from './service';

export async function storesRoutes(app: FastifyInstance, opts: { stores: StoresService }) {
  app.get('/api/ext/stores', async (request, reply) => {
    const { city } = parseOr400(storeListQuerySchema, request.query);
    reply.header('Cache-Control', 'public, max-age=300');
    return ok(reply, await opts.stores.list(city || undefined));
  });

  app.get('/api/ext/stores/:id', async (request, reply) => {
    const { id } = parseOr400(storeIdParamsSchema, request.params);
    const store = await opts.stores.byId(id);
    if (!store) throw new HttpError(404, STORE_NOT_FOUND);
    reply.header('Cache-Control', 'public, max-age=300');
    return ok(reply, store);
  });
}
