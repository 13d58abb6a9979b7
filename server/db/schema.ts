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
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  BundleOption,
  CustomOption,
  DownloadableLink,
  ProductLink,
  TypedProductOption,
} from '../../src/domain/product-types/schema';
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
    // SPEC 3 typed fields (issue 17, migration 0013_product_types): grouped links, bundle options (links to sellable
    // skus), custom options (prices incl. tax of the store view) and downloadable links (with the server-only file).
    productLinks: jsonb('product_links').$type<ProductLink[]>().notNull().default([]),
    bundleOptions: jsonb('bundle_options').$type<BundleOption[]>().notNull().default([]),
    customOptions: jsonb('custom_options').$type<CustomOption[]>().notNull().default([]),
    downloadableLinks: jsonb('downloadable_links')
      .$type<(DownloadableLink & { file: string })[]>()
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
  ],
);

// The narrow copy of products that search, facets and sort read (ARCHITECTURE §4 "Search"): a products row is about
// 1.8 kB (descriptions, options, gallery), so a search matching a third of the store read thousands of pages; these
// rows are about a quarter of that. Never written by the application: the triggers of migration 0005_search_perf
// keep it equal to products.
export const productSearch = pgTable(
  'product_search',
  {
    storeCode: text('store_code').notNull(),
    id: integer('id').notNull(),
    status: smallint('status').notNull(),
    visibility: smallint('visibility').notNull(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    specialPrice: money('special_price'),
    specialFromDate: timestamp('special_from_date', { withTimezone: true }),
    specialToDate: timestamp('special_to_date', { withTimezone: true }),
    taxClassId: integer('tax_class_id').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    childColors: integer('child_colors').array().notNull(),
    childSizes: integer('child_sizes').array().notNull(),
    childOptions: bigint('child_options', { mode: 'number' }).array().notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.id] }),
    // One full-text index per store view: every search is in one store, and with a single index the planner ANDs
    // a bitmap of the whole store (the primary key's leading column) onto the text match. fastupdate off: a
    // read-mostly catalogue; pending GIN entries would be scanned by every search until a vacuum, and PGlite has no
    // autovacuum.
    ...STORE_CODES.map((code) =>
      index(`product_search_vector_${code}`)
        .using('gin', t.searchVector)
        .with({ fastupdate: false })
        .where(sql.raw(`store_code = '${code}'`)),
    ),
    // Per store view too: a category page then reads one bitmap instead of ANDing the store's onto it.
    ...STORE_CODES.map((code) =>
      index(`product_search_category_ids_${code}`)
        .using('gin', t.categoryIds)
        .with({ fastupdate: false })
        .where(sql.raw(`store_code = '${code}'`)),
    ),
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

// SPEC 3 CMS page and block (content pages of SPEC 2 and /i/{slug}); SPEC 9: at most 500 of each per store view.
// `content` is HTML sanitised on write (server/modules/cms/sanitize.ts). `ownerEdited` marks a page the shop owner
// changed (npm run cms -- set): the seed's upgrades on start never overwrite it.
const cmsColumns = () => ({
  storeCode: text('store_code').notNull(),
  id: integer('id').notNull(),
  identifier: text('identifier').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  metaDescription: text('meta_description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  ownerEdited: boolean('owner_edited').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cmsPages = pgTable('cms_pages', cmsColumns(), (t) => [
  primaryKey({ columns: [t.storeCode, t.id] }),
  uniqueIndex('cms_pages_identifier').on(t.storeCode, t.identifier),
]);

export const cmsBlocks = pgTable('cms_blocks', cmsColumns(), (t) => [
  primaryKey({ columns: [t.storeCode, t.id] }),
  uniqueIndex('cms_blocks_identifier').on(t.storeCode, t.identifier),
]);

// ---- Accounts (SPEC 3 "User", SPEC 7 "User", ARCHITECTURE §4 "Accounts") ----

/** SPEC 3 "User" address as stored on the customer (the contract's addressSchema). */
export interface StoredAddress {
  id?: number;
  firstname: string;
  lastname: string;
  company?: string;
  vat_id?: string;
  street: string[];
  city: string;
  postcode: string;
  region?: string;
  country_id: string;
  telephone?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

// SPEC 3 "User": firstname, lastname, email, addresses, group_id, dob. The email is stored lower-cased (unique).
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  /** argon2id PHC string (ARCHITECTURE §4: 19 MiB, t=2). */
  passwordHash: text('password_hash').notNull(),
  /** SPEC 6: the customer group (1 = General, as the platform numbers it). */
  groupId: integer('group_id').notNull().default(1),
  dob: text('dob'),
  storeCode: text('store_code').notNull().default('ee'),
  addresses: jsonb('addresses').$type<StoredAddress[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

// Access and refresh tokens: random, only their SHA-256 is stored. A login starts a family; every refresh spends
// its refresh token and issues a new pair in the same family, so reusing a spent one revokes the family.
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'access' | 'refresh'>().notNull(),
    /** base64url SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A refresh token is single use: set when it was exchanged. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Issue 13 finding 10: the pair a spent refresh token was exchanged for, sealed (AES-256-GCM) with a key derived
     * from that refresh token, which is never stored: a second tab refreshing within the grace window gets the same
     * pair, and the database alone cannot open it.
     */
    successor: text('successor'),
  },
  (t) => [index('customer_tokens_customer').on(t.customerId), index('customer_tokens_family').on(t.familyId)],
);

// Failed logins per account ('account:<email>') and per client address ('address:<ip>'), counted in a window.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_subject').on(t.subject, t.createdAt)],
);

// SPEC 7 reset-password / create-password: single-use reset tokens, stored hashed, expiring (SPEC 8).
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_customer').on(t.customerId)],
);

// SPEC 3 "Order". Designed for the order issue: order_id is the client's idempotency key (ARCHITECTURE §4), the
// amounts are the server's own, the addresses and products travel in the payload.
export interface OrderPayload {
  products: {
    sku: string;
    name: string;
    qty: number;
    price: number;
    row_total?: number;
    parent_sku?: string;
    /** Issue 17: the product's type and the options it was ordered with (SPEC 3 product_option). */
    product_type?: string;
    product_option?: TypedProductOption;
  }[];
  addresses: {
    shipping?: OrderPayloadAddress | null;
    billing?: OrderPayloadAddress | null;
  };
  shipping_method_code?: string;
  shipping_carrier_code?: string;
  payment_method_code?: string;
  [key: string]: unknown;
}
/** SPEC 3 "Address in the order payload". */
export interface OrderPayloadAddress {
  firstname: string;
  lastname: string;
  city: string;
  postcode: string;
  street: string[];
  telephone?: string | null;
  email?: string | null;
  countryId: string;
  company?: string | null;
}

const orderAmount = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    incrementId: text('increment_id').notNull().unique(),
    /** The client's order_id (SPEC 3), unique: a replay returns the first result. */
    orderId: text('order_id').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email'),
    storeCode: text('store_code').notNull(),
    /** SPEC 3 order statuses: pending, accepted, complete, canceled, payment failed, banklink_payment_failed. */
    status: text('status').notNull().default('pending'),
    currency: text('currency').notNull().default('EUR'),
    subtotal: orderAmount('subtotal').notNull(),
    tax: orderAmount('tax').notNull(),
    shipping: orderAmount('shipping').notNull(),
    grandTotal: orderAmount('grand_total').notNull(),
    payload: jsonb('payload').$type<OrderPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The coupon's discount (negative or 0), tax included. */
    discount: orderAmount('discount').notNull().default(0),
    /**
     * ARCHITECTURE §4: SHA-256 of the canonical request (and the ordering customer); a replay of the same order_id
     * with another request is refused (409). Null for orders stored before (the demo orders).
     */
    requestHash: text('request_hash'),
    /** The first reply's result (orderResultSchema), returned unchanged to every replay. */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [index('orders_customer_created').on(t.customerId, t.createdAt)],
);

// Issue 18: the durable mail outbox (migration 0016, server/modules/mail/outbox.ts): a rendered mail, or an order's
// confirmation rendered from the stored order at delivery (one per order); delivered by a background worker.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'mail' | 'order-confirmation'>().notNull(),
    /** The order of an 'order-confirmation' (no foreign key: written with the order, never deleted). */
    orderId: integer('order_id'),
    mail: jsonb('mail').$type<{ to: string; subject: string; text: string; html?: string; replyTo?: string }>(),
    /** The shop's clock when the mail was recorded: the mail's date. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The database's clock: when a worker may take the row (a claim's lease, a failure's back-off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The failure's kind only (an SMTP answer can quote addresses). */
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('mail_outbox_order_confirmation').on(t.orderId).where(sql`${t.kind} = 'order-confirmation'`),
    index('mail_outbox_unsent').on(t.id).where(sql`${t.sentAt} IS NULL`),
  ],
);

// Secrets the shop generates for itself when the environment names none (issue 13: the newsletter's unsubscribe
// links), shared by every instance on the same database.
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// SPEC 3 "Newsletter": isSubscribed, email. The local list (Mailchimp's when configured).
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  status: text('status').$type<'subscribed' | 'unsubscribed'>().notNull(),
  storeCode: text('store_code').notNull().default('ee'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

// Issue 16 follow-up (double opt-in): a confirmation link mailed and not used yet, so the status check can answer
// 'pending' (the account page shows it). Kept only as long as the link is good; the newest request's expiry wins.
export const newsletterPending = pgTable('newsletter_pending', {
  email: text('email').primaryKey(),
  storeCode: text('store_code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// SPEC 9: the newsletter's 10 % coupon, one per e-mail address, redeemed once by the cart.
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    percent: integer('percent').notNull(),
    email: text('email').notNull(),
    source: text('source').notNull(),
    used: boolean('used').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('coupons_email_source').on(t.email, t.source)],
);

// SPEC 7 POST /api/review/create: stored for moderation (status pending), markup stripped.
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    nickname: text('nickname').notNull(),
    reviewEntity: text('review_entity').notNull().default('product'),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // Issue 16 (migration 0012): the stars (1-5, none for a bare SPEC 7 call), the store view the review was written
    // in (its language), a guest's e-mail (never shown) and when the owner approved or rejected it.
    rating: integer('rating'),
    storeId: integer('store_id').notNull().default(1),
    email: text('email'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_product').on(t.productId, t.status),
    index('reviews_product_store').on(t.productId, t.storeId, t.status),
  ],
);

// SPEC 1 "a loyalty card page" (issue 16): one card per customer, its number an EAN-13 (src/domain/loyalty.ts).
export const loyaltyCards = pgTable('loyalty_cards', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  cardNumber: text('card_number').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// Issue 16 "Paper catalogue" (migration 0017): the printed catalogue ordered to an address, by a guest or a customer;
// its mail to the shop is recorded in mail_outbox in the same transaction (server/modules/paper-catalogue).
export const paperCatalogueOrders = pgTable(
  'paper_catalogue_orders',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The address as ordered (src/domain/contract/paper-catalogue.ts, without the store code). */
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('paper_catalogue_orders_created').on(t.createdAt)],
);

// ---- Cart and orders (SPEC 3 "Cart state and cart item", SPEC 7 "Cart", ARCHITECTURE §4 "Orders") ----

// SPEC 7 "Cart": the server cart. Its id is the cart's server token (random, >= 128 bits, base64url): a guest cart
// opens with it alone, a customer's cart only with that customer's token. One active cart per customer and store view
// (the partial unique index), so the cart follows the customer across devices.
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    /** False once an order was placed from it (or it was replaced): it then opens no more (404). */
    active: boolean('active').notNull().default(true),
    couponCode: text('coupon_code'),
    shippingMethodCode: text('shipping_method_code'),
    shippingCarrierCode: text('shipping_carrier_code'),
    /** The parcel machine (parcel_machines.id) when the shipping method needs a location. */
    shippingLocationId: text('shipping_location_id'),
    shippingCountryId: text('shipping_country_id'),
    paymentMethodCode: text('payment_method_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('carts_customer_active')
      .on(t.customerId, t.storeCode)
      .where(sql`${t.active} and ${t.customerId} is not null`),
  ],
);

// SPEC 3 "Cart item (server)": one line per child sku (SPEC 5: configurable items match by sku). Prices are never
// stored: every read prices the line from the catalogue of the cart's store view.
export const cartItems = pgTable(
  'cart_items',
  {
    /** SPEC 3 item_id. */
    id: serial('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The child's sku (or a simple product's). */
    sku: text('sku').notNull(),
    /** The configurable parent's sku (the sku itself for a simple product). */
    parentSku: text('parent_sku').notNull(),
    qty: integer('qty').notNull(),
    productType: text('product_type').notNull(),
    /** SPEC 3 product_option as the shopper chose it (ids and values; labels are added on every read). */
    productOption: jsonb('product_option').$type<TypedProductOption>(),
    /** SPEC 3 option-set hash (src/domain/product-types lineChecksum); '' without options. */
    optionsChecksum: text('options_checksum').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // SPEC 5: the same sku with other bundle or custom options is another line. Every ON CONFLICT on cart_items
  // names exactly these columns (cart_id, sku, options_checksum).
  (t) => [uniqueIndex('cart_items_cart_sku_options').on(t.cartId, t.sku, t.optionsChecksum)],
);

// Issue 17: gift cards bought as the virtual GIFT-CARD-904; the code is mailed to the recipient when the order is
// complete, and redeemed at checkout (partial use; the balance only ever goes down by one conditional UPDATE).
export const giftCards = pgTable('gift_cards', {
  id: serial('id').primaryKey(),
  /** 'GC-XXXX-XXXX-XXXX': random, unguessable. */
  code: text('code').notNull().unique(),
  storeCode: text('store_code').notNull(),
  initialAmount: orderAmount('initial_amount').notNull(),
  balance: orderAmount('balance').notNull(),
  currency: text('currency').notNull().default('EUR'),
  /** The order that bought it (one card per bought unit: order id + line + unit). */
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  sourceKey: text('source_key').notNull().unique(),
  recipientEmail: text('recipient_email').notNull(),
  message: text('message'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

// Issue 17: each use of a gift card by an order (the order's payload names it too).
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: orderAmount('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('gift_card_redemptions_order').on(t.orderId, t.giftCardId)],
);

// Issue 17 (migration 0015_order_downloads): one row per downloadable link a complete order bought, for the ordering
// customer only. `id` is the link's random public id (the URL's :linkId); `downloadsLeft` only goes down by one
// conditional UPDATE (server/modules/download/service.ts), never below 0 (checked in SQL too).
export const orderDownloads = pgTable(
  'order_downloads',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** The product's downloadable link (SPEC 3 downloadable_links[].link_id). */
    linkId: integer('link_id').notNull(),
    title: text('title').notNull(),
    /** The server-only file under server/seed/files/ (never sent to the client). */
    file: text('file').notNull(),
    /** The name the browser saves the file as. */
    fileName: text('file_name').notNull(),
    downloadsLeft: integer('downloads_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_downloads_order_link').on(t.orderId, t.sku, t.linkId),
    index('order_downloads_customer').on(t.customerId, t.orderId),
  ],
);

// The shop's own coupon codes, usable by anyone any number of times while active (the newsletter's single-use codes
// are in `coupons`). Seeded with a few demo codes (server/seed/commerce.ts).
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  percent: integer('percent').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// Parcel machine locations for the parcel-machine shipping methods (SPEC 1 "parcel-machine delivery").
export const parcelMachines = pgTable(
  'parcel_machines',
  {
    id: text('id').primaryKey(),
    carrierCode: text('carrier_code').notNull(),
    countryId: text('country_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
  },
  (t) => [index('parcel_machines_country_carrier').on(t.countryId, t.carrierCode)],
);

// Readable order numbers per store view ('EE000123'): sequences never roll back, so a number is never reused.
export const orderNumberEe = pgSequence('order_number_ee', { startWith: 1 });
export const orderNumberLv = pgSequence('order_number_lv', { startWith: 1 });

// Issue 15, SPEC 7 "Payment providers", SPEC 3 "Order statuses": one row per online-payment order. The provider's
// own reference of the payment (Montonio's order uuid, ESTO's purchase id, Modena's order id, Liisi's application
// id) ties a signed return to the attempt the shop created; `reservedUntil` is when an unpaid order is canceled and
// its stock released (PAYMENT_RESERVATION_MINUTES). `application` holds the Liisi form (personal data: never logged).
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    paymentUrl: text('payment_url'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    application: jsonb('application').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_payments_reserved_until').on(t.reservedUntil)],
);

// Issue 15 "Exactly once": every verified provider event (a return, a notification, a lender's callback), under a
// unique key, so the same event delivered again is recognised; the order itself changes only by a conditional
// UPDATE ... WHERE status = 'pending' in the same transaction.
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** return | notification | callback | sweep */
    source: text('source').notNull(),
    /** The provider's status as it named it (PAID, APPROVED, SUCCESS …). */
    providerStatus: text('provider_status').notNull(),
    /** Whether this event changed the order (exactly one event per order does). */
    applied: boolean('applied').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_events_key').on(t.provider, t.eventKey), index('payment_events_order').on(t.orderId)],
);

// Issue 15 "Sandboxes": the payments the local sandboxes (server/modules/payments/sandbox/) were asked to create,
// with the request exactly as received (so tests assert the real protocol), until the shopper decides on the page.
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  reference: text('reference').notNull(),
  amount: orderAmount('amount').notNull(),
  currency: text('currency').notNull(),
  locale: text('locale').notNull(),
  returnUrl: text('return_url').notNull(),
  notificationUrl: text('notification_url'),
  cancelUrl: text('cancel_url'),
  /** What the sandbox received: headers that authenticate and the body (JWT, JSON …). */
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
// Issue 15 (SPEC 2 "Abandoned-cart return"): the reminder mails sent for a customer's abandoned cart. One row per
// mail; `slot` (the reminder period the mail belongs to) is unique per cart, so instances running the job at once
// send one mail, and a cart gets at most one reminder per period.
export const abandonedCartReminders = pgTable(
  'abandoned_cart_reminders',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    slot: integer('slot').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('abandoned_cart_reminders_cart_slot').on(t.cartId, t.slot)],
);

// Issue 16 "Store locator": the shop's own stores (SPEC 1 further features), listed in both store views; store
// pickup at checkout (src/domain/shipping.ts STORE_PICKUP) names one of them.
export const shopStores = pgTable(
  'shop_stores',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    countryId: text('country_id').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** Monday first, seven entries; null: closed that day. */
    openingHours: jsonb('opening_hours').$type<({ opens: string; closes: string } | null)[]>().notNull(),
    services: jsonb('services').$type<string[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('shop_stores_city').on(t.city)],
);
