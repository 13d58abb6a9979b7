// GET /invalidate?key=…&tag=P12,C4 (ARCHITECTURE §6, SPEC 9 cache tags): clears the output cache's pages carrying
// one of the tags. The key is the INVALIDATE_KEY secret (unset: the endpoint answers 404); the tags are validated
// (issue 16): '*', P<id>, C<id> or a lowercase route/SPEC tag, at most 50.
import type { FastifyInstance } from 'fastify';
import { invalidateQuerySchema } from '../../src/domain/seo-invalidate';
import type { OutputCache } from './output-cache';

export async function invalidateRoutes(
  app: FastifyInstance,
  opts: {
    cache?: OutputCache;
    invalidateKey?: string;
    /** Issue 18: clears the tags everywhere (this process's catalogue caches, the other instances); default: the cache. */
    invalidate?: (tags: string[]) => Promise<number>;
  },
) {
  app.get('/invalidate', async (request, reply) => {
    if (!opts.invalidateKey) return reply.code(404).send({ code: 404, result: 'Cache invalidation is not enabled' });
    const parsed = invalidateQuerySchema.safeParse(request.query ?? {});
    const key = (request.query as { key?: unknown } | undefined)?.key;
    if (key !== opts.invalidateKey) return reply.code(401).send({ code: 401, result: 'key: invalid' });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'tag: invalid';
      return reply.code(400).send({ code: 400, result: message.startsWith('tag') ? message : `tag: ${message}` });
    }
    const tags = parsed.data.tag;
    const removed = opts.invalidate ? await opts.invalidate(tags) : opts.cache ? await opts.cache.invalidate(tags) : 0;
    return { code: 200, result: { tags, removed } };
  });
}
