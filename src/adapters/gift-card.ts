// Issue 17: GET /api/gift-card/balance?code= — the card's balance for the checkout. A 404 (unknown) or 400 (expired,
// malformed) rejects with an ApiError carrying the server's code and message (the checkout machine names the reason).
import type { KyInstance } from 'ky';
import { type GiftCardBalance, giftCardBalanceResponseSchema } from '../domain/contract/gift-card';
import { callApi } from './user';

export function giftCardBalance(http: KyInstance, code: string, signal?: AbortSignal): Promise<GiftCardBalance> {
  return callApi(http, '/api/gift-card/balance', giftCardBalanceResponseSchema, {
    method: 'get',
    searchParams: { code },
    signal,
  });
}
