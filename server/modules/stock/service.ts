// SPEC 3 "Stock record" by sku (parents and configurable children), with the SPEC 4 status of a stock check; issue
// 17: the typed products' stock from their items (./typed-stock.ts), a virtual or downloadable one always in stock.
import { and, inArray } from 'drizzle-orm';
import { type StockItem, stockStatus } from '../../../src/domain/contract/stock';
import type { Db } from '../../db/client';
import { products, stockItems } from '../../db/schema';
import { linkedStockSkus, TYPED_STOCK_TYPES, type StockRecord, typedStock } from './typed-stock';

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
      const typed = await db
        .select({
          sku: products.sku,
          type_id: products.typeId,
          bundle_options: products.bundleOptions,
          product_links: products.productLinks,
        })
        .from(products)
        .where(and(inArray(products.sku, [...skus]), inArray(products.typeId, [...TYPED_STOCK_TYPES])));
      const typedBySku = new Map(typed.map((product) => [product.sku, product]));
      const linked = typed.flatMap(linkedStockSkus);
      const rows = await db
        .select()
        .from(stockItems)
        .where(inArray(stockItems.sku, [...new Set([...skus, ...linked])]));
      const records = new Map<string, StockRecord & { productId: number }>(
        rows.map((row) => [
          row.sku,
          { productId: row.productId, qty: row.qty, is_in_stock: row.isInStock, manage_stock: row.manageStock },
        ]),
      );
      return skus.flatMap((sku) => {
        const own = records.get(sku);
        if (!own) return [];
        const product = typedBySku.get(sku);
        const counted = product ? typedStock(product, own, (linkedSku) => records.get(linkedSku)) : null;
        const record = counted ?? { qty: own.qty, is_in_stock: own.is_in_stock, manage_stock: own.manage_stock };
        // SPEC 4: virtual and downloadable products ship nothing: always 'ok', never 'volatile'.
        const always = product?.type_id === 'virtual' || product?.type_id === 'downloadable';
        return [
          {
            product_id: own.productId,
            product_sku: sku,
            ...record,
            status: always ? ('ok' as const) : stockStatus(record),
          },
        ];
      });
    },
  };
  return service;
}
