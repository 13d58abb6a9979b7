// SPEC 4 "Add flow" for the typed products: what `cart.add` carries for a simple, virtual, downloadable, bundle or
// custom-option product, and for each product of a grouped one (a group is never a line itself: each associated
// product is added with its own quantity). The price is the page's estimate; the server's replaces it.
import type { CartProduct } from '../cart/cart-item';
import type { Product } from '../contract/catalog';
import { groupedPrice } from './prices';
import { labelledOption, linePrice, servedLinkPrices } from './line-price';
import type { ProductLink, TypedProductOption } from './schema';

/** A product of any type but configurable (those go through cartProductFromChild) with the chosen options. */
export function cartProductOfType(product: Product, option?: TypedProductOption): CartProduct {
  const price = linePrice(
    { ...product, base_price_incl_tax: product.final_price_incl_tax },
    option,
    servedLinkPrices(product.bundle_options ?? []),
  );
  const labelled = labelledOption(product, option);
  return {
    sku: product.sku,
    parentSku: product.sku,
    name: product.name,
    price_incl_tax: price.price_incl_tax,
    image: product.image,
    product_type: product.type_id,
    ...(labelled && hasAny(labelled) ? { product_option: labelled } : {}),
  };
}

function hasAny(option: TypedProductOption): boolean {
  const a = option.extension_attributes;
  return Boolean(a.bundle_options?.length || a.custom_options?.length || a.configurable_item_options?.length);
}

/** SPEC 4: the grouped product's price from its associated products (their served prices). */
export function groupedProductPrice(links: readonly ProductLink[], priceOf: (sku: string) => number | undefined) {
  return groupedPrice(links, priceOf);
}

/** The associated products of a group with the quantities the shopper chose (0 or missing: not added). */
export function groupedSelections(
  links: readonly ProductLink[],
  qtys: Readonly<Record<string, number>>,
): { sku: string; qty: number }[] {
  return links
    .filter((link) => link.link_type === 'associated')
    .map((link) => ({ sku: link.linked_product_sku, qty: Math.trunc(qtys[link.linked_product_sku] ?? 0) }))
    .filter((entry) => entry.qty > 0);
}
