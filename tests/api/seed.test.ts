import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { products, productVariants, stockItems, taxRules } from '../../server/db/schema';
import { buildCatalogue } from '../../server/seed/catalogue';
import { clearCatalogue, isSeeded, seedDatabase } from '../../server/seed/seed';
import { engines } from '../helpers/db';

const NOW = new Date('2025-06-15T10:00:00Z');

async function countBy(database: Database, table: string, column?: string): Promise<Record<string, number>> {
  const group = column ? sql.raw(column) : sql`'all'`;
  const result = await database.db.execute(
    sql`select ${group} as k, count(*)::int as n from ${sql.identifier(table)} group by 1 order by 1`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { k: string; n: number }[] }).rows) as {
    k: string;
    n: number;
  }[];
  return Object.fromEntries(rows.map((row) => [String(row.k), Number(row.n)]));
}

describe.each(engines())('seedDatabase on $name', (engine) => {
  let database: Database;
  const expected = buildCatalogue({ now: NOW });

  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reports an empty database as not seeded', async () => {
    expect(await isSeeded(database.db)).toBe(false);
  });

  it('writes the whole catalogue for both store views', async () => {
    const started = performance.now();
    const result = await seedDatabase(database.db, { now: NOW });
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(10);
    // Issue 17: 180 configurable products, plus 7 of the other types in the child category Aksessuaarid / Aksesuāri.
    expect(result).toEqual({ products: 180, variants: expected.variants.length, categories: 20 });

    expect(await countBy(database, 'products', 'store_code')).toEqual({ ee: 187, lv: 187 });
    expect(await countBy(database, 'products', 'type_id')).toEqual({
      bundle: 2,
      configurable: 360,
      downloadable: 2,
      grouped: 2,
      simple: 6,
      virtual: 2,
    });
    expect(await countBy(database, 'categories', 'store_code')).toEqual({ ee: 20, lv: 20 });
    expect(await countBy(database, 'attributes', 'store_code')).toEqual({ ee: 4, lv: 4 });
    // Issue 16: terms, privacy, the static pages of SPEC 2 and three magazine articles; three home banners.
    expect(await countBy(database, 'cms_pages', 'store_code')).toEqual({ ee: 19, lv: 19 });
    expect(await countBy(database, 'cms_blocks', 'store_code')).toEqual({ ee: 3, lv: 3 });
    expect(await countBy(database, 'product_variants')).toEqual({ all: expected.variants.length });
    expect(await countBy(database, 'stock_items')).toEqual({ all: expected.variants.length + 187 });
    expect(await countBy(database, 'tax_rules')).toEqual({ all: 1 });
    expect(await isSeeded(database.db)).toBe(true);
  });

  it('stores the generated values exactly: names, prices, dates, arrays and JSON', async () => {
    const sample = expected.products.find((p) => p.storeCode === 'lv' && p.specialPrice != null);
    if (!sample) throw new Error('the catalogue has no special price');
    const [row] = await database.db
      .select()
      .from(products)
      .where(sql`${products.storeCode} = 'lv' and ${products.id} = ${sample.id}`);
    expect(row).toMatchObject({
      name: sample.name,
      urlPath: sample.urlPath,
      price: sample.price,
      specialPrice: sample.specialPrice,
      specialFromDate: sample.specialFromDate,
      categoryIds: sample.categoryIds,
      mediaGallery: sample.mediaGallery,
      configurableOptions: sample.configurableOptions,
      createdAt: sample.createdAt,
      sale: sample.sale,
    });
    const variant = expected.variants[7];
    const [stored] = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.sku, variant?.sku ?? ''));
    expect(stored).toMatchObject({ ...variant, specialPrice: variant?.specialPrice ?? null });
    const soldOut = expected.stock.find((s) => !s.isInStock);
    const [stock] = await database.db
      .select()
      .from(stockItems)
      .where(eq(stockItems.sku, soldOut?.sku ?? ''));
    expect(stock).toMatchObject({ qty: 0, isInStock: false, manageStock: true });
  });

  it('leaves the tax rule id sequence past the seeded rule', async () => {
    const [added] = await database.db
      .insert(taxRules)
      .values({ code: 'Reduced', productTaxClassIds: [5], customerTaxClassIds: [3], rates: [] })
      .returning({ id: taxRules.id });
    expect(added?.id).toBeGreaterThan(1);
    await database.db.delete(taxRules).where(eq(taxRules.code, 'Reduced'));
  });

  it('clears the catalogue so it can be seeded again', async () => {
    await clearCatalogue(database.db);
    expect(await isSeeded(database.db)).toBe(false);
    expect(await countBy(database, 'product_variants')).toEqual({});
    const again = await seedDatabase(database.db, { now: NOW, productCount: 12 });
    expect(again.products).toBe(12);
    expect(await countBy(database, 'products', 'store_code')).toEqual({ ee: 19, lv: 19 });
    expect(await isSeeded(database.db)).toBe(true);
  });
});
