// The source module of each page split into its own chunk (see page-chunks.ts), so the server can preload the
// chunk of the page it rendered from the build manifest.
import type { PageKind } from './routes';

export const PAGE_MODULES: Partial<Record<PageKind, string>> = {
  product: 'src/pages/product/product-page.tsx',
  category: 'src/pages/category/category-page.tsx',
  search: 'src/pages/search/search-page.tsx',
  account: 'src/pages/account/account-chunk.tsx',
  password: 'src/pages/account/account-chunk.tsx',
  compare: 'src/pages/lists/listed-products-page.tsx',
  checkout: 'src/pages/checkout/checkout-page.tsx',
  thankyou: 'src/pages/checkout/thank-you-page.tsx',
  'recently-viewed': 'src/pages/lists/listed-products-page.tsx',
  'payment-return': 'src/pages/payment-return/payment-return-page.tsx',
  'abandoned-cart': 'src/pages/abandoned-cart/abandoned-cart-page.tsx',
};
