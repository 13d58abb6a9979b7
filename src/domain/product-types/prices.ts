// SPEC 4 "Product status and configuration": grouped and bundle prices start at 0 and are summed from the linked
// products; the bundle uses the default link, or the first link, times qty. SPEC 5: group and bundle price sums
// value price × qty when qty is 0 or more; custom option prices are added only when option_type_id is above 0,
// fixed adds the price, percent adds that share of the product price. All amounts incl. tax, in euro.
import { roundMoney } from '../money';
import type {
  BundleLink,
  BundleOption,
  ChosenBundleOption,
  ChosenCustomOption,
  CustomOption,
  CustomOptionValue,
  ProductLink,
} from './schema';
import { TEXT_OPTION_TYPES } from './option-types';

/** The price (incl. tax) of a linked product by sku; undefined: not found (SPEC 8 'Product not found'). */
export type PriceOf = (sku: string) => number | undefined;

export interface PriceSum {
  price: number;
  /** Linked skus with no price: SPEC 8 logs each as 'Product not found' and leaves it out of the sum. */
  missing: string[];
}

/** SPEC 5: a line counts price × qty only when qty is 0 or more (a negative qty is a broken link). */
const counts = (qty: number) => Number.isFinite(qty) && qty >= 0;

/** SPEC 4/5: a grouped product's price: 0 plus each associated product's price × its qty. */
export function groupedPrice(links: readonly ProductLink[], priceOf: PriceOf): PriceSum {
  let price = 0;
  const missing: string[] = [];
  for (const link of links) {
    if (link.link_type !== 'associated') continue;
    const each = priceOf(link.linked_product_sku);
    if (each === undefined) missing.push(link.linked_product_sku);
    else if (counts(link.qty)) price += each * link.qty;
  }
  return { price: roundMoney(price), missing };
}

/** SPEC 4: the link a bundle option shows before a choice: the default link, or the first. */
export function defaultBundleLink(option: BundleOption): BundleLink | undefined {
  return option.product_links.find((link) => link.is_default) ?? option.product_links[0];
}

/** The chosen links of each option (by selection id), or the default when the option was not chosen. */
export function chosenBundleLinks(
  options: readonly BundleOption[],
  chosen: readonly ChosenBundleOption[] = [],
): { option: BundleOption; link: BundleLink; qty: number }[] {
  return options.flatMap((option) => {
    const choice = chosen.find((entry) => String(entry.option_id) === String(option.option_id));
    if (!choice) {
      const link = defaultBundleLink(option);
      return link ? [{ option, link, qty: link.qty }] : [];
    }
    return choice.option_selections.flatMap((id) => {
      const link = option.product_links.find((candidate) => candidate.id === id);
      return link ? [{ option, link, qty: choice.option_qty ?? link.qty }] : [];
    });
  });
}

/** SPEC 4/5: a bundle's price: 0 plus each chosen (or default, or first) link's price × qty. */
export function bundlePrice(
  options: readonly BundleOption[],
  priceOf: PriceOf,
  chosen: readonly ChosenBundleOption[] = [],
): PriceSum {
  let price = 0;
  const missing: string[] = [];
  for (const { link, qty } of chosenBundleLinks(options, chosen)) {
    const each = priceOf(link.sku);
    if (each === undefined) missing.push(link.sku);
    else if (counts(qty)) price += each * qty;
  }
  return { price: roundMoney(price), missing };
}

/** The value a chosen custom option names: the choice with that option_type_id, or a text option's single value. */
export function chosenValue(option: CustomOption, chosen: ChosenCustomOption): CustomOptionValue | undefined {
  if (TEXT_OPTION_TYPES.includes(option.type)) {
    return String(chosen.option_value).trim() === '' ? undefined : option.values[0];
  }
  return option.values.find((value) => String(value.option_type_id) === String(chosen.option_value));
}

/** SPEC 5: one value's price: only when option_type_id > 0; fixed as is, percent as that share of `basePrice`. */
export function customValuePrice(value: CustomOptionValue, basePrice: number): number {
  if (!(value.option_type_id > 0)) return 0;
  return value.price_type === 'percent' ? (basePrice * value.price) / 100 : value.price;
}

/** SPEC 5: what the chosen custom options add to `basePrice` (the product's price incl. tax), in euro. */
export function customOptionsPrice(
  options: readonly CustomOption[],
  chosen: readonly ChosenCustomOption[],
  basePrice: number,
): number {
  let delta = 0;
  for (const entry of chosen) {
    const option = options.find((candidate) => String(candidate.option_id) === String(entry.option_id));
    const value = option && chosenValue(option, entry);
    if (value) delta += customValuePrice(value, basePrice);
  }
  return roundMoney(delta);
}
