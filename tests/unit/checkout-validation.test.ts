import { describe, expect, it } from 'vitest';
import { emptyCheckoutDetails } from '../../src/domain/checkout/details';
import {
  validatePaymentDetails,
  validatePersonalDetails,
  validateShippingDetails,
  validateStep,
} from '../../src/domain/checkout/validation';
import { PAYMENT_METHODS, SHIPPING_METHODS, filledDetails } from './order-fixtures';

const methods = { shippingMethods: SHIPPING_METHODS, paymentMethods: PAYMENT_METHODS };

describe('checkout form validation (SPEC 5 "Checkout and account forms")', () => {
  it('passes a filled checkout on every step', () => {
    for (const step of ['personal', 'shipping', 'payment', 'review'] as const) {
      expect(validateStep(step, filledDetails(), { loggedIn: false, ...methods }), step).toEqual({});
    }
  });

  it('asks for names, a 2-letter first name and a valid e-mail', () => {
    const personal = { ...emptyCheckoutDetails().personalDetails, firstName: 'A', emailAddress: 'mari@' };
    expect(validatePersonalDetails(personal, { loggedIn: false })).toEqual({
      firstName: 'nameMin2',
      lastName: 'required',
      emailAddress: 'email',
    });
  });

  it('asks a guest creating an account for a password of the server rules, typed twice', () => {
    const personal = {
      ...filledDetails().personalDetails,
      createAccount: true,
      password: 'lihtne',
      passwordConfirmation: 'muu',
    };
    expect(validatePersonalDetails(personal, { loggedIn: false })).toEqual({
      password: 'passwordMin8',
      passwordConfirmation: 'passwordsDiffer',
    });
    expect(validatePersonalDetails({ ...personal, password: 'pikkparool' }, { loggedIn: false }).password).toBe(
      'passwordClasses',
    );
    expect(validatePersonalDetails(personal, { loggedIn: true }), 'a customer has an account').toEqual({});
  });

  it('checks the zip code by country, the phone without country code and the method', () => {
    const shipping = { ...filledDetails().shippingDetails, zipCode: '5010', phoneNumber: '+372 5123 4567' };
    expect(validateShippingDetails(shipping, SHIPPING_METHODS)).toEqual({
      zipCode: 'zipEe',
      phoneNumber: 'phoneWithoutCountryCode',
    });
    expect(
      validateShippingDetails(
        { ...shipping, country: 'LV', zipCode: 'LV-1050', phoneNumber: '21234567' },
        SHIPPING_METHODS,
      ),
    ).toEqual({});
    expect(validateShippingDetails({ ...shipping, zipCode: '12' }, SHIPPING_METHODS).zipCode).toBe('zipMin3');
    expect(
      validateShippingDetails({ ...filledDetails().shippingDetails, shippingMethod: 'gone_method' }, SHIPPING_METHODS),
    ).toEqual({
      shippingMethod: 'required',
    });
  });

  it('requires a parcel machine when the method needs a location', () => {
    const shipping = { ...filledDetails().shippingDetails, shippingMethod: 'omniva_parcel' };
    expect(validateShippingDetails(shipping, SHIPPING_METHODS)).toEqual({ parcelMachineId: 'required' });
    expect(validateShippingDetails({ ...shipping, parcelMachineId: 'omniva-1' }, SHIPPING_METHODS)).toEqual({});
  });

  it('checks the own billing address only when it is not the shipping one, and the accepted terms', () => {
    const payment = { ...filledDetails().paymentDetails, termsAccepted: false };
    expect(validatePaymentDetails(payment, PAYMENT_METHODS)).toEqual({ termsAccepted: 'acceptTerms' });
    const own = validatePaymentDetails({ ...payment, billingSameAsShipping: false, taxId: 'E1' }, PAYMENT_METHODS);
    expect(own).toMatchObject({ firstName: 'required', streetAddress: 'required', taxId: 'taxIdMin3' });
    expect(validatePaymentDetails({ ...payment, paymentMethod: '' }, PAYMENT_METHODS).paymentMethod).toBe('required');
  });
});
