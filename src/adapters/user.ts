// /api/user/* and the newsletter (SPEC 7 "User", "Newsletter") for the browser: ky with the { code, result }
// envelope parsed by the contract's zod schemas. Calls that carry the customer's token take it in `?token=` (SPEC 7)
// and, on a 401, ask the token lock for a fresh one once and retry (SPEC 4 "User token lock").
import type { KyInstance } from 'ky';
import {
  type ChangePasswordRequest,
  type CreatePasswordRequest,
  type Customer,
  customerResponseSchema,
  type LoginRequest,
  loginResponseSchema,
  messageResponseSchema,
  type OrderHistory,
  orderHistoryResponseSchema,
  type RegisterRequest,
  type ResetPasswordRequest,
  refreshResponseSchema,
  type TokenResult,
} from '../domain/contract/user';
import {
  type NewsletterCheckAnswer,
  type NewsletterStatus,
  type NewsletterSubscribeAnswer,
  newsletterResponseSchema,
  newsletterStatusResponseSchema,
  newsletterSubscribeResponseSchema,
} from '../domain/contract/newsletter';
import type { OrderHistoryPage } from '../domain/session';
import type { StoreCode } from '../domain/store-views';
import { ApiError, readResult } from './envelope';

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

interface CallOptions {
  method: 'get' | 'post' | 'delete';
  json?: unknown;
  searchParams?: Record<string, string>;
  signal?: AbortSignal;
}

/** One call: the parsed `result` of a 200 reply; otherwise an ApiError with the server's code and message. */
export async function callApi<T>(
  http: KyInstance,
  path: string,
  schema: Parser<{ code: number; result: T }>,
  { method, json, searchParams, signal }: CallOptions,
): Promise<T> {
  return readResult(await http(path.replace(/^\//, ''), { method, json, searchParams, signal }), schema);
}

/** Runs a call with the customer's token; a 401 gets one fresh token from the lock and one retry. */
export async function withToken<T>(
  token: string,
  freshToken: (stale: string) => Promise<string>,
  call: (token: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 401) throw error;
    return call(await freshToken(token));
  }
}

export function userApi(http: KyInstance, freshToken: (stale: string) => Promise<string>) {
  const authed = <T>(
    token: string,
    path: string,
    schema: Parser<{ code: number; result: T }>,
    options: CallOptions,
  ): Promise<T> =>
    withToken(token, freshToken, (current) =>
      callApi(http, path, schema, { ...options, searchParams: { ...options.searchParams, token: current } }),
    );

  return {
    logIn: (request: LoginRequest, signal?: AbortSignal): Promise<TokenResult> =>
      callApi(http, '/api/user/login', loginResponseSchema, { method: 'post', json: request, signal }),
    register: (request: RegisterRequest, signal?: AbortSignal) =>
      callApi(http, '/api/user/create', customerResponseSchema, { method: 'post', json: request, signal }),
    refresh: (refreshToken: string, signal?: AbortSignal): Promise<TokenResult> =>
      callApi(http, '/api/user/refresh', refreshResponseSchema, { method: 'post', json: { refreshToken }, signal }),
    me: (token: string, signal?: AbortSignal): Promise<Customer> =>
      authed(token, '/api/user/me', customerResponseSchema, { method: 'get', signal }),
    orderHistory: (token: string, page: OrderHistoryPage, signal?: AbortSignal): Promise<OrderHistory> =>
      authed(token, '/api/user/order-history', orderHistoryResponseSchema, {
        method: 'get',
        searchParams: { pageSize: String(page.pageSize), currentPage: String(page.currentPage) },
        signal,
      }),
    changePassword: (token: string, request: ChangePasswordRequest, signal?: AbortSignal) =>
      authed(token, '/api/user/change-password', messageResponseSchema, { method: 'post', json: request, signal }),
    resetPassword: (request: ResetPasswordRequest, signal?: AbortSignal) =>
      callApi(http, '/api/user/reset-password', messageResponseSchema, { method: 'post', json: request, signal }),
    createPassword: (request: CreatePasswordRequest, signal?: AbortSignal) =>
      callApi(http, '/api/user/create-password', messageResponseSchema, { method: 'post', json: request, signal }),
    logOut: (tokens: TokenResult, signal?: AbortSignal) =>
      callApi(http, '/api/user/logout', messageResponseSchema, {
        method: 'post',
        json: { refreshToken: tokens.refreshToken },
        searchParams: { token: tokens.token },
        signal,
      }),
  };
}

export type UserApi = ReturnType<typeof userApi>;

const NEWSLETTER_PATH = '/api/ext/mailchimp-subscribe/subscribe';

export function newsletterApi(http: KyInstance, storeCode: StoreCode) {
  return {
    /** 'pending' while a mailed confirmation link is still good (issue 16 follow-up). */
    status: (email: string, signal?: AbortSignal): Promise<NewsletterCheckAnswer> =>
      callApi(http, NEWSLETTER_PATH, newsletterStatusResponseSchema, {
        method: 'get',
        searchParams: { email },
        signal,
      }),
    /**
     * Issue 16 double opt-in: 'pending' when the server only mailed a confirmation link; with the signed-in
     * customer's token, their own address is subscribed at once ('subscribed').
     */
    subscribe: (email: string, signal?: AbortSignal, token?: string | null): Promise<NewsletterSubscribeAnswer> =>
      callApi(http, NEWSLETTER_PATH, newsletterSubscribeResponseSchema, {
        method: 'post',
        json: { email, storeCode },
        ...(token ? { searchParams: { token } } : {}),
        signal,
      }),
    /** Issue 13: the server unsubscribes only the signed-in customer's own address, so the call carries the token. */
    unsubscribe: (
      email: string,
      token: string | null,
      freshToken: (stale: string) => Promise<string>,
      signal?: AbortSignal,
    ): Promise<NewsletterStatus> => {
      const call = (current?: string) =>
        callApi(http, NEWSLETTER_PATH, newsletterResponseSchema, {
          method: 'delete',
          json: { email },
          ...(current ? { searchParams: { token: current } } : {}),
          signal,
        });
      return token ? withToken(token, freshToken, call) : call();
    },
  };
}
