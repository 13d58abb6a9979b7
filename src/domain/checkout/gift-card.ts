// Issue 17: a gift card redeemed at checkout (its code on the payment step, checked with GET /api/gift-card/balance,
// sent with the order as `gift_card_code`). The server takes up to the balance off the order's total; the review shows
// what the card pays and what is left to pay. Pure: shared by the checkout machine and its views.
import { roundMoney } from '../money';

/** Why a code was not accepted: unknown (404), expired (400), spent (a zero balance), malformed (400 naming `code`),
 * or no answer. */
export type GiftCardError = 'unknown' | 'expired' | 'spent' | 'malformed' | 'failed';

export interface AppliedGiftCard {
  code: string;
  balance: number;
}

export interface GiftCardEntry {
  /** The code as typed. */
  code: string;
  /** The card whose balance was checked; null before (or after it was removed). */
  applied: AppliedGiftCard | null;
  error: GiftCardError | null;
}

export const EMPTY_GIFT_CARD: GiftCardEntry = { code: '', applied: null, error: null };

/** The code as the server knows it: trimmed, upper case. */
export const normalizeGiftCardCode = (code: string): string => code.trim().toUpperCase();

/** The failed balance check's reason from the call's error (an ApiError's code and the server's message). */
export function giftCardErrorOf(error: unknown): GiftCardError {
  const { code, message } = (error ?? {}) as { code?: number; message?: string };
  // 404 from the balance call; the order's 400 says 'no such gift card' (SPEC 7 POST /api/order gift_card_code).
  if (code === 404 || /no such/i.test(message ?? '')) return 'unknown';
  if (code === 400 && /expired/i.test(message ?? '')) return 'expired';
  if (code === 400 && /balance/i.test(message ?? '')) return 'spent';
  if (code === 400) return 'malformed';
  return 'failed';
}

/** What the card pays of `total` (the smaller of the two) and what is left to pay. */
export function giftCardShare(balance: number, total: number): { amount: number; remaining: number } {
  const amount = roundMoney(Math.max(0, Math.min(balance, total)));
  return { amount, remaining: roundMoney(Math.max(0, total - amount)) };
}
