// SPEC 3 "Shipping method" and "Payment method", SPEC 4 "Order placing" (the payment table), SPEC 5 "Checkout"
// (cash on delivery is hidden when the cart is virtual), SPEC 9 (cashondelivery: cost 0, default, offline): the
// shop's shipping and payment method catalogue. Pure, so the server prices carts and orders with it and the client
// can show the same list offline.
import type { PaymentMethod, ShippingMethod } from './contract/cart';

/** The product types that never ship (SPEC 4 "Cart": a virtual cart means all items are virtual or downloadable). */
export const VIRTUAL_PRODUCT_TYPES: readonly string[] = ['virtual', 'downloadable'];

/**
 * Our choice: courier delivery is free from this subtotal (tax included, before the coupon discount), the usual
 * threshold of Baltic fashion shops.
 */
export const FREE_COURIER_SUBTOTAL = 75;

/** The countries the carriers' parcel machines and our stores are in; courier delivery goes anywhere. */
export const PARCEL_COUNTRIES: readonly string[] = ['EE', 'LV'];

export const COURIER = { carrier: 'courier', method: 'courier' } as const;
export const PARCEL_MACHINE_METHOD = 'parcel_machine';
export const PARCEL_CARRIERS = ['omniva', 'dpd'] as const;
export type ParcelCarrier = (typeof PARCEL_CARRIERS)[number];
export const STORE_PICKUP = { carrier: 'pickup', method: 'store' } as const;
/** A virtual cart's only method: nothing ships. */
export const NO_SHIPPING = { carrier: 'freeshipping', method: 'freeshipping' } as const;

interface ShippingDefinition {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** Tax included. */
  price: number;
  needs_location?: boolean;
  /** Only where parcel machines and stores are. */
  parcelCountriesOnly?: boolean;
}

const SHIPPING_DEFINITIONS: readonly ShippingDefinition[] = [
  { ...codes(COURIER), carrier_title: 'Courier', method_title: 'Courier to the door', price: 4.99 },
  ...PARCEL_CARRIERS.map((carrier) => ({
    carrier_code: carrier,
    method_code: PARCEL_MACHINE_METHOD,
    carrier_title: carrier === 'omniva' ? 'Omniva' : 'DPD',
    method_title: 'Parcel machine',
    price: 2.99,
    needs_location: true,
    parcelCountriesOnly: true,
  })),
  {
    ...codes(STORE_PICKUP),
    carrier_title: 'Store pickup',
    method_title: 'Pick up in store',
    price: 0,
    // Issue 16: the store is chosen from the store locator's stores (shipping_location_id: the store's id).
    needs_location: true,
    parcelCountriesOnly: true,
  },
];

function codes(pair: { carrier: string; method: string }) {
  return { carrier_code: pair.carrier, method_code: pair.method };
}

export function isVirtualCart(productTypes: readonly string[]): boolean {
  return productTypes.length > 0 && productTypes.every((type) => VIRTUAL_PRODUCT_TYPES.includes(type));
}

function toMethod(definition: ShippingDefinition, price: number, isDefault: boolean): ShippingMethod {
  return {
    carrier_code: definition.carrier_code,
    method_code: definition.method_code,
    carrier_title: definition.carrier_title,
    method_title: definition.method_title,
    price_incl_tax: price,
    amount: price,
    cost: price,
    offline: true,
    default: isDefault,
    available: true,
    is_server_method: true,
    ...(definition.needs_location ? { needs_location: true } : {}),
  };
}

/**
 * The shipping methods for a cart: courier (free from FREE_COURIER_SUBTOTAL), the parcel machines of Omniva and DPD
 * and store pickup (both only in EE and LV), exactly one of them `default` (the courier). A virtual cart ships
 * nothing: its list is the single free method 'freeshipping', so the checkout still has a method to send.
 */
export function shippingMethodsFor(cart: {
  subtotalInclTax: number;
  productTypes: readonly string[];
  countryId?: string;
}): ShippingMethod[] {
  if (isVirtualCart(cart.productTypes)) {
    return [
      toMethod(
        { ...codes(NO_SHIPPING), carrier_title: 'No shipping', method_title: 'Nothing to ship', price: 0 },
        0,
        true,
      ),
    ];
  }
  const country = cart.countryId?.toUpperCase();
  return SHIPPING_DEFINITIONS.filter(
    (definition) => !definition.parcelCountriesOnly || country === undefined || PARCEL_COUNTRIES.includes(country),
  ).map((definition) => {
    const free = definition.carrier_code === COURIER.carrier && cart.subtotalInclTax >= FREE_COURIER_SUBTOTAL;
    return toMethod(definition, free ? 0 : definition.price, definition.carrier_code === COURIER.carrier);
  });
}

/** The method with these codes in the cart's list, or undefined. */
export function findShippingMethod(
  methods: readonly ShippingMethod[],
  carrierCode: string | null | undefined,
  methodCode: string | null | undefined,
): ShippingMethod | undefined {
  return methods.find((method) => method.carrier_code === carrierCode && method.method_code === methodCode);
}

// SPEC 4 "Order placing" payment table; SPEC 9: cash on delivery costs 0 and is the default.
export const CASH_ON_DELIVERY = 'cashondelivery';
const PAYMENT_DEFINITIONS: readonly Omit<PaymentMethod, 'default'>[] = [
  { code: CASH_ON_DELIVERY, title: 'Cash on delivery', cost_incl_tax: 0, is_server_method: false, offline: true },
  { code: 'montonio_vsf', title: 'Bank link (Montonio)', cost_incl_tax: 0, is_server_method: true, offline: false },
  {
    code: 'esto_hirepurchase',
    title: 'Hire purchase (ESTO)',
    cost_incl_tax: 0,
    is_server_method: true,
    offline: false,
  },
  { code: 'modena_slice', title: 'Pay in 3 (Modena)', cost_incl_tax: 0, is_server_method: true, offline: false },
  { code: 'liisi_vsf', title: 'Instalments (Liisi)', cost_incl_tax: 0, is_server_method: true, offline: false },
];

/** The payment methods for a cart; SPEC 5: no cash on delivery for a virtual cart. The first one is the default. */
export function paymentMethodsFor(cart: { productTypes: readonly string[] }): PaymentMethod[] {
  const virtual = isVirtualCart(cart.productTypes);
  return PAYMENT_DEFINITIONS.filter((method) => !(virtual && method.code === CASH_ON_DELIVERY)).map(
    (method, index) => ({ ...method, default: index === 0 }),
  );
}

/** SPEC 3 order statuses: cash on delivery completes an order; every other method waits for its payment. */
export function initialOrderStatus(paymentMethodCode: string): 'complete' | 'pending' {
  return paymentMethodCode === CASH_ON_DELIVERY ? 'complete' : 'pending';
}
