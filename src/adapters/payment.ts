// Issue 15, SPEC 7 "Payment providers" (the contract in src/domain/contract/payment.ts): every payment call of the
// shop in one place. The redirects: Montonio's by the server cart (and the order's number), ESTO's and Modena's by
// the order's number and payment method; the Liisi application (SPEC 3 "Instalment form fields"); and the return
// pages' verification. A guest order's calls carry its server cart token (the proof of ownership the server asks
// for, besides the order's number); a customer's carry the customer's token. A code other than 200 throws ApiError
// with it (the checkout machine chooses SPEC 8's 'Payment failed' / 'Unable to create payment redirect url'; the
// payment-return machine tells a refusal from an exception by the code).
import type { KyInstance } from 'ky';
import {
  type LiisiForm,
  type PaymentReturnResult,
  paymentReturnResponseSchema,
  redirectUrlResponseSchema,
} from '../domain/contract/payment';
import type { ReturnProvider, ReturnQuery } from '../domain/payment/return-rules';
import type { StoreCode } from '../domain/store-views';
import { getResult } from './http';
import { readOrderReply } from './order';

const RETURN_PATHS: Record<ReturnProvider, string> = {
  montonio: 'api/ext/montonio/montonio-return',
  esto: 'api/ext/payment-esto/esto-return',
  modena: 'api/ext/payment-modena/modena-return',
};

/** SPEC 2 return pages: where each provider sends the shopper back. */
const RETURN_PAGES: Record<ReturnProvider, string> = {
  montonio: 'montonio-return',
  esto: 'esto-return',
  modena: 'modena-return',
};

/** The query parameters of each provider's return call (the contract's schemas name them). */
const RETURN_PARAMS: Record<ReturnProvider, readonly string[]> = {
  montonio: ['order-token'],
  esto: ['json', 'mac'],
  modena: ['incrementId', 'status'],
};

export interface PaymentRedirectRequest {
  provider: ReturnProvider;
  storeCode: StoreCode;
  /** The order's number (SPEC 7 order_increment_id), its payment method and server cart (cart_server_token). */
  orderNumber: string | null;
  paymentMethod: string;
  cartId: string | null;
}

export interface LiisiApplicationRequest {
  orderNumber: string | null;
  form: LiisiForm | null;
  cartId: string | null;
}

const withToken = (params: Record<string, string>, token: string | null) => (token ? { ...params, token } : params);
const cartProof = (cartId: string | null): Record<string, string> => (cartId ? { cart_server_token: cartId } : {});

/** `origin` is the shop's origin in the browser (the provider returns the shopper to its return page there). */
export function paymentApi(http: KyInstance, origin: string) {
  return {
    /** The provider page's URL for a placed order (SPEC 7 get-redirect-url). */
    redirectUrl(request: PaymentRedirectRequest, token: string | null, signal?: AbortSignal): Promise<string> {
      const { provider, storeCode, orderNumber, paymentMethod, cartId } = request;
      const returnUrl = `${origin}/${storeCode}/${RETURN_PAGES[provider]}`;
      if (provider === 'montonio') {
        return getResult(http, 'api/ext/montonio/get-montonio-redirect-url', redirectUrlResponseSchema, {
          searchParams: withToken(
            {
              cart_server_token: cartId ?? '',
              merchant_return_url: returnUrl,
              ...(orderNumber ? { order_increment_id: orderNumber } : {}),
            },
            token,
          ),
          signal,
        });
      }
      return getResult(http, `api/ext/payment-${provider}/get-redirect-url`, redirectUrlResponseSchema, {
        searchParams: withToken(
          {
            order_increment_id: orderNumber ?? '',
            payment_method: paymentMethod,
            store_code: storeCode,
            return_url: returnUrl,
            ...cartProof(cartId),
          },
          token,
        ),
        signal,
      });
    },

    /** POST /api/ext/payment-liisi/payment-liisi-add-order-comment; the lender's page, where the reply names one. */
    async liisiApplication(
      { orderNumber, form, cartId }: LiisiApplicationRequest,
      token: string | null,
      signal?: AbortSignal,
    ): Promise<{ redirectUrl: string | null }> {
      const response = await http.post('api/ext/payment-liisi/payment-liisi-add-order-comment', {
        json: {
          order_increment_id: orderNumber ?? '',
          liisi_form_data: form,
          ...cartProof(cartId),
          ...(token ? { token } : {}),
        },
        // The server knows the customer by the query's (or the header's) token, as for POST /api/order; a customer's
        // order is not found for a caller without it.
        ...(token ? { searchParams: { token } } : {}),
        retry: 0,
        signal,
      });
      const reply = await readOrderReply(response);
      if (reply.code !== 200) {
        // Issue 15: the code tells the checkout whether the order itself was refused (a new one is placed next) or
        // the call failed otherwise (the application alone is sent again for the same order).
        const message = typeof reply.result === 'string' ? reply.result : 'Payment failed';
        throw Object.assign(new Error(message), { code: reply.code });
      }
      // SPEC 7: the lender's page, where it has one; the checkout sends the browser there.
      const result = reply.result as { redirect_url?: unknown } | null;
      const url = typeof result?.redirect_url === 'string' ? result.redirect_url : '';
      return { redirectUrl: /^https?:\/\//.test(url) ? url : null };
    },

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
