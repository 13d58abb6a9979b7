// SPEC 7 "Catalogue and content": POST /api/url/map { url, storeCode?, includeFields?, excludeFields?, filters? }
// -> { code: 200, result: { _type, _source } }, or { code: 404, result: 'No mapping found' } (SPEC 8).
import type { FastifyInstance } from 'fastify';
import { NO_MAPPING_FOUND, urlMapRequestSchema } from '../../../src/domain/contract/url';
import { ok, parseOr400 } from '../../http/reply';
import type { UrlService } from './service';

export async function urlRoutes(app: FastifyInstance, opts: { url: UrlService }) {
  app.post('/api/url/map', async (request, reply) => {
    const body = parseOr400(urlMapRequestSchema, request.body ?? {});
    const mapping = await opts.url.map(body);
    if (!mapping) return ok(reply, NO_MAPPING_FOUND, 404);
    return ok(reply, mapping);
  });
}
