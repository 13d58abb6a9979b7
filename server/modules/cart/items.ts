// SPEC 7 POST /api/cart/update and /api/cart/delete, SPEC 5 "Cart and product" (line matching: configurable items
// by sku; quantity a positive integer up to CART_ITEM_MAX_QTY; stock checked on every change), SPEC 8 messages.
import { and, asc, eq } from 'drizzle-orm';
import {
  CART_ERRORS,
  CART_ITEM_MAX_QTY,
  type CartItemInput,
  onlyAvailableMessage,
  type ServerCartItem,
} from '../../../src/domain/contract/cart';
import { roundMoney } from '../../../src/domain/money';
import type { StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { cartItems, carts } from '../../db/schema';
import { HttpError } from '../../http/reply';
import { type PricedItem, priceItems, resolveSku } from '../pricing/products';
import type { QuoteLine } from '../pricing/quote';
import { keptChecksum, keptOption, linkedSkus, priceTypedLine, stockParts } from '../pricing/typed-lines';
import type { CartRow } from './access';

type ItemRow = typeof cartItems.$inferSelect;

/** A status of 2 or more means unavailable (SPEC 3). */
const isSellable = (item: PricedItem | undefined): item is PricedItem => item !== undefined && item.status < 2;

export function toServerItem(row: ItemRow, item: PricedItem): ServerCartItem {
  return {
    item_id: row.id,
    quote_id: row.cartId,
    sku: row.sku,
    parentSku: row.parentSku,
    qty: row.qty,
    product_type: row.productType,
    ...(item.productOption ? { product_option: item.productOption } : {}),
    name: item.name,
    price_incl_tax: item.priceInclTax,
    row_total_incl_tax: roundMoney(item.priceInclTax * row.qty),
    image: item.image,
  };
}

/**
 * The cart's lines, priced now, in item_id order, each with its options (issue 17: custom option prices, a bundle's
 * chosen links). A line whose product the store view no longer sells (removed or status >= 2), or a bundle whose
 * chosen link it no longer sells, is left out: it can neither be shown with a price nor ordered.
 */
export async function cartLines(
  db: Db,
  cart: CartRow,
  price: (skus: readonly string[]) => Promise<Map<string, PricedItem>>,
): Promise<{ row: ItemRow; line: QuoteLine }[]> {
  const rows = await db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.id));
  const items = await price(rows.map((row) => row.sku));
  const linked = rows.flatMap((row) => {
    const item = items.get(row.sku);
    return item ? linkedSkus(item, row.productOption ?? undefined) : [];
  });
  const links = linked.length ? await price(linked) : new Map<string, PricedItem>();
  return rows.flatMap((row) => {
    const item = items.get(row.sku);
    if (!isSellable(item)) return [];
    const kept = row.productOption ?? undefined;
    const priced = priceTypedLine(item, kept, links);
    if (priced.missing.length) return [];
    return [{ row, line: { item: priced.item, qty: row.qty, parts: stockParts(item, kept) } }];
  });
}

/** SPEC 5 stock check: unmanaged stock is allowed (volatile); managed stock must hold the quantity. */
export function checkStock(item: PricedItem | undefined, qty: number): void {
  const stock = item?.stock;
  if (!stock) throw new HttpError(400, CART_ERRORS.outOfStock);
  if (!stock.manageStock) return;
  if (!stock.isInStock || stock.qty <= 0) throw new HttpError(400, CART_ERRORS.outOfStock);
  if (qty > stock.qty) throw new HttpError(400, onlyAvailableMessage(stock.qty));
}

/**
 * Sets the quantity of the line of the same child sku, creating it when there is none (no item_id), or of the line
 * item_id names. Always the absolute quantity, never added to what is there: a retried or repeated update (a
 * time-out after the server committed, two tabs pushing the same change) leaves the same cart, so a line is never
 * doubled; the client sums quantities itself (SPEC 4 "The same item merges quantity on add", the guest merge).
 * The parent sku with configurable_item_options resolves to its child.
 */
export async function updateItem(db: Db, cart: CartRow, input: CartItemInput, now: Date): Promise<ServerCartItem> {
  if (input.qty > CART_ITEM_MAX_QTY) throw new HttpError(400, CART_ERRORS.maxQtyExceeded);
  const storeCode = cart.storeCode as StoreCode;
  const qty = input.qty;
  let existing: ItemRow | undefined;
  let sku: string | undefined;
  if (input.item_id !== undefined) {
    [existing] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.id, input.item_id)));
    if (!existing) throw new HttpError(404, CART_ERRORS.itemNotFound.replace('{itemId}', String(input.item_id)));
    sku = existing.sku;
  } else {
    sku = await resolveSku(db, storeCode, input.sku, input.product_option);
    if (!sku) throw new HttpError(404, CART_ERRORS.productNotFound);
  }
  const item = (await priceItems(db, storeCode, [sku], now)).get(sku);
  if (!isSellable(item)) throw new HttpError(404, CART_ERRORS.productNotFound);
  // SPEC 4: a grouped product is shown together; each of its products is added as its own line.
  if (item.productType === 'grouped') {
    throw new HttpError(
      400,
      'cartItem.sku: a grouped product is added as its products (product_links), each on its own',
    );
  }
  // Issue 17: an existing line keeps its options; a new one has them checked and kept as ids (labels come back).
  const kept = existing ? (existing.productOption ?? undefined) : keptOption(item, input.product_option, 'cartItem');
  const parts = stockParts(item, kept);
  const links =
    item.productType === 'bundle' ? await priceItems(db, storeCode, linkedSkus(item, kept), now) : undefined;
  const priced = priceTypedLine(item, kept, links ?? new Map());
  if (priced.missing.length) throw new HttpError(404, CART_ERRORS.productNotFound);
  // A bundle's stock is the stock of its chosen items (issue 17).
  if (links) for (const part of parts) checkStock(links.get(part.sku) as PricedItem, qty * part.qty);
  else checkStock(item, qty);
  const checksum = keptChecksum(kept);
  const [row] = existing
    ? await db
        .update(cartItems)
        .set({ qty, updatedAt: now })
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.id, existing.id)))
        .returning()
    : await db
        .insert(cartItems)
        .values({
          cartId: cart.id,
          sku,
          parentSku: item.parentSku,
          qty,
          productType: item.productType,
          productOption: kept ?? null,
          optionsChecksum: checksum,
          createdAt: now,
          updatedAt: now,
        })
        // The unique line is (cart_id, sku, options_checksum): the same options set the quantity, others add a line.
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.sku, cartItems.optionsChecksum],
          set: { qty, updatedAt: now },
        })
        .returning();
  if (!row) throw new Error('could not store the cart line');
  await touch(db, cart, now);
  return toServerItem(row, priced.item);
}

export async function deleteItem(db: Db, cart: CartRow, itemId: number, now: Date): Promise<true> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.id, itemId)))
    .returning({ id: cartItems.id });
  if (!deleted.length) throw new HttpError(404, CART_ERRORS.itemNotFound.replace('{itemId}', String(itemId)));
  await touch(db, cart, now);
  return true;
}

export async function touch(db: Db, cart: CartRow, now: Date, set: Partial<CartRow> = {}): Promise<void> {
  await db
    .update(carts)
    .set({ ...set, updatedAt: now })
    .where(eq(carts.id, cart.id));
}
