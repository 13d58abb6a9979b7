// The shop's data, one Drizzle schema for PGlite and PostgreSQL (ARCHITECTURE §4 "Data").
// Catalogue rows are per store view (SPEC 7: one search index per store), like the platform's indices:
// the same product id exists in `ee` and `lv` with its own name, description and url_key.
import { sql } from 'drizzle-orm';
import {
  boolean,
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
} from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.id] }),
    index('products_sku').on(t.storeCode, t.sku),
    index('products_url_path').on(t.storeCode, t.urlPath),
    index('products_created_at').on(t.storeCode, t.createdAt),
  ],
);

// SPEC 3 configurable_children: shared by the store views (sku, options and prices do not translate).
export const productVariants = pgTable(
  'product_variants',
  {
    sku: text('sku').primaryKey(),
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
  (t) => [index('product_variants_parent').on(t.parentSku)],
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
