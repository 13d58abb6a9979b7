// SPEC 1 "a loyalty card page" (issue 16): GET /api/loyalty-card (the signed-in customer's card, or null before
// joining) and POST /api/loyalty-card/join (creates it once; joining again answers the same card).
import * as z from 'zod/mini';
import { envelope } from './envelope';

export const loyaltyCardSchema = z.object({
  card_number: z.string().check(z.regex(/^\d{13}$/)),
  /** A point per whole euro of completed orders. */
  points: z.number(),
  created_at: z.string(),
});
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;

export const loyaltyCardResponseSchema = envelope(z.nullable(loyaltyCardSchema));
export const loyaltyJoinResponseSchema = envelope(loyaltyCardSchema);
