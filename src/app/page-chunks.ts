// Pages beyond the home page load as their own chunks, so the first view stays within its JS budget. The server
// and the client both preload the page they are about to render (preloadPage), and `lazy` then resolves
// synchronously from that cache: the server renders the page in one pass (no streamed inline swap script, which
// the CSP forbids) and hydration finds the same tree.
import { type ComponentType, lazy } from 'react';
import type { PageKind } from './routes';

// biome-ignore lint/suspicious/noExplicitAny: each page has its own props; the route table supplies them.
type PageModule = { default: ComponentType<any> };

const LOADERS: Partial<Record<PageKind, () => Promise<PageModule>>> = {
  product: () => import('../pages/product/product-page').then((m) => ({ default: m.ProductPage })),
  category: () => import('../pages/category/category-page').then((m) => ({ default: m.CategoryPage })),
  search: () => import('../pages/search/search-page').then((m) => ({ default: m.SearchPage })),
  account: () => import('../pages/account/account-chunk').then((m) => ({ default: m.AccountPage })),
  password: () => import('../pages/account/account-chunk').then((m) => ({ default: m.PasswordPage })),
  compare: () => import('../pages/lists/listed-products-page').then((m) => ({ default: m.ComparePage })),
  checkout: () => import('../pages/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })),
  thankyou: () => import('../pages/checkout/thank-you-page').then((m) => ({ default: m.ThankYouPage })),
  'recently-viewed': () =>
    import('../pages/lists/listed-products-page').then((m) => ({ default: m.RecentlyViewedPage })),
  // Issue 15 (pay-client): the payment return pages and the abandoned-cart return.
  'payment-return': () =>
    import('../pages/payment-return/payment-return-page').then((m) => ({ default: m.PaymentReturnPage })),
  'abandoned-cart': () =>
    import('../pages/abandoned-cart/abandoned-cart-page').then((m) => ({ default: m.AbandonedCartPage })),
};

const loaded = new Map<PageKind, PageModule>();

/** Loads a page's module once; resolves at once for pages that are not split out. */
export async function preloadPage(kind: PageKind): Promise<void> {
  const load = LOADERS[kind];
  if (!load || loaded.has(kind)) return;
  loaded.set(kind, await load());
}

function lazyPage(kind: PageKind) {
  return lazy(() => {
    const ready = loaded.get(kind);
    // A thenable that calls back at once: React's lazy reads it synchronously.
    // biome-ignore lint/suspicious/noThenProperty: this object is meant to be a thenable, for React.lazy.
    if (ready) return { then: (resolve: (module: PageModule) => void) => resolve(ready) } as Promise<PageModule>;
    return preloadPage(kind).then(() => loaded.get(kind) as PageModule);
  });
}

export const ProductPage = lazyPage('product');
export const CategoryPage = lazyPage('category');
export const SearchPage = lazyPage('search');
export const ComparePage = lazyPage('compare');
export const RecentlyViewedPage = lazyPage('recently-viewed');
export const AccountPage = lazyPage('account');
export const PasswordPage = lazyPage('password');
export const CheckoutPage = lazyPage('checkout');
export const ThankYouPage = lazyPage('thankyou');
export const PaymentReturnPage = lazyPage('payment-return');
export const AbandonedCartPage = lazyPage('abandoned-cart');
