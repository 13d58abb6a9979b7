// SPEC 7 "Order and stock": GET /api/stock/check?sku= -> one record (404 for an unknown sku);
// GET /api/stock/list?skus=a,b -> the records found, at most 15 skus per request.
import type { FastifyInstance } from 'fastify';
import { splitSkus } from '../../../src/domain/contract/catalog';
import { STOCK_LIST_MAX_SKUS, stockCheckQuerySchema, stockListQuerySchema } from '../../../src/domain/contract/stock';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import type { StockService } from './service';

export async function stockRoutes(app: FastifyInstance, opts: { stock: StockService }) {
  app.get('/api/stock/check', async (request, reply) => {
    const { sku } = parseOr400(stockCheckQuerySchema, request.query);
    const item = await opts.stock.check(sku.trim());
    if (!item) throw new HttpError(404, `No stock record for sku ${sku}`);
    reply.header('Cache-Control', 'no-store');
    return ok(reply, item);
  });

  app.get('/api/stock/list', async (request, reply) => {
    const query = parseOr400(stockListQuerySchema, request.query);
    const skus = splitSkus(query.skus);
    if (!skus.length) throw new HttpError(400, 'skus: expected a comma separated list of skus');
    if (skus.length > STOCK_LIST_MAX_SKUS) throw new HttpError(400, `skus: at most ${STOCK_LIST_MAX_SKUS} per request`);
    reply.header('Cache-Control', 'no-store');
    return ok(reply, await opts.stock.list(skus));
  });
}
