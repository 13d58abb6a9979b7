// SPEC 3 "CMS page and CMS block" (id, identifier) and SPEC 7 "Catalogue and content":
// GET /api/ext/cms-data/cms{Page|Block}/{id}, by identifier and store id, the lists, and the banners get endpoint.
// SPEC 9: at most 500 pages and 500 blocks per store view; a block list answers 150 by default.
import * as z from 'zod/mini';
import { envelope } from './envelope';

/** SPEC 9 "CMS block and page max count". */
export const CMS_MAX_COUNT = 500;
/** SPEC 9 "CMS block list default size". */
export const CMS_LIST_DEFAULT_SIZE = 150;

export const CMS_TYPES = ['page', 'block'] as const;
export type CmsType = (typeof CMS_TYPES)[number];

/** An identifier is part of a URL (/i/{identifier}): lower-case letters, digits and dashes. */
export const CMS_IDENTIFIER_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const cmsIdentifierSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(100), z.regex(CMS_IDENTIFIER_PATTERN, 'lower-case letters, digits and dashes'));

const storeIdSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2));

export const cmsIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
});
export const cmsStoreQuerySchema = z.object({ storeId: z.optional(storeIdSchema) });
export const cmsIdentifierParamsSchema = z.object({ identifier: cmsIdentifierSchema, storeId: storeIdSchema });
export const cmsListQuerySchema = z.object({
  storeId: z.optional(storeIdSchema),
  size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CMS_MAX_COUNT))),
  from: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(CMS_MAX_COUNT))),
});

/** A CMS page or block as served: its HTML `content` was sanitised when it was written. */
export const cmsEntrySchema = z.object({
  id: z.number(),
  identifier: z.string(),
  title: z.string(),
  content: z.string(),
  meta_description: z.string(),
  store_id: z.number(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type CmsEntry = z.infer<typeof cmsEntrySchema>;

export const cmsEntryResponseSchema = envelope(cmsEntrySchema);
export const cmsListResponseSchema = envelope(
  z.object({ items: z.array(cmsEntrySchema), total: z.number(), start: z.number(), perPage: z.number() }),
);
export const bannersResponseSchema = envelope(z.array(cmsEntrySchema));

/** What an owner writes (npm run cms -- set): the body is sanitised before it is stored. */
export const cmsWriteSchema = z.object({
  identifier: cmsIdentifierSchema,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  content: z.string().check(z.maxLength(200_000)),
  metaDescription: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  active: z.optional(z.boolean()),
});
export type CmsWrite = z.infer<typeof cmsWriteSchema>;
