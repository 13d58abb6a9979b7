// SPEC 1 and 9: prices with tax, amount followed by the currency sign, 2 fraction digits, EUR.

export const CURRENCY_FRACTION_DIGITS = 2;

/** Rounds half away from zero to cents, avoiding binary drift (1.005 -> 1.01). */
export function roundMoney(amount: number): number {
  return (Math.sign(amount) * Math.round((Math.abs(amount) + Number.EPSILON) * 100)) / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** '29,99 €' in et-EE and lv-LV, '29.99 €' in en-US: amount first, then the sign (SPEC 1). */
export function formatPrice(amount: number, locale: string, sign = '€'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: CURRENCY_FRACTION_DIGITS,
      maximumFractionDigits: CURRENCY_FRACTION_DIGITS,
      useGrouping: true,
    });
    formatters.set(locale, formatter);
  }
  return `${formatter.format(roundMoney(amount))}\u00a0${sign}`;
}

/** SPEC 9: a tax rate is a percent divided by 100. */
export function taxRateFraction(ratePercent: number): number {
  return ratePercent / 100;
}

export function addTax(net: number, ratePercent: number): { incl: number; tax: number } {
  const incl = roundMoney(net * (1 + taxRateFraction(ratePercent)));
  return { incl, tax: roundMoney(incl - net) };
}
