// /api/cart/* and the stock check (SPEC 7 "Cart", "Order and stock") for the browser: ky with the { code, result }
// envelope parsed by the contract's zod schemas (src/domain/contract/cart.ts). Every cart call carries the query
// `token` (the customer's access token, empty for a guest) and `cartId`; a non-200 reply is an ApiError with the
// server's code and message, which the cart machine reads (401 -> guest retry, SPEC 4 "Connect").
import type { KyInstance } from 'ky';
import type * as z from 'zod/mini';
import {
  type CartItemInput,
  type CartTotals,
  type ParcelMachine,
  type PaymentMethod,
  type ServerCartItem,
  type ShippingMethod,
  applyCouponResponseSchema,
  cartCreateResponseSchema,
  cartDeleteResponseSchema,
  cartPullResponseSchema,
  cartTotalsResponseSchema,
  cartUpdateResponseSchema,
  parcelMachinesResponseSchema,
  paymentMethodsResponseSchema,
  type shippingInformationBodySchema,
  shippingInformationResponseSchema,
  shippingMethodsResponseSchema,
} from '../domain/contract/cart';
import { type StockItem, stockCheckResponseSchema, stockListResponseSchema } from '../domain/contract/stock';
import type { StoreCode } from '../domain/store-views';
import { callApi } from './user';

/** Who and which cart: the customer's token (null for a guest) and the cart's server id. */
export interface CartRef {
  token: string | null;
  cartId: string;
}

/** SPEC 7 POST /api/cart/shipping-information `addressInformation`. */
export type AddressInformation = z.infer<typeof shippingInformationBodySchema>['addressInformation'];
export type ShippingAddress = AddressInformation['shippingAddress'];

export function cartApi(http: KyInstance, storeCode: StoreCode) {
  const query = ({ token, cartId }: CartRef, extra: Record<string, string> = {}) => ({
    token: token ?? '',
    cartId,
    storeCode,
    ...extra,
  });
  return {
    create: (token: string | null, signal?: AbortSignal): Promise<string> =>
      callApi(http, '/api/cart/create', cartCreateResponseSchema, {
        method: 'post',
        json: { guest: token === null },
        searchParams: { token: token ?? '', storeCode },
        signal,
      }),
    pull: (ref: CartRef, signal?: AbortSignal): Promise<ServerCartItem[]> =>
      callApi(http, '/api/cart/pull', cartPullResponseSchema, { method: 'get', searchParams: query(ref), signal }),
    update: (ref: CartRef, cartItem: CartItemInput, signal?: AbortSignal): Promise<ServerCartItem> =>
      callApi(http, '/api/cart/update', cartUpdateResponseSchema, {
        method: 'post',
        json: { cartItem },
        searchParams: query(ref),
        signal,
      }),
    remove: (ref: CartRef, cartItem: { sku?: string; item_id: number }, signal?: AbortSignal): Promise<boolean> =>
      callApi(http, '/api/cart/delete', cartDeleteResponseSchema, {
        method: 'post',
        json: { cartItem },
        searchParams: query(ref),
        signal,
      }),
    totals: (ref: CartRef, signal?: AbortSignal): Promise<CartTotals> =>
      callApi(http, '/api/cart/totals', cartTotalsResponseSchema, { method: 'get', searchParams: query(ref), signal }),
    paymentMethods: (ref: CartRef, signal?: AbortSignal): Promise<PaymentMethod[]> =>
      callApi(http, '/api/cart/payment-methods', paymentMethodsResponseSchema, {
        method: 'get',
        searchParams: query(ref),
        signal,
      }),
    shippingMethods: (ref: CartRef, address: ShippingAddress | null, signal?: AbortSignal): Promise<ShippingMethod[]> =>
      callApi(http, '/api/cart/shipping-methods', shippingMethodsResponseSchema, {
        method: 'get',
        searchParams: query(ref, address ? { address: JSON.stringify(address) } : {}),
        signal,
      }),
    shippingInformation: (
      ref: CartRef,
      addressInformation: AddressInformation,
      signal?: AbortSignal,
    ): Promise<{ totals: CartTotals; payment_methods: PaymentMethod[] }> =>
      callApi(http, '/api/cart/shipping-information', shippingInformationResponseSchema, {
        method: 'post',
        json: { addressInformation },
        searchParams: query(ref),
        signal,
      }),
    applyCoupon: (ref: CartRef, coupon: string, signal?: AbortSignal): Promise<boolean> =>
      callApi(http, '/api/cart/apply-coupon', applyCouponResponseSchema, {
        method: 'post',
        searchParams: query(ref, { coupon }),
        signal,
      }),
    removeCoupon: (ref: CartRef, signal?: AbortSignal): Promise<boolean> =>
      callApi(http, '/api/cart/delete-coupon', applyCouponResponseSchema, {
        method: 'post',
        searchParams: query(ref),
        signal,
      }),
    parcelMachines: (countryId: string, carrierCode: string, signal?: AbortSignal): Promise<ParcelMachine[]> =>
      callApi(http, '/api/cart/parcel-machines', parcelMachinesResponseSchema, {
        method: 'get',
        searchParams: { country_id: countryId, carrier_code: carrierCode },
        signal,
      }),
    /** SPEC 7 GET /api/stock/check?sku=: the record with its SPEC 4 status. */
    checkStock: (sku: string, signal?: AbortSignal): Promise<StockItem> =>
      callApi(http, '/api/stock/check', stockCheckResponseSchema, { method: 'get', searchParams: { sku }, signal }),
    /** SPEC 7 GET /api/stock/list?skus=: the records found for at most 15 skus (the caller chunks). */
    stockList: (skus: readonly string[], signal?: AbortSignal): Promise<StockItem[]> =>
      callApi(http, '/api/stock/list', stockListResponseSchema, {
        method: 'get',
        searchParams: { skus: skus.join(',') },
        signal,
      }),
  };
}

export type CartApi = ReturnType<typeof cartApi>;
