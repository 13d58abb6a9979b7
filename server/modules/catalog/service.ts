// The catalogue service (SPEC 5 "Search and catalogue", SPEC 7 "Catalogue and content", ARCHITECTURE §4): product
// search with facets, categories, attributes, tax rules, the category menu and current prices. Results are cached by
// a hash of the normalized request (ARCHITECTURE §4 "Search"); `invalidate()` clears everything when the catalogue
// changes.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  Attribute,
  CatalogEntity,
  CatalogSearchRequest,
  Category,
  EntityList,
  FacetedProductList,
  Product,
  ProductSearchRequest,
  RenderListItem,
  TaxRuleItem,
} from '../../../src/domain/contract/catalog';
import { COLOR_ATTRIBUTE_CODE } from '../../../src/domain/colours';
import { computePriceFields } from '../../../src/domain/pricing';
import { SIZE_ATTRIBUTE_CODE } from '../../../src/domain/sizes';
import { STORE_VIEWS, type StoreCode } from '../../../src/domain/store-views';
import { findTaxRate } from '../../../src/domain/tax';
import type { Db } from '../../db/client';
import { productVariants, products } from '../../db/schema';
import { HttpError } from '../../http/reply';
import { loadAttributes, searchAttributes } from './attributes';
import { type CategoryIndex, categoryMenu, loadCategoryIndex, searchCategories } from './categories';
import { pageOf } from './entity-filters';
import { projectFields } from './fields';
import { DEFAULT_SEARCH_SIZE, FACETS, MAX_SEARCH_SIZE, searchProductPage } from './product-search';
import { forgetTaxRules, loadTaxRules as loadStoredTaxRules } from '../pricing/products';
import { productColumns, selectListedProducts, toProducts } from './products';
import { withTypedFields } from './typed-fields';
import { createResultCache, RESULT_CACHE_MAX_BYTES, type ResultCacheOptions, requestHash } from './result-cache';

export { DEFAULT_SEARCH_SIZE, MAX_SEARCH_SIZE };

/** Distinct searched term lists whose typo expansions are kept. */
const TERM_CACHE_ENTRIES = 5000;

export interface SearchOptions {
  /** false: read the database even when a cached result exists (e.g. prices for an order). */
  cache?: boolean;
}

export type EntityResult = FacetedProductList | EntityList<Category> | EntityList<Attribute> | EntityList<TaxRuleItem>;

export interface CatalogService {
  searchProducts(
    storeCode: StoreCode,
    request: ProductSearchRequest,
    options?: SearchOptions,
  ): Promise<FacetedProductList>;
  /** GET /api/catalog/{storeCode}/{entity}/_search. */
  search(storeCode: StoreCode, entity: CatalogEntity, request: CatalogSearchRequest): Promise<EntityResult>;
  categoryMenu(storeCode: StoreCode): Promise<Category>;
  /** Listed products (SPEC 5) by url_path or sku, unpaged, uncached. */
  findProducts(storeCode: StoreCode, by: { urlPaths?: string[]; skus?: string[] }): Promise<Product[]>;
  /** The parent sku of a configurable child. */
  parentSkuOf(childSku: string): Promise<string | undefined>;
  categories(storeCode: StoreCode): Promise<CategoryIndex>;
  /** SPEC 7 render-list: every price field of the products or children with these skus, in the order asked. */
  renderList(storeCode: StoreCode, skus: readonly string[]): Promise<RenderListItem[]>;
  /** The catalogue changed: forget cached results, tax rules, categories and attributes. */
  invalidate(): void;
  cacheStats(): { hits: number; misses: number; size: number; bytes: number };
}

export function createCatalogService(
  db: Db,
  clock: () => Date = () => new Date(),
  cacheOptions?: ResultCacheOptions,
  /** SPEC 8 "Order request outcomes": a missing grouped or bundle child is logged as 'Product not found'. */
  log: { warn(details: object, message: string): void } = { warn: () => {} },
): CatalogService {
  const notFound = (sku: string, parentSku: string) => log.warn({ sku, parentSku }, 'Product not found');
  // Issue 13: bounded by bytes too, so distinct anonymous searches cannot make the process hold gigabytes.
  const results = createResultCache({ maxBytes: RESULT_CACHE_MAX_BYTES, ...cacheOptions });
  // The typo expansions of search terms: dictionary lookups (search_terms changes with the catalogue only), kept
  // for the default time to live even where results are not (cacheOptions), and cleared by invalidate().
  const termExpansions = createResultCache({ maxEntries: TERM_CACHE_ENTRIES });
  const categoryLoads = new Map<StoreCode, Promise<CategoryIndex>>();
  const attributeLoads = new Map<StoreCode, Promise<Attribute[]>>();

  const once = <T>(map: Map<StoreCode, Promise<T>>, storeCode: StoreCode, load: () => Promise<T>) => {
    let value = map.get(storeCode);
    if (!value) {
      value = load();
      map.set(storeCode, value);
      value.catch(() => map.delete(storeCode));
    }
    return value;
  };

  const loadTaxRules = () => loadStoredTaxRules(db);

  /** Tax rates of the store's country by product tax class (SPEC 9 "Tax"). */
  const attributesOf = (storeCode: StoreCode) => once(attributeLoads, storeCode, () => loadAttributes(db, storeCode));
  const categoriesOf = (storeCode: StoreCode) => once(categoryLoads, storeCode, () => loadCategoryIndex(db, storeCode));

  async function pricing(storeCode: StoreCode) {
    const [rules, index] = await Promise.all([loadTaxRules(), categoriesOf(storeCode)]);
    const country = STORE_VIEWS[storeCode].taxCountry;
    const classes = new Set(rules.flatMap((rule) => rule.product_tax_class_ids));
    const rates = new Map([...classes].map((id) => [id, findTaxRate(rules, { productTaxClassId: id, country })]));
    const now = clock();
    return {
      rates,
      now,
      rateOf: (taxClassId: number) => rates.get(taxClassId) ?? 0,
      categoryName: (id: number) => index.byId.get(id)?.name,
    };
  }

  async function runProductSearch(storeCode: StoreCode, request: ProductSearchRequest): Promise<FacetedProductList> {
    const size = request.size === undefined || request.size <= 0 ? DEFAULT_SEARCH_SIZE : request.size;
    if (size > MAX_SEARCH_SIZE) throw new HttpError(400, `size: at most ${MAX_SEARCH_SIZE}`);
    const start = Math.max(0, request.from ?? 0);
    const context = await pricing(storeCode);
    const page = await searchProductPage(
      db,
      storeCode,
      request,
      context,
      { size, start },
      (rows, children) => toProducts(db, rows, context, children),
      termExpansions,
    );
    // SPEC 3 attributes_metadata of the faceted attributes, with the store's labels.
    const attributeOfFacet = { colors: COLOR_ATTRIBUTE_CODE, sizes: SIZE_ATTRIBUTE_CODE, prices: undefined };
    const codes = new Set<string | undefined>(
      Object.keys(page.aggregations).map((name) => attributeOfFacet[FACETS[name as keyof typeof FACETS]]),
    );
    const attributeMetadata = codes.size
      ? (await attributesOf(storeCode)).filter((attribute) => codes.has(attribute.attribute_code))
      : [];
    // Issue 17: a lookup by sku (the product page) gets the typed fields; every answer gets SPEC 4's group sums.
    const items = await withTypedFields(db, storeCode, page.items, context, {
      full: request.filters?.sku !== undefined,
      log: notFound,
    });
    return {
      items: projectFields(items, request.includeFields, request.excludeFields),
      total: page.total,
      start,
      perPage: size,
      aggregations: page.aggregations,
      attributeMetadata,
    };
  }

  async function searchTaxRules(request: CatalogSearchRequest): Promise<EntityList<TaxRuleItem>> {
    const rules = await loadTaxRules();
    const ids = request.filters?.id;
    for (const field of Object.keys(request.filters ?? {})) {
      if (field !== 'id') throw new HttpError(400, `filters.${field}: unknown filter field`);
    }
    const wanted = ids === undefined ? undefined : (Array.isArray(ids) ? ids : [ids]).map(Number);
    const matched = wanted ? rules.filter((rule) => wanted.includes(rule.id)) : rules;
    return pageOf(matched, request, MAX_SEARCH_SIZE, MAX_SEARCH_SIZE);
  }

  const service: CatalogService = {
    searchProducts(storeCode, request, options = {}) {
      if (options.cache === false) return runProductSearch(storeCode, request);
      return results.get(requestHash(storeCode, 'product', request), () => runProductSearch(storeCode, request));
    },

    search(storeCode, entity, request) {
      if (entity === 'product') return service.searchProducts(storeCode, request);
      return results.get(requestHash(storeCode, entity, request), async (): Promise<EntityResult> => {
        if (entity === 'category') {
          const list = searchCategories(await categoriesOf(storeCode), request);
          return { ...list, items: projectFields(list.items, request.includeFields, request.excludeFields) };
        }
        if (entity === 'attribute') {
          const list = searchAttributes(await attributesOf(storeCode), request);
          return { ...list, items: projectFields(list.items, request.includeFields, request.excludeFields) };
        }
        return searchTaxRules(request);
      });
    },

    categoryMenu: (storeCode) =>
      results.get(requestHash(storeCode, 'category-menu'), async () => categoryMenu(await categoriesOf(storeCode))),

    async findProducts(storeCode, by) {
      const conditions: SQL[] = [];
      if (by.urlPaths) conditions.push(inArray(products.urlPath, by.urlPaths.length ? by.urlPaths : ['']));
      if (by.skus) conditions.push(inArray(products.sku, by.skus.length ? by.skus : ['']));
      const rows = await selectListedProducts(db, storeCode, and(...conditions) as SQL);
      const context = await pricing(storeCode);
      return withTypedFields(db, storeCode, await toProducts(db, rows, context), context, {
        full: true,
        log: notFound,
      });
    },

    // Issue 18: asked on every product page (SPEC 2: is the sku a child to redirect?), so kept like the search's
    // results and forgotten with them (invalidate).
    parentSkuOf: (childSku) =>
      results.get(requestHash('parent-of', childSku), async () => {
        const [row] = await db
          .select({ parentSku: productVariants.parentSku })
          .from(productVariants)
          .where(eq(productVariants.sku, childSku));
        return row?.parentSku;
      }),

    categories: categoriesOf,

    async renderList(storeCode, skus) {
      if (!skus.length) return [];
      const context = await pricing(storeCode);
      const [parents, children] = await Promise.all([
        db
          .select(productColumns)
          .from(products)
          .where(and(eq(products.storeCode, storeCode), inArray(products.sku, [...skus]))),
        db
          .select({ variant: productVariants, parent: productColumns })
          .from(productVariants)
          .innerJoin(products, and(eq(products.sku, productVariants.parentSku), eq(products.storeCode, storeCode)))
          .where(inArray(productVariants.sku, [...skus])),
      ]);
      const refreshedAt = context.now.toISOString();
      const common = { price_is_current: true, price_refreshed_at: refreshedAt, tier_prices: [] };
      const items = new Map<string, RenderListItem>();
      for (const row of parents) {
        const prices = computePriceFields(row, context.rateOf(row.taxClassId), context.now);
        items.set(row.sku, { id: row.id, sku: row.sku, type_id: row.typeId, ...common, ...prices });
      }
      for (const { variant, parent } of children) {
        const source = {
          price: variant.price,
          specialPrice: variant.specialPrice,
          specialFromDate: parent.specialFromDate,
          specialToDate: parent.specialToDate,
        };
        const prices = computePriceFields(source, context.rateOf(parent.taxClassId), context.now);
        items.set(variant.sku, {
          id: variant.id,
          sku: variant.sku,
          type_id: 'simple',
          parentSku: parent.sku,
          ...common,
          ...prices,
        });
      }
      return skus.flatMap((sku) => items.get(sku) ?? []);
    },

    invalidate() {
      results.clear();
      termExpansions.clear();
      forgetTaxRules(db);
      categoryLoads.clear();
      attributeLoads.clear();
    },

    cacheStats: () => results.stats(),
  };
  return service;
}
