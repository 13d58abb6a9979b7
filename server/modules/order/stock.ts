// ARCHITECTURE §4: the order checks and reserves stock in its own transaction. Managed stock must hold the quantity
// and is decremented (sold out at 0); unmanaged stock (SPEC 4 "volatile") is not counted. The configurable parent's
// record (the children's sum, server/seed/products.ts) follows. Rows are locked in sku order, children first, so two
// orders never wait on each other in a cycle.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockItems } from '../../db/schema';
import type { QuoteLine } from '../pricing/quote';

const bySku = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One sku's quantity an order reserves; parent_sku: the configurable parent whose summed record follows. */
export interface StockLine {
  sku: string;
  qty: number;
  parent_sku: string;
}

/**
 * Issue 17: the stock an order takes, per sku: a bundle line expands into its chosen items (× their qty), other
 * lines are their own sku; the same sku named by several lines (a shirt alone and in a set) is summed. Sorted by
 * sku: the lock order of reserveStock and releaseStock.
 */
export function stockLines(lines: readonly Pick<QuoteLine, 'item' | 'qty' | 'parts'>[]): StockLine[] {
  const bySkuTotal = new Map<string, StockLine>();
  for (const line of lines) {
    const parts = line.parts ?? [{ sku: line.item.sku, qty: 1 }];
    for (const part of parts) {
      const parent = part.sku === line.item.sku ? line.item.parentSku : (part.parentSku ?? part.sku);
      const entry = bySkuTotal.get(part.sku);
      if (entry) entry.qty += part.qty * line.qty;
      else bySkuTotal.set(part.sku, { sku: part.sku, qty: part.qty * line.qty, parent_sku: parent });
    }
  }
  return [...bySkuTotal.values()].sort((a, b) => bySku(a.sku, b.sku));
}

/** Reserves every line; false when one cannot be (the caller rolls the transaction back). */
export async function reserveStock(tx: Db, lines: readonly StockLine[]): Promise<boolean> {
  const children = [...lines].sort((a, b) => bySku(a.sku, b.sku));
  const parents = new Map<string, number>();
  for (const line of children) {
    const qty = line.qty;
    const reserved = await tx
      .update(stockItems)
      .set({
        qty: sql`case when ${stockItems.manageStock} then ${stockItems.qty} - ${qty} else ${stockItems.qty} end`,
        isInStock: sql`case when ${stockItems.manageStock} then ${stockItems.qty} - ${qty} > 0 else ${stockItems.isInStock} end`,
      })
      .where(
        and(
          eq(stockItems.sku, line.sku),
          sql`(not ${stockItems.manageStock} or (${stockItems.isInStock} and ${stockItems.qty} >= ${qty}))`,
        ),
      )
      .returning({ sku: stockItems.sku });
    if (!reserved.length) return false;
    if (line.parent_sku !== line.sku) {
      parents.set(line.parent_sku, (parents.get(line.parent_sku) ?? 0) + qty);
    }
  }
  for (const [parentSku, qty] of [...parents].sort(([a], [b]) => bySku(a, b))) {
    await tx
      .update(stockItems)
      .set({ qty: sql`greatest(${stockItems.qty} - ${qty}, 0)` })
      .where(and(eq(stockItems.sku, parentSku), eq(stockItems.manageStock, true)));
  }
  return true;
}

/**
 * Issue 15: gives back what reserveStock took for an order that will not be paid (canceled, timed out, declined):
 * managed children get their quantity back (in stock again above 0), the configurable parent's sum follows.
 * Same lock order as reserveStock.
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
