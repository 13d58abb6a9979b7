// Issue 16 "Order tracking": an order found by its number and the e-mail it was placed with. Only that exact pair
// reads the order; any other pair finds nothing, so the page tells nobody whether a number exists.
import { and, eq, sql } from 'drizzle-orm';
import type { TrackedOrder } from '../../../src/domain/contract/order-tracking';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

export interface OrderTrackingService {
  track(orderNumber: string, email: string): Promise<TrackedOrder | null>;
}

export function createOrderTrackingService(db: Db): OrderTrackingService {
  return {
    async track(orderNumber, email) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.incrementId, orderNumber), sql`lower(${orders.email}) = ${email.toLowerCase()}`))
        .limit(1);
      if (!row) return null;
      return {
        increment_id: row.incrementId,
        created_at: row.createdAt.toISOString(),
        status: row.status,
        store_code: row.storeCode,
        currency: row.currency,
        grand_total: Number(row.grandTotal),
        shipping_carrier: row.payload.shipping_carrier_code ?? '',
        items: row.payload.products.map((product) => ({
          sku: product.sku,
          name: product.name,
          qty: product.qty,
          price: product.price,
        })),
      };
    },
  };
}
