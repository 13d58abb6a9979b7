// SPEC 3 "Cart state and cart item": the client's cart line, and how one is made from the product the shopper
// configured or from a server line. Why its own file: every cart rule (matching, hash, merge, stock) reads this shape.
import type { ProductOption, ServerCartItem } from '../contract/cart';
import { lineChecksum } from '../product-types/checksum';

/** SPEC 3 "Cart item (client)": sku, parentSku, qty, item_id, server_item_id, quote_id, checksum, product_option,
 * price_incl_tax; plus what the cart shows and the last quantity the server confirmed (prev_qty). */
export interface CartItem {
  sku: string;
  parentSku: string;
  qty: number;
  item_id?: number;
  server_item_id?: number;
  quote_id?: string;
  checksum?: string;
  product_option?: ProductOption;
  /** SPEC 3 type_id (simple, configurable, virtual, downloadable …): a virtual cart needs it. */
  product_type?: string;
  price_incl_tax: number;
  name: string;
  image: string;
  /** The quantity the server last confirmed; a failed update goes back to it (SPEC 4). */
  prev_qty?: number;
  errors?: Record<string, string>;
}

/** What `cart.add` carries: a configured child (SPEC 4 "Add flow"). */
export interface CartProduct {
  sku: string;
  parentSku: string;
  name: string;
  price_incl_tax: number;
  image: string;
  product_option?: ProductOption;
  product_type?: string;
  /** SPEC 3 "Messages: errors (a map)": each entry blocks the add (SPEC 5). */
  errors?: Record<string, string>;
}

/**
 * SPEC 5 "Cart line matching" uses a checksum for lines with bundle or custom options: SPEC 3's option-set hash
 * (SHA3-224, src/domain/product-types/checksum.ts), the same for the same options in any order, '' without options.
 */
export function optionsChecksum(option: ProductOption | undefined): string {
  return lineChecksum(option);
}

/** SPEC 5: lines with bundle or custom options are told apart by their options. */
export function hasBundleOrCustomOptions(option: ProductOption | undefined): boolean {
  const attributes = option?.extension_attributes;
  return Boolean(attributes?.bundle_options?.length || attributes?.custom_options?.length);
}

/** A new line from the configured product (no server ids yet: it has never been confirmed). */
export function cartItemFromProduct(product: CartProduct, qty: number): CartItem {
  const item: CartItem = {
    sku: product.sku,
    parentSku: product.parentSku,
    qty,
    price_incl_tax: product.price_incl_tax,
    name: product.name,
    image: product.image,
    checksum: optionsChecksum(product.product_option),
  };
  if (product.product_option) item.product_option = product.product_option;
  if (product.product_type) item.product_type = product.product_type;
  return item;
}

/** The client line of a server line, confirmed at the server's quantity. */
export function cartItemFromServer(line: ServerCartItem): CartItem {
  const item: CartItem = {
    sku: line.sku,
    parentSku: line.parentSku,
    qty: line.qty,
    price_incl_tax: line.price_incl_tax,
    name: line.name,
    image: line.image ?? '',
    product_type: line.product_type,
    checksum: optionsChecksum(line.product_option),
    item_id: line.item_id,
    server_item_id: line.item_id,
    quote_id: line.quote_id,
    prev_qty: line.qty,
  };
  if (line.product_option) item.product_option = line.product_option;
  return item;
}

/** A client line now known to be the server's `line`, at the quantity the server holds. */
export function confirmedBy(item: CartItem, line: ServerCartItem): CartItem {
  return {
    ...item,
    item_id: line.item_id,
    server_item_id: line.item_id,
    quote_id: line.quote_id,
    prev_qty: line.qty,
    price_incl_tax: line.price_incl_tax,
  };
}

/**
 * The line without what tied it to a server cart. Why: after a new cart id (guest retry, login) the old ids name
 * lines of another cart; matching them by id would update or delete the wrong line.
 */
export function detachedFromServer(item: CartItem): CartItem {
  const { item_id: _item, server_item_id: _server, quote_id: _quote, prev_qty: _prev, ...rest } = item;
  return rest;
}
