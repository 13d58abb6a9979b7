// SPEC 9 "Tax" and SPEC 3 "Tax rule": rates come from tax rules; the default country is used when no region
// matches (a region matches by name, by id 0, or by a missing name); no matching rate means tax 0.

export interface TaxRate {
  rate: number;
  tax_country_id: string;
  region_name?: string | null;
  tax_region_id?: number | null;
}

export interface TaxRule {
  id: number;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: TaxRate[];
}

/** The customer tax class of guests and of the default group. */
export const DEFAULT_CUSTOMER_TAX_CLASS_ID = 3;

function regionMatches(rate: TaxRate, regionName: string | undefined): boolean {
  if (rate.tax_region_id === 0 || !rate.region_name || rate.region_name === '*') return true;
  return regionName !== undefined && rate.region_name.toLowerCase() === regionName.toLowerCase();
}

/** The tax rate in percent for a product tax class in a country (and optional region). */
export function findTaxRate(
  rules: readonly TaxRule[],
  query: { productTaxClassId: number; customerTaxClassId?: number; country: string; regionName?: string },
): number {
  const customerClass = query.customerTaxClassId ?? DEFAULT_CUSTOMER_TAX_CLASS_ID;
  for (const rule of rules) {
    if (!rule.product_tax_class_ids.includes(query.productTaxClassId)) continue;
    if (!rule.customer_tax_class_ids.includes(customerClass)) continue;
    const inCountry = rule.rates.filter((rate) => rate.tax_country_id === query.country);
    const match = inCountry.find((rate) => regionMatches(rate, query.regionName)) ?? inCountry[0];
    if (match) return match.rate;
  }
  return 0;
}
