// SPEC 4 "A virtual cart means all items are virtual or downloadable. The cart count is either the number of lines
// or the summed quantity, per configuration." What the views read from the cart machine's context (STYLE "Views":
// a View asks for a selector, it does not compute the rule).
import type { CartTotals } from '../contract/cart';
import type { CartItem } from './cart-item';

interface WithItems {
  items: readonly Pick<CartItem, 'qty' | 'product_type'>[];
}

/** SPEC 4: the number of lines. */
export function cartLineCount({ items }: WithItems): number {
  return items.length;
}

/** SPEC 4: the summed quantity. */
export function cartQtyCount({ items }: WithItems): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

export type CartCountMode = 'lines' | 'quantity';

/** The badge's number, per configuration. */
export function cartCount(context: WithItems, mode: CartCountMode): number {
  return mode === 'lines' ? cartLineCount(context) : cartQtyCount(context);
}

const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

/** SPEC 4: all items virtual or downloadable (an empty cart is not virtual: it ships nothing, but sells nothing). */
export function isVirtualCart({ items }: WithItems): boolean {
  return items.length > 0 && items.every((item) => VIRTUAL_TYPES.has(item.product_type ?? ''));
}

/** The server's totals, or null before the first totals call answered. */
export function cartTotals({ totals }: { totals: CartTotals | null }): CartTotals | null {
  return totals;
}
