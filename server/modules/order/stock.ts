// ARCHITECTURE §4: the order checks and reserves stock atomically with its insert (./place-statement.ts). Managed
// stock must hold the quantity and is decremented (sold out at 0); unmanaged stock (SPEC 4 "volatile") is not
// counted. The configurable parent's record (the children's sum, server/seed/products.ts) follows. Rows are locked in
// sku order, children first, so two orders (or an order and a release) never wait on each other in a cycle.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockItems } from '../../db/schema';
import type { QuoteLine } from '../pricing/quote';

const bySku = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One stock row an order reserves: a sellable sku (a configurable child or a product sold as it is) and how many. */
export interface StockLine {
  sku: string;
  qty: number;
}

/**
 * The stock an order's priced lines reserve, one row per sku (equal skus summed), in sku order: the one place that
 * says what an order takes from stock. The placing statement (./place-statement.ts) reserves exactly these rows and
 * lets each configurable parent's record follow its children.
 */
export function stockLines(lines: readonly QuoteLine[]): StockLine[] {
  const bySkuQty = new Map<string, number>();
  for (const line of lines) bySkuQty.set(line.item.sku, (bySkuQty.get(line.item.sku) ?? 0) + line.qty);
  return [...bySkuQty].map(([sku, qty]) => ({ sku, qty })).sort((a, b) => bySku(a.sku, b.sku));
}

/**
 * Issue 15: gives back what an order reserved (./place-statement.ts) when it will not be paid (canceled, timed out,
 * declined): managed children get their quantity back (in stock again above 0), the configurable parent's sum
 * follows. Same lock order as the reservation.
 */
export async function releaseStock(
  tx: Db,
  lines: readonly { sku: string; qty: number; parent_sku?: string | null }[],
): Promise<void> {
  const children = [...lines].sort((a, b) => bySku(a.sku, b.sku));
  const parents = new Map<string, number>();
  for (const line of children) {
    await tx
      .update(stockItems)
      .set({
        qty: sql`${stockItems.qty} + ${line.qty}`,
        isInStock: sql`${stockItems.qty} + ${line.qty} > 0`,
      })
      .where(and(eq(stockItems.sku, line.sku), eq(stockItems.manageStock, true)));
    if (line.parent_sku && line.parent_sku !== line.sku) {
      parents.set(line.parent_sku, (parents.get(line.parent_sku) ?? 0) + line.qty);
    }
  }
  for (const [parentSku, qty] of [...parents].sort(([a], [b]) => bySku(a, b))) {
    await tx
      .update(stockItems)
      .set({ qty: sql`${stockItems.qty} + ${qty}` })
      .where(and(eq(stockItems.sku, parentSku), eq(stockItems.manageStock, true)));
  }
}
