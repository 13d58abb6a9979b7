// The browser's HTTP side (ky, the zod contracts and the adapters that use them), loaded on the first request: the
// first view is rendered on the server and restored from its snapshots, so it needs none of it (the JS budget).
import {
  loadCategoryBySlug,
  loadHomeLists,
  loadProductBySku,
  loadProductsBySkus,
  searchListing,
  searchProducts,
} from '../../adapters/catalog';
import { loadCmsPage } from '../../adapters/cms';
import { createHttp } from '../../adapters/http';
import { loadReviews, submitReview } from '../../adapters/review';
import { loadStores } from '../../adapters/service-pages';
import { lookupUrl } from '../../adapters/url';

export function browserIo() {
  const http = createHttp('/');
  return {
    http,
    loadCategoryBySlug,
    loadHomeLists,
    loadProductBySku,
    loadProductsBySkus,
    searchProducts,
    searchListing,
    lookupUrl,
    loadCmsPage,
    loadReviews,
    submitReview,
    loadStores,
  };
}

export type BrowserIo = ReturnType<typeof browserIo>;
