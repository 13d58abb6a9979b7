// SPEC 3 price fields, computed on the server (SPEC 1: prices include tax, calculated server side).
// SPEC 9: special prices outside their date window are zeroed; SPEC 4: when the final price is at or above the
// original price the special price is zeroed.
import { addTax, roundMoney } from './money';

export interface PriceSource {
  /** Net price. */
  price: number;
  specialPrice?: number | null;
  specialFromDate?: Date | string | null;
  specialToDate?: Date | string | null;
}

export interface PriceFields {
  price: number;
  price_tax: number;
  price_incl_tax: number;
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  special_price: number;
  special_price_tax: number;
  special_price_incl_tax: number;
  original_special_price: number;
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
  original_final_price: number;
}

const toTime = (value: Date | string | null | undefined): number | null =>
  value === null || value === undefined ? null : new Date(value).getTime();

/** Whether a special price applies at `now` (a window bound that is missing is open). */
export function isSpecialPriceActive(source: PriceSource, now: Date): boolean {
  if (source.specialPrice === null || source.specialPrice === undefined) return false;
  const from = toTime(source.specialFromDate);
  const to = toTime(source.specialToDate);
  const t = now.getTime();
  return (from === null || from <= t) && (to === null || t <= to);
}

export function computePriceFields(source: PriceSource, ratePercent: number, now: Date): PriceFields {
  const base = addTax(source.price, ratePercent);
  const specialActive = isSpecialPriceActive(source, now);
  const specialNet = specialActive ? (source.specialPrice as number) : 0;
  // SPEC 4: a special price at or above the original is no discount and is zeroed.
  const special = specialNet > 0 && specialNet < source.price ? addTax(specialNet, ratePercent) : { incl: 0, tax: 0 };
  const finalNet = special.incl > 0 ? specialNet : source.price;
  const final = special.incl > 0 ? special : base;
  return {
    price: roundMoney(source.price),
    price_tax: base.tax,
    price_incl_tax: base.incl,
    original_price: roundMoney(source.price),
    original_price_tax: base.tax,
    original_price_incl_tax: base.incl,
    special_price: special.incl > 0 ? roundMoney(specialNet) : 0,
    special_price_tax: special.tax,
    special_price_incl_tax: special.incl,
    original_special_price: special.incl > 0 ? roundMoney(specialNet) : 0,
    final_price: roundMoney(finalNet),
    final_price_tax: final.tax,
    final_price_incl_tax: final.incl,
    original_final_price: roundMoney(finalNet),
  };
}
