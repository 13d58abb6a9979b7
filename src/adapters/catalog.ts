// Catalogue reads over HTTP for the browser.
import type { KyInstance } from 'ky';
import type { HomeLists } from '../../machines/home.machine';
import type { CategoryWithTrail } from '../../machines/category-page.machine';
import {
  type Product,
  type ProductSearchRequest,
  categoryListSchema,
  listingResponseSchema,
  productSearchResponseSchema,
} from '../domain/contract/catalog';
import { envelope } from '../domain/contract/envelope';
import { BESTSELLERS_REQUEST, NEW_COLLECTION_REQUEST, homeBanners } from '../domain/home';
import { bannersResponseSchema } from '../domain/contract/cms';
import { SEARCH_PAGE_MAX_SIZE } from '../domain/search';
import { STORE_VIEWS, type StoreCode } from '../domain/store-views';
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

/** A listing page's search (SPEC 7 includeFields: the tile's fields), parsed as such. */
export function searchListing(
  http: KyInstance,
  storeCode: StoreCode,
  request: ProductSearchRequest,
  signal?: AbortSignal,
) {
  return getResult(http, `/api/catalog/${storeCode}/product/_search`, listingResponseSchema, {
    searchParams: { request: JSON.stringify(request) },
    signal,
  });
}

export async function loadHomeLists(http: KyInstance, storeCode: StoreCode, signal?: AbortSignal): Promise<HomeLists> {
  const [newCollection, bestsellers, banners] = await Promise.all([
    searchProducts(http, storeCode, NEW_COLLECTION_REQUEST, signal),
    searchProducts(http, storeCode, BESTSELLERS_REQUEST, signal),
    // Issue 16: the hero and banners (SPEC 7 banners endpoint); the products show without them.
    getResult(http, '/api/ext/banners/get', bannersResponseSchema, {
      searchParams: { storeId: String(STORE_VIEWS[storeCode].storeId) },
      signal,
    }).catch(() => []),
  ]);
  return { newCollection: newCollection.items, bestsellers: bestsellers.items, banners: homeBanners(banners) };
}

/** A listed product by parent sku (SPEC 2 "Product pages"), or null when there is none. */
export async function loadProductBySku(
  http: KyInstance,
  storeCode: StoreCode,
  parentSku: string,
  signal?: AbortSignal,
): Promise<Product | null> {
  const list = await searchProducts(http, storeCode, { filters: { sku: parentSku }, size: 1 }, signal);
  if (list.items[0]) return list.items[0];
  // SPEC 2: a configurable child's sku in the parent's place loads its parent; the page then replaces the route.
  const byChild = await searchProducts(
    http,
    storeCode,
    { filters: { 'configurable_children.sku': parentSku }, size: 1 },
    signal,
  );
  return byChild.items[0] ?? null;
}

const categoryListResponseSchema = envelope(categoryListSchema);

/** SPEC 2 "Category pages": the category by slug and, for breadcrumbs, its ancestors below the root (top first). */
export async function loadCategoryBySlug(
  http: KyInstance,
  storeCode: StoreCode,
  slug: string,
  signal?: AbortSignal,
): Promise<CategoryWithTrail | null> {
  const search = (request: unknown) =>
    getResult(http, `/api/catalog/${storeCode}/category/_search`, categoryListResponseSchema, {
      searchParams: { request: JSON.stringify(request) },
      signal,
    });
  const category = (await search({ filters: { slug }, size: 1 })).items[0];
  if (!category) return null;
  const ancestorIds = category.parent_ids.filter((id) => id > 2);
  const ancestors = ancestorIds.length
    ? (await search({ filters: { id: ancestorIds }, size: ancestorIds.length })).items
    : [];
  return { category, trail: ancestorIds.flatMap((id) => ancestors.filter((candidate) => candidate.id === id)) };
}

/** Listed products by sku (compare, recently viewed); unknown or unlisted skus are left out. */
export async function loadProductsBySkus(
  http: KyInstance,
  storeCode: StoreCode,
  skus: string[],
  signal?: AbortSignal,
): Promise<Product[]> {
  // The server answers at most SEARCH_PAGE_MAX_SIZE products a search (SPEC 9): a longer list is read in pages.
  const pages = [];
  for (let start = 0; start < skus.length; start += SEARCH_PAGE_MAX_SIZE) {
    const page = skus.slice(start, start + SEARCH_PAGE_MAX_SIZE);
    pages.push(searchProducts(http, storeCode, { filters: { sku: page }, size: page.length }, signal));
  }
  return (await Promise.all(pages)).flatMap((list) => list.items);
}
