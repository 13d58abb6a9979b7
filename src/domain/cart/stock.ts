// SPEC 4 "Stock status" and SPEC 5 "Stock check": what a stock answer means for a line. Why pure: the add flow and
// the cart's stock check (abandoned cart) apply the same rules, and a failed or offline check must not block a sale.
import type { StockItem, StockStatus } from '../contract/stock';

export interface AddStockOutcome {
  status: StockStatus;
  /** Added only when ok or volatile (SPEC 4 "Add flow"). */
  add: boolean;
  /** The quantity the line may hold: lowered to managed stock below it (SPEC 5). */
  qty: number;
}

/**
 * SPEC 4: add only if ok or volatile; a check that failed or could not run (offline) is volatile, not a refusal.
 * SPEC 5: managed stock below the wanted quantity lowers it; managed stock of 0 is out of stock.
 */
export function addStockOutcome(stock: StockItem | null, wantedQty: number): AddStockOutcome {
  if (!stock) return { status: 'volatile', add: true, qty: wantedQty };
  if (stock.status === 'out_of_stock') return { status: 'out_of_stock', add: false, qty: 0 };
  const available = Math.floor(stock.qty);
  if (stock.manage_stock && available <= 0) return { status: 'out_of_stock', add: false, qty: 0 };
  const qty = stock.manage_stock ? Math.min(wantedQty, available) : wantedQty;
  return { status: stock.status, add: true, qty };
}

export type LineStockAction = { kind: 'keep' } | { kind: 'lower'; qty: number } | { kind: 'remove' };

/**
 * SPEC 5 "Stock check" for a line already in the cart: removed when the status is not ok, or when managed stock is
 * 0; lowered when managed stock is below the cart quantity.
 */
export function lineStockAction(stock: StockItem, cartQty: number): LineStockAction {
  if (stock.status !== 'ok') return { kind: 'remove' };
  const available = Math.floor(stock.qty);
  if (stock.manage_stock && available <= 0) return { kind: 'remove' };
  if (stock.manage_stock && available < cartQty) return { kind: 'lower', qty: available };
  return { kind: 'keep' };
}
