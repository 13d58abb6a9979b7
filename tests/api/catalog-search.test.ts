// Catalogue text search (ARCHITECTURE §4 "Search", SPEC 5 "Search and catalogue", SPEC 9 "Search tuning") on PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set: diacritics, typos, the 75 % rule, boosts and relevance order.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '../../src/domain/contract/catalog';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';
import { readPages } from './catalog-pages';

const search = (request: unknown, store = 'ee') =>
  `/api/catalog/${store}/product/_search?request=${encodeURIComponent(JSON.stringify(request))}`;

describe.each(engines())('catalogue text search on $name', (engine) => {
  let t: TestApp;
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as { code: number; result: ProductList | string } };
  };
  const page = async (request: unknown, store = 'ee') => {
    const { status, body } = await get(search(request, store));
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result as ProductList;
  };
  /** Every page up to `size` (a product search answers at most 50 a page, SPEC 9). */
  const list = (request: Record<string, unknown>, store = 'ee') =>
    readPages((pageRequest) => page(pageRequest, store), request);
  const rows = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** Listed products of a store whose name has `word` as a whole word (case-insensitive). */
  const namedWith = async (store: string, word: string) =>
    (
      await rows<{ id: number }>(sql`select id from products where store_code = ${store}
        and visibility in (2,3,4) and status in (0,1) and name ~* ${`(^|[^[:alpha:]])${word}($|[^[:alpha:]])`}`)
    ).map((row) => Number(row.id));

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("finds Latvian names without their diacritics: 'dzinsi' finds every 'džinsi'", async () => {
    const expected = await namedWith('lv', 'džinsi');
    expect(expected.length).toBeGreaterThan(1);
    const plain = await list({ query: 'dzinsi', size: 200 }, 'lv');
    const accented = await list({ query: 'Džinsi', size: 200 }, 'lv');
    const ids = plain.items.map((product) => product.id);
    expect(ids).toEqual(expect.arrayContaining(expected));
    expect(accented.items.map((product) => product.id)).toEqual(ids);
    // Name matches rank first (SPEC 9 boost 4).
    expect(ids.slice(0, expected.length).sort()).toEqual([...expected].sort());
  });

  it("finds 'sarkanā' when searched as 'sarkana'", async () => {
    const [target] = await rows<{ id: number }>(
      sql`select min(id) as id from products where store_code = 'lv' and visibility = 4 and status = 1`,
    );
    await t.database.db.execute(
      sql`update products set name = 'Sarkanā vakara kleita' where store_code = 'lv' and id = ${target?.id}`,
    );
    t.app.services.catalog.invalidate();
    const { items } = await list({ query: 'sarkana', size: 10 }, 'lv');
    expect(items[0]?.id).toBe(Number(target?.id));
    expect(items[0]?.name).toBe('Sarkanā vakara kleita');
  });

  it('still finds a product name word with a one-letter typo (SPEC 9 fuzziness 2, prefix length 2)', async () => {
    const expected = await namedWith('ee', 'kleit');
    expect(expected.length).toBeGreaterThan(0);
    for (const typo of ['kleot', 'klet', 'kleiit', 'kleti']) {
      const { items } = await list({ query: typo, size: 200 });
      expect(
        items.map((product) => product.id),
        typo,
      ).toEqual(expect.arrayContaining(expected));
    }
    // Not when the typo is in the first 2 letters, which are never edited.
    expect((await list({ query: 'pleit', size: 200 })).items.map((product) => product.id)).not.toEqual(
      expect.arrayContaining(expected),
    );
  });

  it('ranks exact matches before typo matches', async () => {
    const exact = await namedWith('ee', 'puuvillane');
    const { items } = await list({ query: 'puuvillane', size: 200 });
    expect(
      items
        .slice(0, exact.length)
        .map((product) => product.id)
        .sort(),
    ).toEqual([...exact].sort());
  });

  it('needs 75 % of the terms: 2 of 3 is enough, 1 of 3 is not (SPEC 5)', async () => {
    const jeans = await namedWith('ee', 'teksad');
    const twoOfThree = await list({ query: 'teksad naised qqqzzz', size: 200 });
    expect(twoOfThree.total).toBeGreaterThan(0);
    for (const product of twoOfThree.items) {
      expect(jeans).toContain(product.id);
      expect(product.category_ids).toContain(10);
    }
    expect((await list({ query: 'teksad qqqzzz wwwxxx' })).total).toBe(0);
    // Two terms need one: either may match.
    expect((await list({ query: 'teksad qqqzzz' })).total).toBe(jeans.length);
  });

  it('weighs a name match (4) over a category name match (1)', async () => {
    const [man] = await rows<{ id: number }>(
      sql`select min(id) as id from products where store_code = 'ee' and category_ids @> '{20}' and visibility = 4 and status = 1`,
    );
    await t.database.db.execute(
      sql`update products set name = 'Naised armastavad seda särki' where store_code = 'ee' and id = ${man?.id}`,
    );
    t.app.services.catalog.invalidate();
    const { items, total } = await list({ query: 'naised', size: 5 });
    expect(items[0]?.id).toBe(Number(man?.id));
    // Everything else is found through its category name 'Naised'.
    const women = await rows<{ n: number }>(
      sql`select count(*)::int as n from products where store_code = 'ee' and category_ids @> '{10}'
            and visibility in (2,3,4) and status in (0,1)`,
    );
    expect(total).toBe(Number(women[0]?.n) + 1);
  });

  it('matches the number of a sku (weight 2)', async () => {
    const { items } = await list({ query: '1001' });
    expect(items[0]?.sku).toBe('NA-DR-1001');
  });

  it('orders by relevance without a sort and by the sort when one is given', async () => {
    const ranked = await list({ query: 'kleit puuvillane', size: 50 });
    expect(ranked.items[0]?.name.toLowerCase()).toContain('puuvillane');
    expect(ranked.items[0]?.name.toLowerCase()).toContain('kleit');
    const sorted = await list({ query: 'kleit puuvillane', size: 50, sort: 'final_price:asc' });
    expect(sorted.total).toBe(ranked.total);
    const prices = sorted.items.map((product) => product.final_price_incl_tax);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('lists by id when asked to sort by relevance without a query (every product is as relevant)', async () => {
    for (const sort of ['relevance:desc', '_score:asc,created_at:desc']) {
      const request = { sort, filters: { category_ids: [10] }, size: 20, aggregations: ['price'] };
      const { items, total } = await list(request);
      const ids = items.map((product) => product.id);
      expect(ids.length).toBe(20);
      if (sort === 'relevance:desc') expect(ids).toEqual([...ids].sort((a, b) => a - b));
      else
        expect(items.map((product) => product.created_at)).toEqual(
          items
            .map((p) => p.created_at)
            .sort()
            .reverse(),
        );
      expect(total).toBe((await list({ filters: { category_ids: [10] }, size: 1 })).total);
    }
  });

  it('combines a query with filters', async () => {
    const { items, total } = await list({ query: 'teksad', filters: { category_ids: [20] }, size: 200 });
    expect(total).toBeGreaterThan(0);
    expect(items.every((product) => product.category_ids.includes(20))).toBe(true);
  });

  it('ignores a blank query and lists as without one', async () => {
    const blank = await list({ query: '   ', size: 5 });
    const none = await list({ size: 5 });
    expect(blank.items.map((product) => product.id)).toEqual(none.items.map((product) => product.id));
  });

  it('answers 400 naming the query when no term has 3 characters (SPEC 5)', async () => {
    const { status, body } = await get(search({ query: 'ab c' }));
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: expect.stringContaining('query') });
  });
});
