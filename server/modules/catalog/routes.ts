// The catalogue calls (SPEC 7 "Catalogue and content", ARCHITECTURE §4):
//   GET /api/catalog/{storeCode}/{entity}/_search?request=<JSON>  entity: product, category, attribute, taxrule. A GET
//     so the service worker and HTTP caches can keep it.
//   GET /api/ext/category-menu/get?storeCode=                     the menu tree (code 200 required, SPEC 8)
//   GET /api/products/render-list?skus=&currencyCode=&storeId=     current prices by sku
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import {
  CATALOG_ENTITIES,
  catalogSearchRequestSchema,
  categoryMenuQuerySchema,
  RENDER_LIST_MAX_SKUS,
  renderListQuerySchema,
  splitSkus,
} from '../../../src/domain/contract/catalog';
import { DEFAULT_STORE_CODE, STORE_CODES, storeViewById } from '../../../src/domain/store-views';
import { checkInput } from '../../http/input-guard';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import { envelopeBody } from './result-cache';
import type { CatalogService } from './service';

const paramsSchema = z.object({
  storeCode: z.enum(STORE_CODES),
  entity: z.enum(CATALOG_ENTITIES),
});
const querySchema = z.object({ request: z.optional(z.string()) });
const storeCodeSchema = z.object({ storeCode: z.optional(z.enum(STORE_CODES)) });

export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  // A cached result is the same object on every hit: its reply body is serialized and encoded once (a page of 50
  // products with their children is about half a megabyte of JSON), and the result cache counts those bytes.
  const sendEnvelope = (reply: FastifyReply, result: object) =>
    reply.code(200).type('application/json; charset=utf-8').send(envelopeBody(result));

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
      checkInput(body, ['request']);
    }
    const searchRequest = parseOr400(catalogSearchRequestSchema, body, 'request');
    const result = await opts.catalog.search(params.storeCode, params.entity, searchRequest);
    reply.header('Cache-Control', 'public, max-age=60');
    return sendEnvelope(reply, result);
  });

  app.get('/api/ext/category-menu/get', async (request, reply) => {
    parseOr400(categoryMenuQuerySchema, request.query);
    const { storeCode = DEFAULT_STORE_CODE } = parseOr400(storeCodeSchema, request.query);
    reply.header('Cache-Control', 'public, max-age=60');
    return sendEnvelope(reply, await opts.catalog.categoryMenu(storeCode));
  });

  app.get('/api/products/render-list', async (request, reply) => {
    const query = parseOr400(renderListQuerySchema, request.query);
    const skus = splitSkus(query.skus);
    if (!skus.length) throw new HttpError(400, 'skus: expected a comma separated list of skus');
    if (skus.length > RENDER_LIST_MAX_SKUS) throw new HttpError(400, `skus: at most ${RENDER_LIST_MAX_SKUS}`);
    // SPEC 1: store id 2 means Latvia, anything else means Estonia.
    const storeView = storeViewById(query.storeId ?? 1);
    reply.header('Cache-Control', 'no-store');
    return ok(reply, { items: await opts.catalog.renderList(storeView.storeCode, skus) });
  });
}
