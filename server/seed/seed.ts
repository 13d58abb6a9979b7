// Writes the generated catalogue into the database (PGlite or PostgreSQL) in one transaction, in batches.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attributes, categories, cmsPages, productVariants, products, stockItems, taxRules } from '../db/schema';
import { bulkInsert } from './bulk-insert';
import { buildCatalogue, type Catalogue, DEFAULT_PRODUCT_COUNT } from './catalogue';

export interface SeedOptions {
  /** The shop's "now": product ages, new flags and special-price windows are relative to it. */
  now?: Date;
  productCount?: number;
  seed?: number;
}

export interface SeedResult {
  /** Configurable products (each in both store views). */
  products: number;
  /** Configurable children. */
  variants: number;
  /** Categories, the root included (each in both store views). */
  categories: number;
}

/** Inserts generated rows; the tables must not hold the same keys (see isSeeded and clearCatalogue). */
export async function insertCatalogue(db: Db, catalogue: Catalogue): Promise<void> {
  await db.transaction(async (tx) => {
    await bulkInsert(tx, categories, catalogue.categories);
    await bulkInsert(tx, attributes, catalogue.attributes);
    await bulkInsert(tx, taxRules, catalogue.taxRules);
    await bulkInsert(tx, cmsPages, catalogue.cmsPages);
    await bulkInsert(tx, products, catalogue.products);
    await bulkInsert(tx, productVariants, catalogue.variants);
    await bulkInsert(tx, stockItems, catalogue.stock);
    // Tax rules carry explicit ids; move the serial past them so rules added later get fresh ones.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('tax_rules', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM tax_rules), false)`,
    );
  });
}

/** Generates the demo catalogue (180 products by default) and writes it; returns what was written. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  const catalogue = buildCatalogue({ now: options.now ?? new Date(), productCount, seed: options.seed });
  await insertCatalogue(db, catalogue);
  return {
    products: new Set(catalogue.products.map((row) => row.id)).size,
    variants: catalogue.variants.length,
    categories: new Set(catalogue.categories.map((row) => row.id)).size,
  };
}

/** True when the catalogue has products (the server seeds only an empty database). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

/** Deletes every catalogue row (products, children, stock, categories, attributes, tax rules, CMS pages). */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [stockItems, productVariants, products, categories, attributes, taxRules, cmsPages]) {
      await tx.delete(table);
    }
  });
}
