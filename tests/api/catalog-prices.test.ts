// GET /api/products/render-list (SPEC 7 "Catalogue and content"): every price field of products and configurable
// children by sku, the store chosen by id (SPEC 1: 2 is Latvia, anything else Estonia), on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductList, renderListResponseSchema } from '../../src/domain/contract/catalog';
import { SEED_NOW, openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';

describe.each(engines())('render-list prices on $name', (engine) => {
  let t: TestApp;
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as { code: number; result: unknown } };
  };
  const product = async (store: string, sku: string) => {
    const request = encodeURIComponent(JSON.stringify({ filters: { sku } }));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/catalog/${store}/product/_search?request=${request}`,
    });
    return (response.json() as { result: ProductList }).result.items[0];
  };

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prices parents and children with the tax of the store id, in the order asked', async () => {
    const { status, body } = await get(
      '/api/products/render-list?skus=NA-DR-1001-07-M,NA-DR-1001&currencyCode=EUR&storeId=2',
    );
    expect(status).toBe(200);
    const { result } = renderListResponseSchema.parse(body);
    expect(result.items.map((item) => item.sku)).toEqual(['NA-DR-1001-07-M', 'NA-DR-1001']);
    const lv = await product('lv', 'NA-DR-1001');
    const child = lv?.configurable_children?.find((c) => c.sku === 'NA-DR-1001-07-M');
    expect(result.items[0]).toMatchObject({
      id: 100109,
      type_id: 'simple',
      parentSku: 'NA-DR-1001',
      price_incl_tax: child?.price_incl_tax,
      final_price_incl_tax: child?.final_price_incl_tax,
      price_is_current: true,
      price_refreshed_at: SEED_NOW.toISOString(),
    });
    expect(result.items[1]).toMatchObject({
      id: 1001,
      type_id: 'configurable',
      price: lv?.price,
      price_incl_tax: lv?.price_incl_tax,
      original_price_incl_tax: lv?.original_price_incl_tax,
      special_price_incl_tax: lv?.special_price_incl_tax,
      final_price_incl_tax: lv?.final_price_incl_tax,
    });
    expect(result.items[1]?.price_incl_tax).toBeCloseTo((lv?.price ?? 0) * 1.21, 1);
  });

  it('uses Estonia for any other store id and by default (SPEC 1)', async () => {
    const ee = await product('ee', 'NA-DR-1001');
    for (const query of ['storeId=1', 'storeId=7', '']) {
      const { body } = await get(`/api/products/render-list?skus=NA-DR-1001&${query}`);
      const { result } = renderListResponseSchema.parse(body);
      expect(result.items[0]?.price_incl_tax, query).toBe(ee?.price_incl_tax);
    }
  });

  it('leaves unknown skus out', async () => {
    const { body } = await get('/api/products/render-list?skus=NOPE,NA-DR-1001&storeId=1');
    expect(renderListResponseSchema.parse(body).result.items.map((item) => item.sku)).toEqual(['NA-DR-1001']);
  });

  it.each([
    ['/api/products/render-list', 'skus'],
    ['/api/products/render-list?skus=,', 'skus'],
    ['/api/products/render-list?skus=A&currencyCode=USD', 'currencyCode'],
    ['/api/products/render-list?skus=A&storeId=lv', 'storeId'],
    [`/api/products/render-list?skus=${Array.from({ length: 201 }, (_, i) => `S${i}`).join(',')}`, 'skus: at most 200'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: expect.stringContaining(field) });
  });
});
