// SPEC 7 "Cart" create and open: a cart's id is its server token (random, >= 128 bits). A customer has one active cart
// per store view, which follows them across devices; it opens only with that customer's token. A guest cart opens
// with its id alone (a customer's token may open it too; adopting it is the client's merge, SPEC 4 "Cart").
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CART_ERRORS } from '../../../src/domain/contract/cart';
import type { StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import { HttpError } from '../../http/reply';

export type CartRow = typeof carts.$inferSelect;

/** 18 random bytes: 144 bits, 24 base64url characters. */
export const CART_ID_BYTES = 18;

export function newCartId(): string {
  return randomBytes(CART_ID_BYTES).toString('base64url');
}

export function cartNotFound(cartId: string): HttpError {
  return new HttpError(404, CART_ERRORS.cartNotFound.replace('{cartId}', cartId));
}

/** The customer's active cart of the store view, creating it when there is none (safe when two devices race). */
export async function customerCart(db: Db, customerId: number, storeCode: StoreCode, now: Date): Promise<string> {
  const active = and(eq(carts.customerId, customerId), eq(carts.storeCode, storeCode), eq(carts.active, true));
  const [existing] = await db.select({ id: carts.id }).from(carts).where(active);
  if (existing) return existing.id;
  const [created] = await db
    .insert(carts)
    .values({ id: newCartId(), customerId, storeCode, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: carts.id });
  if (created) return created.id;
  // Another request created it meanwhile: the partial unique index kept one.
  const [raced] = await db.select({ id: carts.id }).from(carts).where(active);
  if (!raced) throw new Error('could not create the customer cart');
  return raced.id;
}

export async function guestCart(db: Db, storeCode: StoreCode, now: Date): Promise<string> {
  const [created] = await db
    .insert(carts)
    .values({ id: newCartId(), storeCode, createdAt: now, updatedAt: now })
    .returning({ id: carts.id });
  if (!created) throw new Error('could not create a guest cart');
  return created.id;
}

/**
 * The active cart `cartId` names, when the caller may open it: 404 for an unknown (or spent) cart, 401 for a
 * customer's cart without that customer's valid token.
 */
export async function openCart(
  db: Db,
  cartId: string,
  token: string | undefined,
  authenticate: (token: string | undefined) => Promise<number>,
): Promise<CartRow> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.active, true)));
  if (!cart) throw cartNotFound(cartId);
  if (cart.customerId === null) return cart;
  let customerId: number | undefined;
  try {
    customerId = await authenticate(token);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    customerId = undefined;
  }
  if (customerId !== cart.customerId) throw new HttpError(401, CART_ERRORS.notYourCart);
  return cart;
}
