// The catalogue contract (ARCHITECTURE §4 "catalogue search"), shared by the client (parses replies) and the
// server (validates requests). zod/mini keeps the client bundle small.
import * as z from 'zod/mini';
import { envelope } from './envelope';

const filterValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
  z.object({ gte: z.optional(z.number()), lte: z.optional(z.number()) }),
]);

/** GET /api/catalog/{storeCode}/product/_search?request=<JSON>. */
export const productSearchRequestSchema = z.object({
  query: z.optional(z.string().check(z.maxLength(200))),
  filters: z.optional(z.record(z.string(), filterValue)),
  sort: z.optional(z.string().check(z.maxLength(200))),
  from: z.optional(z.number().check(z.int())),
  size: z.optional(z.number().check(z.int())),
  includeFields: z.optional(z.array(z.string())),
  excludeFields: z.optional(z.array(z.string())),
  aggregations: z.optional(z.array(z.string())),
});
export type ProductSearchRequest = z.infer<typeof productSearchRequestSchema>;

const priceFields = {
  price: z.number(),
  price_tax: z.number(),
  price_incl_tax: z.number(),
  original_price: z.number(),
  original_price_incl_tax: z.number(),
  special_price: z.number(),
  special_price_incl_tax: z.number(),
  final_price: z.number(),
  final_price_incl_tax: z.number(),
};

export const configurableChildSchema = z.object({
  sku: z.string(),
  id: z.optional(z.number()),
  color: z.number(),
  size: z.number(),
  status: z.number(),
  image: z.string(),
  stock: z.object({ is_in_stock: z.boolean(), qty: z.number(), manage_stock: z.boolean() }),
  ...priceFields,
});

export const productSchema = z.object({
  id: z.number(),
  sku: z.string(),
  type_id: z.string(),
  name: z.string(),
  slug: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  status: z.number(),
  visibility: z.number(),
  image: z.string(),
  thumbnail: z.string(),
  small_image: z.string(),
  is_new: z.boolean(),
  sale: z.boolean(),
  category_ids: z.array(z.number()),
  created_at: z.string(),
  tax_class_id: z.number(),
  description: z.optional(z.string()),
  brand_name: z.optional(z.nullable(z.string())),
  material: z.optional(z.nullable(z.string())),
  stock: z.object({ is_in_stock: z.boolean(), qty: z.number(), manage_stock: z.boolean() }),
  configurable_options: z.array(
    z.object({
      attribute_code: z.string(),
      attribute_id: z.number(),
      label: z.string(),
      values: z.array(z.object({ value_index: z.number(), label: z.string(), default_label: z.string() })),
    }),
  ),
  configurable_children: z.optional(z.array(configurableChildSchema)),
  ...priceFields,
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({
  items: z.array(productSchema),
  total: z.number(),
  start: z.number(),
  perPage: z.number(),
  aggregations: z.record(
    z.string(),
    z.object({ buckets: z.array(z.object({ key: z.unknown(), doc_count: z.number() })) }),
  ),
  attributeMetadata: z.array(z.unknown()),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productSearchResponseSchema = envelope(productListSchema);
