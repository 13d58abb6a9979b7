// Writes the generated catalogue into the database (PGlite or PostgreSQL) in one transaction, in batches.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  attributes,
  categories,
  cmsBlocks,
  cmsPages,
  productVariants,
  products,
  searchTerms,
  stockItems,
  taxRules,
} from '../db/schema';
import { seedCms } from './cms';
import { seedReviews } from './reviews';
import { seedAccounts } from './accounts';
import { bulkInsert } from './bulk-insert';
import { seedCommerce } from './commerce';
import { seedStores } from './stores';
import { buildCatalogue, type Catalogue, DEFAULT_PRODUCT_COUNT } from './catalogue';
import { storeSummedPrices } from '../modules/catalog/typed-fields';
import { addTypedProducts } from './typed-products';

export interface SeedOptions {
  /** The demo customers and demo coupons (default true); off for a production shop on a public HOST (finding 8). */
  demoAccounts?: boolean;
  /** The shop's "now": product ages, new flags and special-price windows are relative to it. */
  now?: Date;
  productCount?: number;
  seed?: number;
  /** About this many children per product (the large benchmark catalogue); undefined: the demo's full grid. */
  childrenPerProduct?: number;
}

export interface SeedResult {
  /** Configurable products (each in both store views). */
  products: number;
  /** Configurable children. */
  variants: number;
  /** Categories, the root included (each in both store views). */
  categories: number;
}

/** Rows inserted so far into one of the big tables (the benchmark's progress display). */
export type InsertProgress = (table: 'variants' | 'products' | 'stock', inserted: number) => void;

/** Inserts generated rows; the tables must not hold the same keys (see isSeeded and clearCatalogue). */
export async function insertCatalogue(db: Db, catalogue: Catalogue, onProgress?: InsertProgress): Promise<void> {
  const counter = (table: Parameters<InsertProgress>[0]) => {
    let inserted = 0;
    return (rows: number) => {
      inserted += rows;
      onProgress?.(table, inserted);
    };
  };
  await db.transaction(async (tx) => {
    await bulkInsert(tx, categories, catalogue.categories);
    await bulkInsert(tx, attributes, catalogue.attributes);
    await bulkInsert(tx, taxRules, catalogue.taxRules);
    // Children first: the products' insert trigger then finds them and, the seed having filled the facet columns
    // already, rewrites nothing (migration 0003_search_triggers).
    await bulkInsert(tx, productVariants, catalogue.variants, counter('variants'));
    // Rows that set other columns (issue 17's typed products, the T-shirt with custom options) go in their own insert:
    // bulkInsert takes the columns of a batch's first row.
    const productCounter = counter('products');
    for (const group of byColumns(catalogue.products)) await bulkInsert(tx, products, group, productCounter);
    await bulkInsert(tx, stockItems, catalogue.stock, counter('stock'));
    // Tax rules carry explicit ids; move the serial past them so rules added later get fresh ones.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('tax_rules', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM tax_rules), false)`,
    );
  });
}

/** Rows grouped by the set of columns they set, in first-seen order (the generated catalogue is one group). */
function byColumns<T extends object>(rows: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = Object.keys(row)
      .filter((name) => (row as Record<string, unknown>)[name] !== undefined)
      .sort()
      .join(',');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/**
 * Refreshes the planner's statistics of the catalogue tables. Without them the search plans are guesses (a text
 * match read every product of a store instead of the full-text index), and PGlite, one process, has no autovacuum
 * to gather them later.
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE products, product_search, product_variants, stock_items, categories, search_terms`);
}

/**
 * VACUUM ANALYZE of the catalogue tables, outside any transaction: after a catalogue has been replaced (the
 * benchmark's large one, `npm run seed -- --reset`), the deleted rows still fill the pages a search reads — twice
 * the heap pages for a category's products — until a vacuum, and PGlite, one process, has no autovacuum.
 */
export async function vacuumCatalogue(db: Db): Promise<void> {
  await db.execute(
    sql`VACUUM ANALYZE products, product_search, product_variants, stock_items, categories, search_terms`,
  );
}

/** Generates the demo catalogue (180 products by default) and writes it; returns what was written. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  const now = options.now ?? new Date();
  // Issue 17: the products of every other SPEC 3 type, in their child category.
  const catalogue = addTypedProducts(
    buildCatalogue({ now, productCount, seed: options.seed, childrenPerProduct: options.childrenPerProduct }),
    now,
  );
  await insertCatalogue(db, catalogue);
  // SPEC 4: grouped and bundle products are listed, filtered and sorted at the sum of their linked products.
  for (const store of ['ee', 'lv'] as const) await storeSummedPrices(db, store, now);
  await analyzeCatalogue(db);
  // The CMS pages and blocks (issue 16): the server also runs this on every start, for databases seeded before.
  await seedCms(db);
  // Approved reviews in Estonian and Latvian (issue 16); the server also runs this on every start.
  await seedReviews(db, options.now);
  // The demo customers and their orders (issue 4), relative to the same "now"; kept when the catalogue is cleared.
  if (options.demoAccounts !== false) await seedAccounts(db, { now: options.now });
  await seedCommerce(db, { now: options.now, demoCoupons: options.demoAccounts !== false });
  // The shop's stores (issue 16 store locator); the server also runs this on every start.
  await seedStores(db);
  return {
    products: new Set(catalogue.products.filter((row) => row.typeId === 'configurable').map((row) => row.id)).size,
    variants: catalogue.variants.length,
    categories: new Set(catalogue.categories.map((row) => row.id)).size,
  };
}

/** True when the catalogue has products (the server seeds only an empty database). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

/**
 * Deletes every catalogue row (products, children, stock, categories, attributes, tax rules, CMS pages) and the
 * search words derived from them.
 */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Parents before children: the children's delete trigger then has no parent rows left to refresh.
    const tables = [
      stockItems,
      products,
      productVariants,
      searchTerms,
      categories,
      attributes,
      taxRules,
      cmsPages,
      cmsBlocks,
    ];
    for (const table of tables) {
      await tx.delete(table);
    }
  });
}
