// SPEC 7 "Catalogue and content": GET /api/ext/cms-data/cms{Page|Block}/{id}?storeId=, by identifier and store id
// (cms{Page|Block}Identifier/{identifier}/storeId/{storeId}), the lists (cms{Page|Block}?storeId=&size=&from=, SPEC 9:
// 150 by default, at most 500) and the banners get endpoint. Unknown ids and identifiers answer 404 (SPEC 8 'CMS query
// returned empty result'); bad input answers 400 naming the field.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CmsType,
  cmsIdentifierParamsSchema,
  cmsIdParamsSchema,
  cmsListQuerySchema,
  cmsStoreQuerySchema,
  cmsWriteSchema,
} from '../../../src/domain/contract/cms';
import { CMS_EMPTY_RESULT } from '../../../src/domain/cms';
import { isStoreCode, storeViewById } from '../../../src/domain/store-views';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import { CmsLimitError, type CmsService } from './service';

export interface CmsRouteOptions {
  cms: CmsService;
  /** The owner's secret for PUT; undefined turns the writes off (404). */
  adminKey?: string;
  /** Clears the output cache's pages carrying these tags after a write. */
  invalidate?(tags: string[]): Promise<unknown>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <key>`, compared in constant time. */
function hasAdminKey(request: FastifyRequest, key: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(key));
}

const TYPES: [CmsType, string][] = [
  ['page', 'Page'],
  ['block', 'Block'],
];

// Pages change only when an owner saves one; a minute of caching spares the database on busy pages.
const CACHE = 'public, max-age=60';

export async function cmsRoutes(app: FastifyInstance, opts: CmsRouteOptions) {
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

  // Issue 16: the owner changes a page or block without a deploy (npm run cms -- set, while the shop runs):
  // PUT /api/ext/cms-data/cms{Page|Block}/{storeCode}/{identifier} with { title, content, metaDescription?, active? }
  // and `Authorization: Bearer <CMS_ADMIN_KEY>`. The body is sanitised; the cached CMS pages are cleared.
  for (const [type, name] of TYPES) {
    app.put(`/api/ext/cms-data/cms${name}/:storeCode/:identifier`, async (request, reply) => {
      if (!opts.adminKey) throw new HttpError(404, 'CMS writes are not enabled (set CMS_ADMIN_KEY)');
      if (!hasAdminKey(request, opts.adminKey)) throw new HttpError(401, 'authorization: invalid CMS admin key');
      const { storeCode, identifier } = request.params as { storeCode: string; identifier: string };
      if (!isStoreCode(storeCode)) throw new HttpError(400, 'storeCode: expected ee or lv');
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const entry = parseOr400(cmsWriteSchema, { ...body, identifier });
      try {
        const saved = await opts.cms.save(type, storeCode, entry, { owner: true });
        await opts.invalidate?.(['cms']);
        reply.header('Cache-Control', 'no-store');
        return ok(reply, saved);
      } catch (error) {
        if (error instanceof CmsLimitError) throw new HttpError(409, error.message);
        throw error;
      }
    });
  }

  // The home page's hero and banners: the store view's active banner-* blocks.
  app.get('/api/ext/banners/get', async (request, reply) => {
    const { storeId } = parseOr400(cmsStoreQuerySchema, request.query);
    reply.header('Cache-Control', CACHE);
    return ok(reply, await opts.cms.banners(storeViewById(storeId ?? 1).storeCode));
  });
}
