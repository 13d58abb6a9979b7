import { describe, expect, it } from 'vitest';
import { formatPrice, roundMoney } from '../../src/domain/money';
import { computePriceFields, isSpecialPriceActive } from '../../src/domain/pricing';
import { slugify } from '../../src/domain/slug';
import { findTaxRate, type TaxRule } from '../../src/domain/tax';

const rules: TaxRule[] = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 24, tax_country_id: 'EE', region_name: '*', tax_region_id: 0 },
      { rate: 21, tax_country_id: 'LV', region_name: '*', tax_region_id: 0 },
    ],
  },
];
const now = new Date('2026-06-15T12:00:00Z');

describe('tax (SPEC 9)', () => {
  it('finds the rate of the store country', () => {
    expect(findTaxRate(rules, { productTaxClassId: 2, country: 'EE' })).toBe(24);
    expect(findTaxRate(rules, { productTaxClassId: 2, country: 'LV' })).toBe(21);
  });

  it('gives tax 0 when no rule matches the product class or country', () => {
    expect(findTaxRate(rules, { productTaxClassId: 9, country: 'EE' })).toBe(0);
    expect(findTaxRate(rules, { productTaxClassId: 2, country: 'FI' })).toBe(0);
  });

  it('uses the country rate when no region matches by name', () => {
    const regional: TaxRule[] = [
      {
        id: 2,
        product_tax_class_ids: [2],
        customer_tax_class_ids: [3],
        rates: [{ rate: 20, tax_country_id: 'EE', region_name: 'Harjumaa', tax_region_id: 5 }],
      },
    ];
    expect(findTaxRate(regional, { productTaxClassId: 2, country: 'EE', regionName: 'Tartumaa' })).toBe(20);
  });
});

describe('price fields (SPEC 3, 4, 9)', () => {
  it('adds the store tax to the net price', () => {
    const fields = computePriceFields({ price: 24.1855 }, 24, now);
    expect(fields.price_incl_tax).toBe(29.99);
    expect(fields.final_price_incl_tax).toBe(29.99);
    expect(fields.special_price).toBe(0);
  });

  it('applies a special price inside its date window', () => {
    const fields = computePriceFields(
      { price: 40, specialPrice: 30, specialFromDate: '2026-06-01', specialToDate: '2026-06-30' },
      21,
      now,
    );
    expect(fields.special_price_incl_tax).toBe(36.3);
    expect(fields.final_price_incl_tax).toBe(36.3);
    expect(fields.original_price_incl_tax).toBe(48.4);
  });

  it('zeroes a special price outside its window', () => {
    const source = { price: 40, specialPrice: 30, specialFromDate: '2026-07-01', specialToDate: '2026-07-31' };
    expect(isSpecialPriceActive(source, now)).toBe(false);
    const fields = computePriceFields(source, 24, now);
    expect(fields.special_price).toBe(0);
    expect(fields.final_price_incl_tax).toBe(fields.price_incl_tax);
  });

  it('zeroes a special price at or above the original price', () => {
    const fields = computePriceFields({ price: 40, specialPrice: 45 }, 24, now);
    expect(fields.special_price).toBe(0);
    expect(fields.final_price).toBe(40);
  });
});

describe('money and slugs', () => {
  it('rounds half away from zero without binary drift', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-2.675)).toBe(-2.68);
  });

  it('formats the amount then the euro sign with 2 decimals (SPEC 1)', () => {
    expect(formatPrice(1234.5, 'et-EE')).toBe('1\u00a0234,50\u00a0€');
    expect(formatPrice(29.99, 'lv-LV')).toBe('29,99\u00a0€');
    expect(formatPrice(5, 'en-US')).toBe('5.00\u00a0€');
  });

  it('slugifies by SPEC 5 and folds Baltic letters', () => {
    expect(slugify('Vīrieši & Zēni  Džinsi!')).toBe('viriesi-and-zeni-dzinsi');
    expect(slugify('Õhuke  suvekleit')).toBe('ohuke-suvekleit');
  });
});
