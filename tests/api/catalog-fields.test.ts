// SPEC 7 product search: includeFields / excludeFields honoured, and a listing page's request (LISTING_FIELDS, issue
// 18) answers what its tiles show and nothing more, on PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FacetedProductList, listingResponseSchema } from '../../src/domain/contract/catalog';
import { buildSearchRequest, DEFAULT_SORT, NO_FILTERS } from '../../src/domain/filters';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';

const search = (request: unknown, store = 'ee') =>
  `/api/catalog/${store}/product/_search?request=${encodeURIComponent(JSON.stringify(request))}`;

describe.each(engines())('product search fields on $name', (engine) => {
  let t: TestApp;
  const get = async (request: unknown) => {
    const response = await t.app.inject({ method: 'GET', url: search(request) });
    return { status: response.statusCode, bytes: response.rawPayload.length, body: response.json() };
  };

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps only the included fields, dotted paths reaching into every child', async () => {
    const { status, body } = await get({
      filters: { category_ids: [10] },
      size: 3,
      includeFields: ['sku', 'name', 'configurable_children.sku'],
    });
    expect(status).toBe(200);
    const items = (body.result as FacetedProductList).items;
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['configurable_children', 'name', 'sku']);
      expect(item.configurable_children?.length).toBeGreaterThan(0);
      for (const child of item.configurable_children ?? []) expect(Object.keys(child)).toEqual(['sku']);
    }
  });

  it('drops the excluded fields and keeps the rest', async () => {
    const full = await get({ filters: { category_ids: [10] }, size: 2 });
    const { status, body } = await get({
      filters: { category_ids: [10] },
      size: 2,
      excludeFields: ['description', 'configurable_children'],
    });
    expect(status).toBe(200);
    const [fullItem] = (full.body.result as FacetedProductList).items;
    const [item] = (body.result as FacetedProductList).items;
    expect(item).not.toHaveProperty('description');
    expect(item).not.toHaveProperty('configurable_children');
    const {
      description: _description,
      configurable_children: _children,
      ...rest
    } = fullItem as object & {
      description?: unknown;
      configurable_children?: unknown;
    };
    expect(item).toEqual(rest);
  });

  it("answers a category page's request with the tiles' fields: a tenth of the full reply, the same products", async () => {
    const listing = buildSearchRequest({ categoryId: 10 }, { filters: NO_FILTERS, sort: DEFAULT_SORT });
    const { includeFields: _fields, ...fullRequest } = listing;
    const tiles = await get(listing);
    const full = await get(fullRequest);
    expect(tiles.status).toBe(200);
    const parsed = listingResponseSchema.parse(tiles.body);
    const fullItems = (full.body.result as FacetedProductList).items;
    expect(parsed.result.items.map((item) => item.sku)).toEqual(fullItems.map((item) => item.sku));
    expect(parsed.result.total).toBe((full.body.result as FacetedProductList).total);
    expect((tiles.body.result as FacetedProductList).aggregations).toEqual(
      (full.body.result as FacetedProductList).aggregations,
    );
    expect(tiles.bytes * 4).toBeLessThan(full.bytes);
  });

  it.each([
    [{ includeFields: ['name;drop'] }, 'includeFields'],
    [{ includeFields: ['configurable_children..sku'] }, 'includeFields'],
    [{ excludeFields: ['x'.repeat(101)] }, 'excludeFields'],
    [{ excludeFields: ['a\u0000b'] }, 'excludeFields'],
    [{ includeFields: 'sku' }, 'includeFields'],
    [{ includeFields: Array.from({ length: 51 }, (_, index) => `f${index}`) }, 'includeFields'],
  ])('answers 400 naming the field for %j', async (request, field) => {
    const { status, body } = await get(request);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: expect.stringContaining(field) });
  });
});
