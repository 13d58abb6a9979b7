import { describe, expect, it } from 'vitest';
import {
  afterOrderSuccess,
  availablePaymentMethods,
  emptyCheckoutDetails,
  prefillFromProfile,
  restoredDetails,
  updateDetails,
  withDefaultCountry,
  withPaymentMethods,
  withShippingMethods,
} from '../../src/domain/checkout/details';
import { isInCheckout } from '../../src/domain/session';
import { STORE_VIEWS } from '../../src/domain/store-views';
import { COURIER, CUSTOMER, MONTONIO, PAYMENT_METHODS, SHIPPING_METHODS, filledDetails } from './order-fixtures';

describe('checkout details (SPEC 3 "Checkout state", SPEC 5)', () => {
  it('defaults an empty shipping country to the store view tax country, and keeps a chosen one', () => {
    expect(withDefaultCountry(emptyCheckoutDetails(), STORE_VIEWS.lv).shippingDetails.country).toBe('LV');
    const chosen = filledDetails();
    chosen.shippingDetails.country = 'FI';
    expect(withDefaultCountry(chosen, STORE_VIEWS.ee).shippingDetails.country).toBe('FI');
  });

  it('changes a known field with a value of its type only', () => {
    const details = emptyCheckoutDetails();
    expect(updateDetails(details, 'shipping', 'city', 'Tartu').shippingDetails.city).toBe('Tartu');
    expect(updateDetails(details, 'personal', 'createAccount', true).personalDetails.createAccount).toBe(true);
    expect(updateDetails(details, 'shipping', 'nonsense', 'x'), 'unknown field').toBe(details);
    expect(updateDetails(details, 'payment', 'termsAccepted', 'yes'), 'wrong type').toBe(details);
    expect(updateDetails(details, 'shipping', 'city', ''), 'same value').toBe(details);
  });

  it('fills missing fields of older stored details with empty values', () => {
    const restored = restoredDetails({ personalDetails: { firstName: 'Mari' } } as never);
    expect(restored.personalDetails.firstName).toBe('Mari');
    expect(restored.paymentDetails.billingSameAsShipping).toBe(true);
  });

  it('takes the default method when none is chosen and drops one no longer offered', () => {
    expect(withShippingMethods(emptyCheckoutDetails(), SHIPPING_METHODS).shippingDetails.shippingMethod).toBe(
      'courier_standard',
    );
    const parcel = filledDetails();
    parcel.shippingDetails.shippingMethod = 'omniva_parcel';
    expect(withShippingMethods(parcel, [{ ...COURIER, default: false }]).shippingDetails.shippingMethod).toBe('');
    expect(withPaymentMethods(emptyCheckoutDetails(), PAYMENT_METHODS).paymentDetails.paymentMethod).toBe(
      'cashondelivery',
    );
  });

  it('keeps the chosen methods while none are known yet (the details restored before the cart lists them)', () => {
    const parcel = filledDetails();
    parcel.shippingDetails.shippingMethod = 'omniva_parcel';
    parcel.shippingDetails.parcelMachineId = 'EE-101';
    parcel.paymentDetails.paymentMethod = 'montonio';
    const restored = withPaymentMethods(withShippingMethods(parcel, []), []);
    expect(restored).toBe(parcel);
    const listed = withShippingMethods(restored, [
      COURIER,
      { ...COURIER, carrier_code: 'omniva', method_code: 'parcel', default: false },
    ]);
    expect(listed.shippingDetails).toMatchObject({ shippingMethod: 'omniva_parcel', parcelMachineId: 'EE-101' });
  });

  it('never offers cash on delivery for a virtual cart (SPEC 5)', () => {
    expect(availablePaymentMethods(PAYMENT_METHODS, true)).toEqual([MONTONIO]);
    expect(availablePaymentMethods(PAYMENT_METHODS, false)).toEqual(PAYMENT_METHODS);
  });

  it('fills what the shopper left empty from the customer profile and its default address', () => {
    const typed = emptyCheckoutDetails();
    typed.personalDetails.firstName = 'Jaanus';
    const filled = prefillFromProfile(typed, CUSTOMER);
    expect(filled.personalDetails).toMatchObject({
      firstName: 'Jaanus',
      lastName: 'Tamm',
      emailAddress: CUSTOMER.email,
    });
    expect(filled.shippingDetails).toMatchObject({ streetAddress: 'Pikk 1', apartmentNumber: '3', city: 'Tallinn' });
  });

  it('drops the password and create-account flag and blanks the payment details after an order (SPEC 4 step 8)', () => {
    const details = filledDetails();
    details.personalDetails = {
      ...details.personalDetails,
      createAccount: true,
      password: 'Uus-parool-1',
      passwordConfirmation: 'Uus-parool-1',
    };
    const after = afterOrderSuccess(details);
    expect(after.personalDetails).toMatchObject({
      password: '',
      passwordConfirmation: '',
      createAccount: false,
      firstName: 'Mari',
    });
    expect(after.paymentDetails).toEqual(emptyCheckoutDetails().paymentDetails);
    expect(after.shippingDetails, 'the shipping address stays').toEqual(details.shippingDetails);
  });

  it('counts the shopper in checkout for 30 minutes after the last change (SPEC 4, 9)', () => {
    const modifiedAt = 1_000_000;
    expect(isInCheckout(modifiedAt, modifiedAt + 30 * 60 * 1000)).toBe(true);
    expect(isInCheckout(modifiedAt, modifiedAt + 30 * 60 * 1000 + 1)).toBe(false);
    expect(isInCheckout(null, modifiedAt)).toBe(false);
  });
});
