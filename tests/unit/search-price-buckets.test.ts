// SPEC 9 "Price ranges" 0-30, 30-50, 50-75, 75-150, 150 and up; "Price range labels": the currency sign with '<' for
// the first bucket, '>' for the last, 'from - to' otherwise (amount first, SPEC 1).
import { describe, expect, it } from 'vitest';
import {
  PRICE_RANGES,
  parsePriceRangeKey,
  priceRangeKey,
  priceRangeLabel,
  priceRangeLabels,
  priceRangeOf,
} from '../../src/domain/price-buckets';

const nbsp = '\u00a0';

describe('price ranges (SPEC 9)', () => {
  it('are 0-30, 30-50, 50-75, 75-150 and 150 and up', () => {
    expect(PRICE_RANGES.map(priceRangeKey)).toEqual(['0-30', '30-50', '50-75', '75-150', '150-*']);
  });

  it('put a price in the range whose lower bound it reaches (upper bound exclusive)', () => {
    expect(priceRangeOf(0)).toEqual({ from: 0, to: 30 });
    expect(priceRangeOf(29.99)).toEqual({ from: 0, to: 30 });
    expect(priceRangeOf(30)).toEqual({ from: 30, to: 50 });
    expect(priceRangeOf(149.99)).toEqual({ from: 75, to: 150 });
    expect(priceRangeOf(150)).toEqual({ from: 150, to: null });
    expect(priceRangeOf(-1)).toBeUndefined();
  });

  it('read back the keys they write and refuse anything else', () => {
    for (const range of PRICE_RANGES) expect(parsePriceRangeKey(priceRangeKey(range))).toEqual(range);
    expect(parsePriceRangeKey('50-30')).toBeUndefined();
    expect(parsePriceRangeKey('cheap')).toBeUndefined();
    expect(parsePriceRangeKey('30.5-40')).toEqual({ from: 30.5, to: 40 });
  });
});

describe('price range labels (SPEC 9)', () => {
  it("reads '<' for the first bucket, '>' for the last and 'from - to' otherwise, with the currency sign", () => {
    expect(priceRangeLabels('et-EE')).toEqual([
      `< 30,00${nbsp}€`,
      `30,00${nbsp}€ - 50,00${nbsp}€`,
      `50,00${nbsp}€ - 75,00${nbsp}€`,
      `75,00${nbsp}€ - 150,00${nbsp}€`,
      `> 150,00${nbsp}€`,
    ]);
  });

  it('formats the amounts for the locale, amount first (SPEC 1)', () => {
    expect(priceRangeLabel({ from: 30, to: 50 }, 1, 5, 'en-US')).toBe(`30.00${nbsp}€ - 50.00${nbsp}€`);
    expect(priceRangeLabel({ from: 0, to: 30 }, 0, 5, 'lv-LV')).toBe(`< 30,00${nbsp}€`);
  });

  it('labels an open range with ">" wherever it stands', () => {
    expect(priceRangeLabel({ from: 150, to: null }, 2, 5, 'en-US')).toBe(`> 150.00${nbsp}€`);
  });
});
