// Issue 17, SPEC 3: the typed fields of a product answer (product_links, bundle_options, custom_options,
// downloadable_links) and SPEC 4's grouped/bundle prices (0 plus the linked products' prices × qty, the bundle's
// default or first link). Lookups of a product (a sku filter, the URL map) get the fields; listings stay lean and
// only get the summed price of a grouped or bundle product. The downloadable file's path is never served.
import { and, eq, inArray } from 'drizzle-orm';
import type { Product } from '../../../src/domain/contract/catalog';
import { roundMoney } from '../../../src/domain/money';
import { bundlePrice, groupedPrice } from '../../../src/domain/product-types/prices';
import type { BundleOption, TypedProductFields } from '../../../src/domain/product-types/schema';
import type { StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { forgetTaxRules, priceItems, storeTaxRates } from '../pricing/products';

const SUMMED_TYPES = new Set(['grouped', 'bundle']);

interface TypedRow {
  sku: string;
  productLinks: NonNullable<TypedProductFields['product_links']>;
  bundleOptions: BundleOption[];
  customOptions: NonNullable<TypedProductFields['custom_options']>;
  downloadableLinks: (NonNullable<TypedProductFields['downloadable_links']>[number] & { file?: string })[];
}

/** The product with SPEC 4's summed price in every price field (incl. and excl. tax at the product's rate). */
function withSummedPrice(product: Product, inclTax: number, rate: number): Product {
  const incl = roundMoney(inclTax);
  const net = roundMoney(incl / (1 + rate / 100));
  const tax = roundMoney(incl - net);
  return {
    ...product,
    price: net,
    price_tax: tax,
    price_incl_tax: incl,
    original_price: net,
    original_price_incl_tax: incl,
    special_price: 0,
    special_price_incl_tax: 0,
    final_price: net,
    final_price_incl_tax: incl,
  };
}

/** The current incl-tax price of every product the rows link to (undefined: not sold in this store view). */
async function linkedPrices(
  db: Db,
  storeCode: StoreCode,
  rows: readonly Pick<TypedRow, 'productLinks' | 'bundleOptions'>[],
  now: Date,
  rateOf: (taxClassId: number) => number,
): Promise<(sku: string) => number | undefined> {
  const linked = rows.flatMap((row) => [
    ...row.productLinks.map((link) => link.linked_product_sku),
    ...row.bundleOptions.flatMap((option) => option.product_links.map((link) => link.sku)),
  ]);
  const priced = linked.length ? await priceItems(db, storeCode, linked, now, rateOf) : new Map();
  return (sku) => {
    const item = priced.get(sku);
    return item && item.status < 2 ? item.priceInclTax : undefined;
  };
}

/**
 * The products with their typed fields (`full`: a product lookup) or only the grouped/bundle price sums (a listing).
 * `log` receives SPEC 8's 'Product not found' for a linked sku the store view does not sell.
 */
export async function withTypedFields(
  db: Db,
  storeCode: StoreCode,
  items: Product[],
  context: { rateOf(taxClassId: number): number; now: Date },
  options: { full: boolean; log?: (sku: string, parentSku: string) => void },
): Promise<Product[]> {
  const wanted = items.filter((item) => options.full || SUMMED_TYPES.has(item.type_id)).map((item) => item.sku);
  if (!wanted.length) return items;
  const rows: TypedRow[] = await db
    .select({
      sku: products.sku,
      productLinks: products.productLinks,
      bundleOptions: products.bundleOptions,
      customOptions: products.customOptions,
      downloadableLinks: products.downloadableLinks,
    })
    .from(products)
    .where(and(eq(products.storeCode, storeCode), inArray(products.sku, wanted)));
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const priceOf = await linkedPrices(db, storeCode, rows, context.now, context.rateOf);
  return items.map((item) => {
    const row = bySku.get(item.sku);
    if (!row) return item;
    let product = item;
    if (SUMMED_TYPES.has(item.type_id)) {
      const sum =
        item.type_id === 'grouped' ? groupedPrice(row.productLinks, priceOf) : bundlePrice(row.bundleOptions, priceOf);
      for (const sku of sum.missing) options.log?.(sku, item.sku);
      product = withSummedPrice(product, sum.price, context.rateOf(item.tax_class_id));
    }
    if (!options.full) return product;
    const typed: TypedProductFields = {};
    if (row.productLinks.length) typed.product_links = row.productLinks;
    if (row.bundleOptions.length) {
      typed.bundle_options = row.bundleOptions.map((option) => ({
        ...option,
        // Only links the store view sells, each with its current price.
        product_links: option.product_links.flatMap((link) => {
          const price = priceOf(link.sku);
          return price === undefined ? [] : [{ ...link, price_incl_tax: price }];
        }),
      }));
    }
    if (row.customOptions.length) typed.custom_options = row.customOptions;
    if (row.downloadableLinks.length) {
      typed.downloadable_links = row.downloadableLinks.map(({ file: _file, ...link }) => link);
    }
    return { ...product, ...typed };
  });
}

/**
 * Issue 17, SPEC 4: a grouped or bundle product's stored price becomes its summed price (net at the store's rate), so
 * the catalogue's price filter, price buckets and price sort (the search table copies products.price) place it where
 * its tile's price says. Run after the linked products are written (the seed); returns how many rows changed.
 */
export async function storeSummedPrices(db: Db, storeCode: StoreCode, now: Date): Promise<number> {
  forgetTaxRules(db);
  const rateOf = await storeTaxRates(db, storeCode);
  const rows = await db
    .select({
      sku: products.sku,
      typeId: products.typeId,
      taxClassId: products.taxClassId,
      productLinks: products.productLinks,
      bundleOptions: products.bundleOptions,
    })
    .from(products)
    .where(and(eq(products.storeCode, storeCode), inArray(products.typeId, [...SUMMED_TYPES])));
  if (!rows.length) return 0;
  const priceOf = await linkedPrices(db, storeCode, rows, now, rateOf);
  for (const row of rows) {
    const sum =
      row.typeId === 'grouped' ? groupedPrice(row.productLinks, priceOf) : bundlePrice(row.bundleOptions, priceOf);
    const net = Math.round((sum.price / (1 + rateOf(row.taxClassId) / 100)) * 10_000) / 10_000;
    await db
      .update(products)
      .set({ price: net })
      .where(and(eq(products.storeCode, storeCode), eq(products.sku, row.sku)));
  }
  return rows.length;
}
