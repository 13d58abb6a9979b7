// SPEC 2 "Abandoned-cart return", SPEC 9 (abandoned-cart poll 500 ms, mobile breakpoint 768 px): the rules of the
// return from the reminder mail. After login and cart sync every line's stock is checked; a line out of stock is
// removed, a line over the available quantity reduced to it, each with SPEC 2's message (English keys; the shop
// translates them). Pure: the abandoned-cart machine calls these.
import type { StockItem } from './contract/stock';

/** SPEC 9 "Abandoned-cart poll". */
export const ABANDONED_CART_POLL_MS = 500;
/** SPEC 9 "Mobile breakpoint": below it the mini cart opens instead of the checkout. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Polls before the stock is taken as it is (the checkout and the order check stock again). */
export const ABANDONED_CART_MAX_POLLS = 20;

/** SPEC 2: the guest's prompt. */
export const LOGIN_TO_CONTINUE = 'Please log in to continue with checkout ...';

export interface CartLineQty {
  sku: string;
  qty: number;
}

export type StockAdjustment =
  | { kind: 'removed'; sku: string; message: string }
  | { kind: 'reduced'; sku: string; from: number; to: number; message: string };

/** SPEC 2's texts, exactly. */
export const removedMessage = (sku: string) => `Product ${sku} removed from cart because is out of stock`;
export const reducedMessage = (sku: string, from: number, to: number) => `Product ${sku} qty updated ${from} -> ${to}`;

/** The stock is settled when every line's record has come back. */
export function isStockSettled(lines: readonly CartLineQty[], stock: readonly StockItem[]): boolean {
  const known = new Set(stock.map((item) => item.product_sku));
  return lines.every((line) => known.has(line.sku));
}

/**
 * SPEC 2: out of stock → removed; in stock with fewer than the line asks → reduced to the stock. Volatile stock
 * (SPEC 4: not managed) and unknown records leave the line as it is.
 */
export function stockAdjustments(lines: readonly CartLineQty[], stock: readonly StockItem[]): StockAdjustment[] {
  const bySku = new Map(stock.map((item) => [item.product_sku, item]));
  return lines.flatMap((line): StockAdjustment[] => {
    const record = bySku.get(line.sku);
    if (!record) return [];
    if (record.status === 'out_of_stock')
      return [{ kind: 'removed', sku: line.sku, message: removedMessage(line.sku) }];
    if (record.status === 'ok' && record.qty < line.qty) {
      const to = Math.floor(record.qty);
      return [{ kind: 'reduced', sku: line.sku, from: line.qty, to, message: reducedMessage(line.sku, line.qty, to) }];
    }
    return [];
  });
}
