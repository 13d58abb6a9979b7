// SPEC 9: JSON-LD of a product page (Product + Offer, EUR, 2 decimals, availability) and the size-table categories.
import { describe, expect, it } from 'vitest';
import { hasSizeGuide, sizeTableFor } from '../../src/domain/size-guide';
import { jsonLdScriptText, productStructuredData, structuredDataPrice } from '../../src/domain/structured-data';
import { DRESS_SKU, SOLD_OUT_SKIRT, SUMMER_DRESS } from '../../stories/fixtures/configurable-product';

const childOf = (sku: string) => {
  const found = SUMMER_DRESS.configurable_children?.find((child) => child.sku === sku);
  if (!found) throw new Error(`no child ${sku}`);
  return found;
};

describe('structured data of a product page', () => {
  it('describes the chosen child as a Product with an in-stock Offer in EUR, the price a string with 2 decimals', () => {
    const redM = childOf(DRESS_SKU.redM);
    expect(productStructuredData(SUMMER_DRESS, redM, { origin: 'https://roivas.ee', path: '/ee/p/x' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linane suvekleit',
      sku: DRESS_SKU.redM,
      image: 'https://roivas.ee/img/644/644/resize/catalog/dress/03.png',
      description: SUMMER_DRESS.description,
      brand: { '@type': 'Brand', name: 'Rõivas' },
      offers: {
        '@type': 'Offer',
        price: '44.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        sku: DRESS_SKU.redM,
        url: 'https://roivas.ee/ee/p/x',
      },
    });
  });

  it('marks a sold-out child OutOfStock', () => {
    const data = productStructuredData(SUMMER_DRESS, childOf(DRESS_SKU.blueM));
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.image).toBe('/img/644/644/resize/catalog/dress/04.png');
    expect(data.offers.url).toBeUndefined();
  });

  it('marks a configurable product with no chosen child OutOfStock, priced as the product', () => {
    const data = productStructuredData(SOLD_OUT_SKIRT, null);
    expect([data.sku, data.offers.price, data.offers.availability]).toEqual([
      'NA-SK-1005',
      '59.99',
      'https://schema.org/OutOfStock',
    ]);
  });

  it('leaves out the brand when the product has none', () => {
    expect(productStructuredData({ ...SUMMER_DRESS, brand_name: null }, null)).not.toHaveProperty('brand');
  });

  it('always writes 2 decimals, rounding half away from zero', () => {
    expect([structuredDataPrice(29.9), structuredDataPrice(30), structuredDataPrice(1.005)]).toEqual([
      '29.90',
      '30.00',
      '1.01',
    ]);
  });

  it('escapes < so a value cannot close the script element', () => {
    const text = jsonLdScriptText(productStructuredData({ ...SUMMER_DRESS, name: '</script><b>' }, null));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><b>');
  });
});

describe('size guide categories (SPEC 9)', () => {
  it.each([
    ['Naised', 'women'],
    ['Mehed', 'men'],
    ['Lapsed', 'kids'],
    ['Sievietes', 'women'],
    ['Vīrieši', 'men'],
    ['Bērni', 'kids'],
  ] as const)('shows the size table of %s', (name, table) => {
    expect(sizeTableFor(['Kleidid', name])).toBe(table);
    expect(hasSizeGuide([name])).toBe(true);
  });

  it('matches whatever the case and Unicode form', () => {
    expect(sizeTableFor(['VĪRIEŠI'])).toBe('men');
    expect(sizeTableFor(['Vīrieši'.normalize('NFD')])).toBe('men');
  });

  it('shows no size guide for other categories, nor for a name that only contains one', () => {
    expect(hasSizeGuide(['Aksessuaarid', 'Kodu'])).toBe(false);
    expect(hasSizeGuide(['Naiste kleidid'])).toBe(false);
    expect(hasSizeGuide([])).toBe(false);
  });
});
