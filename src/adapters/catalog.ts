// Catalogue reads over HTTP for the browser.
import type { KyInstance } from 'ky';
import type { HomeLists } from '../../machines/home.machine';
import { type Product, type ProductSearchRequest, productSearchResponseSchema } from '../domain/contract/catalog';
import { BESTSELLERS_REQUEST, NEW_COLLECTION_REQUEST } from '../domain/home';
import type { StoreCode } from '../domain/store-views';
import { getResult } from './http';

export function searchProducts(
  http: KyInstance,
  storeCode: StoreCode,
  request: ProductSearchRequest,
  signal?: AbortSignal,
) {
  return getResult(http, `/api/catalog/${storeCode}/product/_search`, productSearchResponseSchema, {
    searchParams: { request: JSON.stringify(request) },
    signal,
  });
}

export async function loadHomeLists(http: KyInstance, storeCode: StoreCode, signal?: AbortSignal): Promise<HomeLists> {
  const [newCollection, bestsellers] = await Promise.all([
    searchProducts(http, storeCode, NEW_COLLECTION_REQUEST, signal),
    searchProducts(http, storeCode, BESTSELLERS_REQUEST, signal),
  ]);
  return { newCollection: newCollection.items, bestsellers: bestsellers.items };
}

/** A listed product by parent sku (SPEC 2 "Product pages"), or null when there is none. */
export async function loadProductBySku(
  http: KyInstance,
  storeCode: StoreCode,
  parentSku: string,
  signal?: AbortSignal,
): Promise<Product | null> {
  const list = await searchProducts(http, storeCode, { filters: { sku: parentSku }, size: 1 }, signal);
  return list.items[0] ?? null;
}
