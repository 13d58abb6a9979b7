// SPEC 7 GET /api/user/order-history (pageSize default 20, currentPage default 1) and SPEC 5 / SPEC 9: orders older
// than 6 months are dropped. Only the token's customer's orders are ever read.
import { and, count, desc, eq, gte } from 'drizzle-orm';
import { ORDER_HISTORY_MAX_AGE_MONTHS, type OrderHistory, type OrderSummary } from '../../../src/domain/contract/user';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { downloadsByOrder } from '../download/service';

export interface OrderHistoryService {
  orderHistory(customerId: number, page: { pageSize: number; currentPage: number }): Promise<OrderHistory>;
}

/** The oldest creation time still shown: the same day and time six calendar months before now (UTC). */
export function orderHistoryCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ORDER_HISTORY_MAX_AGE_MONTHS);
  return cutoff;
}

type OrderRow = typeof orders.$inferSelect;

export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    increment_id: row.incrementId,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    store_code: row.storeCode,
    currency: row.currency,
    subtotal: Number(row.subtotal),
    tax: Number(row.tax),
    shipping: Number(row.shipping),
    grand_total: Number(row.grandTotal),
    items: row.payload.products.map((product) => ({
      sku: product.sku,
      name: product.name,
      qty: product.qty,
      price: product.price,
      ...(product.row_total === undefined ? {} : { row_total: product.row_total }),
      // Issue 17: the options it was ordered with (the order history and detail show them).
      ...(product.product_option ? { product_option: product.product_option } : {}),
    })),
    addresses: { shipping: row.payload.addresses.shipping ?? null, billing: row.payload.addresses.billing ?? null },
  };
}

export function createOrderHistory(db: Db, clock: () => Date): OrderHistoryService {
  return {
    async orderHistory(customerId, { pageSize, currentPage }) {
      const where = and(eq(orders.customerId, customerId), gte(orders.createdAt, orderHistoryCutoff(clock())));
      const [total] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize);
      const totalCount = Number(total?.n ?? 0);
      // Issue 17: each order carries its download links (the account's order detail lists them).
      const downloads = await downloadsByOrder(
        db,
        customerId,
        clock(),
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => {
          const own = downloads.get(row.incrementId);
          return own ? { ...toOrderSummary(row), downloads: own } : toOrderSummary(row);
        }),
        total_count: totalCount,
        page_info: {
          page_size: pageSize,
          current_page: currentPage,
          total_pages: Math.max(1, Math.ceil(totalCount / pageSize)),
        },
      };
    },
  };
}
