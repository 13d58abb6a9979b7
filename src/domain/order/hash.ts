// SPEC 4 "Order placing" step 1-2 and SPEC 9 "Order confirmation hashing … per session": an order's content hash, so
// a double submit of the same content is recognised whatever id and time it was given; SPEC 3 "Product": the hash of
// a product's option set. Both SHA3-224, hex.
import { sha3_224 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { OrderRequest } from '../contract/order';

/** JSON with the keys of every object sorted and undefined members left out: equal content, equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
}

const sha3Hex = (text: string): string => bytesToHex(sha3_224(utf8ToBytes(text)));

/**
 * The content hash of an order: its store, products, addresses and methods — NOT its id, timestamps, user or cart,
 * so the same order submitted twice (two ids, two times) has the same hash.
 */
export function orderContentHash(order: Pick<OrderRequest, 'store_code' | 'products' | 'addressInformation'>): string {
  return sha3Hex(
    canonicalJson({
      store_code: order.store_code,
      products: order.products,
      addressInformation: order.addressInformation,
    }),
  );
}

const OPTION_SETS = ['bundle_options', 'custom_options', 'configurable_item_options'] as const;

/** Every number in a value turned to its string, recursively (SPEC 3: "with numbers turned to strings"). */
export function numbersToStrings(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersToStrings);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, numbersToStrings(member)]));
  }
  return value;
}

/**
 * SPEC 3: the hash (SHA3-224) of a product's option set, from the bundle, custom or configurable options, whichever
 * is first non-empty, with numbers turned to strings. A product without options hashes `null`, as the shop this
 * SPEC describes did, so every plain product of the same kind shares one hash.
 */
export function optionSetHash(product: { product_option?: unknown }): string {
  const extension = (product.product_option as { extension_attributes?: Record<string, unknown> } | undefined)
    ?.extension_attributes;
  const options = OPTION_SETS.map((name) => extension?.[name]).find(
    (set): set is unknown[] => Array.isArray(set) && set.length > 0,
  );
  return sha3Hex(JSON.stringify(options === undefined ? null : numbersToStrings(options)));
}
