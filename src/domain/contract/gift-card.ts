// Issue 17: GET /api/gift-card/balance?code= — a gift card's balance for the checkout (redeemed with the order's
// gift_card_code). zod/mini: the client parses the reply.
import * as z from 'zod/mini';
import { envelope } from './envelope';

export const giftCardBalanceQuerySchema = z.object({
  code: z.string().check(z.trim(), z.minLength(4), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/)),
});

export const giftCardBalanceSchema = z.object({
  code: z.string(),
  balance: z.number(),
  currency: z.string(),
  expires_at: z.string(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;
export const giftCardBalanceResponseSchema = envelope(giftCardBalanceSchema);
