// SPEC 3 "Cart state and cart item", SPEC 7 "Cart", SPEC 8 cart messages: the /api/cart/* contract, shared by the
// client (parses replies) and the server (validates requests). Every call carries the query `token` (a customer's
// access token, or empty for a guest) and `cartId` (the cart's server token, unguessable, >= 128 bits).
import * as z from 'zod/mini';
import { typedProductOptionSchema } from '../product-types/schema';
import { envelope } from './envelope';
import { int32 } from './int32';

export { CART_ITEM_MAX_QTY } from '../cart/limits';

/**
 * SPEC 8: the server's cart messages, exact English text (Magento wording). The client maps them to its translated
 * catalogues, so these strings are stable; change them only together with the client's map.
 */
export const CART_ERRORS = {
  /** SPEC 8 "Account": 'Only {maxQuantity} available'. */
  onlyAvailable: 'Only {maxQuantity} available',
  /** SPEC 8 "Account": requested quantity exceeding the maximum in cart. */
  maxQtyExceeded: 'The requested qty exceeds the maximum qty allowed in shopping cart',
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  /** SPEC 8 "Account": invalid coupon code. */
  invalidCoupon: 'The coupon code "{code}" is not valid.',
  productNotFound: 'Product that you are trying to add is not available.',
  cartNotFound: 'No such entity with cartId = {cartId}',
  /** A customer's cart opened without that customer's token (or a guest cart with a customer token of another). */
  notYourCart: "The consumer isn't authorized to access %resources.",
  itemNotFound: "The cart doesn't contain the item {itemId}",
} as const;
export type CartErrorKey = keyof typeof CART_ERRORS;

export function onlyAvailableMessage(maxQuantity: number): string {
  return CART_ERRORS.onlyAvailable.replace('{maxQuantity}', String(maxQuantity));
}
export function invalidCouponMessage(code: string): string {
  return CART_ERRORS.invalidCoupon.replace('{code}', code);
}

/** Every cart call: query token (customer access token; empty or absent for a guest) and cartId. */
export const cartQuerySchema = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
  cartId: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type CartQuery = z.infer<typeof cartQuerySchema>;

/**
 * POST /api/cart/create: the token (a customer's cart when given) and the store view (`storeCode`, default ee: prices
 * and tax are the store view's). Body `{ guest?: boolean }`: true asks for a guest cart even with a token.
 */
export const cartCreateQuerySchema = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
  storeCode: z.optional(z.enum(['ee', 'lv'])),
});
export const cartCreateBodySchema = z.optional(z.object({ guest: z.optional(z.boolean()) }));

/** SPEC 3 "Configurable item option" inside product_option.extension_attributes. */
export const configurableItemOptionSchema = z.object({
  option_id: z.union([z.string(), z.number()]),
  option_value: z.union([z.string(), z.number()]),
  label: z.optional(z.string()),
  value: z.optional(z.string()),
});

/** SPEC 3 product_option.extension_attributes: configurable, custom and bundle options (src/domain/product-types). */
export const productOptionSchema = typedProductOptionSchema;
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * SPEC 7 POST /api/cart/update body `{ cartItem }`: sku (the child's sku; SPEC says the parent sku for configurable
 * items, whose child is then named by product_option — both are accepted), item_id to change an existing line
 * (absent: add a line or add to the matching one), qty 1..10, product_option, optional quoteId.
 */
export const cartItemInputSchema = z.object({
  sku: z.string().check(z.minLength(1), z.maxLength(200)),
  qty: z.number().check(z.int(), z.positive()),
  item_id: z.optional(int32()),
  product_option: z.optional(productOptionSchema),
  quoteId: z.optional(z.string()),
});
export const cartUpdateBodySchema = z.object({ cartItem: cartItemInputSchema });
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** SPEC 7 POST /api/cart/delete body `{ cartItem: { sku, item_id, quoteId } }`. */
export const cartDeleteBodySchema = z.object({
  cartItem: z.object({
    sku: z.optional(z.string()),
    item_id: int32(),
    quoteId: z.optional(z.string()),
  }),
});

/** SPEC 3 "Cart item (server)": item_id, quote_id, sku, qty, product_type, product_option; plus what the cart shows. */
export const serverCartItemSchema = z.object({
  item_id: z.number(),
  quote_id: z.string(),
  sku: z.string(),
  /** The configurable parent's sku (the product page's parentSku). */
  parentSku: z.string(),
  qty: z.number(),
  product_type: z.string(),
  product_option: z.optional(productOptionSchema),
  name: z.string(),
  /** The unit price including tax, the server's. */
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  image: z.optional(z.string()),
});
export type ServerCartItem = z.infer<typeof serverCartItemSchema>;

/** SPEC 3 total segments: subtotal_incl_tax, grand_total, payment, shipping (plus tax and discount). */
export const totalSegmentSchema = z.object({
  code: z.string(),
  title: z.string(),
  value: z.number(),
});
export type TotalSegment = z.infer<typeof totalSegmentSchema>;

/** SPEC 3 "platform totals": coupon_code, discount_amount, total_segments, items. */
export const cartTotalsSchema = z.object({
  grand_total: z.number(),
  subtotal_incl_tax: z.number(),
  tax_amount: z.number(),
  shipping_incl_tax: z.number(),
  discount_amount: z.number(),
  coupon_code: z.nullable(z.string()),
  base_currency_code: z.string(),
  items_qty: z.number(),
  items: z.array(serverCartItemSchema),
  total_segments: z.array(totalSegmentSchema),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

/** SPEC 3 "Shipping method". */
export const shippingMethodSchema = z.object({
  method_code: z.string(),
  carrier_code: z.string(),
  method_title: z.string(),
  carrier_title: z.string(),
  price_incl_tax: z.number(),
  amount: z.number(),
  offline: z.boolean(),
  default: z.boolean(),
  available: z.boolean(),
  is_server_method: z.boolean(),
  cost: z.number(),
  /** Parcel-machine methods: the shopper picks a location (GET /api/cart/parcel-machines). */
  needs_location: z.optional(z.boolean()),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** SPEC 3 "Payment method"; SPEC 9: cashondelivery cost 0, default, offline. */
export const paymentMethodSchema = z.object({
  code: z.string(),
  title: z.string(),
  cost_incl_tax: z.number(),
  default: z.boolean(),
  is_server_method: z.boolean(),
  offline: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A parcel machine location for the picker. */
export const parcelMachineSchema = z.object({
  id: z.string(),
  carrier_code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country_id: z.string(),
});
export type ParcelMachine = z.infer<typeof parcelMachineSchema>;

/** SPEC 7 GET /api/cart/shipping-methods: the address (query `address` as JSON) plus subtotal_incl_tax. */
export const shippingAddressQuerySchema = z.object({
  country_id: z.string().check(z.length(2)),
  region: z.optional(z.string()),
  region_id: z.optional(z.union([z.string(), z.number()])),
  region_code: z.optional(z.string()),
  street: z.optional(z.array(z.string())),
  postcode: z.optional(z.string()),
  city: z.optional(z.string()),
});

/** SPEC 7 POST /api/cart/shipping-information body `{ addressInformation }`. */
export const shippingInformationBodySchema = z.object({
  addressInformation: z.object({
    shippingAddress: z.object({
      country_id: z.string().check(z.length(2)),
      region: z.optional(z.string()),
      region_id: z.optional(z.union([z.string(), z.number()])),
      street: z.optional(z.array(z.string())),
      postcode: z.optional(z.string()),
      city: z.optional(z.string()),
      firstname: z.optional(z.string()),
      lastname: z.optional(z.string()),
      telephone: z.optional(z.string()),
      email: z.optional(z.string()),
    }),
    shipping_method_code: z.string().check(z.minLength(1)),
    shipping_carrier_code: z.string().check(z.minLength(1)),
    /** Parcel machine id when the method needs one. */
    shipping_location_id: z.optional(z.string()),
  }),
});

/** POST /api/cart/collect-totals body: the chosen methods (all optional). */
export const collectTotalsBodySchema = z.optional(
  z.object({
    methods: z.optional(
      z.object({
        shipping_method_code: z.optional(z.string()),
        shipping_carrier_code: z.optional(z.string()),
        payment_method_code: z.optional(z.string()),
      }),
    ),
  }),
);

/** SPEC 7 POST /api/cart/apply-coupon: the `coupon` parameter (query). */
export const couponQuerySchema = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
  cartId: z.string().check(z.minLength(1), z.maxLength(200)),
  coupon: z.string().check(z.minLength(1), z.maxLength(100)),
});

/**
 * GET /api/cart/parcel-machines?country_id=EE|LV&carrier_code=omniva|dpd: the locations for the picker. Not tied to
 * a cart (token and cartId may come along, as on every cart call, and are not needed).
 */
export const parcelMachinesQuerySchema = z.object({
  country_id: z.enum(['EE', 'LV']),
  carrier_code: z.optional(z.string().check(z.minLength(1), z.maxLength(50))),
});

// Replies ---------------------------------------------------------------------------------------------------------

/** create: the cart's server token. */
export const cartCreateResponseSchema = envelope(z.string());
export const cartPullResponseSchema = envelope(z.array(serverCartItemSchema));
export const cartUpdateResponseSchema = envelope(serverCartItemSchema);
export const cartDeleteResponseSchema = envelope(z.boolean());
export const cartTotalsResponseSchema = envelope(cartTotalsSchema);
export const paymentMethodsResponseSchema = envelope(z.array(paymentMethodSchema));
export const shippingMethodsResponseSchema = envelope(z.array(shippingMethodSchema));
export const shippingInformationResponseSchema = envelope(
  z.object({ totals: cartTotalsSchema, payment_methods: z.array(paymentMethodSchema) }),
);
export const applyCouponResponseSchema = envelope(z.boolean());
export const parcelMachinesResponseSchema = envelope(z.array(parcelMachineSchema));
