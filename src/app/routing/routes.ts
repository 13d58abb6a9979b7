// SPEC 2 route table as data: every route exists under each store code (/{storeCode}/path) and its name is
// {storeCode}-{name} (appendStoreCode). The server uses the same table for HTTP status codes.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_STORE_CODE, isStoreCode, type StoreCode } from '../../domain/store-views';

export type LayoutName = 'default' | 'minimal' | 'empty';
export type PageKind =
  | 'home'
  | 'placeholder'
  | 'not-found'
  | 'error'
  | 'product'
  | 'category'
  | 'search'
  | 'compare'
  | 'recently-viewed'
  | 'account'
  | 'password'
  | 'cms'
  | 'payment-return'
  | 'abandoned-cart'
  | 'checkout'
  | 'thankyou'
  | 'store-locator'
  | 'order-tracking'
  | 'contact'
  | 'paper-catalogue'
  | 'sale';

export interface RouteDef {
  name: string;
  path: string;
  layout: LayoutName;
  page: PageKind;
  title: MessageDescriptor;
  status?: number;
}

/** SPEC 2 static pages: each shows the store view's CMS page of the route (src/domain/cms.ts, issue 16). */
const staticPage = (name: string, path: string, title: MessageDescriptor): RouteDef => ({
  name,
  path,
  layout: 'default',
  page: 'cms',
  title,
});

/** SPEC 2 /my-account/*: the account pages, guarded for a logged-in customer (SPEC 6). */
const accountPage = (name: string, path: string, title: MessageDescriptor): RouteDef => ({
  name,
  path,
  layout: 'default',
  page: 'account',
  title,
});

export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: '/', layout: 'default', page: 'home', title: msg`Home` },
  { name: 'home-pwa', path: '/pwa.html', layout: 'default', page: 'home', title: msg`Home` },
  { name: 'checkout', path: '/checkout', layout: 'minimal', page: 'checkout', title: msg`Checkout` },
  { name: 'thankyou', path: '/thankyou', layout: 'minimal', page: 'thankyou', title: msg`Thank you for your order` },
  staticPage('legal', '/legal', msg`Legal Notice`),
  staticPage('privacy', '/privacy', msg`Privacy`),
  staticPage('magazine', '/magazine', msg`Magazine`),
  // Issue 16 service pages: the route's CMS text and the page's own part (src/pages/service/).
  { ...staticPage('sale', '/sale', msg`Sale`), page: 'sale' },
  { ...staticPage('order-tracking', '/order-tracking', msg`Track my Order`), page: 'order-tracking' },
  staticPage('about-us', '/about-us', msg`About us`),
  staticPage('customer-service', '/customer-service', msg`Customer service`),
  { ...staticPage('store-locator', '/store-locator', msg`Store locator`), page: 'store-locator' },
  staticPage('size-guide', '/size-guide', msg`Size guide`),
  staticPage('gift-card', '/gift-card', msg`Gift card`),
  staticPage('delivery', '/delivery', msg`Delivery`),
  staticPage('returns', '/returns', msg`Returns policy`),
  // Issue 16: how to order from the printed catalogue (CMS text), with the catalogue's order form under it.
  { ...staticPage('order-from-catalog', '/order-from-catalog', msg`Order from catalogue`), page: 'paper-catalogue' },
  { ...staticPage('contact', '/contact', msg`Contact`), page: 'contact' },
  accountPage('my-account', '/my-account', msg`My account`),
  accountPage('my-shipping-details', '/my-account/shipping-details', msg`Shipping details`),
  accountPage('my-newsletter', '/my-account/newsletter', msg`Newsletter`),
  accountPage('my-orders', '/my-account/orders', msg`My orders`),
  accountPage('my-order', '/my-account/orders/:orderId', msg`Order details`),
  {
    name: 'my-recently-viewed',
    path: '/my-account/recently-viewed',
    layout: 'default',
    page: 'recently-viewed',
    title: msg`Recently viewed`,
  },
  accountPage('my-paper-catalogue', '/my-account/paper-catalogue', msg`Paper catalogue`),
  // SPEC 1 "a loyalty card page" (issue 16).
  accountPage('my-loyalty-card', '/my-account/loyalty-card', msg`Loyalty card`),
  { name: 'compare', path: '/compare', layout: 'default', page: 'compare', title: msg`Compare Products` },
  { name: 'error', path: '/error', layout: 'minimal', page: 'error', title: msg`Internal server error`, status: 500 },
  { name: 'product', path: '/p/:parentSku/:slug', layout: 'default', page: 'product', title: msg`Product` },
  {
    name: 'configurable-product',
    path: '/p/:parentSku/:slug/:childSku',
    layout: 'default',
    page: 'product',
    title: msg`Product`,
  },
  { name: 'category', path: '/c/:slug', layout: 'default', page: 'category', title: msg`Category` },
  { name: 'cms-page', path: '/i/:slug', layout: 'default', page: 'cms', title: msg`Information` },
  {
    name: 'create-password',
    path: '/create-password',
    layout: 'minimal',
    page: 'password',
    title: msg`Create password`,
  },
  {
    name: 'reset-password',
    path: '/reset-password/:token',
    layout: 'minimal',
    page: 'password',
    title: msg`Reset password`,
  },
  // Issue 16: the CMS text and the order form for anyone (src/pages/service/paper-catalogue-order.tsx).
  { ...staticPage('paper-catalogue', '/paper-catalogue', msg`Paper catalogue`), page: 'paper-catalogue' },
  { name: 'search', path: '/search', layout: 'default', page: 'search', title: msg`Search results` },
  { name: 'montonio-return', path: '/montonio-return', layout: 'empty', page: 'payment-return', title: msg`Payment` },
  { name: 'esto-return', path: '/esto-return', layout: 'empty', page: 'payment-return', title: msg`Payment` },
  { name: 'modena-return', path: '/modena-return', layout: 'empty', page: 'payment-return', title: msg`Payment` },
  {
    name: 'abandoned-cart-return',
    path: '/abandoned-cart-return',
    // The login modal and the mini cart of SPEC 2's abandoned-cart return live in the default layout's header.
    layout: 'default',
    page: 'abandoned-cart',
    title: msg`Your shopping cart`,
  },
];

export const NOT_FOUND_ROUTE: RouteDef = {
  name: 'page-not-found',
  path: '*',
  layout: 'default',
  page: 'not-found',
  title: msg`Page not found`,
  status: 404,
};

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  storeCode: StoreCode;
  /** The path below the store code, starting with '/'. */
  path: string;
  /** SPEC 2: route names are {storeCode}-{name} when the store code is appended. */
  routeName: string;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = path.split('/').filter(Boolean);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i] as string;
    const value = actual[i] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/** Splits '/lv/c/kleitas' into the store code and the path below it; null when no store code leads. */
export function splitStorePath(pathname: string): { storeCode: StoreCode; path: string } | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isStoreCode(first)) return null;
  return { storeCode: first, path: `/${rest.join('/')}` };
}

/** Resolves a store path; an unknown store falls back to the default store view (SPEC 1). */
export function resolveRoute(pathname: string): RouteMatch {
  const split = splitStorePath(pathname) ?? { storeCode: DEFAULT_STORE_CODE, path: pathname };
  const path = split.path.length > 1 ? split.path.replace(/\/+$/, '') : '/';
  for (const route of ROUTES) {
    const params = matchPattern(route.path, path);
    if (params)
      return { route, params, storeCode: split.storeCode, path, routeName: `${split.storeCode}-${route.name}` };
  }
  return {
    route: NOT_FOUND_ROUTE,
    params: {},
    storeCode: split.storeCode,
    path,
    routeName: `${split.storeCode}-${NOT_FOUND_ROUTE.name}`,
  };
}

/** The href of a named route in a store view: getHref('category', { slug: 'kleidid' }, 'ee') -> '/ee/c/kleidid'. */
export function getHref(name: string, params: Record<string, string> = {}, storeCode: StoreCode): string {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route "${name}"`);
  const path = route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route "${name}" needs the parameter "${key}"`);
    return encodeURIComponent(value);
  });
  return path === '/' ? `/${storeCode}/` : `/${storeCode}${path}`;
}

/** Product URL (SPEC 2): /p/{parentSku}/{slug}/{childSku} when a child is chosen. */
export function productHref(
  product: { sku: string; slug: string },
  childSku: string | undefined,
  storeCode: StoreCode,
): string {
  return childSku
    ? getHref('configurable-product', { parentSku: product.sku, slug: product.slug, childSku }, storeCode)
    : getHref('product', { parentSku: product.sku, slug: product.slug }, storeCode);
}
