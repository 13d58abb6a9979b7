// SPEC 7 "Catalogue and content": GET /api/ext/cms-data/cms{Page|Block}/{id}?storeId=, by identifier and store id
// (cms{Page|Block}Identifier/{identifier}/storeId/{storeId}), the lists (cms{Page|Block}?storeId=&size=&from=, SPEC 9:
// 150 by default, at most 500) and the banners get endpoint. Unknown ids and identifiers answer 404 (SPEC 8 'CMS query
// returned empty result'); bad input answers 400 naming the field.
import type { FastifyInstance } from 'fastify';
import {
  type CmsType,
  cmsIdentifierParamsSchema,
  cmsIdParamsSchema,
  cmsListQuerySchema,
  cmsStoreQuerySchema,
} from '../../../src/domain/contract/cms';
import { CMS_EMPTY_RESULT } from '../../../src/domain/cms';
import { storeViewById } from '../../../src/domain/store-views';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import type { CmsService } from './service';

const TYPES: [CmsType, string][] = [
  ['page', 'Page'],
  ['block', 'Block'],
];

// Pages change only when an owner saves one; a minute of caching spares the database on busy pages.
const CACHE = 'public, max-age=60';

export async function cmsRoutes(app: FastifyInstance, opts: { cms: CmsService }) {
  for (const [type, name] of TYPES) {
    app.get(`/api/ext/cms-data/cms${name}`, async (request, reply) => {
      const query = parseOr400(cmsListQuerySchema, request.query);
      const store = storeViewById(query.storeId ?? 1).storeCode;
      reply.header('Cache-Control', CACHE);
      return ok(reply, await opts.cms.list(type, store, { size: query.size, from: query.from }));
    });

    app.get(`/api/ext/cms-data/cms${name}/:id`, async (request, reply) => {
      const { id } = parseOr400(cmsIdParamsSchema, request.params);
      const { storeId } = parseOr400(cmsStoreQuerySchema, request.query);
      const entry = await opts.cms.byId(type, storeViewById(storeId ?? 1).storeCode, id);
      if (!entry) throw new HttpError(404, `${CMS_EMPTY_RESULT} id = ${id}`);
      reply.header('Cache-Control', CACHE);
      return ok(reply, entry);
    });

    app.get(`/api/ext/cms-data/cms${name}Identifier/:identifier/storeId/:storeId`, async (request, reply) => {
      const { identifier, storeId } = parseOr400(cmsIdentifierParamsSchema, request.params);
      const entry = await opts.cms.byIdentifier(type, storeViewById(storeId).storeCode, identifier);
      if (!entry) throw new HttpError(404, `${CMS_EMPTY_RESULT} identifier = ${identifier}`);
      reply.header('Cache-Control', CACHE);
      return ok(reply, entry);
    });
  }

  // The home page's hero and banners: the store view's active banner-* blocks.
  app.get('/api/ext/banners/get', async (request, reply) => {
    const { storeId } = parseOr400(cmsStoreQuerySchema, request.query);
    reply.header('Cache-Control', CACHE);
    return ok(reply, await opts.cms.banners(storeViewById(storeId ?? 1).storeCode));
  });
}
