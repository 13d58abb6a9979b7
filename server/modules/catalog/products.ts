// Product rows -> SPEC 3 products with every price field computed here (SPEC 1: tax is server side), their
// configurable children and stock. Shared by the search, the URL map and the price list.
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Product } from '../../../src/domain/contract/catalog';
import { computePriceFields } from '../../../src/domain/pricing';
import { slugify } from '../../../src/domain/slug';
import type { StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { productVariants, products, stockItems } from '../../db/schema';

/** SPEC 5: product queries force visibility in (2,3,4) and status in (0,1). */
export const LISTED_VISIBILITY = [2, 3, 4];
export const LISTED_STATUS = [0, 1];

/** The product columns the API reads: everything but the derived search and facet columns. */
export const productColumns = {
  storeCode: products.storeCode,
  id: products.id,
  sku: products.sku,
  typeId: products.typeId,
  name: products.name,
  urlKey: products.urlKey,
  urlPath: products.urlPath,
  description: products.description,
  status: products.status,
  visibility: products.visibility,
  price: products.price,
  specialPrice: products.specialPrice,
  specialFromDate: products.specialFromDate,
  specialToDate: products.specialToDate,
  taxClassId: products.taxClassId,
  categoryIds: products.categoryIds,
  isNew: products.isNew,
  bestseller: products.bestseller,
  sale: products.sale,
  brandName: products.brandName,
  material: products.material,
  mpn: products.mpn,
  image: products.image,
  mediaGallery: products.mediaGallery,
  configurableOptions: products.configurableOptions,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export interface ProductRow {
  storeCode: string;
  id: number;
  sku: string;
  typeId: string;
  name: string;
  urlKey: string;
  urlPath: string;
  description: string;
  status: number;
  visibility: number;
  price: number;
  specialPrice: number | null;
  specialFromDate: Date | null;
  specialToDate: Date | null;
  taxClassId: number;
  categoryIds: number[];
  isNew: boolean;
  sale: boolean;
  brandName: string | null;
  material: string | null;
  image: string;
  configurableOptions: Product['configurable_options'];
  createdAt: Date;
}

export type VariantRow = typeof productVariants.$inferSelect;
export interface StockRecord {
  is_in_stock: boolean;
  qty: number;
  manage_stock: boolean;
}

/** Rows of one store view, listed ones only (SPEC 5), matching `where`. */
export function selectListedProducts(db: Db, storeCode: StoreCode, where: SQL) {
  return db
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.storeCode, storeCode),
        inArray(products.visibility, LISTED_VISIBILITY),
        inArray(products.status, LISTED_STATUS),
        where,
      ),
    );
}

export interface Children {
  variants: VariantRow[];
  /** Stock records of the children by sku. */
  stock: Map<string, StockRecord>;
}

const stockRecord = (item: typeof stockItems.$inferSelect): StockRecord => ({
  is_in_stock: item.isInStock,
  qty: item.qty,
  manage_stock: item.manageStock,
});

/** The children (with their stock) of the parents whose skus `parentSkus` lists or selects. */
export async function loadChildren(db: Db, parentSkus: readonly string[] | SQLWrapper): Promise<Children> {
  const rows = await db
    .select({ variant: productVariants, stock: stockItems })
    .from(productVariants)
    .leftJoin(stockItems, eq(stockItems.sku, productVariants.sku))
    .where(inArray(productVariants.parentSku, Array.isArray(parentSkus) ? [...parentSkus] : (parentSkus as SQLWrapper)))
    .orderBy(productVariants.id);
  const stock = new Map<string, StockRecord>();
  for (const row of rows) if (row.stock) stock.set(row.variant.sku, stockRecord(row.stock));
  return { variants: rows.map((row) => row.variant), stock };
}

/**
 * The children of the parent `parentSku` names, with their stock, as one JSON array of arrays (order by id): read with
 * the page's rows, a page of 50 products arrives as 50 rows instead of about a thousand typed ones, which is what
 * made pages slow on PGlite.
 */
export function childrenJsonSql(parentSku: SQLWrapper): SQL<string | null> {
  const v = productVariants;
  const s = stockItems;
  return sql<string | null>`(select json_agg(json_build_array(${v.sku}, ${v.id}, ${v.parentId}, ${v.color}, ${v.size},
      ${v.price}, ${v.specialPrice}, ${v.status}, ${v.image}, ${s.qty}, ${s.isInStock}, ${s.manageStock})
      order by ${v.id})::text
    from ${v} left join ${s} on ${s.sku} = ${v.sku} where ${v.parentSku} = ${parentSku})`;
}

type ChildTuple = [
  string,
  number,
  number,
  number,
  number,
  number,
  number | null,
  number,
  string,
  number | null,
  boolean | null,
  boolean | null,
];

/** The parents' `childrenJsonSql` values -> Children, as loadChildren returns them. */
export function childrenFromJson(parents: readonly { sku: string; children: string | null }[]): Children {
  const variants: VariantRow[] = [];
  const stock = new Map<string, StockRecord>();
  for (const parent of parents) {
    if (!parent.children) continue;
    for (const [
      sku,
      id,
      parentId,
      color,
      size,
      price,
      specialPrice,
      status,
      image,
      qty,
      isInStock,
      manageStock,
    ] of JSON.parse(parent.children) as ChildTuple[]) {
      variants.push({
        sku,
        id,
        parentId,
        parentSku: parent.sku,
        color,
        size,
        price: Number(price),
        specialPrice: specialPrice === null ? null : Number(specialPrice),
        status,
        image,
      });
      if (qty !== null && isInStock !== null && manageStock !== null) {
        stock.set(sku, { is_in_stock: isInStock, qty, manage_stock: manageStock });
      }
    }
  }
  return { variants, stock };
}

/** The stock of the parents whose record was not read with them (`stock` undefined) and their children. */
async function loadChildrenAndStock(
  db: Db,
  parents: readonly { sku: string; stock?: StockRecord | null }[],
  loaded: Children | undefined,
) {
  const unknownStock = parents.filter((parent) => parent.stock === undefined).map((parent) => parent.sku);
  const [children, parentStock] = await Promise.all([
    loaded ??
      loadChildren(
        db,
        parents.map((parent) => parent.sku),
      ),
    unknownStock.length ? db.select().from(stockItems).where(inArray(stockItems.sku, unknownStock)) : [],
  ]);
  const stock = new Map(children.stock);
  for (const parent of parents) if (parent.stock) stock.set(parent.sku, parent.stock);
  for (const item of parentStock) stock.set(item.sku, stockRecord(item));
  return { variants: children.variants, stock };
}

/** A sku without a stock record is not in stock. */
export const NO_STOCK: StockRecord = { is_in_stock: false, qty: 0, manage_stock: true };

export interface ProductContext {
  rateOf(taxClassId: number): number;
  now: Date;
  /** The store's category names by id (SPEC 3 Product `category`). */
  categoryName?(id: number): string | undefined;
}

/**
 * Rows -> SPEC 3 products, in the order of `rows`; a row may bring its own stock record (null: it has none), and the
 * caller the children when it read them already.
 */
export async function toProducts(
  db: Db,
  rows: readonly (ProductRow & { stock?: StockRecord | null })[],
  context: ProductContext,
  children?: Children,
): Promise<Product[]> {
  if (!rows.length) return [];
  const { variants, stock } = await loadChildrenAndStock(db, rows, children);
  const stockOf = (sku: string) => stock.get(sku) ?? NO_STOCK;
  const childrenOf = new Map<string, VariantRow[]>();
  for (const variant of variants) {
    const list = childrenOf.get(variant.parentSku) ?? [];
    list.push(variant);
    childrenOf.set(variant.parentSku, list);
  }
  return rows.map((row) => {
    const rate = context.rateOf(row.taxClassId);
    const children = (childrenOf.get(row.sku) ?? []).map((variant) => ({
      id: variant.id,
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
        context.now,
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
      category: row.categoryIds.flatMap((id) => {
        const name = context.categoryName?.(id);
        return name === undefined ? [] : [{ category_id: id, name }];
      }),
      created_at: row.createdAt.toISOString(),
      tax_class_id: row.taxClassId,
      description: row.description,
      brand_name: row.brandName,
      material: row.material,
      stock: stockOf(row.sku),
      configurable_options: row.configurableOptions,
      configurable_children: children,
      ...computePriceFields(row, rate, context.now),
    };
  });
}
