// SPEC 1 "a loyalty card page" (issue 16): GET /api/loyalty-card and POST /api/loyalty-card/join with the customer's
// token, as the user calls send it (a 401 asks the token lock for a fresh one, once).
import type { KyInstance } from 'ky';
import { type LoyaltyCard, loyaltyCardResponseSchema, loyaltyJoinResponseSchema } from '../domain/contract/loyalty';
import { callApi, withToken } from './user';

type FreshToken = (stale: string) => Promise<string>;

export function loadLoyaltyCard(
  http: KyInstance,
  token: string,
  freshToken: FreshToken,
  signal?: AbortSignal,
): Promise<LoyaltyCard | null> {
  return withToken(token, freshToken, (current) =>
    callApi(http, '/api/loyalty-card', loyaltyCardResponseSchema, {
      method: 'get',
      searchParams: { token: current },
      signal,
    }),
  );
}

export function joinLoyaltyProgramme(
  http: KyInstance,
  token: string,
  freshToken: FreshToken,
  signal?: AbortSignal,
): Promise<LoyaltyCard> {
  return withToken(token, freshToken, (current) =>
    callApi(http, '/api/loyalty-card/join', loyaltyJoinResponseSchema, {
      method: 'post',
      searchParams: { token: current },
      signal,
    }),
  );
}
