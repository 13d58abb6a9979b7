// SPEC 4 "Sync runs only when … the hash changed or a sync is forced": the items hash says whether the cart the
// shopper sees differs from the one last synced. Why only sku, qty and options: ids, prices and names come back
// from the server and must not make a synced cart look changed; why sorted: the order of lines is no change.
import type { CartItem } from './cart-item';
import { optionsChecksum } from './cart-item';

/** FNV-1a (32 bit) over the text, as 8 hex digits: deterministic, no crypto needed for a change detector. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The same lines in any order give the same hash; a quantity or option change gives another. */
export function itemsHash(items: readonly Pick<CartItem, 'sku' | 'qty' | 'product_option'>[]): string {
  const lines = items.map((item) => `${item.sku}\u0000${item.qty}\u0000${optionsChecksum(item.product_option)}`).sort();
  return `${lines.length}-${fnv1a(lines.join('\n'))}`;
}
