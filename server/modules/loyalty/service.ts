// SPEC 1 "a loyalty card page" (issue 16): a customer joins once and gets an EAN-13 card number; the points are one per
// whole euro of the customer's completed orders (SPEC 3 status 'complete').
import { and, eq } from 'drizzle-orm';
import type { LoyaltyCard } from '../../../src/domain/contract/loyalty';
import { loyaltyCardNumber, loyaltyPoints } from '../../../src/domain/loyalty';
import type { Db } from '../../db/client';
import { loyaltyCards, orders } from '../../db/schema';

export interface LoyaltyService {
  /** The customer's card, or null before joining. */
  card(customerId: number): Promise<LoyaltyCard | null>;
  /** Joins the programme (once: joining again answers the same card). */
  join(customerId: number): Promise<LoyaltyCard>;
}

export function createLoyaltyService(db: Db, clock: () => Date = () => new Date()): LoyaltyService {
  const points = async (customerId: number) => {
    const rows = await db
      .select({ total: orders.grandTotal })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.status, 'complete')));
    return loyaltyPoints(rows.map((row) => Number(row.total)));
  };
  const card = async (customerId: number): Promise<LoyaltyCard | null> => {
    const [row] = await db.select().from(loyaltyCards).where(eq(loyaltyCards.customerId, customerId)).limit(1);
    if (!row) return null;
    return { card_number: row.cardNumber, points: await points(customerId), created_at: row.createdAt.toISOString() };
  };
  return {
    card,
    async join(customerId) {
      await db
        .insert(loyaltyCards)
        .values({ customerId, cardNumber: loyaltyCardNumber(customerId), createdAt: clock() })
        .onConflictDoNothing();
      const joined = await card(customerId);
      if (!joined) throw new Error('the loyalty card was not stored');
      return joined;
    },
  };
}
