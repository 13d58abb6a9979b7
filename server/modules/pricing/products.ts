// The sellable items of a cart or an order, priced now for a store view (SPEC 1: prices include tax, calculated
// server side; SPEC 9 "Tax": the store view's country rate, special prices only inside their window). The same price
// computation as the catalogue's (src/domain/pricing.ts computePriceFields with the parent's special-price window,
// as server/modules/catalog/service.ts renderList does), read inside the caller's transaction when it has one.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { COLOR_ATTRIBUTE_CODE, COLOR_ATTRIBUTE_ID } from '../../../src/domain/colours';
import type { ProductOption } from '../../../src/domain/contract/cart';
import type { TaxRuleItem } from '../../../src/domain/contract/catalog';
import { computePriceFields } from '../../../src/domain/pricing';
import type { BundleOption, CustomOption } from '../../../src/domain/product-types/schema';
import { SIZE_ATTRIBUTE_CODE, SIZE_ATTRIBUTE_ID } from '../../../src/domain/sizes';
import { STORE_VIEWS, type StoreCode } from '../../../src/domain/store-views';
import { findTaxRate } from '../../../src/domain/tax';
import type { Db } from '../../db/client';
import { productVariants, products, stockItems, taxRules } from '../../db/schema';

/** Shipping and payment fees are taxed like goods, at the standard rate (the seed's product tax class). */
export const STANDARD_TAX_CLASS_ID = 2;

export interface StockState {
  qty: number;
  isInStock: boolean;
  manageStock: boolean;
}

export interface PricedItem {
  /** The child's sku, or the simple product's. */
  sku: string;
  /** The configurable parent's sku (the sku itself for a simple product). */
  parentSku: string;
  productId: number;
  name: string;
  /** SPEC 3 "Cart item (server)" product_type: the parent's type ('configurable') or the product's own. */
  productType: string;
  /** SPEC 3 status of the child or product; >= 2 is unavailable. */
  status: number;
  /** The final price including tax (special price when active). */
  priceInclTax: number;
  taxRatePercent: number;
  image: string;
  /** SPEC 3 configurable_item_options of a configurable child. */
  productOption?: ProductOption;
  /**
   * Null: no stock record (not in stock). Undefined: not read (issue 18: an order's kept price, priceKeptItems; its
   * statement checks the stock under its row locks).
   */
  stock?: StockState | null;
  /** Issue 17: the bundle's options (links to sellable skus) and the custom options (a child: its parent's). */
  bundleOptions?: BundleOption[];
  customOptions?: CustomOption[];
}

export type Tx = Db;

/** A tax rule as the catalogue's taxrule entity answers it (SPEC 7) and as findTaxRate reads it. */
type TaxRuleRow = TaxRuleItem;

/**
 * Issue 18: the tax rules, read once per database and process, for prices, carts, orders and the catalogue's
 * taxrule entity alike, and forgotten with the catalogue's caches (`forgetTaxRules`, called by its invalidate()). An order or a cart total
 * then reads no tax rule; a failed read is not kept.
 */
const taxRuleLoads = new WeakMap<object, Promise<TaxRuleRow[]>>();

export function loadTaxRules(db: Tx): Promise<TaxRuleRow[]> {
  let load = taxRuleLoads.get(db);
  if (!load) {
    load = db
      .select()
      .from(taxRules)
      .orderBy(taxRules.id)
      .then((rows) =>
        rows.map((row) => ({
          id: row.id,
          code: row.code,
          product_tax_class_ids: row.productTaxClassIds,
          customer_tax_class_ids: row.customerTaxClassIds,
          rates: row.rates,
        })),
      );
    taxRuleLoads.set(db, load);
    load.catch(() => taxRuleLoads.delete(db));
  }
  return load;
}

/**
 * The catalogue changed (tax rules, prices, products): the next price reads them again. Issue 18: the kept price
 * sources of orders (priceKeptItems) are forgotten too.
 */
export function forgetTaxRules(db: Tx): void {
  taxRuleLoads.delete(db);
  keptPrices.delete(db);
}

/** The rate functions of each rule list (the cached one) by store view, so a price looks a rate up once. */
const rateFunctions = new WeakMap<readonly TaxRuleRow[], Map<StoreCode, (taxClassId: number) => number>>();

/** Tax rates of the store view's country by product tax class (SPEC 9 "Tax": no matching rate means 0). */
export async function storeTaxRates(db: Tx, storeCode: StoreCode) {
  const rules = await loadTaxRules(db);
  let byStore = rateFunctions.get(rules);
  if (!byStore) {
    byStore = new Map();
    rateFunctions.set(rules, byStore);
  }
  const known = byStore.get(storeCode);
  if (known) return known;
  const country = STORE_VIEWS[storeCode].taxCountry;
  const cache = new Map<number, number>();
  const rateOf = (taxClassId: number) => {
    let rate = cache.get(taxClassId);
    if (rate === undefined) {
      rate = findTaxRate(rules, { productTaxClassId: taxClassId, country });
      cache.set(taxClassId, rate);
    }
    return rate;
  };
  byStore.set(storeCode, rateOf);
  return rateOf;
}

const stockOf = (row: StockState | null): StockState | null =>
  row ? { qty: row.qty, isInStock: row.isInStock, manageStock: row.manageStock } : null;

function childOption(color: number, size: number): ProductOption {
  return {
    extension_attributes: {
      configurable_item_options: [
        { option_id: String(COLOR_ATTRIBUTE_ID), option_value: String(color) },
        { option_id: String(SIZE_ATTRIBUTE_ID), option_value: String(size) },
      ],
    },
  };
}

/**
 * Issue 18: the children's query is built once per database and prepared (on PostgreSQL a named statement, parsed
 * and planned once per connection), with only the columns a price needs: building and mapping a three-table select
 * cost more than the database's own work on every order and cart change.
 */
const variantQueries = new WeakMap<object, ReturnType<typeof prepareVariantQuery>>();

function prepareVariantQuery(db: Tx) {
  return db
    .select({
      variant: {
        sku: productVariants.sku,
        id: productVariants.id,
        price: productVariants.price,
        specialPrice: productVariants.specialPrice,
        status: productVariants.status,
        image: productVariants.image,
        color: productVariants.color,
        size: productVariants.size,
      },
      parent: {
        sku: products.sku,
        name: products.name,
        typeId: products.typeId,
        status: products.status,
        taxClassId: products.taxClassId,
        specialFromDate: products.specialFromDate,
        specialToDate: products.specialToDate,
        // Issue 17: a configurable product's custom options (monogram, gift wrap) price with its child.
        customOptions: products.customOptions,
      },
      stock: { qty: stockItems.qty, isInStock: stockItems.isInStock, manageStock: stockItems.manageStock },
    })
    .from(productVariants)
    .innerJoin(
      products,
      and(eq(products.sku, productVariants.parentSku), eq(products.storeCode, sql.placeholder('storeCode'))),
    )
    .leftJoin(stockItems, eq(stockItems.sku, productVariants.sku))
    .where(sql`${productVariants.sku} = any(${sql.placeholder('skus')}::text[])`)
    .prepare('pricing-variants');
}

function variantQuery(db: Tx) {
  let query = variantQueries.get(db);
  if (!query) {
    query = prepareVariantQuery(db);
    variantQueries.set(db, query);
  }
  return query;
}

/** What a price needs of a sellable sku, without its stock: the item's fields and the source of its price. */
interface PriceSourceRow {
  item: Omit<PricedItem, 'priceInclTax' | 'taxRatePercent' | 'stock'>;
  taxClassId: number;
  source: { price: number; specialPrice: number | null; specialFromDate: Date | null; specialToDate: Date | null };
}

/** The item priced at `now` (the special price's window is read at every use, never kept). */
function pricedItem(row: PriceSourceRow, rateOf: (taxClassId: number) => number, now: Date): PricedItem {
  const rate = rateOf(row.taxClassId);
  return {
    ...row.item,
    priceInclTax: computePriceFields(row.source, rate, now).final_price_incl_tax,
    taxRatePercent: rate,
  } as PricedItem;
}

/**
 * The price sources of these skus in the store view (children of configurable products, or products of another
 * type) with their stock records. A sku the store view does not sell is missing from the map.
 */
async function loadPriceSources(
  db: Tx,
  storeCode: StoreCode,
  unique: readonly string[],
): Promise<Map<string, { row: PriceSourceRow; stock: StockState | null }>> {
  const rows = new Map<string, { row: PriceSourceRow; stock: StockState | null }>();
  const children = await variantQuery(db).execute({ storeCode, skus: unique });
  for (const { variant, parent, stock } of children) {
    rows.set(variant.sku, {
      row: {
        item: {
          sku: variant.sku,
          parentSku: parent.sku,
          productId: variant.id,
          name: parent.name,
          productType: parent.typeId,
          status: Math.max(variant.status, parent.status),
          image: variant.image,
          productOption: childOption(variant.color, variant.size),
          ...(parent.customOptions.length ? { customOptions: parent.customOptions } : {}),
        },
        taxClassId: parent.taxClassId,
        source: {
          price: variant.price,
          specialPrice: variant.specialPrice,
          specialFromDate: parent.specialFromDate,
          specialToDate: parent.specialToDate,
        },
      },
      stock: stockOf(stock),
    });
  }
  const rest = unique.filter((sku) => !rows.has(sku));
  if (!rest.length) return rows;
  // Products sold as they are (simple, virtual, downloadable): never a configurable parent, which needs a child.
  const singles = await db
    .select({ product: products, stock: stockItems })
    .from(products)
    .leftJoin(stockItems, eq(stockItems.sku, products.sku))
    .where(and(eq(products.storeCode, storeCode), inArray(products.sku, rest), ne(products.typeId, 'configurable')));
  for (const { product, stock } of singles) {
    rows.set(product.sku, {
      row: {
        item: {
          sku: product.sku,
          parentSku: product.sku,
          productId: product.id,
          name: product.name,
          productType: product.typeId,
          status: product.status,
          image: product.image,
          ...(product.bundleOptions.length ? { bundleOptions: product.bundleOptions } : {}),
          ...(product.customOptions.length ? { customOptions: product.customOptions } : {}),
        },
        taxClassId: product.taxClassId,
        source: product,
      },
      stock: stockOf(stock),
    });
  }
  return rows;
}

/**
 * The priced items with these skus in the store view (children of configurable products, or products of another
 * type), by sku, with their stock as the database holds it now. A sku the store view does not sell is missing from
 * the map.
 */
export async function priceItems(
  db: Tx,
  storeCode: StoreCode,
  skus: readonly string[],
  now: Date,
  rates?: (taxClassId: number) => number,
): Promise<Map<string, PricedItem>> {
  const items = new Map<string, PricedItem>();
  if (!skus.length) return items;
  const [rateOf, rows] = await Promise.all([
    rates ?? storeTaxRates(db, storeCode),
    loadPriceSources(db, storeCode, [...new Set(skus)]),
  ]);
  for (const [sku, { row, stock }] of rows) items.set(sku, { ...pricedItem(row, rateOf, now), stock });
  return items;
}

/**
 * Issue 18 (orders ≥ 500/s): the price sources an order reads, kept per database and process so that a new order
 * costs one round trip to the database (its statement, ../order/place-statement.ts), not two. SPEC 1 (prices
 * calculated server side), ARCHITECTURE §4: the server still prices every line from its own data; what is kept is the
 * database's row (price, special price and its window, tax class, status, options), priced again at each order's
 * time. Never the stock: the order's statement checks and takes it under its row locks. Forgotten with the
 * catalogue's caches (`forgetTaxRules`, run by the catalogue's invalidate(): `/invalidate` on this instance, and on
 * every other one through the cluster bus), and each entry after the catalogue results' time to live, so an order
 * never uses a price older than the catalogue's pages show.
 */
export const KEPT_PRICE_TTL_MS = 60_000;
/** Bounded: the skus of a large catalogue in both store views fit; the oldest entry goes first. */
export const KEPT_PRICE_MAX_ENTRIES = 100_000;

interface KeptPrices {
  entries: Map<string, { at: number; row: PriceSourceRow }>;
}

const keptPrices = new WeakMap<object, KeptPrices>();

/** The kept prices of this database; a fresh set after forgetTaxRules. */
function keptPricesOf(db: Tx): KeptPrices {
  let kept = keptPrices.get(db);
  if (!kept) {
    kept = { entries: new Map() };
    keptPrices.set(db, kept);
  }
  return kept;
}

/**
 * Like priceItems, from the kept price sources (issue 18): only the skus not kept (or kept longer than the time to
 * live) are read. The items carry no stock (`stock` undefined): the caller reserves it in the database.
 */
export async function priceKeptItems(
  db: Tx,
  storeCode: StoreCode,
  skus: readonly string[],
  now: Date,
  rateOf: (taxClassId: number) => number,
): Promise<Map<string, PricedItem>> {
  const items = new Map<string, PricedItem>();
  if (!skus.length) return items;
  // Taken before the read: a forget() during the read leaves what it loaded in the set that was dropped.
  const kept = keptPricesOf(db);
  const fresh = performance.now() - KEPT_PRICE_TTL_MS;
  const missing: string[] = [];
  for (const sku of new Set(skus)) {
    const entry = kept.entries.get(`${storeCode}\u0000${sku}`);
    if (entry && entry.at > fresh) items.set(sku, pricedItem(entry.row, rateOf, now));
    else missing.push(sku);
  }
  if (!missing.length) return items;
  const at = performance.now();
  for (const [sku, { row }] of await loadPriceSources(db, storeCode, missing)) {
    const key = `${storeCode}\u0000${sku}`;
    kept.entries.delete(key);
    kept.entries.set(key, { at, row });
    if (kept.entries.size > KEPT_PRICE_MAX_ENTRIES) {
      const oldest = kept.entries.keys().next().value;
      if (oldest !== undefined) kept.entries.delete(oldest);
    }
    items.set(sku, pricedItem(row, rateOf, now));
  }
  return items;
}

/** The value_index the configurable_item_options give for an attribute (by id or code), if any. */
function optionValue(
  option: ProductOption | undefined,
  attributeId: number,
  attributeCode: string,
): number | undefined {
  const entry = option?.extension_attributes.configurable_item_options?.find(
    (item) => String(item.option_id) === String(attributeId) || String(item.option_id) === attributeCode,
  );
  const value = entry === undefined ? Number.NaN : Number(entry.option_value);
  return Number.isInteger(value) ? value : undefined;
}

/**
 * SPEC 7 cart update: the sku is the child's, or (SPEC: "parent sku for configurable") the parent's with
 * product_option.extension_attributes.configurable_item_options naming the child by its color and size value_index.
 * Returns the child's (or simple product's) sku, or undefined when nothing matches.
 */
export async function resolveSku(
  db: Tx,
  storeCode: StoreCode,
  sku: string,
  option: ProductOption | undefined,
): Promise<string | undefined> {
  const [variant] = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.sku, sku));
  if (variant) return variant.sku;
  const [product] = await db
    .select({ typeId: products.typeId })
    .from(products)
    .where(and(eq(products.storeCode, storeCode), eq(products.sku, sku)));
  if (!product) return undefined;
  if (product.typeId !== 'configurable') return sku;
  const color = optionValue(option, COLOR_ATTRIBUTE_ID, COLOR_ATTRIBUTE_CODE);
  const size = optionValue(option, SIZE_ATTRIBUTE_ID, SIZE_ATTRIBUTE_CODE);
  if (color === undefined || size === undefined) return undefined;
  const [child] = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(eq(productVariants.parentSku, sku), eq(productVariants.color, color), eq(productVariants.size, size)));
  return child?.sku;
}
