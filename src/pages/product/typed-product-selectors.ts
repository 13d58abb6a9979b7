// Selectors of the typed product page (issue 17): the page's product as the options machine takes it, the price it
// shows, the messages it shows, and its JSON-LD (SPEC 9: EUR, 2 decimals). No rule is decided here: the prices are
// src/domain/product-options' (on types-core's product-types rules).
import type { SnapshotFrom } from 'xstate';
import type { PageProduct } from '../../../machines/product-page.machine';
import type { ProductOptionsContext, productOptionsMachine } from '../../../machines/product-options.machine';
import { lowestPrice, type OptionErrors, type OptionsProduct } from '../../domain/product-options';
import { type ProductJsonLd, productStructuredData, structuredDataPrice } from '../../domain/structured-data';

export function optionsProductOf(product: PageProduct): OptionsProduct {
  const grouped = (product.associated_products ?? []).map((item) => ({
    sku: item.sku,
    name: item.name,
    price_incl_tax: item.final_price_incl_tax,
    image: item.image,
    type_id: item.type_id,
    in_stock: item.stock.is_in_stock,
  }));
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    type_id: product.type_id,
    image: product.image,
    final_price_incl_tax: product.final_price_incl_tax,
    ...(product.bundle_options ? { bundle_options: product.bundle_options } : {}),
    ...(product.custom_options ? { custom_options: product.custom_options } : {}),
    ...(product.type_id === 'grouped' ? { grouped } : {}),
  };
}

/**
 * The price shown: the choice's, or — while it is below what the product can cost (a gift card with no amount yet,
 * a group with no quantity) — the lowest price as 'from …' (a group: its cheapest product), never 0,00 €.
 */
export function typedPriceProps(context: ProductOptionsContext) {
  const { product, price } = context;
  const from =
    product.type_id === 'grouped'
      ? Math.min(...(product.grouped ?? []).map((item) => item.price_incl_tax))
      : lowestPrice(product);
  if (price > 0 && price >= from) return { price: { final: price, original: price }, priceFrom: false };
  if (!Number.isFinite(from) || from <= 0) return { price: { final: price, original: price }, priceFrom: false };
  return { price: { final: from, original: from }, priceFrom: true };
}

/**
 * SPEC 5: a configurable child's price with its custom options (the monogram's 6 €, the gift wrap's 10 %), shown
 * under the options once they add something; null while they add nothing (option_type_id 0 adds nothing either).
 */
export function withOptionsPrice(context: ProductOptionsContext): number | null {
  const base = context.base?.price_incl_tax;
  return base !== undefined && context.price > base ? context.price : null;
}

/** The messages shown: none until the shopper tried to add (the machine's `showErrors`). */
export function visibleErrors(snapshot: SnapshotFrom<typeof productOptionsMachine>): OptionErrors {
  return snapshot.context.showErrors ? snapshot.context.errors : {};
}

/** JSON-LD of a typed product: its offer at the price shown (a bundle's sum, a gift card's lowest amount). */
export function typedStructuredData(product: PageProduct, context: ProductOptionsContext, path: string): ProductJsonLd {
  const data = productStructuredData(product, null, { path });
  const { price } = typedPriceProps(context);
  return { ...data, offers: { ...data.offers, price: structuredDataPrice(price.final) } };
}
