// SPEC 7 apply-coupon / delete-coupon and SPEC 9 "Newsletter coupon 10 % off": a coupon takes a percent off the
// subtotal. Two kinds: the shop's codes (promo_codes, anyone, any number of times while active; demo codes seeded by
// server/seed/commerce.ts) and the newsletter's (coupons, one per e-mail, redeemed once by an order).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, promoCodes } from '../../db/schema';

export interface Coupon {
  code: string;
  percent: number;
  /** A newsletter coupon: spent by the order that uses it. */
  singleUse: boolean;
}

/** Codes are shown in capitals; what the shopper types is compared that way. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The usable coupon with this code, or undefined (unknown, inactive, or a newsletter coupon already used). */
export async function findCoupon(db: Db, code: string): Promise<Coupon | undefined> {
  const normalized = normalizeCouponCode(code);
  if (!normalized) return undefined;
  const [promo] = await db
    .select({ percent: promoCodes.percent })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, normalized), eq(promoCodes.active, true)));
  if (promo) return { code: normalized, percent: promo.percent, singleUse: false };
  const [issued] = await db
    .select({ percent: coupons.percent })
    .from(coupons)
    .where(and(eq(coupons.code, normalized), eq(coupons.used, false)));
  return issued ? { code: normalized, percent: issued.percent, singleUse: true } : undefined;
}

/**
 * Spends a single-use coupon inside the order's transaction; false when another order spent it first (the row lock
 * makes a concurrent order wait and then find it used).
 */
export async function redeemCoupon(db: Db, coupon: Coupon, now: Date): Promise<boolean> {
  if (!coupon.singleUse) return true;
  const spent = await db
    .update(coupons)
    .set({ used: true, usedAt: now })
    .where(and(eq(coupons.code, coupon.code), eq(coupons.used, false)))
    .returning({ id: coupons.id });
  return spent.length > 0;
}
