// The catalogue contract (ARCHITECTURE §4 "catalogue search"), shared by the client (parses replies) and the
// server (validates requests). zod/mini keeps the client bundle small.
import * as z from 'zod/mini';
import { typedProductFieldsSchema } from '../product-types/schema';
import { envelope } from './envelope';

const filterValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
  z.object({
    gte: z.optional(z.number()),
    lte: z.optional(z.number()),
    gt: z.optional(z.number()),
    lt: z.optional(z.number()),
  }),
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

/** Every entity of the search route (product, category, attribute, taxrule) takes the same request (ARCHITECTURE §4). */
export const catalogSearchRequestSchema = productSearchRequestSchema;
export type CatalogSearchRequest = ProductSearchRequest;
export type FilterValue = z.infer<typeof filterValue>;

/** The entities of GET /api/catalog/{storeCode}/{entity}/_search. */
export const CATALOG_ENTITIES = ['product', 'category', 'attribute', 'taxrule'] as const;
export type CatalogEntity = (typeof CATALOG_ENTITIES)[number];

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
  /** SPEC 3 Product `category`: the names of category_ids in the store view. */
  category: z.optional(z.array(z.object({ category_id: z.number(), name: z.string() }))),
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
  // SPEC 3 typed fields (issue 17): product_links (grouped), bundle_options, custom_options, downloadable_links.
  // Served on a product's own answer (url map, single product); listings leave them out.
  ...typedProductFieldsSchema.shape,
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

/** One facet bucket: a value_index for `color` / `size`, a range key ('30-50', '150-*') for `price`. */
export const aggregationBucketSchema = z.object({
  key: z.union([z.string(), z.number()]),
  doc_count: z.number(),
  /** Price buckets only: the range, lower bound inclusive, upper exclusive (null: open). */
  from: z.optional(z.number()),
  to: z.optional(z.nullable(z.number())),
});
export type AggregationBucket = z.infer<typeof aggregationBucketSchema>;

/** SPEC 3 Attribute. */
export const attributeSchema = z.object({
  attribute_id: z.number(),
  attribute_code: z.string(),
  frontend_label: z.string(),
  default_frontend_label: z.string(),
  frontend_input: z.string(),
  is_user_defined: z.boolean(),
  is_visible: z.boolean(),
  is_comparable: z.boolean(),
  options: z.array(z.object({ label: z.string(), value: z.string(), swatch: z.optional(z.string()) })),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** A product list with typed facets: what the search route answers for the product entity. */
export const facetedProductListSchema = z.object({
  items: z.array(productSchema),
  total: z.number(),
  start: z.number(),
  perPage: z.number(),
  aggregations: z.record(z.string(), z.object({ buckets: z.array(aggregationBucketSchema) })),
  attributeMetadata: z.array(attributeSchema),
});
export type FacetedProductList = z.infer<typeof facetedProductListSchema>;

/** SPEC 3 Category, with the active subtree in children_data (same shape, nested). */
export interface Category {
  id: number;
  parent_id: number;
  parent_ids: number[];
  level: number;
  name: string;
  slug: string;
  path: string;
  position: number;
  is_active: boolean;
  include_in_menu: boolean;
  product_count: number;
  children_count: number;
  url_key: string;
  url_path: string;
  children_data?: Category[];
}
export const categorySchema: z.ZodMiniType<Category> = z.object({
  id: z.number(),
  parent_id: z.number(),
  parent_ids: z.array(z.number()),
  level: z.number(),
  name: z.string(),
  slug: z.string(),
  path: z.string(),
  position: z.number(),
  is_active: z.boolean(),
  include_in_menu: z.boolean(),
  product_count: z.number(),
  children_count: z.number(),
  url_key: z.string(),
  url_path: z.string(),
  get children_data() {
    return z.optional(z.array(categorySchema));
  },
});

/** SPEC 3 Tax rule. */
export const taxRuleSchema = z.object({
  id: z.number(),
  code: z.string(),
  product_tax_class_ids: z.array(z.number()),
  customer_tax_class_ids: z.array(z.number()),
  rates: z.array(
    z.object({
      rate: z.number(),
      tax_country_id: z.string(),
      region_name: z.string(),
      tax_region_id: z.number(),
      code: z.string(),
    }),
  ),
});
export type TaxRuleItem = z.infer<typeof taxRuleSchema>;

/** The list answered for the category, attribute and taxrule entities. */
export function entityListSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), start: z.number(), perPage: z.number() });
}
export const categoryListSchema = entityListSchema(categorySchema);
export const attributeListSchema = entityListSchema(attributeSchema);
export const taxRuleListSchema = entityListSchema(taxRuleSchema);
export type EntityList<T> = { items: T[]; total: number; start: number; perPage: number };

/** GET /api/ext/category-menu/get?storeCode=: the root category with its active menu subtree. */
export const categoryMenuQuerySchema = z.object({ storeCode: z.optional(z.string()) });
export const categoryMenuResponseSchema = envelope(categorySchema);

/** A comma list of skus (render-list, stock list), trimmed, without blanks or repeats. */
export function splitSkus(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((sku) => sku.trim())
        .filter(Boolean),
    ),
  ];
}

// GET /api/products/render-list (SPEC 7 "Catalogue and content"): current prices of products by sku.
/** How many skus one render-list call may ask for. */
export const RENDER_LIST_MAX_SKUS = 200;
export const renderListQuerySchema = z.object({
  skus: z.string().check(z.minLength(1)),
  currencyCode: z.optional(z.literal('EUR')),
  storeId: z.optional(z.coerce.number().check(z.int())),
  userGroupId: z.optional(z.coerce.number().check(z.int())),
  token: z.optional(z.string()),
});
export const renderListItemSchema = z.object({
  id: z.number(),
  sku: z.string(),
  type_id: z.string(),
  /** Set for configurable children: the parent's sku. */
  parentSku: z.optional(z.string()),
  price_is_current: z.boolean(),
  price_refreshed_at: z.string(),
  tier_prices: z.array(z.unknown()),
  ...priceFields,
  original_price_tax: z.number(),
  special_price_tax: z.number(),
  original_special_price: z.number(),
  final_price_tax: z.number(),
  original_final_price: z.number(),
});
export type RenderListItem = z.infer<typeof renderListItemSchema>;
export const renderListResponseSchema = envelope(z.object({ items: z.array(renderListItemSchema) }));
