// The source module of each lazily loaded page, so the server can preload the chunk of the page it rendered.
import type { PageKind } from './routes';

export const PAGE_MODULES: Partial<Record<PageKind, string>> = {
  product: 'src/pages/product/product-page.tsx',
};
