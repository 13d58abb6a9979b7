// The shop's data, one Drizzle schema for PGlite and PostgreSQL (ARCHITECTURE §4 "Data").
// Catalogue rows are per store view (SPEC 7: one search index per store), like the platform's indices:
// the same product id exists in `ee` and `lv` with its own name, description and url_key.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STORE_CODES } from '../../src/domain/store-views';

/** PostgreSQL full-text document; read as its text form (never selected by the API). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Numeric columns come back from pg as strings; this keeps them numbers in TypeScript. */
const money = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'number' });

// SPEC 3 Category. Root category id is 2.
export const categories = pgTable(
  'categories',
  {
    storeCode: text('store_code').notNull(),
    id: integer('id').notNull(),
    parentId: integer('parent_id').notNull(),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    /** '1/2/12/34': ids from the tree root to this category. */
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.id] }), index('categories_url_path').on(t.storeCode, t.urlPath)],
);

// SPEC 3 Product: the configurable parent (or a simple product) per store view.
export const products = pgTable(
  'products',
  {
    storeCode: text('store_code').notNull(),
    id: integer('id').notNull(),
    sku: text('sku').notNull(),
    typeId: text('type_id').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    description: text('description').notNull().default(''),
    /** SPEC 3: 1 enabled, 0 disabled, >= 2 unavailable. */
    status: smallint('status').notNull().default(1),
    /** SPEC 3: 2, 3, 4 listed; 1 not visible individually. */
    visibility: smallint('visibility').notNull().default(4),
    /** Net price, tax excluded; the price fields with tax are computed on the server (SPEC 1). */
    price: money('price').notNull(),
    specialPrice: money('special_price'),
    specialFromDate: timestamp('special_from_date', { withTimezone: true }),
    specialToDate: timestamp('special_to_date', { withTimezone: true }),
    taxClassId: integer('tax_class_id').notNull(),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    isNew: boolean('is_new').notNull().default(false),
    bestseller: boolean('bestseller').notNull().default(false),
    sale: boolean('sale').notNull().default(false),
    brandName: text('brand_name'),
    material: text('material'),
    mpn: text('mpn'),
    /** Path below the image root, e.g. '/catalog/p1001-02.png'. */
    image: text('image').notNull(),
    mediaGallery: jsonb('media_gallery').$type<{ image: string; video?: string }[]>().notNull().default([]),
    /** SPEC 3 configurable_options: attribute_code, attribute_id, label, values. */
    configurableOptions: jsonb('configurable_options')
      .$type<
        {
          attribute_code: string;
          attribute_id: number;
          label: string;
          values: { value_index: number; label: string; default_label: string }[];
        }[]
      >()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // --- Search and facets (ARCHITECTURE §4 "Search"). Kept by the triggers of migration 0003_search_triggers:
    // never written by the application, so a row is consistent whichever code inserts it.
    /** Names of the product's categories in its store view (SPEC 9: category name boost 1). */
    searchCategories: text('search_categories').notNull().default(''),
    /** Distinct `color` value_index of the children that can be sold (status < 2, SPEC 3). */
    childColors: integer('child_colors').array().notNull().default(sql`'{}'::integer[]`),
    /** Distinct `size` value_index of those children. */
    childSizes: integer('child_sizes').array().notNull().default(sql`'{}'::integer[]`),
    /** color * 1 000 000 + size of those children: a colour and a size filter must match the same child. */
    childOptions: bigint('child_options', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** SPEC 9 boosts: name 4 (weight A), sku 2 (B), category names 1 (C), over unaccented text. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, public.f_unaccent(name)), 'A') || setweight(to_tsvector('simple'::regconfig, public.f_unaccent(sku)), 'B') || setweight(to_tsvector('simple'::regconfig, public.f_unaccent(search_categories)), 'C')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.id] }),
    index('products_sku').on(t.storeCode, t.sku),
    // The child triggers find a parent's rows in every store view by sku alone.
    index('products_sku_all_stores').on(t.sku),
    index('products_url_path').on(t.storeCode, t.urlPath),
    index('products_created_at').on(t.storeCode, t.createdAt),
    // One full-text index per store view: every search is in one store, and with a single index the planner ANDs
    // a bitmap of the whole store (the primary key's leading column) onto the text match. fastupdate off: a
    // read-mostly catalogue; pending GIN entries would be scanned by every search until a vacuum, and PGlite has no
    // autovacuum.
    ...STORE_CODES.map((code) =>
      index(`products_search_vector_${code}`)
        .using('gin', t.searchVector)
        .with({ fastupdate: false })
        .where(sql.raw(`store_code = '${code}'`)),
    ),
    index('products_category_ids').using('gin', t.categoryIds).with({ fastupdate: false }),
  ],
);

// SPEC 3 configurable_children: shared by the store views (sku, options and prices do not translate).
export const productVariants = pgTable(
  'product_variants',
  {
    sku: text('sku').primaryKey(),
    /** The child's product id (SPEC 3 configurable_children[].id); the seed uses parentId * 100 + n. */
    id: integer('id').notNull(),
    parentId: integer('parent_id').notNull(),
    parentSku: text('parent_sku').notNull(),
    /** value_index of the `color` attribute option. */
    color: integer('color').notNull(),
    /** value_index of the `size` attribute option. */
    size: integer('size').notNull(),
    price: money('price').notNull(),
    specialPrice: money('special_price'),
    status: smallint('status').notNull().default(1),
    image: text('image').notNull(),
  },
  (t) => [index('product_variants_parent').on(t.parentSku), uniqueIndex('product_variants_id').on(t.id)],
);

// The words of the search documents per store view, for typo tolerance (SPEC 9: fuzziness 2, prefix length 2):
// a query term that is not a word of the catalogue is expanded to the nearest ones found here. Filled by a trigger
// on products (migration 0003_search_triggers); a stale word only ever expands to a term that matches nothing.
export const searchTerms = pgTable(
  'search_terms',
  {
    storeCode: text('store_code').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.term] }),
    index('search_terms_prefix').on(t.storeCode, sql`left(${t.term}, 2)`),
  ],
);

// SPEC 3 Stock record, by sku (parents and children).
export const stockItems = pgTable('stock_items', {
  sku: text('sku').primaryKey(),
  productId: integer('product_id').notNull(),
  qty: integer('qty').notNull(),
  isInStock: boolean('is_in_stock').notNull(),
  manageStock: boolean('manage_stock').notNull().default(true),
});

// SPEC 3 Attribute, per store view for the labels.
export const attributes = pgTable(
  'attributes',
  {
    storeCode: text('store_code').notNull(),
    attributeId: integer('attribute_id').notNull(),
    attributeCode: text('attribute_code').notNull(),
    frontendLabel: text('frontend_label').notNull(),
    defaultFrontendLabel: text('default_frontend_label').notNull(),
    frontendInput: text('frontend_input').notNull(),
    isUserDefined: boolean('is_user_defined').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(true),
    isComparable: boolean('is_comparable').notNull().default(false),
    options: jsonb('options').$type<{ label: string; value: string; swatch?: string }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.attributeId] })],
);

// SPEC 3 Tax rule.
export const taxRules = pgTable('tax_rules', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  productTaxClassIds: integer('product_tax_class_ids').array().notNull(),
  customerTaxClassIds: integer('customer_tax_class_ids').array().notNull(),
  rates: jsonb('rates')
    .$type<{ rate: number; tax_country_id: string; region_name: string; tax_region_id: number; code: string }[]>()
    .notNull(),
});

// SPEC 3 CMS page and block (content pages of SPEC 2 and /i/{slug}).
export const cmsPages = pgTable(
  'cms_pages',
  {
    storeCode: text('store_code').notNull(),
    id: integer('id').notNull(),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.id] }), index('cms_pages_identifier').on(t.storeCode, t.identifier)],
);
