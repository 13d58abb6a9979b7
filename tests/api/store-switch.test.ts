// SPEC 2 languages modal (issue 16): the store switch's GET /switch-store leads to the same product, category or CMS
// page in the other store view (the hreflang look-up), or to that store's home when it has no such page; only the
// shop's own paths (no open redirect), and bad input answers 400 naming the field. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalCategoryPath, canonicalProductPath, storeSwitchHref } from '../../src/domain/seo';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';

describe.each(engines())('the store switch on $name', (engine) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leads from a product in ee to the same product in lv, with its Latvian address', async () => {
    const { items } = await t.app.services.catalog.searchProducts('ee', { size: 1 });
    const product = items[0];
    if (!product) throw new Error('the seed lists products');
    const [twin] = await t.app.services.catalog.findProducts('lv', { skus: [product.sku] });
    if (!twin) throw new Error('the seeded product is sold in lv too');
    const href = storeSwitchHref({ type: 'product', ...product, description: '' }, 'ee', 'lv', null);
    const response = await get(href);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(canonicalProductPath('lv', twin));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the chosen variant: a child of the product opens on the same variant there; a stranger sku is dropped', async () => {
    const { items } = await t.app.services.catalog.searchProducts('ee', { size: 20 });
    const product = items.find((item) => (item.configurable_children?.length ?? 0) > 1);
    if (!product) throw new Error('the seed lists configurable products');
    const child = product.configurable_children?.[1]?.sku as string;
    const [twin] = await t.app.services.catalog.findProducts('lv', { skus: [product.sku] });
    if (!twin) throw new Error('the seeded product is sold in lv too');
    const subject = { type: 'product' as const, ...product, description: '' };
    const href = storeSwitchHref(subject, 'ee', 'lv', null, child);
    expect(href).toContain(`child=${encodeURIComponent(child)}`);
    const response = await get(href);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${canonicalProductPath('lv', twin)}/${encodeURIComponent(child)}`);
    const other = items.find((item) => item.sku !== product.sku && item.configurable_children?.length);
    const stranger = other?.configurable_children?.[0]?.sku as string;
    const dropped = await get(storeSwitchHref(subject, 'ee', 'lv', null, stranger));
    expect(dropped.headers.location).toBe(canonicalProductPath('lv', twin));
  });

  it('leads to the same category and to the equivalent CMS page (the terms) in the other store', async () => {
    const ee = await t.app.services.catalog.categories('ee');
    const lv = await t.app.services.catalog.categories('lv');
    const category = [...ee.byId.values()].find((candidate) => candidate.is_active && candidate.id > 2);
    if (!category) throw new Error('the seed has categories');
    const lvSlug = lv.byId.get(category.id)?.slug;
    const toLv = await get(`/switch-store?from=ee&to=lv&type=category&id=${category.id}`);
    expect(toLv.headers.location).toBe(canonicalCategoryPath('lv', lvSlug ?? ''));

    const terms = await get('/switch-store?from=ee&to=lv&type=cms&identifier=tellimistingimused');
    expect(terms.statusCode).toBe(302);
    expect(terms.headers.location).toBe('/lv/i/pasutisanas-noteikumi');
    const back = await get('/switch-store?from=lv&to=ee&type=cms&identifier=personas-datu-apstrade');
    expect(back.headers.location).toBe('/ee/privacy');
  });

  it('leads to the other store’s home when it has no such page, never off the shop', async () => {
    const unknown = await get('/switch-store?from=ee&to=lv&type=product&sku=NO-SUCH-SKU');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/lv/');
    const outside = await get(
      `/switch-store?from=ee&to=lv&type=cms&identifier=${encodeURIComponent('//evil.example/x')}`,
    );
    expect(String(outside.headers.location)).toMatch(/^\/lv\//);
  });

  it.each([
    ['/switch-store?from=ee&to=xx&type=product&sku=A', 'to'],
    ['/switch-store?from=ee&to=lv&type=page&sku=A', 'type'],
    ['/switch-store?from=ee&to=lv&type=product&sku=A%00B', 'sku'],
    ['/switch-store?from=ee&to=lv&type=category&id=99999999999999999999', 'id'],
    ['/switch-store?from=ee&to=lv&type=category&id=abc', 'id'],
    ['/switch-store?from=ee&to=lv&type=product', 'sku'],
    ['/switch-store?from=ee&to=lv&type=product&sku=A&child=B%00', 'child'],
    [`/switch-store?from=ee&to=lv&type=cms&identifier=${'x'.repeat(500)}`, 'identifier'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toMatch(new RegExp(`^${field}\\b`));
  });
});
