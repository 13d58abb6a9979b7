// The /invalidate query (SPEC 9), apart from seo.ts: the page registry imports seo.ts on every first view, and zod
// (the server's validation) must not come with it (issue 18, first-view JavaScript budget).
import { z } from 'zod';
import { CACHE_TAG_PATTERN, MAX_INVALIDATE_TAGS } from './seo';

export const invalidateQuerySchema = z.object({
  key: z.string().max(256).optional(),
  tag: z
    .string({ error: 'tag: required (comma list, or * for all)' })
    .max(2000, 'tag: too long')
    .transform((value) =>
      value
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(64, 'tag: too long').regex(CACHE_TAG_PATTERN, 'tag: not a cache tag'))
        .min(1, 'tag: required (comma list, or * for all)')
        .max(MAX_INVALIDATE_TAGS, `tag: at most ${MAX_INVALIDATE_TAGS} tags`),
    ),
});
