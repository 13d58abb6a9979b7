// Catalogue reads over HTTP for the browser.
import type { KyInstance } from 'ky';
import type { HomeLists } from '../../machines/home.machine';
import { type ProductSearchRequest, productSearchResponseSchema } from '../domain/contract/catalog';
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
