// SPEC 4 "Stock status" of the lines already in the cart: "In-stock clears the item error. Out-of-stock marks the
// item with an error", "Items show 'Out of the stock!' or 'In stock!'"; SPEC 7: GET /api/stock/list takes at most 15
// skus a call. Why marked, not removed: SPEC removes a line only when out-of-stock items are not allowed and sync is
// off; this shop keeps it, marked, and the checkout waits until the shopper removes it (issue 12). Pure.
import { STOCK_LIST_MAX_SKUS, type StockItem, type StockStatus } from '../contract/stock';
import type { CartItem } from './cart-item';

/** The key of a line's stock problem in its errors map (SPEC 3 "Messages: errors (a map)"). */
export const LINE_STOCK_ERROR_KEY = 'stock';
/** SPEC 4's text, translated by the app (src/app/messages/commerce-messages.ts). */
export const OUT_OF_STOCK_LINE_MESSAGE = 'Out of the stock!';

/** What a line shows: 'In stock!', 'Out of the stock!', or nothing before a check answered. */
export type LineStockStatus = 'in-stock' | 'out-of-stock' | null;

/** The skus of the lines, once each, in the cart's order: what a stock check asks about. */
export function linesToCheck(items: readonly Pick<CartItem, 'sku'>[]): string[] {
  return [...new Set(items.map((item) => item.sku))];
}

/** The skus the next GET /api/stock/list asks about (SPEC 7: chunks of 15). */
export function stockChunk(pending: readonly string[]): string[] {
  return pending.slice(0, STOCK_LIST_MAX_SKUS);
}

export interface LineStockResult {
  items: CartItem[];
  /** The last answered status of each sku checked. */
  lineStock: Record<string, StockStatus>;
  /** A line's error was set or cleared (the persisted cart changed). */
  changed: boolean;
}

function withStockError(item: CartItem, outOfStock: boolean): CartItem {
  const { [LINE_STOCK_ERROR_KEY]: current, ...others } = item.errors ?? {};
  if (outOfStock === (current !== undefined)) return item;
  if (outOfStock) return { ...item, errors: { ...others, [LINE_STOCK_ERROR_KEY]: OUT_OF_STOCK_LINE_MESSAGE } };
  const { errors: _errors, ...rest } = item;
  return Object.keys(others).length ? { ...rest, errors: others } : rest;
}

/**
 * The answer for the skus `asked`: each line whose sku has a record gets its status (out of stock: the error;
 * ok or volatile: no error). A sku without a record (SPEC 7: the list holds the records found) keeps what it had.
 */
export function withLineStock(
  items: readonly CartItem[],
  lineStock: Readonly<Record<string, StockStatus>>,
  asked: readonly string[],
  records: readonly StockItem[],
): LineStockResult {
  const answered = new Map(
    records.filter((record) => asked.includes(record.product_sku)).map((record) => [record.product_sku, record]),
  );
  const next = items.map((item) => {
    const record = answered.get(item.sku);
    return record ? withStockError(item, record.status === 'out_of_stock') : item;
  });
  const statuses = { ...lineStock };
  for (const [sku, record] of answered) statuses[sku] = record.status;
  return { items: next, lineStock: statuses, changed: next.some((item, index) => item !== items[index]) };
}

/** SPEC 4: what the line shows; ok and volatile are in stock (volatile: added for pre-reservation, SPEC 8). */
export function lineStockStatus(
  item: Pick<CartItem, 'sku' | 'errors'>,
  lineStock: Readonly<Record<string, StockStatus>>,
): LineStockStatus {
  if (item.errors?.[LINE_STOCK_ERROR_KEY]) return 'out-of-stock';
  return lineStock[item.sku] ? 'in-stock' : null;
}

/** Issue 12: an order cannot be started while a line is marked out of stock. */
export function hasOutOfStockLine(items: readonly Pick<CartItem, 'errors'>[]): boolean {
  return items.some((item) => item.errors?.[LINE_STOCK_ERROR_KEY] !== undefined);
}
