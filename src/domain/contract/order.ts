// SPEC 3 "Order", SPEC 7 POST /api/order, SPEC 8 "Order and cart notifications", ARCHITECTURE §4 "order": the order
// contract, shared by the client (builds and queues orders, reads replies) and the server (validates, then recomputes
// every price, tax, shipping cost and total from its own data; the client's figures are only compared).
import * as z from 'zod/mini';
import { typedProductOptionSchema } from '../product-types/schema';
import { envelope } from './envelope';

/** SPEC 8: the server's message when stock cannot be reserved (answered with code 500); the queue cancels on it. */
export const ORDER_OUT_OF_STOCK_ERROR = 'Error: Error while adding products';

/** SPEC 3 order statuses. */
export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'complete',
  'canceled',
  'payment failed',
  'banklink_payment_failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** ARCHITECTURE §4: the idempotency key is kept at least this long. */
export const ORDER_ID_RETENTION_DAYS = 30;

/** SPEC 3 "Address in the order payload": firstname, lastname, city, postcode, street (a list), telephone, email, countryId. */
export const orderAddressSchema = z.object({
  firstname: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  lastname: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  city: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  postcode: z.string().check(z.trim(), z.minLength(3), z.maxLength(20)),
  street: z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(3)),
  telephone: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  email: z.optional(z.nullable(z.email())),
  countryId: z.string().check(z.length(2)),
  company: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  vat_id: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
  region: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderProductSchema = z.object({
  /** The ordered child's sku. */
  sku: z.string().check(z.minLength(1), z.maxLength(200)),
  qty: z.number().check(z.int(), z.positive()),
  product_option: z.optional(z.unknown()),
  /** What the client showed (compared with the server's, never used). */
  price_incl_tax: z.optional(z.number()),
  /** The line's name as the cart showed it: the thank-you page of an order queued offline lists it (never used). */
  name: z.optional(z.string().check(z.maxLength(300))),
});

/** POST /api/order body (ARCHITECTURE §4). `order_id` is the idempotency key. */
export const orderRequestSchema = z.object({
  order_id: z.string().check(z.minLength(8), z.maxLength(100)),
  created_at: z.string().check(z.minLength(1), z.maxLength(40)),
  updated_at: z.string().check(z.minLength(1), z.maxLength(40)),
  store_code: z.enum(['ee', 'lv']),
  user_id: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  cart_id: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  products: z.array(orderProductSchema).check(z.minLength(1), z.maxLength(100)),
  addressInformation: z.object({
    /** Issue 17, SPEC 4: a virtual cart (only virtual or downloadable items) ships nothing and may leave it out. */
    shippingAddress: z.optional(orderAddressSchema),
    billingAddress: orderAddressSchema,
    /** Issue 17: a virtual cart may leave the methods out (its only method is 'freeshipping'). */
    shipping_method_code: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    shipping_carrier_code: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    payment_method_code: z.string().check(z.minLength(1), z.maxLength(100)),
    payment_method_additional: z.optional(z.record(z.string(), z.unknown())),
    /** Parcel machine id when the shipping method needs one. */
    shipping_location_id: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  }),
  /** The client's grand total (compared, never used). */
  grand_total: z.optional(z.number()),
  coupon_code: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  /** Issue 17: a gift card code that pays part or all of the order (its balance goes down by what it pays). */
  gift_card_code: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** SPEC 2 /thankyou, SPEC 3 "Order confirmation": an ordered line as the server priced it (unit price incl. tax). */
export const confirmedLineSchema = z.object({
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  price: z.number(),
  row_total: z.number(),
  product_option: z.optional(typedProductOptionSchema),
});
export type ConfirmedLine = z.infer<typeof confirmedLineSchema>;
export const confirmedLinesSchema = z.array(confirmedLineSchema);

/**
 * The order's totals as the server computed them (SPEC 1: prices include tax; `tax` is the tax they include).
 * `discount` is negative (the coupon), `gift_card` what a gift card paid (positive), `grand_total` what is left to pay.
 */
export const confirmedTotalsSchema = z.object({
  subtotal: z.number(),
  shipping: z.number(),
  payment_cost: z.number(),
  discount: z.number(),
  gift_card: z.number(),
  tax: z.number(),
  grand_total: z.number(),
});
export type ConfirmedTotals = z.infer<typeof confirmedTotalsSchema>;

/** SPEC 3 "Order confirmation": backendOrderId, orderNumber; plus what the thank-you page shows. */
export const orderResultSchema = z.object({
  backendOrderId: z.number(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  grand_total: z.number(),
  currency: z.string(),
  /** The thank-you page's lines and totals (absent in results stored before they were added). */
  lines: z.optional(z.array(confirmedLineSchema)),
  totals: z.optional(confirmedTotalsSchema),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

export const orderResponseSchema = envelope(orderResultSchema);
