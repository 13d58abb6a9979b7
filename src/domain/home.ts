// SPEC 2 and SPEC 9: the home lists, 8 items each, newest first.
import type { ListedProduct, Product, ProductSearchRequest } from './contract/catalog';
import type { CmsEntry } from './contract/cms';

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

/**
 * A listing tile's product with, of its children, only the one its link opens (listedChild): the tile shows nothing
 * else of them. Issue 18: the children were 85 % of a category page's state (50 products with every size of every
 * colour), which the server serializes and compresses into every uncached page.
 */
export function compactListed<P extends ListedProduct>(product: P): P {
  const children = product.configurable_children;
  if (!children || children.length <= 1) return product;
  const linked = listedChild(product);
  return { ...product, configurable_children: linked ? [linked] : [] };
}

/** The child a product link in a list opens: the first available one (setFirstVarianAsDefaultInURL, SPEC 9). */
export function listedChild<P extends ListedProduct>(
  product: P,
): NonNullable<P['configurable_children']>[number] | undefined {
  const children = product.configurable_children ?? [];
  return children.find((child) => child.stock.is_in_stock && child.status < 2) ?? children[0];
}

/** The CMS block that is the home page's hero (issue 16); the other banner-* blocks are the banners under it. */
export const HERO_BANNER = 'banner-hero';

/** Issue 16: a home banner, from the store view's CMS block banner-* (SPEC 7 banners endpoint); `html` was sanitised. */
export interface HomeBanner {
  identifier: string;
  title: string;
  html: string;
}

/** The active banner blocks as the home shows them: the hero first, then the others in the CMS's order. */
export function homeBanners(entries: readonly CmsEntry[]): HomeBanner[] {
  const banners = entries
    .filter((entry) => entry.active)
    .map((entry) => ({ identifier: entry.identifier, title: entry.title, html: entry.content }));
  return [
    ...banners.filter((banner) => banner.identifier === HERO_BANNER),
    ...banners.filter((banner) => banner.identifier !== HERO_BANNER),
  ];
}
