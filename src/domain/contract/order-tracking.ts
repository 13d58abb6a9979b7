// Issue 16 "Order tracking" (SPEC 2 /order-tracking, 'Track my Order'): POST /api/ext/order-tracking with the order
// number and the e-mail it was placed with answers the order's status and lines. A wrong pair, an unknown number and
// another customer's order all answer the same 404 with the same text: nothing tells whether a number exists.
import * as z from 'zod/mini';
import { envelope } from './envelope';

export const orderTrackingRequestSchema = z.object({
  orderNumber: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(40)),
  email: z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254)),
});
export type OrderTrackingRequest = z.infer<typeof orderTrackingRequestSchema>;

export const trackedOrderSchema = z.object({
  increment_id: z.string(),
  created_at: z.string(),
  status: z.string(),
  store_code: z.string(),
  currency: z.string(),
  grand_total: z.number(),
  /** The carrier's code (courier, omniva, dpd, pickup); empty when the order names none. */
  shipping_carrier: z.string(),
  items: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number(), price: z.number() })),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** The one answer to every pair that does not name an order of that e-mail. */
export const ORDER_TRACKING_NOT_FOUND = 'No order matches this order number and e-mail address.';
export const ORDER_TRACKING_TOO_MANY = 'Too many attempts; please try again later';

export const trackedOrderResponseSchema = envelope(trackedOrderSchema);
