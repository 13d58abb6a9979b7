// SPEC 2 and SPEC 9: the home lists, 8 items each, newest first.
import type { Product, ProductSearchRequest } from './contract/catalog';

export const HOME_LIST_SIZE = 8;

export const NEW_COLLECTION_REQUEST: ProductSearchRequest = {
  filters: { is_new: true },
  sort: 'created_at:desc',
  size: HOME_LIST_SIZE,
};

export const BESTSELLERS_REQUEST: ProductSearchRequest = {
  filters: { bestseller: true },
  sort: 'created_at:desc',
  size: HOME_LIST_SIZE,
};

/**
 * A product as a list needs it: every field a card shows, and of the children only the one its link opens (the
 * first in stock). Keeps the page state small: the SSR page ships it, and the full variant list is the product
 * page's business.
 */
export function compactForList(product: Product): Product {
  const linked = listedChild(product);
  return { ...product, description: undefined, configurable_children: linked ? [linked] : [] };
}

/** The child a product link in a list opens: the first available one (setFirstVarianAsDefaultInURL, SPEC 9). */
export function listedChild(product: Product): NonNullable<Product['configurable_children']>[number] | undefined {
  const children = product.configurable_children ?? [];
  return children.find((child) => child.stock.is_in_stock && child.status < 2) ?? children[0];
}
