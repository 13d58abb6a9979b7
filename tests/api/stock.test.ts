// GET /api/stock/check and /api/stock/list (SPEC 3 "Stock record", SPEC 4 "Stock status", SPEC 7 "Order and stock":
// chunks of 15) on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockCheckResponseSchema, stockListResponseSchema } from '../../src/domain/contract/stock';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';
import { TYPED_SKUS } from '../../server/seed/typed-products';

describe.each(engines())('stock on $name', (engine) => {
  let t: TestApp;
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as { code: number; result: unknown } };
  };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('checks the stock of a child sku as the database holds it', async () => {
    const [row] = await rows<{ sku: string; product_id: number; qty: number }>(
      sql`select sku, product_id, qty from stock_items where is_in_stock and sku like 'NA-DR-1001-%' order by sku limit 1`,
    );
    const { status, body } = await get(`/api/stock/check?sku=${row?.sku}`);
    expect(status).toBe(200);
    expect(stockCheckResponseSchema.parse(body)).toEqual({
      code: 200,
      result: {
        product_id: Number(row?.product_id),
        product_sku: row?.sku,
        qty: Number(row?.qty),
        is_in_stock: true,
        manage_stock: true,
        status: 'ok',
      },
    });
  });

  it('says out_of_stock for a sold out sku and volatile for one whose stock is not managed (SPEC 4)', async () => {
    const [soldOut] = await rows<{ sku: string }>(sql`select sku from stock_items where not is_in_stock limit 1`);
    expect((await get(`/api/stock/check?sku=${soldOut?.sku}`)).body).toMatchObject({
      result: { is_in_stock: false, qty: 0, status: 'out_of_stock' },
    });
    await t.database.db.execute(sql`update stock_items set manage_stock = false where sku = 'NA-DR-1001-01-XS'`);
    expect((await get('/api/stock/check?sku=NA-DR-1001-01-XS')).body).toMatchObject({
      result: { manage_stock: false, status: 'volatile' },
    });
  });

  it('checks a configurable parent too (the children summed by the seed)', async () => {
    const { body } = await get('/api/stock/check?sku=NA-DR-1001');
    expect(body).toMatchObject({ code: 200, result: { product_id: 1001, product_sku: 'NA-DR-1001' } });
  });

  it('answers 404 for an unknown sku and 400 naming sku when it is missing', async () => {
    expect(await get('/api/stock/check?sku=NO-SUCH-SKU')).toEqual({
      status: 404,
      body: { code: 404, result: 'No stock record for sku NO-SUCH-SKU' },
    });
    const missing = await get('/api/stock/check');
    expect(missing.status).toBe(400);
    expect(missing.body.result).toContain('sku');
  });

  it('lists up to 15 skus in the order asked, leaving out unknown ones', async () => {
    const skus = (
      await rows<{ sku: string }>(
        sql`select sku from stock_items where sku like 'NA-DR-1001-%' order by sku desc limit 14`,
      )
    ).map((row) => row.sku);
    const { status, body } = await get(`/api/stock/list?skus=${[...skus, 'NO-SUCH-SKU'].join(',')}`);
    expect(status).toBe(200);
    const parsed = stockListResponseSchema.parse(body);
    expect(parsed.result.map((item) => item.product_sku)).toEqual(skus);
    expect(parsed.result.every((item) => ['ok', 'out_of_stock', 'volatile'].includes(item.status))).toBe(true);
  });

  it('issue 17: answers real stock for typed skus: a bundle from its items, a group from its products, virtual always ok', async () => {
    const [set] = await rows<{
      bundle_options: { product_links: { sku: string; qty: number; is_default: boolean }[] }[];
    }>(sql`select bundle_options from products where sku = ${TYPED_SKUS.officeSet} limit 1`);
    const defaults = (set?.bundle_options ?? []).map(
      (option) => option.product_links.find((link) => link.is_default) ?? option.product_links[0],
    );
    const [first, ...others] = defaults;
    if (!first) throw new Error('the office set has no items');
    await rows(sql`update stock_items set qty = 50, is_in_stock = true, manage_stock = true
      where sku in (${sql.join(
        others.map((link) => sql`${link?.sku}`),
        sql`, `,
      )})`);
    await rows(sql`update stock_items set qty = 5, is_in_stock = true, manage_stock = true where sku = ${first.sku}`);
    const list = async () => {
      const skus = [TYPED_SKUS.officeSet, TYPED_SKUS.look, TYPED_SKUS.giftCard, TYPED_SKUS.pattern];
      const { body } = await get(`/api/stock/list?skus=${skus.join(',')}`);
      return new Map(stockListResponseSchema.parse(body).result.map((item) => [item.product_sku, item]));
    };
    let items = await list();
    expect(items.get(TYPED_SKUS.officeSet)).toMatchObject({
      qty: Math.floor(5 / Math.max(1, first.qty)),
      is_in_stock: true,
      manage_stock: true,
      status: 'ok',
    });
    for (const sku of [TYPED_SKUS.giftCard, TYPED_SKUS.pattern]) {
      expect(items.get(sku)).toMatchObject({ is_in_stock: true, status: 'ok' });
    }
    // The group: in stock while one of its products is, their stock summed.
    await rows(sql`update stock_items set qty = 3, is_in_stock = true, manage_stock = true
      where sku in (${TYPED_SKUS.belt}, ${TYPED_SKUS.scarf})`);
    await rows(
      sql`update stock_items set qty = 0, is_in_stock = false, manage_stock = true where sku = ${TYPED_SKUS.socks}`,
    );
    items = await list();
    expect(items.get(TYPED_SKUS.look)).toMatchObject({ qty: 6, is_in_stock: true, status: 'ok' });
    // Sold out: the set's scarcest item and every product of the group.
    await rows(
      sql`update stock_items set qty = 0, is_in_stock = false where sku in (${first.sku}, ${TYPED_SKUS.belt}, ${TYPED_SKUS.scarf})`,
    );
    items = await list();
    expect(items.get(TYPED_SKUS.officeSet)).toMatchObject({ qty: 0, is_in_stock: false, status: 'out_of_stock' });
    expect(items.get(TYPED_SKUS.look)).toMatchObject({ qty: 0, is_in_stock: false, status: 'out_of_stock' });
  });

  it('answers 400 above 15 skus per request (SPEC 7) and for an empty list', async () => {
    const skus = Array.from({ length: 16 }, (_, i) => `SKU-${i}`).join(',');
    expect(await get(`/api/stock/list?skus=${skus}`)).toEqual({
      status: 400,
      body: { code: 400, result: 'skus: at most 15 per request' },
    });
    expect((await get('/api/stock/list?skus=,,')).status).toBe(400);
    expect((await get('/api/stock/list')).body.result).toContain('skus');
  });
});
