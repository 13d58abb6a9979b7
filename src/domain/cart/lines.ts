// SPEC 4 "Add flow", "The same item (by match) merges quantity on add. Removal drops the item and its children by
// parent sku", "A failed server item update restores the previous quantity, or removes the item if it had none":
// the local line changes, pure. Why here: the machine applies them in `assign`, the rules stay testable alone.
import type { ServerCartItem } from '../contract/cart';
import { CART_ITEM_MAX_QTY } from './limits';
import type { StockItem } from '../contract/stock';
import { type CartItem, type CartProduct, cartItemFromProduct, confirmedBy } from './cart-item';
import { findLineIndex } from './line-match';
import type { CartCall } from './merge';
import { lineOfCall } from './merge';
import { CART_NOTICES, type CartNotice, productErrorNotice } from './notices';
import { addStockOutcome } from './stock';
import { capQty, parseQty, productErrors } from './validation';

/** The line the product would merge into. */
export function lineOfProduct(items: readonly CartItem[], product: CartProduct): CartItem | undefined {
  return items[findLineIndex(items, cartItemFromProduct(product, 1))];
}

/**
 * SPEC 5: what stops an add before the stock check, as error notices: the product's errors, a quantity that is not
 * a positive integer, or a line already at SPEC 9's maximum (nothing left to add). Empty: go on.
 */
export function addBlockers(items: readonly CartItem[], product: CartProduct, qty: number | string): CartNotice[] {
  const errors = productErrors(product).map(productErrorNotice);
  if (errors.length) return errors;
  const wanted = parseQty(qty);
  if (wanted === null) return [CART_NOTICES.invalidQty];
  const existing = lineOfProduct(items, product)?.qty ?? 0;
  return existing >= CART_ITEM_MAX_QTY ? [CART_NOTICES.maxQtyExceeded] : [];
}

export interface AddResult {
  items: CartItem[];
  notices: CartNotice[];
  /** The line was added or its quantity changed. */
  changed: boolean;
}

/**
 * SPEC 4 / SPEC 5 / SPEC 8 after the stock answer (null: the check failed or could not run): the line's new
 * quantity is the old one plus the added one, capped at 10 with SPEC 8's message, lowered to managed stock; added
 * only when ok or volatile; then the success notice ('added' for a new line, 'updated' for an existing one).
 */
export function addToCart(
  items: readonly CartItem[],
  product: CartProduct,
  qty: number | string,
  stock: StockItem | null,
): AddResult {
  const wanted = parseQty(qty) ?? 0;
  const index = findLineIndex(items, cartItemFromProduct(product, 1));
  const existing = items[index];
  const capped = capQty((existing?.qty ?? 0) + wanted);
  const notices: CartNotice[] = capped.capped ? [CART_NOTICES.maxQtyExceeded] : [];
  const outcome = addStockOutcome(stock, capped.qty);
  if (!outcome.add) return { items: [...items], notices: [...notices, CART_NOTICES.outOfStock], changed: false };
  if (outcome.status === 'volatile') notices.push(CART_NOTICES.volatileStock);
  if (existing && outcome.qty === existing.qty) return { items: [...items], notices, changed: false };
  notices.push(existing ? CART_NOTICES.quantityUpdated : CART_NOTICES.productAdded);
  const next = existing
    ? items.map((item, at) => (at === index ? { ...item, qty: outcome.qty } : item))
    : [...items, cartItemFromProduct(product, outcome.qty)];
  return { items: next, notices, changed: true };
}

export interface QtyChange {
  items: CartItem[];
  /** The wanted quantity was above the maximum (SPEC 8's message). */
  capped: boolean;
}

/**
 * Issue 17, SPEC 5 line matching: lines of one sku that differ only by their bundle or custom options (two shirts
 * with other monograms) are told apart by their checksum; a change naming one touches only that line.
 */
function isLine(item: CartItem, sku: string, checksum: string | undefined): boolean {
  return item.sku === sku && (checksum === undefined || (item.checksum ?? '') === checksum);
}

/** `cart.changeQty`: the line of `sku` (and `checksum`, when given) gets the quantity (an integer 1..10; anything
 * else changes nothing). */
export function changeLineQty(
  items: readonly CartItem[],
  sku: string,
  qty: number | string,
  checksum?: string,
): QtyChange {
  const wanted = parseQty(qty);
  if (wanted === null) return { items: [...items], capped: false };
  const { qty: next, capped } = capQty(wanted);
  return { items: items.map((item) => (isLine(item, sku, checksum) ? { ...item, qty: next } : item)), capped };
}

/** SPEC 4: removal drops the item and its children by parent sku; with a checksum, only that line of the sku. */
export function removeLine(items: readonly CartItem[], sku: string, checksum?: string): CartItem[] {
  if (checksum !== undefined) return items.filter((item) => !isLine(item, sku, checksum));
  return items.filter((item) => item.sku !== sku && item.parentSku !== sku);
}

/** An update the server answered: the line gets its ids and the confirmed quantity (the shopper's stays shown). */
export function confirmUpdate(items: readonly CartItem[], call: CartCall, answer: ServerCartItem): CartItem[] {
  const index = lineOfCall(items, call);
  return items.map((item, at) => (at === index ? confirmedBy(item, answer) : item));
}

/** SPEC 4: a failed server item update restores the previous quantity, or removes the item if it had none. */
export function revertFailedUpdate(items: readonly CartItem[], call: CartCall): CartItem[] {
  const index = lineOfCall(items, call);
  const item = items[index];
  if (call.kind !== 'update' || !item) return [...items];
  if (item.prev_qty === undefined) return items.filter((_, at) => at !== index);
  return items.map((line, at) => (at === index ? { ...line, qty: line.prev_qty as number } : line));
}
