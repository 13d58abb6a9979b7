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
  /** Null: no stock record (not in stock). */
  stock: StockState | null;
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

/** The catalogue changed (tax rules included): the next price reads them again. */
export function forgetTaxRules(db: Tx): void {
  taxRuleLoads.delete(db);
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

/**
 * The priced items with these skus in the store view (children of configurable products, or products of another
 * type), by sku. A sku the store view does not sell is missing from the map.
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
  const unique = [...new Set(skus)];
  const [rateOf, children] = await Promise.all([
    rates ?? storeTaxRates(db, storeCode),
    variantQuery(db).execute({ storeCode, skus: unique }),
  ]);
  for (const { variant, parent, stock } of children) {
    const source = {
      price: variant.price,
      specialPrice: variant.specialPrice,
      specialFromDate: parent.specialFromDate,
      specialToDate: parent.specialToDate,
    };
    const rate = rateOf(parent.taxClassId);
    items.set(variant.sku, {
      sku: variant.sku,
      parentSku: parent.sku,
      productId: variant.id,
      name: parent.name,
      productType: parent.typeId,
      status: Math.max(variant.status, parent.status),
      priceInclTax: computePriceFields(source, rate, now).final_price_incl_tax,
      taxRatePercent: rate,
      image: variant.image,
      productOption: childOption(variant.color, variant.size),
      stock: stockOf(stock),
      ...(parent.customOptions.length ? { customOptions: parent.customOptions } : {}),
    });
  }
  const rest = unique.filter((sku) => !items.has(sku));
  if (!rest.length) return items;
  // Products sold as they are (simple, virtual, downloadable): never a configurable parent, which needs a child.
  const singles = await db
    .select({ product: products, stock: stockItems })
    .from(products)
    .leftJoin(stockItems, eq(stockItems.sku, products.sku))
    .where(and(eq(products.storeCode, storeCode), inArray(products.sku, rest), ne(products.typeId, 'configurable')));
  for (const { product, stock } of singles) {
    const rate = rateOf(product.taxClassId);
    items.set(product.sku, {
      sku: product.sku,
      parentSku: product.sku,
      productId: product.id,
      name: product.name,
      productType: product.typeId,
      status: product.status,
      priceInclTax: computePriceFields(product, rate, now).final_price_incl_tax,
      taxRatePercent: rate,
      image: product.image,
      stock: stockOf(stock),
      ...(product.bundleOptions.length ? { bundleOptions: product.bundleOptions } : {}),
      ...(product.customOptions.length ? { customOptions: product.customOptions } : {}),
    });
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
