// SPEC 7 GET /api/stock/list?skus= for the abandoned-cart return (SPEC 2): the records of many skus, in chunks of
// 15 (the server refuses more), through the envelope reader.
import type { KyInstance } from 'ky';
import { STOCK_LIST_MAX_SKUS, type StockItem, stockListResponseSchema } from '../domain/contract/stock';
import { getResult } from './http';

export function stockApi(http: KyInstance) {
  return {
    async list(skus: readonly string[], signal?: AbortSignal): Promise<StockItem[]> {
      const chunks: string[][] = [];
      for (let i = 0; i < skus.length; i += STOCK_LIST_MAX_SKUS) chunks.push(skus.slice(i, i + STOCK_LIST_MAX_SKUS));
      const results = await Promise.all(
        chunks.map((chunk) =>
          getResult(http, 'api/stock/list', stockListResponseSchema, {
            searchParams: { skus: chunk.join(',') },
            signal,
          }),
        ),
      );
      return results.flat();
    },
  };
}
