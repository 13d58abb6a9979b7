// Category search (SPEC 3 Category, SPEC 5, SPEC 7 "Category search", SPEC 8 'Category query returned empty result',
// SPEC 9 "Category fetch") and the category menu (SPEC 7: GET /api/ext/category-menu/get, code 200 required), on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, EntityList } from '../../src/domain/contract/catalog';
import { categoryMenuResponseSchema, categorySchema } from '../../src/domain/contract/catalog';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';

const search = (request: unknown, store = 'ee') =>
  `/api/catalog/${store}/category/_search?request=${encodeURIComponent(JSON.stringify(request))}`;

describe.each(engines())('categories on $name', (engine) => {
  let t: TestApp;
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as { code: number; result: unknown } };
  };
  const list = async (request: unknown, store = 'ee') => {
    const { status, body } = await get(search(request, store));
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result as EntityList<Category>;
  };
  const rows = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the active categories by position, up to 4000, in the SPEC 3 shape (SPEC 9)', async () => {
    const result = await list({});
    expect(result.perPage).toBe(4000);
    // Issue 17: 19 + the child category Aksessuaarid of the typed products.
    expect(result.total).toBe(20);
    for (const item of result.items) expect(categorySchema.safeParse(item).success).toBe(true);
    const positions = result.items.map((category) => category.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('leaves inactive categories out unless asked for (SPEC 5)', async () => {
    await t.database.db.execute(sql`update categories set is_active = false where store_code = 'ee' and id = 35`);
    t.app.services.catalog.invalidate();
    expect((await list({})).items.map((category) => category.id)).not.toContain(35);
    const inactive = await list({ filters: { is_active: false } });
    expect(inactive.items.map((category) => category.id)).toEqual([35]);
    const children = (await list({ filters: { id: 30 } })).items[0];
    expect(children?.children_data?.map((child) => child.id)).not.toContain(35);
    expect(children?.children_count).toBe(4);
    await t.database.db.execute(sql`update categories set is_active = true where store_code = 'ee' and id = 35`);
    t.app.services.catalog.invalidate();
  });

  it('filters by parent_id, level, an id list, url_path and url_key', async () => {
    const women = await list({ filters: { parent_id: 10 } });
    expect(women.items.map((category) => category.name)).toEqual([
      'Kleidid',
      'Pluusid',
      'Püksid',
      'Seelikud',
      'Jalanõud',
    ]);
    expect((await list({ filters: { level: 2 } })).items.map((c) => c.id)).toEqual([10, 20, 30]);
    expect((await list({ filters: { id: [11, 21, 99] } })).items.map((c) => c.id)).toEqual([11, 21]);
    expect((await list({ filters: { url_path: 'mehed/puksid' } })).items.map((c) => c.id)).toEqual([23]);
    // Position ascending, then id.
    expect((await list({ filters: { url_key: 'puksid' } })).items.map((c) => c.id)).toEqual([32, 13, 23]);
    expect((await list({ filters: { slug: 'puksid-23' } })).items.map((c) => c.id)).toEqual([23]);
    const lv = await list({ filters: { url_path: 'sievietes/kleitas' } }, 'lv');
    expect(lv.items[0]).toMatchObject({ id: 11, name: 'Kleitas' });
  });

  it('counts listed products and active children as SQL does, and nests children_data', async () => {
    const counts = await rows<{ id: number; n: number }>(sql`select c.id, (select count(*)::int from products p
        where p.store_code = 'ee' and p.category_ids @> array[c.id] and p.visibility in (2,3,4) and p.status in (0,1)) as n
      from categories c where c.store_code = 'ee'`);
    const { items } = await list({});
    for (const category of items) {
      expect(category.product_count, category.url_path).toBe(Number(counts.find((c) => c.id === category.id)?.n));
    }
    const root = items.find((category) => category.id === 2);
    expect(root?.children_count).toBe(3);
    expect(root?.children_data?.map((child) => child.id)).toEqual([10, 20, 30]);
    expect(root?.children_data?.[0]?.children_data?.map((child) => child.id)).toEqual([11, 12, 13, 14, 15]);
    expect(items.find((category) => category.id === 11)).toMatchObject({
      parent_ids: [1, 2, 10],
      slug: 'kleidid-11',
      children_data: [],
    });
    expect((await list({ filters: { product_count: { gt: 0 } } })).items.every((c) => c.product_count > 0)).toBe(true);
  });

  it('pages and sorts on request, and drops children_data when excluded', async () => {
    const page = await list({
      filters: { level: 3 },
      sort: 'name:desc',
      from: 2,
      size: 3,
      excludeFields: ['children_data'],
    });
    expect(page).toMatchObject({ total: 16, start: 2, perPage: 3 });
    expect(page.items).toHaveLength(3);
    expect(page.items.every((category) => !('children_data' in category))).toBe(true);
    const names = page.items.map((category) => category.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it.each([
    [{ filters: { id: 1 } }, 'Category query returned empty result id = 1'],
    [{ filters: { id: [0, 1] } }, 'Category query returned empty result id = 0,1'],
    [{ filters: { id: 999 } }, 'Category query returned empty result id = 999'],
    [{ filters: { url_path: 'no/such' } }, 'Category query returned empty result url_path = no/such'],
    [{ filters: { url_key: 'nothing' } }, 'Category query returned empty result url_key = nothing'],
  ])('answers 404 with the SPEC 8 message for a lookup that finds nothing: %j', async (request, message) => {
    const { status, body } = await get(search(request));
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, result: message });
  });

  it('answers an empty list, not an error, for a filter that is not a lookup', async () => {
    expect((await list({ filters: { level: 9 } })).total).toBe(0);
  });

  it.each([
    [search({ filters: { colour: 1 } }), 'filters.colour: unknown filter field'],
    [search({ sort: 'weight:asc' }), 'sort: unknown sort field'],
    [search({ size: 5000 }), 'size: at most 4000'],
    [search({}, 'xx'), 'storeCode'],
  ])('answers 400 naming the field: %s', async (url, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: expect.stringContaining(message) });
  });

  it('serves the menu: the root with the active menu categories as a tree (SPEC 7)', async () => {
    const { status, body } = await get('/api/ext/category-menu/get?storeCode=lv');
    expect(status).toBe(200);
    const parsed = categoryMenuResponseSchema.parse(body);
    expect(parsed.code).toBe(200);
    expect(parsed.result.id).toBe(2);
    expect(parsed.result.children_data?.map((c) => [c.name, c.url_path, c.position])).toEqual([
      ['Sievietes', 'sievietes', 1],
      ['Vīrieši', 'viriesi', 2],
      ['Bērni', 'berni', 3],
    ]);
    expect(parsed.result.children_data?.[0]?.children_data?.[0]).toMatchObject({
      name: 'Kleitas',
      url_path: 'sievietes/kleitas',
    });
  });

  it('hides categories left out of menus and defaults to the Estonian store', async () => {
    await t.database.db.execute(sql`update categories set include_in_menu = false where store_code = 'ee' and id = 30`);
    t.app.services.catalog.invalidate();
    const { body } = await get('/api/ext/category-menu/get');
    const result = (body as { result: Category }).result;
    expect(result.children_data?.map((c) => c.name)).toEqual(['Naised', 'Mehed']);
    await t.database.db.execute(sql`update categories set include_in_menu = true where store_code = 'ee' and id = 30`);
    t.app.services.catalog.invalidate();
  });

  it('answers 400 naming storeCode for an unknown store', async () => {
    const { status, body } = await get('/api/ext/category-menu/get?storeCode=fi');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: expect.stringContaining('storeCode') });
  });
});
