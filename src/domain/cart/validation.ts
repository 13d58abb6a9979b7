// SPEC 5 "Cart and product": what blocks an add before the stock is even asked. Why here: the add flow shows
// these as error notifications and stops (SPEC 5), and the quantity rule is shared by add and quantity change.
import { CART_ITEM_MAX_QTY } from './limits';
import type { CartProduct } from './cart-item';

/** SPEC 5 / SPEC 8: the price-unknown message. */
export const PRICE_UNKNOWN_MESSAGE = 'Product price is unknown, product cannot be added to the cart!';

/** SPEC 5 form message for a quantity that is not a positive integer. */
export const INVALID_QTY_MESSAGE = 'Must be greater than 0';

/**
 * SPEC 5: an incl-tax price below 0 blocks the add (zero-price products are allowed in this configuration), and
 * every entry of the product's errors map is a blocking message too. An empty list means the product may be added.
 */
export function productErrors(product: Pick<CartProduct, 'price_incl_tax' | 'errors'>): string[] {
  const messages: string[] = [];
  if (!Number.isFinite(product.price_incl_tax) || product.price_incl_tax < 0) messages.push(PRICE_UNKNOWN_MESSAGE);
  for (const message of Object.values(product.errors ?? {})) {
    if (typeof message === 'string' && message.trim() !== '') messages.push(message);
  }
  return messages;
}

/** SPEC 5: quantity strings are converted to integers; anything that is not a positive integer is null. */
export function parseQty(qty: number | string): number | null {
  const value = typeof qty === 'number' ? qty : Number(String(qty).trim());
  if (!Number.isFinite(value) || !Number.isInteger(value) || value <= 0) return null;
  return value;
}

export interface CappedQty {
  qty: number;
  /** The wanted quantity was above SPEC 9's maximum and was lowered to it. */
  capped: boolean;
}

/** SPEC 9: a line holds at most 10. */
export function capQty(qty: number): CappedQty {
  return qty > CART_ITEM_MAX_QTY ? { qty: CART_ITEM_MAX_QTY, capped: true } : { qty, capped: false };
}
