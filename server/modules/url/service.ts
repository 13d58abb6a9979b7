// SPEC 2 "Unknown URLs": a URL is a product, a category or a CMS page. Products and categories by url_path (leading
// slash stripped, SPEC 2 "Category pages"), CMS pages as i/<identifier> (SPEC 2 route /i/{slug}); a configurable
// child is reachable as <parent url_path>/<child sku> and maps to its parent with `childSku`.
import { and, eq } from 'drizzle-orm';
import type { Product } from '../../../src/domain/contract/catalog';
import type { UrlMapRequest, UrlMapResult } from '../../../src/domain/contract/url';
import { DEFAULT_STORE_CODE, type StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { cmsPages } from '../../db/schema';
import { withChildren } from '../catalog/categories';
import { projectFields } from '../catalog/fields';
import type { CatalogService } from '../catalog/service';

export interface UrlService {
  /** The mapping of the URL, or undefined when nothing maps. */
  map(request: UrlMapRequest): Promise<UrlMapResult | undefined>;
}

/** '/ee/naised/kleidid/?color=49' -> 'naised/kleidid' (scheme and host, query, hash, store prefix, slashes dropped). */
export function urlPathOf(url: string, storeCode: StoreCode): string {
  let path = url.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return '';
    }
  }
  path = path.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as typed; it will simply not match.
  }
  // Issue 13 finding 9: a NUL character (typed as %00) matches no URL; the database is never asked with one.
  if (path.includes('\u0000')) return '';
  path = path.replace(/^\/+|\/+$/g, '');
  // SPEC 2: with appendStoreCode every path starts with /{storeCode}.
  if (path === storeCode) return '';
  if (path.startsWith(`${storeCode}/`)) path = path.slice(storeCode.length + 1);
  return path;
}

export function createUrlService(db: Db, catalog: CatalogService): UrlService {
  const childOf = (product: Product, sku: string | undefined) =>
    sku ? product.configurable_children?.find((child) => child.sku === sku) : undefined;

  function productMapping(product: Product, childSku: string | undefined, request: UrlMapRequest): UrlMapResult {
    const source = projectFields(product, request.includeFields, request.excludeFields);
    return {
      _type: 'product',
      _source: { ...source, parentSku: product.sku, ...(childSku ? { childSku } : {}) },
    };
  }

  return {
    async map(request) {
      const storeCode = request.storeCode ?? DEFAULT_STORE_CODE;
      const path = urlPathOf(request.url, storeCode);
      if (!path) return undefined;

      const cmsPage = async (identifier: string): Promise<UrlMapResult | undefined> => {
        const [page] = await db
          .select({ id: cmsPages.id, identifier: cmsPages.identifier, title: cmsPages.title })
          .from(cmsPages)
          .where(
            and(eq(cmsPages.storeCode, storeCode), eq(cmsPages.identifier, identifier), eq(cmsPages.isActive, true)),
          );
        return page
          ? { _type: 'cms_page', _source: projectFields(page, request.includeFields, request.excludeFields) }
          : undefined;
      };
      const cms = /^i\/([^/]+)$/.exec(path);
      if (cms?.[1]) {
        const page = await cmsPage(cms[1]);
        if (page) return page;
      }

      const [product] = await catalog.findProducts(storeCode, { urlPaths: [path] });
      if (product) return productMapping(product, childOf(product, request.filters?.sku)?.sku, request);

      // <parent url_path>/<child sku>
      const slash = path.lastIndexOf('/');
      if (slash > 0) {
        const [parent] = await catalog.findProducts(storeCode, { urlPaths: [path.slice(0, slash)] });
        const child = parent && childOf(parent, path.slice(slash + 1));
        if (parent && child) return productMapping(parent, child.sku, request);
      }

      const index = await catalog.categories(storeCode);
      const category = index.all.find((item) => item.url_path === path && item.is_active);
      if (category) {
        const source = projectFields(withChildren(index, category), request.includeFields, request.excludeFields);
        return { _type: 'category', _source: source as unknown as Record<string, unknown> };
      }
      // Issue 16: a CMS page's bare identifier (/ee/tellimistingimused) after products and categories.
      if (!path.includes('/')) return cmsPage(path);
      return undefined;
    },
  };
}
