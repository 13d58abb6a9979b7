// SPEC 3 "Stock record" by sku (parents and configurable children), with the SPEC 4 status of a stock check.
import { inArray } from 'drizzle-orm';
import { type StockItem, stockStatus } from '../../../src/domain/contract/stock';
import type { Db } from '../../db/client';
import { stockItems } from '../../db/schema';

export interface StockService {
  /** The record of `sku`, or undefined when there is none. */
  check(sku: string): Promise<StockItem | undefined>;
  /** The records of the skus that have one, in the order asked. */
  list(skus: readonly string[]): Promise<StockItem[]>;
}

export function createStockService(db: Db): StockService {
  const service: StockService = {
    async check(sku) {
      return (await service.list([sku]))[0];
    },
    async list(skus) {
      if (!skus.length) return [];
      const rows = await db
        .select()
        .from(stockItems)
        .where(inArray(stockItems.sku, [...skus]));
      const bySku = new Map(
        rows.map((row) => {
          const record = { qty: row.qty, is_in_stock: row.isInStock, manage_stock: row.manageStock };
          return [row.sku, { product_id: row.productId, product_sku: row.sku, ...record, status: stockStatus(record) }];
        }),
      );
      return skus.flatMap((sku) => bySku.get(sku) ?? []);
    },
  };
  return service;
}
