// The return pages' HTTP actor (SPEC 7 "Payment providers", the contract in src/domain/contract/payment.ts): the
// provider's return query goes to the shop's server, which verifies the signature and the amount against the
// stored order and answers { code, result: { paymentSuccess, order, ... } }. A code other than 200 throws ApiError
// with it (the payment-return machine tells a refusal from an exception by the code).
import type { KyInstance } from 'ky';
import { type PaymentReturnResult, paymentReturnResponseSchema } from '../domain/contract/payment';
import type { ReturnProvider, ReturnQuery } from '../domain/payment/return-rules';
import type { StoreCode } from '../domain/store-views';
import { getResult } from './http';

const RETURN_PATHS: Record<ReturnProvider, string> = {
  montonio: 'api/ext/montonio/montonio-return',
  esto: 'api/ext/payment-esto/esto-return',
  modena: 'api/ext/payment-modena/modena-return',
};

/** The query parameters of each provider's return call (the contract's schemas name them). */
const RETURN_PARAMS: Record<ReturnProvider, readonly string[]> = {
  montonio: ['order-token'],
  esto: ['json', 'mac'],
  modena: ['incrementId', 'status'],
};

export function paymentApi(http: KyInstance) {
  return {
    /** Asks the server to verify a provider's return; `token` is the logged-in customer's (SPEC 7). */
    verifyReturn(
      provider: ReturnProvider,
      storeCode: StoreCode,
      query: ReturnQuery,
      token: string | null,
      signal?: AbortSignal,
    ): Promise<PaymentReturnResult> {
      const searchParams: Record<string, string> = { storeCode };
      for (const name of RETURN_PARAMS[provider]) {
        const value = query[name];
        if (value !== undefined) searchParams[name] = value;
      }
      if (token) searchParams.token = token;
      return getResult(http, RETURN_PATHS[provider], paymentReturnResponseSchema, { searchParams, signal });
    },
  };
}

export type PaymentApi = ReturnType<typeof paymentApi>;
