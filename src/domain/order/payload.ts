// SPEC 3 "Order" and "Checkout state", SPEC 4 "Order placing" step 1, SPEC 7 POST /api/order, ARCHITECTURE §4
// "order": the order payload built from the checkout details and the cart. The draft has everything but identity;
// `createOrderRequest` gives it an id (a random UUID from the caller's generator: the idempotency key, reused for
// every resend) and its created/updated timestamps. Prices are the client's, only compared by the server.
import type { PaymentMethod, ServerCartItem, ShippingMethod } from '../contract/cart';
import type { OrderAddress, OrderRequest } from '../contract/order';
import type { StoreCode } from '../store-views';
import {
  type AddressDetails,
  type CheckoutDetails,
  selectedPaymentMethod,
  selectedShippingMethod,
  withoutPersonalData,
} from '../checkout/details';

/** An order without its identity (id and timestamps). */
export type OrderDraft = Omit<OrderRequest, 'order_id' | 'created_at' | 'updated_at'>;

/** What the checkout needs of the cart to place an order (the cart machine's items and totals). */
export interface CheckoutCart {
  items: readonly (Pick<ServerCartItem, 'sku' | 'qty' | 'product_option' | 'price_incl_tax'> & { name?: string })[];
  cartId: string | null;
  grandTotal: number | null;
  couponCode: string | null;
}

export interface OrderSources {
  details: CheckoutDetails;
  cart: CheckoutCart;
  storeCode: StoreCode;
  shippingMethods: readonly ShippingMethod[];
  paymentMethods: readonly PaymentMethod[];
  userId?: string | number | null;
  /** Issue 17, SPEC 4: a virtual cart skips the shipping step; its billing address stands for the shipping one. */
  virtualCart?: boolean;
  /** Issue 17: the gift card the checkout checked, redeemed with the order (the server takes up to its balance). */
  giftCardCode?: string | null;
}

const text = (value: string): string => value.trim();
const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** SPEC 3 "Address in the order payload": firstname, lastname, city, postcode, street (a list), telephone, email,
 * countryId; the street list holds the street and, when given, the house or apartment number. */
export function orderAddress(address: AddressDetails, emailAddress: string): OrderAddress {
  return {
    firstname: text(address.firstName),
    lastname: text(address.lastName),
    city: text(address.city),
    postcode: text(address.zipCode),
    street: [address.streetAddress, address.apartmentNumber].map(text).filter((line) => line !== ''),
    telephone: orNull(address.phoneNumber),
    email: orNull(emailAddress),
    countryId: text(address.country).toUpperCase(),
    region: orNull(address.state),
  };
}

/** The billing address: the shipping one when "same as shipping", else its own with company and tax id. */
function billingAddress(details: CheckoutDetails, virtualCart = false): OrderAddress {
  const { paymentDetails, shippingDetails, personalDetails } = details;
  if (paymentDetails.billingSameAsShipping && !virtualCart)
    return orderAddress(shippingDetails, personalDetails.emailAddress);
  return {
    ...orderAddress(paymentDetails, personalDetails.emailAddress),
    company: orNull(paymentDetails.company),
    vat_id: orNull(paymentDetails.taxId),
  };
}

/** The order draft of SPEC 7's POST /api/order body. The chosen methods must be among the listed ones. */
export function buildOrderDraft(sources: OrderSources): OrderDraft {
  const { details, cart, storeCode } = sources;
  const shipping = selectedShippingMethod(details, sources.shippingMethods);
  const payment = selectedPaymentMethod(details, sources.paymentMethods);
  const draft: OrderDraft = {
    store_code: storeCode,
    user_id: sources.userId ?? null,
    cart_id: cart.cartId,
    products: cart.items.map((item) => ({
      sku: item.sku,
      qty: item.qty,
      ...(item.product_option === undefined ? {} : { product_option: item.product_option }),
      price_incl_tax: item.price_incl_tax,
      // SPEC 4 "Order placing" 4: an order queued offline is confirmed by what is known of it, its lines' names.
      ...(item.name ? { name: item.name } : {}),
    })),
    addressInformation: {
      shippingAddress: sources.virtualCart
        ? billingAddress(details, true)
        : orderAddress(details.shippingDetails, details.personalDetails.emailAddress),
      billingAddress: billingAddress(details, sources.virtualCart),
      shipping_method_code: shipping?.method_code ?? '',
      shipping_carrier_code: shipping?.carrier_code ?? '',
      payment_method_code: payment?.code ?? '',
      // Issue 15: the Liisi application is personal data, sent only with the Liisi call (SPEC 7), not with the order.
      payment_method_additional: { ...withoutPersonalData(details.paymentDetails.paymentMethodAdditional) },
      shipping_location_id: shipping?.needs_location ? orNull(details.shippingDetails.parcelMachineId) : null,
    },
    coupon_code: cart.couponCode,
  };
  if (cart.grandTotal !== null) draft.grand_total = cart.grandTotal;
  if (sources.giftCardCode) draft.gift_card_code = sources.giftCardCode;
  return draft;
}

export interface OrderIdentity {
  /** A random UUID generator (crypto.randomUUID in the app, a fixed sequence in tests). */
  newId: () => string;
  /** The moment the order is made, ISO 8601. */
  now: string;
}

/**
 * SPEC 4 step 1: the order gets an id and its created and updated timestamps. An order that already has an id (a
 * resend) keeps it and its creation time: the id is the server's idempotency key.
 */
export function createOrderRequest(order: OrderDraft | OrderRequest, identity: OrderIdentity): OrderRequest {
  if ('order_id' in order && order.order_id) return { ...order, updated_at: identity.now };
  return { ...order, order_id: identity.newId(), created_at: identity.now, updated_at: identity.now };
}
