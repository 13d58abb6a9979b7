// The narrow product_search rows the search reads (migration 0005_search_perf, ARCHITECTURE §4 "Search") on PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set: they follow every write to products (insert, update, a changed
// key, delete, children whose status changes), and listings keep SPEC 9's default sort.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetedProductList } from '../../src/domain/contract/catalog';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';

const search = (request: unknown) =>
  `/api/catalog/ee/product/_search?request=${encodeURIComponent(JSON.stringify(request))}`;

/** Every column product_search copies, compared row by row with products. */
const DIFFERENCES = sql`
  select count(*)::int as n from products p full join product_search s on s.store_code = p.store_code and s.id = p.id
   where s.id is null or p.id is null
      or (p.status, p.visibility, p.name, p.price, p.special_price, p.special_from_date, p.special_to_date,
          p.tax_class_id, p.category_ids, p.created_at, p.updated_at, p.child_colors, p.child_sizes, p.child_options,
          p.search_vector)
         is distinct from
         (s.status, s.visibility, s.name, s.price, s.special_price, s.special_from_date, s.special_to_date,
          s.tax_class_id, s.category_ids, s.created_at, s.updated_at, s.child_colors, s.child_sizes, s.child_options,
          s.search_vector)`;

describe.each(engines())('product_search rows on $name', (engine) => {
  let t: TestApp;
  const rows = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const differences = async () => Number((await rows<{ n: number }>(DIFFERENCES))[0]?.n);
  const list = async (request: unknown) => {
    t.app.services.catalog.invalidate();
    const response = await t.app.inject({ method: 'GET', url: search(request) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { result: FacetedProductList }).result;
  };

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds one row per product, equal to it, after the seed', async () => {
    const [counts] = await rows<{ products: number; copies: number }>(
      sql`select (select count(*)::int from products) as products, (select count(*)::int from product_search) as copies`,
    );
    expect(counts?.copies).toBe(counts?.products);
    expect(await differences()).toBe(0);
  });

  it('lists a category newest first when no sort is asked, with or without facets (SPEC 9 default sort)', async () => {
    for (const aggregations of [undefined, ['base_colors', 'size', 'price']]) {
      const result = await list({ filters: { category_ids: [10] }, size: 30, aggregations });
      const dates = result.items.map((product) => product.created_at);
      expect(dates.length).toBe(30);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('finds a renamed product by its new name and no longer by the old one', async () => {
    const [target] = await rows<{ id: number; name: string }>(
      sql`select id, name from products where store_code = 'ee' and visibility = 4 and status = 1 order by id limit 1`,
    );
    await t.database.db.execute(sql`update products set name = 'Zebratriibuline pidukleit' where id = ${target?.id}`);
    expect(await differences()).toBe(0);
    const found = await list({ query: 'zebratriibuline' });
    expect(found.items.map((product) => product.id)).toEqual([target?.id]);
    expect(found.items[0]?.name).toBe('Zebratriibuline pidukleit');
  });

  it('follows a changed key and a deletion', async () => {
    const [target] = await rows<{ id: number }>(sql`select max(id) as id from products where store_code = 'ee'`);
    await t.database.db.execute(sql`update products set id = 999999 where store_code = 'ee' and id = ${target?.id}`);
    expect(await differences()).toBe(0);
    expect((await list({ filters: { id: 999999 } })).total).toBe(1);
    await t.database.db.execute(sql`delete from products where store_code = 'ee' and id = 999999`);
    expect(await differences()).toBe(0);
    expect((await list({ filters: { id: 999999 } })).total).toBe(0);
  });

  it('drops a colour from the facets when the children of that colour become unavailable (SPEC 3 status 2)', async () => {
    const [child] = await rows<{ parent_id: number; color: number }>(
      sql`select v.parent_id, v.color from product_variants v join products p on p.sku = v.parent_sku
           where p.store_code = 'ee' and p.visibility = 4 and p.status = 1 and v.status < 2 order by v.id limit 1`,
    );
    const request = { filters: { id: child?.parent_id }, aggregations: ['base_colors'] };
    const colours = async () =>
      (await list(request)).aggregations.base_colors?.buckets.map((bucket) => Number(bucket.key)) ?? [];
    expect(await colours()).toContain(child?.color);
    await t.database.db.execute(
      sql`update product_variants set status = 2 where parent_id = ${child?.parent_id} and color = ${child?.color}`,
    );
    expect(await differences()).toBe(0);
    expect(await colours()).not.toContain(child?.color);
  });
});
