// POST /api/url/map (SPEC 2 "Unknown URLs", SPEC 7 "Catalogue and content", SPEC 8 'No mapping found') on PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlMapResponseSchema } from '../../src/domain/contract/url';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';

describe.each(engines())('URL map on $name', (engine) => {
  let t: TestApp;
  const map = async (payload: unknown) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/url/map', payload: payload as object });
    return { status: response.statusCode, body: response.json() as { code: number; result: unknown } };
  };
  const mapped = async (payload: unknown) => {
    const { status, body } = await map(payload);
    expect(status, JSON.stringify(body)).toBe(200);
    return urlMapResponseSchema.parse(body).result;
  };

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('maps a product url_path, with or without the leading slash, to the product', async () => {
    const result = await mapped({ url: '/naised/kleidid/puuvillane-kleit-1001', storeCode: 'ee' });
    expect(result._type).toBe('product');
    expect(result._source).toMatchObject({
      id: 1001,
      sku: 'NA-DR-1001',
      name: 'Puuvillane kleit',
      parentSku: 'NA-DR-1001',
    });
    expect(result._source).not.toHaveProperty('childSku');
    expect((await mapped({ url: 'naised/kleidid/puuvillane-kleit-1001?color=49#top', storeCode: 'ee' }))._type).toBe(
      'product',
    );
    expect(
      (await mapped({ url: 'https://shop.example/ee/naised/kleidid/puuvillane-kleit-1001', storeCode: 'ee' }))._source,
    ).toMatchObject({ id: 1001 });
  });

  it('maps a configurable child reachable by its sku to the parent with childSku', async () => {
    const byPath = await mapped({ url: '/naised/kleidid/puuvillane-kleit-1001/NA-DR-1001-07-M', storeCode: 'ee' });
    expect(byPath._source).toMatchObject({ sku: 'NA-DR-1001', parentSku: 'NA-DR-1001', childSku: 'NA-DR-1001-07-M' });
    const byFilter = await mapped({
      url: 'naised/kleidid/puuvillane-kleit-1001',
      storeCode: 'ee',
      filters: { sku: 'NA-DR-1001-01-S' },
    });
    expect(byFilter._source).toMatchObject({ childSku: 'NA-DR-1001-01-S' });
    // Someone else's child is not this product's.
    const { status } = await map({ url: 'naised/kleidid/puuvillane-kleit-1001/NA-BL-1002-01-S', storeCode: 'ee' });
    expect(status).toBe(404);
  });

  it('maps a category url_path to the category, per store view', async () => {
    const ee = await mapped({ url: '/naised/kleidid', storeCode: 'ee' });
    expect(ee).toMatchObject({ _type: 'category', _source: { id: 11, name: 'Kleidid', url_path: 'naised/kleidid' } });
    const lv = await mapped({ url: '/lv/sievietes', storeCode: 'lv' });
    expect(lv._source).toMatchObject({ id: 10, name: 'Sievietes' });
    expect((lv._source.children_data as unknown[]).length).toBe(5);
  });

  it('maps i/<identifier> to the CMS page of the store', async () => {
    const result = await mapped({ url: '/i/tellimistingimused', storeCode: 'ee' });
    expect(result).toMatchObject({ _type: 'cms_page', _source: { identifier: 'tellimistingimused' } });
    expect(typeof result._source.title).toBe('string');
    expect((await map({ url: '/i/tellimistingimused', storeCode: 'lv' })).status).toBe(404);
  });

  it('maps a CMS page’s bare identifier after products and categories (issue 16)', async () => {
    const result = await mapped({ url: '/lv/pasutisanas-noteikumi', storeCode: 'lv' });
    expect(result).toMatchObject({ _type: 'cms_page', _source: { identifier: 'pasutisanas-noteikumi' } });
    expect((await map({ url: '/pasutisanas-noteikumi', storeCode: 'ee' })).status).toBe(404);
  });

  it('narrows _source with includeFields and excludeFields', async () => {
    const included = await mapped({
      url: 'naised/kleidid/puuvillane-kleit-1001',
      storeCode: 'ee',
      includeFields: ['sku', 'name', 'configurable_children.sku'],
    });
    expect(Object.keys(included._source).sort()).toEqual(['configurable_children', 'name', 'parentSku', 'sku']);
    expect((included._source.configurable_children as object[])[0]).toEqual({ sku: 'NA-DR-1001-01-XS' });
    const excluded = await mapped({ url: 'naised/kleidid', storeCode: 'ee', excludeFields: ['children_data'] });
    expect(excluded._source).not.toHaveProperty('children_data');
  });

  it.each(['/no/such/page', '/', '/naised/kleidid/puuvillane-kleit-9999', 'i/unknown'])(
    "answers 404 'No mapping found' for %s (SPEC 8)",
    async (url) => {
      const { status, body } = await map({ url, storeCode: 'ee' });
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, result: 'No mapping found' });
    },
  );

  it.each([
    [{}, 'url'],
    [{ url: '' }, 'url'],
    [{ url: '/naised', storeCode: 'fi' }, 'storeCode'],
    [{ url: '/naised', includeFields: 'sku' }, 'includeFields'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const { status, body } = await map(payload);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: expect.stringContaining(field) });
  });
});
