// Issue 17, SPEC 7 GET /api/stock/list and SPEC 4 "Stock status" for the typed products: a virtual or downloadable
// product is always in stock (nothing ships: 'ok', never 'volatile'); a bundle has the stock of its default items
// (SPEC 4: the default link, or the first, times its qty): as many sets as its scarcest item allows; a grouped product
// is in stock while one of its products is, with their stock summed. Pure: the records are given.
import { defaultBundleLink } from '../../../src/domain/product-types/prices';
import type { BundleOption, ProductLink } from '../../../src/domain/product-types/schema';

export interface StockRecord {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

export interface TypedStockProduct {
  type_id: string;
  bundle_options: readonly BundleOption[];
  product_links: readonly ProductLink[];
}

export const TYPED_STOCK_TYPES = ['virtual', 'downloadable', 'bundle', 'grouped'] as const;

/** The skus whose records the rule reads (a bundle's default items, a group's products). */
export function linkedStockSkus(product: TypedStockProduct): string[] {
  if (product.type_id === 'bundle') {
    return product.bundle_options.flatMap((option) => defaultBundleLink(option)?.sku ?? []);
  }
  if (product.type_id === 'grouped') return product.product_links.map((link) => link.linked_product_sku);
  return [];
}

/** The stock of a typed product, or null when it is not one (its own record stands). */
export function typedStock(
  product: TypedStockProduct,
  own: StockRecord | undefined,
  recordOf: (sku: string) => StockRecord | undefined,
): StockRecord | null {
  if (product.type_id === 'virtual' || product.type_id === 'downloadable') {
    return { qty: own?.qty ?? 0, is_in_stock: true, manage_stock: false };
  }
  if (product.type_id === 'bundle') {
    let sets = Number.POSITIVE_INFINITY;
    for (const option of product.bundle_options) {
      const link = defaultBundleLink(option);
      const record = link ? recordOf(link.sku) : undefined;
      if (!link || !record) return { qty: 0, is_in_stock: false, manage_stock: true };
      if (!record.manage_stock) continue;
      const perSet = Math.max(1, link.qty);
      sets = Math.min(sets, record.is_in_stock ? Math.floor(record.qty / perSet) : 0);
    }
    // Every item unmanaged: nothing to count, unverified like them.
    if (!Number.isFinite(sets)) return { qty: 0, is_in_stock: true, manage_stock: false };
    return { qty: sets, is_in_stock: sets > 0, manage_stock: true };
  }
  if (product.type_id === 'grouped') {
    const records = product.product_links.map((link) => recordOf(link.linked_product_sku));
    const known = records.filter((record): record is StockRecord => record !== undefined);
    const managed = known.filter((record) => record.manage_stock);
    const inStock = known.some((record) => record.is_in_stock && (!record.manage_stock || record.qty > 0));
    const qty = managed.reduce((sum, record) => sum + (record.is_in_stock ? Math.max(0, record.qty) : 0), 0);
    return { qty, is_in_stock: inStock, manage_stock: known.length > 0 && managed.length === known.length };
  }
  return null;
}
