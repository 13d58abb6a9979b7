// GET /img/{width}/{height}/resize/{path} (ARCHITECTURE §4 images; SPEC 9 thumbnail sizes): webp when the
// client accepts it, jpeg otherwise, cached for a year. Errors keep the { code, result } envelope.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { describeIssues } from '../../../src/domain/contract/envelope';
import { ALLOWED_IMAGE_SIZES, createImageService, isAllowedImageSize, resolveMediaPath } from './service';

const pixels = z.coerce
  .number({ error: 'expected a whole number of pixels' })
  .int('expected a whole number of pixels')
  .positive('expected a whole number of pixels');

const paramsSchema = z.object({ width: pixels, height: pixels, '*': z.string() });

const ALLOWED_LIST = ALLOWED_IMAGE_SIZES.map((size) => `${size.width}x${size.height}`).join(', ');

/** Resized images never change under one URL: a new image gets a new path. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const fail = (reply: FastifyReply, code: 400 | 404, result: string) => reply.code(code).send({ code, result });

export async function imgRoutes(app: FastifyInstance, opts: { mediaDir: string; cacheBytes?: number }) {
  const images = createImageService(opts);

  app.get('/img/:width/:height/resize/*', async (request, reply) => {
    const parsed = paramsSchema.safeParse(request.params);
    if (!parsed.success) return fail(reply, 400, describeIssues(parsed.error));
    const { width, height, '*': requested } = parsed.data;
    // SPEC 9: only the thumbnail sizes the shop uses are made, so the URL space (and the cache) stays small.
    if (!isAllowedImageSize(width, height)) {
      return fail(reply, 400, `width, height: ${width}x${height} is not an allowed size (${ALLOWED_LIST})`);
    }
    const media = resolveMediaPath(opts.mediaDir, requested);
    if (!media.ok) return fail(reply, 400, `path: ${media.reason}`);

    const format = (request.headers.accept ?? '').includes('image/webp') ? 'webp' : 'jpeg';
    const image = await images.resize({ media, width, height, format });
    if (!image) return fail(reply, 404, 'Image not found');

    reply.header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept').header('ETag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.body);
  });
}
