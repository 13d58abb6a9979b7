// SPEC 9 "Price ranges" and "Price range labels": the price facet buckets on the final price including tax,
// 0-30, 30-50, 50-75, 75-150 and 150 and up; the first label reads '<', the last '>', the others 'from - to',
// with the currency sign (amount first, SPEC 1).
import { formatPrice } from './money';

export interface PriceRange {
  /** Inclusive lower bound, tax included. */
  from: number;
  /** Exclusive upper bound; null for the open last range. */
  to: number | null;
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { from: 0, to: 30 },
  { from: 30, to: 50 },
  { from: 50, to: 75 },
  { from: 75, to: 150 },
  { from: 150, to: null },
];

/** The bucket key the API uses: '30-50', '150-*'. */
export function priceRangeKey(range: PriceRange): string {
  return `${range.from}-${range.to ?? '*'}`;
}

/** '30-50' -> { from: 30, to: 50 }; '150-*' -> { from: 150, to: null }; anything else -> undefined. */
export function parsePriceRangeKey(key: string): PriceRange | undefined {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?|\*)$/.exec(key.trim());
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === '*' ? null : Number(match[2]);
  if (to !== null && to <= from) return undefined;
  return { from, to };
}

/** The range an amount falls in (lower bound inclusive, upper exclusive). */
export function priceRangeOf(amount: number, ranges: readonly PriceRange[] = PRICE_RANGES): PriceRange | undefined {
  return ranges.find((range) => amount >= range.from && (range.to === null || amount < range.to));
}

/**
 * SPEC 9: '< 30,00 €' for the first bucket, '> 150,00 €' for the last, '30,00 € - 50,00 €' otherwise.
 * `index` and `count` place the range among the buckets shown.
 */
export function priceRangeLabel(range: PriceRange, index: number, count: number, locale: string, sign = '€'): string {
  const format = (amount: number) => formatPrice(amount, locale, sign);
  if (index === 0 && range.to !== null) return `< ${format(range.to)}`;
  if (index === count - 1 || range.to === null) return `> ${format(range.from)}`;
  return `${format(range.from)} - ${format(range.to)}`;
}

/** The labels of all the ranges, in order. */
export function priceRangeLabels(locale: string, ranges: readonly PriceRange[] = PRICE_RANGES, sign = '€'): string[] {
  return ranges.map((range, index) => priceRangeLabel(range, index, ranges.length, locale, sign));
}
