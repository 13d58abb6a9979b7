// Issue 17, ARCHITECTURE §4 "Accounts" (tokens in `?token=` as SPEC 7, or `Authorization: Bearer`):
//   GET /api/user/downloads (token)       -> { items: [{ increment_id, downloads: [...] }] }, the customer's links
//   GET /api/download/:linkId (token)      -> the file (attachment), one download taken; 400 naming linkId for a
//                                             malformed id, 401 without a valid token, 404 for a link that is not
//                                             the customer's, 410 when it is used up or expired (DOWNLOAD_ERRORS)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { downloadParamsSchema } from '../../../src/domain/contract/downloads';
import type { Db } from '../../db/client';
import { ok, parseOr400 } from '../../http/reply';
import { requestToken } from '../user/request-token';
import { downloadsByOrder, takeDownload } from './service';

/** RFC 6266 / 5987: a plain ASCII fallback and the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function downloadRoutes(
  app: FastifyInstance,
  opts: { db: Db; clock: () => Date; authenticate: (token: string | undefined) => Promise<number> },
) {
  const customerOf = (request: FastifyRequest) => opts.authenticate(requestToken(request));

  app.get('/api/user/downloads', async (request, reply) => {
    const customerId = await customerOf(request);
    reply.header('Cache-Control', 'no-store');
    const byOrder = await downloadsByOrder(opts.db, customerId, opts.clock());
    return ok(reply, {
      items: [...byOrder].map(([incrementId, downloads]) => ({ increment_id: incrementId, downloads })),
    });
  });

  app.get(
    '/api/download/:linkId',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { linkId } = parseOr400(downloadParamsSchema, request.params);
      const customerId = await customerOf(request);
      const file = await takeDownload(opts.db, customerId, linkId, opts.clock());
      return reply
        .code(200)
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('Content-Length', file.bytes.length)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.bytes);
    },
  );
}
