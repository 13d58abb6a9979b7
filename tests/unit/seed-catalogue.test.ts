import { describe, expect, it } from 'vitest';
import { COLOURS } from '../../src/domain/colours';
import { addTax } from '../../src/domain/money';
import { isSpecialPriceActive } from '../../src/domain/pricing';
import { SIZES, sizeByValueIndex, sizesOfGroup } from '../../src/domain/sizes';
import { slugify } from '../../src/domain/slug';
import { STORE_VIEWS } from '../../src/domain/store-views';
import { findTaxRate } from '../../src/domain/tax';
import { buildCatalogue, type ProductRow } from '../../server/seed/catalogue';
import { seedPages } from '../../server/seed/cms';
import { STATIC_CMS_ROUTES, staticCmsIdentifier } from '../../src/domain/cms';

const NOW = new Date('2025-06-15T10:00:00Z');
const catalogue = buildCatalogue({ now: NOW });
const inStore = (store: 'ee' | 'lv') => catalogue.products.filter((p) => p.storeCode === store);
const eeProducts = inStore('ee');
const lvProducts = inStore('lv');
const productBySku = new Map(eeProducts.map((p) => [p.sku, p]));
const SLUG = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

function parentOf(sku: string): ProductRow {
  const parent = productBySku.get(sku);
  if (!parent) throw new Error(`no parent ${sku}`);
  return parent;
}

describe('buildCatalogue', () => {
  it('makes at least 150 configurable products in each store view', () => {
    for (const products of [eeProducts, lvProducts]) {
      expect(products.filter((p) => p.typeId === 'configurable').length).toBeGreaterThanOrEqual(150);
    }
    expect(eeProducts).toHaveLength(180);
  });

  it('gives both stores the same product ids with their own Estonian and Latvian names', () => {
    expect(lvProducts.map((p) => p.id)).toEqual(eeProducts.map((p) => p.id));
    const lvById = new Map(lvProducts.map((p) => [p.id, p]));
    for (const ee of eeProducts) {
      const lv = lvById.get(ee.id);
      expect(lv?.sku).toBe(ee.sku);
      expect(lv?.name).not.toBe(ee.name);
      expect(lv?.description).not.toBe(ee.description);
      expect(lv?.price).toBe(ee.price);
    }
    expect(eeProducts.some((p) => /kleit/i.test(p.name))).toBe(true);
    expect(lvProducts.some((p) => /kleita/i.test(p.name))).toBe(true);
  });

  it('has the SPEC 9 size-table categories under the root category 2 in both languages', () => {
    const names = (store: string, level: number) =>
      catalogue.categories.filter((c) => c.storeCode === store && c.level === level).map((c) => c.name);
    expect(names('ee', 2)).toEqual(['Naised', 'Mehed', 'Lapsed']);
    expect(names('lv', 2)).toEqual(['Sievietes', 'Vīrieši', 'Bērni']);
    const root = catalogue.categories.find((c) => c.storeCode === 'ee' && c.id === 2);
    expect(root?.level).toBe(1);
    for (const top of catalogue.categories.filter((c) => c.level === 2)) {
      const children = catalogue.categories.filter((c) => c.storeCode === top.storeCode && c.parentId === top.id);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(5);
    }
  });

  it('builds category url keys, url paths and id paths from the parents', () => {
    for (const category of catalogue.categories) {
      expect(category.urlKey).toMatch(SLUG);
      if (category.level === 1) continue;
      const parent = catalogue.categories.find((c) => c.storeCode === category.storeCode && c.id === category.parentId);
      expect(category.urlKey).toBe(slugify(category.name));
      expect(category.path).toBe(`${parent?.path}/${category.id}`);
      expect(category.urlPath).toBe(parent?.level === 1 ? category.urlKey : `${parent?.urlPath}/${category.urlKey}`);
    }
    const lvMen = catalogue.categories.find((c) => c.storeCode === 'lv' && c.name === 'Vīrieši');
    expect(lvMen?.urlKey).toBe('viriesi');
    const dresses = catalogue.categories.find((c) => c.storeCode === 'ee' && c.name === 'Kleidid');
    expect(dresses).toMatchObject({ urlPath: 'naised/kleidid', path: '1/2/10/11' });
  });

  it('gives products slug url keys below their subcategory url path', () => {
    for (const product of catalogue.products) {
      expect(product.urlKey).toMatch(SLUG);
      expect(product.urlKey).toBe(`${slugify(product.name)}-${product.id}`);
      const sub = catalogue.categories.find(
        (c) => c.storeCode === product.storeCode && c.id === product.categoryIds?.[1],
      );
      expect(product.urlPath).toBe(`${sub?.urlPath}/${product.urlKey}`);
    }
    expect(new Set(eeProducts.map((p) => p.urlPath)).size).toBe(eeProducts.length);
  });

  it('puts every product in a top category and one of its subcategories', () => {
    for (const product of eeProducts) {
      const [top, sub] = product.categoryIds ?? [];
      const subRow = catalogue.categories.find((c) => c.storeCode === 'ee' && c.id === sub);
      expect(subRow?.parentId).toBe(top);
      expect(subRow?.level).toBe(3);
    }
    const used = new Set(eeProducts.map((p) => p.categoryIds?.[1]));
    expect(used.size).toBe(catalogue.categories.filter((c) => c.storeCode === 'ee' && c.level === 3).length);
  });

  it('uses all 16 colours and 2 to 4 colours per product', () => {
    expect(new Set(catalogue.variants.map((v) => v.color))).toEqual(new Set(COLOURS.map((c) => c.valueIndex)));
    for (const product of eeProducts) {
      const colours = new Set(catalogue.variants.filter((v) => v.parentSku === product.sku).map((v) => v.color));
      expect(colours.size).toBeGreaterThanOrEqual(2);
      expect(colours.size).toBeLessThanOrEqual(4);
      expect(product.mediaGallery).toHaveLength(colours.size);
    }
  });

  it('sizes clothes XS to XXL, shoes 36 to 46 only in footwear and kids sizes only for kids', () => {
    const labelsIn = (predicate: (p: ProductRow) => boolean) =>
      new Set(
        catalogue.variants
          .filter((v) => predicate(parentOf(v.parentSku)))
          .map((v) => sizeByValueIndex(v.size)?.label ?? 'unknown'),
      );
    const isKids = (p: ProductRow) => p.categoryIds?.[0] === 30;
    const isShoe = (p: ProductRow) => [15, 25].includes(p.categoryIds?.[1] ?? 0);
    expect(labelsIn((p) => !isKids(p) && !isShoe(p))).toEqual(new Set(['XS', 'S', 'M', 'L', 'XL', 'XXL']));
    expect(labelsIn(isShoe)).toEqual(new Set(sizesOfGroup('shoes').map((s) => s.label)));
    expect(labelsIn(isKids)).toEqual(new Set(['92', '104', '116', '128', '140', '152', '164']));
  });

  it('names children parent sku, swatch and size, one per colour and size', () => {
    expect(new Set(catalogue.variants.map((v) => v.sku)).size).toBe(catalogue.variants.length);
    for (const variant of catalogue.variants) {
      const colour = COLOURS.find((c) => c.valueIndex === variant.color);
      const size = SIZES.find((s) => s.valueIndex === variant.size);
      expect(variant.sku).toBe(`${variant.parentSku}-${colour?.swatch}-${size?.label}`);
      expect(variant.image).toBe(`/catalog/${variant.image.split('/')[2]}/${colour?.swatch}.png`);
    }
    expect(eeProducts[0]?.sku).toMatch(/^[A-Z]{2}-[A-Z]{2}-\d+$/);
  });

  it('lists each product colour and size in its localized configurable options', () => {
    const lvById = new Map(lvProducts.map((p) => [p.id, p]));
    for (const product of eeProducts) {
      const children = catalogue.variants.filter((v) => v.parentSku === product.sku);
      const [colour, size] = product.configurableOptions ?? [];
      expect(colour).toMatchObject({ attribute_code: 'color', attribute_id: 93, label: 'Värv' });
      expect(size).toMatchObject({ attribute_code: 'size', attribute_id: 144, label: 'Suurus' });
      expect(new Set(colour?.values.map((v) => v.value_index))).toEqual(new Set(children.map((c) => c.color)));
      expect(new Set(size?.values.map((v) => v.value_index))).toEqual(new Set(children.map((c) => c.size)));
      const lvColour = lvById.get(product.id)?.configurableOptions?.[0];
      expect(lvColour?.label).toBe('Krāsa');
      expect(lvColour?.values.map((v) => v.default_label)).toEqual(colour?.values.map((v) => v.default_label));
      expect(lvColour?.values.map((v) => v.label)).not.toEqual(colour?.values.map((v) => v.label));
    }
  });

  it('prices products at round tax-included EE prices from 5 to 300 euros', () => {
    for (const product of eeProducts) {
      const gross = addTax(product.price, 24).incl;
      expect(gross).toBeGreaterThanOrEqual(5);
      expect(gross).toBeLessThanOrEqual(300);
      expect(Math.round(gross * 100) % 100).toSatisfy((cents: number) => [99, 95, 0].includes(cents));
      // The stored price is net: gross / 1.24 to 4 decimals, so Estonia shows the round gross price.
      expect(product.price).toBe(Math.round((gross / 1.24) * 10_000) / 10_000);
    }
  });

  it('has special prices running now, over and not yet started, with sale set only when running', () => {
    const specials = eeProducts.filter((p) => p.specialPrice !== null && p.specialPrice !== undefined);
    expect(specials.length / eeProducts.length).toBeGreaterThan(0.08);
    expect(specials.length / eeProducts.length).toBeLessThan(0.25);
    const active = specials.filter((p) => isSpecialPriceActive(p, NOW));
    const past = specials.filter((p) => (p.specialToDate as Date) < NOW);
    const future = specials.filter((p) => (p.specialFromDate as Date) > NOW);
    expect(active.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    for (const product of eeProducts) expect(product.sale).toBe(isSpecialPriceActive(product, NOW));
    for (const product of specials) expect(product.specialPrice).toBeLessThan(product.price);
    for (const variant of catalogue.variants) {
      expect(variant.specialPrice ?? null).toBe(parentOf(variant.parentSku).specialPrice ?? null);
    }
  });

  it('keeps stock per child with some sold out, and parents in stock when a child is', () => {
    const stock = new Map(catalogue.stock.map((s) => [s.sku, s]));
    expect(catalogue.stock).toHaveLength(catalogue.variants.length + eeProducts.length);
    const soldOut = catalogue.variants.filter((v) => stock.get(v.sku)?.isInStock === false);
    expect(soldOut.length / catalogue.variants.length).toBeGreaterThan(0.05);
    expect(soldOut.length / catalogue.variants.length).toBeLessThan(0.15);
    for (const variant of soldOut) expect(stock.get(variant.sku)?.qty).toBe(0);
    for (const product of eeProducts) {
      const children = catalogue.variants.filter((v) => v.parentSku === product.sku).map((v) => stock.get(v.sku));
      const parent = stock.get(product.sku);
      expect(parent?.qty).toBe(children.reduce((sum, s) => sum + (s?.qty ?? 0), 0));
      expect(parent?.isInStock).toBe(children.some((s) => s?.isInStock));
      expect(children.every((s) => (s?.qty ?? -1) >= 0 && (s?.qty ?? 99) <= 40)).toBe(true);
    }
    expect(catalogue.variants.some((v) => v.status === 2)).toBe(true);
  });

  it('spreads creation over the last 400 days with recent products flagged new and about 20 bestsellers', () => {
    const day = 86_400_000;
    for (const product of eeProducts) {
      const age = NOW.getTime() - (product.createdAt as Date).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(400 * day);
      expect(product.isNew).toBe(age < 120 * day);
      expect((product.updatedAt as Date).getTime()).toBeGreaterThanOrEqual((product.createdAt as Date).getTime());
    }
    const share = eeProducts.filter((p) => p.isNew).length / eeProducts.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.45);
    expect(eeProducts.filter((p) => p.bestseller)).toHaveLength(20);
  });

  it('is deterministic for a seed and differs for another seed', () => {
    expect(buildCatalogue({ now: NOW })).toEqual(catalogue);
    const other = buildCatalogue({ now: NOW, seed: 2 });
    expect(other.products.map((p) => p.name)).not.toEqual(catalogue.products.map((p) => p.name));
  });

  it('makes as many products as asked, for small test shops and large benchmark ones', () => {
    const small = buildCatalogue({ now: NOW, productCount: 20 });
    expect(small.products.filter((p) => p.storeCode === 'lv')).toHaveLength(20);
    expect(() => buildCatalogue({ now: NOW, productCount: 0 })).toThrow(/productCount/);
  });

  it('defines tax rules giving 24 % in Estonia and 21 % in Latvia for the product tax class', () => {
    const rules = catalogue.taxRules.map((rule) => ({
      id: rule.id ?? 0,
      product_tax_class_ids: rule.productTaxClassIds,
      customer_tax_class_ids: rule.customerTaxClassIds,
      rates: rule.rates,
    }));
    const taxClass = eeProducts[0]?.taxClassId ?? 0;
    expect(new Set(eeProducts.map((p) => p.taxClassId))).toEqual(new Set([taxClass]));
    expect(findTaxRate(rules, { productTaxClassId: taxClass, country: 'EE' })).toBe(24);
    expect(findTaxRate(rules, { productTaxClassId: taxClass, country: 'LV', regionName: 'Rīga' })).toBe(21);
  });

  it('localizes the color, size, brand and material attributes with a swatch per colour', () => {
    for (const store of ['ee', 'lv'] as const) {
      const attrs = catalogue.attributes.filter((a) => a.storeCode === store);
      expect(attrs.map((a) => a.attributeCode)).toEqual(['color', 'size', 'brand_name', 'material']);
      const colour = attrs.find((a) => a.attributeCode === 'color');
      expect(colour?.attributeId).toBe(93);
      expect(colour?.options?.map((o) => o.swatch)).toEqual(COLOURS.map((c) => c.swatch));
      const materials = new Set(attrs.find((a) => a.attributeCode === 'material')?.options?.map((o) => o.value));
      for (const product of inStore(store)) expect(materials.has(product.material ?? '')).toBe(true);
      expect(attrs.find((a) => a.attributeCode === 'material')?.isComparable).toBe(true);
    }
    const label = (store: string, code: string) =>
      catalogue.attributes.find((a) => a.storeCode === store && a.attributeCode === code)?.frontendLabel;
    expect([label('ee', 'color'), label('lv', 'color')]).toEqual(['Värv', 'Krāsa']);
  });

  it('has the terms and privacy pages first and a page for every static route of SPEC 2, in both languages', () => {
    for (const view of Object.values(STORE_VIEWS)) {
      const pages = seedPages(view.storeCode);
      expect(pages.slice(0, 2).map((p) => p.identifier)).toEqual([
        view.links.terms.replace('/i/', ''),
        view.links.privacy.replace('/i/', ''),
      ]);
      const identifiers = new Set(pages.map((p) => p.identifier));
      for (const route of STATIC_CMS_ROUTES) {
        expect(identifiers.has(staticCmsIdentifier(route, view.storeCode) ?? '')).toBe(true);
      }
      expect(identifiers.size).toBe(pages.length);
      for (const page of pages) {
        expect(page.body.length).toBeGreaterThan(100);
        expect(page.metaDescription).not.toBe(page.title);
        expect(page.metaDescription.length).toBeGreaterThan(20);
      }
    }
    expect(seedPages('lv').find((p) => p.identifier === 'pasutisanas-noteikumi')?.body).toContain('PVN 21%');
    // The delivery page quotes the checkout's own prices (src/domain/shipping.ts).
    expect(seedPages('ee').find((p) => p.identifier === 'delivery')?.body).toContain('4,99');
  });
});
