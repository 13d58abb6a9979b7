// SPEC 2: the CMS page route /i/{slug} and the static pages of the route table, each shown from a CMS page of the
// store view (SPEC 3 "CMS page"); SPEC 8: a page not found is 'CMS query returned empty result'.
import type { StoreCode } from './store-views';
import { STORE_VIEWS } from './store-views';

/** SPEC 8 "Catalogue". */
export const CMS_EMPTY_RESULT = 'CMS query returned empty result';

/** SPEC 2 static routes (by route name) that show a CMS page: the page's identifier is the route's name … */
export const STATIC_CMS_ROUTES = [
  'legal',
  'privacy',
  'magazine',
  'sale',
  'order-tracking',
  'about-us',
  'customer-service',
  'store-locator',
  'size-guide',
  'gift-card',
  'delivery',
  'returns',
  'order-from-catalog',
  'contact',
  'paper-catalogue',
] as const;

/** … except the privacy page, which is the store view's static privacy link (SPEC 2 "Static links"). */
export function staticCmsIdentifier(routeName: string, storeCode: StoreCode): string | null {
  if (routeName === 'privacy') return STORE_VIEWS[storeCode].links.privacy.replace(/^\/i\//, '');
  return (STATIC_CMS_ROUTES as readonly string[]).includes(routeName) ? routeName : null;
}

/** The CMS page a route shows: /i/{slug}'s slug, or a static route's page; null for other routes. */
export function cmsIdentifierOf(
  route: { name: string },
  params: Record<string, string>,
  storeCode: StoreCode,
): string | null {
  return params.slug ?? staticCmsIdentifier(route.name, storeCode);
}
