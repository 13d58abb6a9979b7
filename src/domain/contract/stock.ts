// SPEC 3 "Stock record", SPEC 4 "Stock status", SPEC 7 "Order and stock": GET /api/stock/check?sku= and
// GET /api/stock/list?skus= (chunks of 15 skus).
import * as z from 'zod/mini';
import { envelope } from './envelope';

/** SPEC 7: stock list requests are chunked in groups of 15 skus; the server refuses more. */
export const STOCK_LIST_MAX_SKUS = 15;

/** SPEC 4: ok, volatile (stock not synchronised or unverified) or out_of_stock. */
export const STOCK_STATUSES = ['ok', 'volatile', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const stockCheckQuerySchema = z.object({ sku: z.string().check(z.minLength(1), z.maxLength(200)) });
export const stockListQuerySchema = z.object({ skus: z.string().check(z.minLength(1)) });

export const stockItemSchema = z.object({
  product_id: z.number(),
  product_sku: z.string(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean(),
  status: z.enum(STOCK_STATUSES),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const stockCheckResponseSchema = envelope(stockItemSchema);
export const stockListResponseSchema = envelope(z.array(stockItemSchema));

/**
 * SPEC 4: a record whose stock is not managed is unverified (volatile); otherwise it is ok when in stock with a
 * quantity, out of stock when not.
 */
export function stockStatus(record: { qty: number; is_in_stock: boolean; manage_stock: boolean }): StockStatus {
  if (!record.manage_stock) return 'volatile';
  return record.is_in_stock && record.qty > 0 ? 'ok' : 'out_of_stock';
}
