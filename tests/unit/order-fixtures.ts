// Shared samples for the checkout and order tests (unit, machine and model): methods of SPEC 3, a filled checkout of
// the Estonian store, a cart with a configurable and a simple item, and the order draft they make.
import type { PaymentMethod, ShippingMethod } from '../../src/domain/contract/cart';
import type { OrderRequest } from '../../src/domain/contract/order';
import type { Customer } from '../../src/domain/contract/user';
import { type CheckoutDetails, emptyCheckoutDetails } from '../../src/domain/checkout/details';
import {
  type CheckoutCart,
  type OrderDraft,
  buildOrderDraft,
  createOrderRequest,
} from '../../src/domain/order/payload';

const shippingBase = {
  carrier_title: 'Omniva',
  amount: 2.9,
  offline: false,
  available: true,
  is_server_method: true,
  cost: 2.9,
};

export const COURIER: ShippingMethod = {
  ...shippingBase,
  carrier_code: 'courier',
  method_code: 'standard',
  carrier_title: 'DPD',
  method_title: 'Courier',
  price_incl_tax: 4.9,
  default: true,
};
export const PARCEL_MACHINE: ShippingMethod = {
  ...shippingBase,
  carrier_code: 'omniva',
  method_code: 'parcel',
  method_title: 'Parcel machine',
  price_incl_tax: 2.9,
  default: false,
  needs_location: true,
};
export const SHIPPING_METHODS: ShippingMethod[] = [COURIER, PARCEL_MACHINE];

export const CASH_ON_DELIVERY: PaymentMethod = {
  code: 'cashondelivery',
  title: 'Cash on delivery',
  cost_incl_tax: 0,
  default: true,
  is_server_method: false,
  offline: true,
};
export const MONTONIO: PaymentMethod = {
  code: 'montonio_vsf',
  title: 'Bank link',
  cost_incl_tax: 0,
  default: false,
  is_server_method: true,
  offline: false,
};
export const PAYMENT_METHODS: PaymentMethod[] = [CASH_ON_DELIVERY, MONTONIO];

export function filledDetails(): CheckoutDetails {
  const empty = emptyCheckoutDetails();
  return {
    personalDetails: {
      ...empty.personalDetails,
      firstName: 'Mari',
      lastName: 'Maasikas',
      emailAddress: 'mari@example.ee',
    },
    shippingDetails: {
      ...empty.shippingDetails,
      firstName: 'Mari',
      lastName: 'Maasikas',
      country: 'EE',
      streetAddress: 'Tamme tn 5',
      apartmentNumber: '12',
      city: 'Tartu',
      zipCode: '50101',
      phoneNumber: '5123 4567',
      shippingMethod: 'courier_standard',
    },
    paymentDetails: { ...empty.paymentDetails, paymentMethod: 'cashondelivery', termsAccepted: true },
  };
}

export const CART: CheckoutCart = {
  items: [
    {
      sku: 'NA-DR-1001-RED-M',
      qty: 2,
      price_incl_tax: 49.9,
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: 93, option_value: 12 },
            { option_id: 142, option_value: 168 },
          ],
        },
      },
    },
    { sku: 'AC-SC-3001', qty: 1, price_incl_tax: 19 },
  ],
  cartId: 'cart-token-1',
  grandTotal: 123.7,
  couponCode: null,
};

export const CUSTOMER: Customer = {
  id: 7,
  firstname: 'Jaan',
  lastname: 'Tamm',
  email: 'jaan.tamm@example.ee',
  group_id: 1,
  addresses: [
    {
      firstname: 'Jaan',
      lastname: 'Tamm',
      street: ['Pikk 1', '3'],
      city: 'Tallinn',
      postcode: '10123',
      country_id: 'EE',
      telephone: '5555 1234',
      default_shipping: true,
    },
  ],
};

export function sampleDraft(details: CheckoutDetails = filledDetails()): OrderDraft {
  return buildOrderDraft({
    details,
    cart: CART,
    storeCode: 'ee',
    shippingMethods: SHIPPING_METHODS,
    paymentMethods: PAYMENT_METHODS,
  });
}

export const ORDER_TIME = '2026-11-21T12:00:00.000Z';

export function sampleOrder(id: string, draft: OrderDraft = sampleDraft()): OrderRequest {
  return createOrderRequest(draft, { newId: () => id, now: ORDER_TIME });
}
