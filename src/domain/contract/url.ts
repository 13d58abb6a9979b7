// SPEC 2 "Unknown URLs" and SPEC 7 "Catalogue and content": POST /api/url/map resolves a URL to a product, a
// category or a CMS page; 404 'No mapping found' otherwise (SPEC 8).
import * as z from 'zod/mini';
import { STORE_CODES } from '../store-views';
import { envelope } from './envelope';

export const URL_MAP_TYPES = ['product', 'category', 'cms_page'] as const;
export type UrlMapType = (typeof URL_MAP_TYPES)[number];

/** SPEC 8: what the server answers (with code 404) when nothing maps. */
export const NO_MAPPING_FOUND = 'No mapping found';

/** SPEC 7 body: url, includeFields, excludeFields, options, filters (sku), groupId, groupToken; plus the store. */
export const urlMapRequestSchema = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(2000)),
  /** SPEC 1: the default store view is Estonia. */
  storeCode: z.optional(z.enum(STORE_CODES)),
  includeFields: z.optional(z.array(z.string())),
  excludeFields: z.optional(z.array(z.string())),
  options: z.optional(z.record(z.string(), z.unknown())),
  /** `sku`: the configurable child the page shows. */
  filters: z.optional(z.object({ sku: z.optional(z.string()) })),
  groupId: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  groupToken: z.optional(z.nullable(z.string())),
});
export type UrlMapRequest = z.infer<typeof urlMapRequestSchema>;

/**
 * `_source` is the product (SPEC 3, with `parentSku` and, for a configurable child's URL, `childSku`), the category
 * (SPEC 3) or the CMS page `{ id, identifier, title }`, narrowed by includeFields / excludeFields.
 */
export const urlMapResultSchema = z.object({
  _type: z.enum(URL_MAP_TYPES),
  _source: z.record(z.string(), z.unknown()),
});
export type UrlMapResult = z.infer<typeof urlMapResultSchema>;
export const urlMapResponseSchema = envelope(urlMapResultSchema);
