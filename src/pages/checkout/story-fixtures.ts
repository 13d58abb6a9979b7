// Story data for the checkout: a shopper in the ee store view with the cart of src/components/cart/story-fixtures.
import {
  MANY_LINES,
  PARCEL_MACHINES,
  PAYMENT_METHODS,
  SHIPPING_METHODS_EE,
  totalsOf,
} from '../../components/cart/story-fixtures';
import { emptyCheckoutDetails } from '../../domain/checkout/details';
import type { PaymentDetailsValues, PersonalDetailsValues, ShippingDetailsValues } from './checkout-values';

const EMPTY = emptyCheckoutDetails();

export const EMPTY_PERSONAL: PersonalDetailsValues = EMPTY.personalDetails;

export const PERSONAL: PersonalDetailsValues = {
  ...EMPTY_PERSONAL,
  firstName: 'Mari',
  lastName: 'Tamm',
  emailAddress: 'mari.tamm@example.ee',
};

export const EMPTY_SHIPPING: ShippingDetailsValues = { ...EMPTY.shippingDetails, country: 'EE' };

export const SHIPPING: ShippingDetailsValues = {
  firstName: 'Mari',
  lastName: 'Tamm',
  country: 'EE',
  streetAddress: 'Pikk 12',
  apartmentNumber: '3',
  city: 'Tallinn',
  state: 'Harjumaa',
  zipCode: '10123',
  phoneNumber: '5123 4567',
  region_id: '',
  shippingMethod: 'dpd_courier',
  parcelMachineId: '',
};

export const SHIPPING_TO_PARCEL_MACHINE: ShippingDetailsValues = {
  ...SHIPPING,
  shippingMethod: 'omniva_parcel',
  parcelMachineId: 'omniva-ee-102',
};

export const EMPTY_PAYMENT: PaymentDetailsValues = { ...EMPTY.paymentDetails, country: 'EE' };

export const PAYMENT: PaymentDetailsValues = { ...EMPTY_PAYMENT, paymentMethod: 'montonio_vsf', termsAccepted: true };

export const COMPANY_PAYMENT: PaymentDetailsValues = {
  ...PAYMENT,
  billingSameAsShipping: false,
  firstName: 'Mari',
  lastName: 'Tamm',
  country: 'EE',
  streetAddress: 'Narva mnt 7',
  apartmentNumber: '5',
  city: 'Tallinn',
  zipCode: '10117',
  phoneNumber: '5123 4567',
  company: 'Rõivas OÜ',
  taxId: 'EE101234567',
};

export const CHECKOUT_DATA = {
  lines: MANY_LINES,
  totals: totalsOf(MANY_LINES, { shipping: 4.99 }),
  shippingMethods: SHIPPING_METHODS_EE,
  paymentMethods: PAYMENT_METHODS,
  parcelMachines: PARCEL_MACHINES,
};
