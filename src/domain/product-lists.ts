// SPEC 3 "Other entities": the compare list and the wishlist hold items by sku (wishlist items get qty 1); the
// recently viewed list (route /my-account/recently-viewed) keeps the latest products first.

export type ProductListName = 'compare' | 'wishlist' | 'recentlyViewed';

export interface ListedProduct {
  sku: string;
  /** SPEC 3: wishlist items get qty 1; the other lists keep 1 too so the shape is one. */
  qty: 1;
  addedAt: string;
}

export type ProductLists = Record<ProductListName, ListedProduct[]>;

/** How many products the recently viewed list keeps (SPEC is silent; a page of the account view). */
export const RECENTLY_VIEWED_LIMIT = 20;

export const EMPTY_PRODUCT_LISTS: ProductLists = { compare: [], wishlist: [], recentlyViewed: [] };

export function toggleListed(list: readonly ListedProduct[], sku: string, at: string): ListedProduct[] {
  return list.some((item) => item.sku === sku)
    ? list.filter((item) => item.sku !== sku)
    : [...list, { sku, qty: 1, addedAt: at }];
}

/** Moves a viewed product to the front, without duplicates, keeping at most RECENTLY_VIEWED_LIMIT. */
export function recordViewed(list: readonly ListedProduct[], sku: string, at: string): ListedProduct[] {
  return [{ sku, qty: 1 as const, addedAt: at }, ...list.filter((item) => item.sku !== sku)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
}
