// Catalogue reads: products with every SPEC 3 price field computed here (SPEC 1: tax is server side).
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductSearchRequest, Product, ProductList } from '../../../src/domain/contract/catalog';
import { computePriceFields } from '../../../src/domain/pricing';
import { slugify } from '../../../src/domain/slug';
import { STORE_VIEWS, type StoreCode } from '../../../src/domain/store-views';
import { findTaxRate, type TaxRule } from '../../../src/domain/tax';
import type { Db } from '../../db/client';
import { productVariants, products, stockItems, taxRules } from '../../db/schema';
import { HttpError } from '../../http/reply';

// SPEC 5 "Search and catalogue": a size of 0 or less uses 50, a negative start becomes 0.
export const DEFAULT_SEARCH_SIZE = 50;
export const MAX_SEARCH_SIZE = 4000;
// SPEC 5: product queries force visibility in (2,3,4) and status in (0,1).
const LISTED_VISIBILITY = [2, 3, 4];
const LISTED_STATUS = [0, 1];

type ProductRow = typeof products.$inferSelect;

/** Fields that can be filtered on, mapped to their columns (the rest of SPEC's filters come with search). */
const FILTERABLE = {
  id: products.id,
  sku: products.sku,
  type_id: products.typeId,
  is_new: products.isNew,
  bestseller: products.bestseller,
  sale: products.sale,
  category_ids: products.categoryIds,
  created_at: products.createdAt,
} as const;

const SORTABLE = {
  created_at: products.createdAt,
  price: products.price,
  name: products.name,
  id: products.id,
} as const;

type FilterValue = NonNullable<ProductSearchRequest['filters']>[string];

function filterCondition(field: string, value: FilterValue): SQL {
  const column = FILTERABLE[field as keyof typeof FILTERABLE];
  if (!column) throw new HttpError(400, `filters.${field}: unknown filter field`);
  if (column === products.categoryIds) {
    const ids = (Array.isArray(value) ? value : [value]).map(Number);
    if (ids.some((id) => !Number.isInteger(id))) throw new HttpError(400, `filters.${field}: expected category ids`);
    return sql`${products.categoryIds} && ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::integer[]`;
  }
  if (Array.isArray(value)) return inArray(column, value as never[]);
  if (typeof value === 'object' && value !== null) {
    const parts: SQL[] = [];
    if (value.gte !== undefined) parts.push(gte(column, value.gte as never));
    if (value.lte !== undefined) parts.push(lte(column, value.lte as never));
    if (!parts.length) throw new HttpError(400, `filters.${field}: a range needs gte or lte`);
    return and(...parts) as SQL;
  }
  return eq(column, value as never);
}

function sortOrder(sort: string | undefined): SQL[] {
  // SPEC 9: the default sort is created_at descending.
  const spec = sort?.trim() ? sort : 'created_at:desc';
  const order = spec.split(',').map((part) => {
    const [field = '', direction = 'asc'] = part.trim().split(':');
    const column = SORTABLE[field as keyof typeof SORTABLE];
    if (!column) throw new HttpError(400, `sort: unknown sort field "${field}"`);
    if (direction !== 'asc' && direction !== 'desc') throw new HttpError(400, `sort: direction must be asc or desc`);
    return direction === 'desc' ? desc(column) : asc(column);
  });
  return [...order, asc(products.id)];
}

export interface CatalogService {
  searchProducts(storeCode: StoreCode, request: ProductSearchRequest): Promise<ProductList>;
}

export function createCatalogService(db: Db, clock: () => Date = () => new Date()): CatalogService {
  let rulesCache: { at: number; rules: TaxRule[] } | null = null;

  async function loadTaxRules(): Promise<TaxRule[]> {
    if (rulesCache && Date.now() - rulesCache.at < 60_000) return rulesCache.rules;
    const rows = await db.select().from(taxRules);
    const rules = rows.map((row) => ({
      id: row.id,
      product_tax_class_ids: row.productTaxClassIds,
      customer_tax_class_ids: row.customerTaxClassIds,
      rates: row.rates,
    }));
    rulesCache = { at: Date.now(), rules };
    return rules;
  }

  async function toProducts(storeCode: StoreCode, rows: ProductRow[]): Promise<Product[]> {
    if (!rows.length) return [];
    const now = clock();
    const rules = await loadTaxRules();
    const country = STORE_VIEWS[storeCode].taxCountry;
    const skus = rows.map((row) => row.sku);
    const variants = await db.select().from(productVariants).where(inArray(productVariants.parentSku, skus));
    const stockSkus = [...skus, ...variants.map((variant) => variant.sku)];
    const stock = new Map(
      (await db.select().from(stockItems).where(inArray(stockItems.sku, stockSkus))).map((item) => [item.sku, item]),
    );
    const stockOf = (sku: string) => {
      const item = stock.get(sku);
      return item
        ? { is_in_stock: item.isInStock, qty: item.qty, manage_stock: item.manageStock }
        : { is_in_stock: false, qty: 0, manage_stock: true };
    };
    return rows.map((row) => {
      const rate = findTaxRate(rules, { productTaxClassId: row.taxClassId, country });
      const children = variants
        .filter((variant) => variant.parentSku === row.sku)
        .map((variant) => ({
          sku: variant.sku,
          color: variant.color,
          size: variant.size,
          status: variant.status,
          image: variant.image,
          stock: stockOf(variant.sku),
          ...computePriceFields(
            {
              price: variant.price,
              specialPrice: variant.specialPrice,
              specialFromDate: row.specialFromDate,
              specialToDate: row.specialToDate,
            },
            rate,
            now,
          ),
        }));
      return {
        id: row.id,
        sku: row.sku,
        type_id: row.typeId,
        name: row.name,
        slug: slugify(row.urlKey),
        url_key: row.urlKey,
        url_path: row.urlPath,
        status: row.status,
        visibility: row.visibility,
        image: row.image,
        thumbnail: row.image,
        small_image: row.image,
        is_new: row.isNew,
        sale: row.sale,
        category_ids: row.categoryIds,
        created_at: row.createdAt.toISOString(),
        tax_class_id: row.taxClassId,
        description: row.description,
        brand_name: row.brandName,
        material: row.material,
        stock: stockOf(row.sku),
        configurable_options: row.configurableOptions,
        configurable_children: children,
        ...computePriceFields(row, rate, now),
      };
    });
  }

  return {
    async searchProducts(storeCode, request) {
      const size = request.size === undefined || request.size <= 0 ? DEFAULT_SEARCH_SIZE : request.size;
      if (size > MAX_SEARCH_SIZE) throw new HttpError(400, `size: at most ${MAX_SEARCH_SIZE}`);
      const start = Math.max(0, request.from ?? 0);
      const conditions: SQL[] = [
        eq(products.storeCode, storeCode),
        inArray(products.visibility, LISTED_VISIBILITY),
        inArray(products.status, LISTED_STATUS),
      ];
      for (const [field, value] of Object.entries(request.filters ?? {})) {
        if (field === 'visibility' || field === 'status') continue; // SPEC 5: forced, never widened
        conditions.push(filterCondition(field, value));
      }
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(...sortOrder(request.sort))
          .limit(size)
          .offset(start),
        db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
      ]);
      return {
        items: await toProducts(storeCode, rows),
        total: count?.total ?? 0,
        start,
        perPage: size,
        aggregations: {},
        attributeMetadata: [],
      };
    },
  };
}
