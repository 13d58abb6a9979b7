// One unit price for a cart line of any type, shared by the product page (what it shows) and the server (what it
// charges, from its own prices: a client's price is never read). SPEC 4/5: a bundle is the sum of its chosen links,
// custom options add on top of the base price (the product's, or the configurable child's).
import { roundMoney } from '../money';
import { bundlePrice, chosenBundleLinks, chosenValue, customOptionsPrice, type PriceOf } from './prices';
import type { BundleOption, CustomOption, TypedProductOption } from './schema';
import { TEXT_OPTION_TYPES } from './option-types';

export interface PricedProduct {
  type_id: string;
  /** The product's (or the chosen configurable child's) final price incl. tax; a bundle's own price is not used. */
  base_price_incl_tax: number;
  bundle_options?: readonly BundleOption[];
  custom_options?: readonly CustomOption[];
}

export interface LinePrice {
  price_incl_tax: number;
  /** Bundle links whose product has no price (SPEC 8: 'Product not found'). */
  missing: string[];
}

/** The unit price incl. tax of a product with the chosen options. `priceOf` prices bundle links. */
export function linePrice(product: PricedProduct, option: TypedProductOption | undefined, priceOf: PriceOf): LinePrice {
  const attributes = option?.extension_attributes;
  let base = product.base_price_incl_tax;
  let missing: string[] = [];
  if (product.type_id === 'bundle') {
    const sum = bundlePrice(product.bundle_options ?? [], priceOf, attributes?.bundle_options ?? []);
    base = sum.price;
    missing = sum.missing;
  }
  const extra = customOptionsPrice(product.custom_options ?? [], attributes?.custom_options ?? [], base);
  return { price_incl_tax: roundMoney(base + extra), missing };
}

/** A bundle link's own price as the catalogue served it (the product page's `priceOf`). */
export function servedLinkPrices(options: readonly BundleOption[]): PriceOf {
  const prices = new Map<string, number>();
  for (const option of options) {
    for (const link of option.product_links) {
      if (link.price_incl_tax !== undefined) prices.set(link.sku, link.price_incl_tax);
    }
  }
  return (sku) => prices.get(sku);
}

/**
 * The chosen options with readable labels (the option's title, the value's title or the text; the bundle link's
 * name and label), as the cart, the order and its history show them. Unknown entries are left out.
 */
export function labelledOption(
  product: { bundle_options?: readonly BundleOption[]; custom_options?: readonly CustomOption[] },
  option: TypedProductOption | undefined,
): TypedProductOption | undefined {
  if (!option) return undefined;
  const attributes = option.extension_attributes;
  const out: TypedProductOption = { extension_attributes: {} };
  if (attributes.configurable_item_options) {
    out.extension_attributes.configurable_item_options = attributes.configurable_item_options;
  }
  if (attributes.custom_options?.length) {
    out.extension_attributes.custom_options = attributes.custom_options.flatMap((entry) => {
      const known = product.custom_options?.find(
        (candidate) => String(candidate.option_id) === String(entry.option_id),
      );
      const value = known && chosenValue(known, entry);
      if (!known || !value) return [];
      const text = TEXT_OPTION_TYPES.includes(known.type) ? String(entry.option_value) : value.title;
      return [{ option_id: entry.option_id, option_value: entry.option_value, label: known.title, value: text }];
    });
  }
  if (attributes.bundle_options?.length) {
    const links = chosenBundleLinks(product.bundle_options ?? [], attributes.bundle_options);
    out.extension_attributes.bundle_options = links.map(({ option, link, qty }) => ({
      option_id: option.option_id,
      option_qty: qty,
      option_selections: [link.id],
      label: option.title,
      value: [link.name, link.label].filter(Boolean).join(', ') || link.sku,
      sku: link.sku,
    }));
  }
  return out;
}
