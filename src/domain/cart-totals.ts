// SPEC 3 "platform totals" (coupon_code, discount_amount, total_segments, items), SPEC 1 (prices include tax, tax is
// calculated server side), SPEC 9 (a coupon takes a percent off, the newsletter's 10 %): the cart's and the order's
// totals from priced lines. Pure: the server computes them, the client may preview them with the same rule.
import type { TotalSegment } from './contract/cart';
import { roundMoney } from './money';

export interface PricedLine {
  qty: number;
  /** Unit price including tax. */
  priceInclTax: number;
  /** The line's tax rate in percent. */
  taxRatePercent: number;
}

export interface TotalsInput {
  lines: readonly PricedLine[];
  /** Shipping price including tax (0 before a method is chosen). */
  shipping: number;
  /** Payment method cost including tax. */
  paymentCost: number;
  /** The store view's tax rate in percent, for shipping and payment cost. */
  storeTaxRatePercent: number;
  coupon?: { code: string; percent: number } | null;
}

export interface Totals {
  subtotalInclTax: number;
  shipping: number;
  paymentCost: number;
  /** Negative or 0. */
  discount: number;
  /** The tax included in the grand total. */
  tax: number;
  grandTotal: number;
  itemsQty: number;
  couponCode: string | null;
}

export const rowTotal = (line: PricedLine) => roundMoney(line.priceInclTax * line.qty);

/** The tax part of a price that includes tax at `ratePercent`. */
const includedTax = (amountInclTax: number, ratePercent: number) => (amountInclTax * ratePercent) / (100 + ratePercent);

/**
 * Subtotal (sum of the rows, each rounded), discount (the coupon's percent of the subtotal, rounded, negative),
 * shipping and payment cost; grand total = subtotal + shipping + payment cost + discount; tax = the tax included in
 * what is paid: each row's at its own rate, reduced by the discount in proportion, plus shipping and payment cost at
 * the store view's rate. Every figure rounded to cents (src/domain/money.ts).
 */
export function computeTotals(input: TotalsInput): Totals {
  const rows = input.lines.map(rowTotal);
  const subtotal = roundMoney(rows.reduce((sum, row) => sum + row, 0));
  const discount = input.coupon ? -roundMoney((subtotal * input.coupon.percent) / 100) : 0;
  const kept = subtotal > 0 ? (subtotal + discount) / subtotal : 1;
  const goodsTax = input.lines.reduce(
    (sum, line, i) => sum + includedTax((rows[i] ?? 0) * kept, line.taxRatePercent),
    0,
  );
  const serviceTax = includedTax(input.shipping + input.paymentCost, input.storeTaxRatePercent);
  return {
    subtotalInclTax: subtotal,
    shipping: roundMoney(input.shipping),
    paymentCost: roundMoney(input.paymentCost),
    discount: discount === 0 ? 0 : discount,
    tax: roundMoney(goodsTax + serviceTax),
    grandTotal: roundMoney(subtotal + input.shipping + input.paymentCost + discount),
    itemsQty: input.lines.reduce((sum, line) => sum + line.qty, 0),
    couponCode: input.coupon?.code ?? null,
  };
}

/** SPEC 3 total segments, English titles (the client translates them). */
export function totalSegments(totals: Totals): TotalSegment[] {
  return [
    { code: 'subtotal_incl_tax', title: 'Subtotal', value: totals.subtotalInclTax },
    { code: 'shipping', title: 'Shipping & Handling', value: totals.shipping },
    ...(totals.paymentCost ? [{ code: 'payment', title: 'Payment fee', value: totals.paymentCost }] : []),
    ...(totals.couponCode
      ? [{ code: 'discount', title: `Discount (${totals.couponCode})`, value: totals.discount }]
      : []),
    { code: 'tax', title: 'Tax', value: totals.tax },
    { code: 'grand_total', title: 'Grand Total', value: totals.grandTotal },
  ];
}
