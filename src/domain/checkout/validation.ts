// SPEC 5 "Checkout and account forms": the checkout steps' checks, one message KEY per field (the keys and rules of
// src/domain/account-forms.ts, reused: 'Field is required', 'Name must have at least 2 letters', 'Please provide
// valid e-mail address', the zip-code rule per country, 'Provide valid phone number without country code', the
// password rules of src/domain/password.ts, 'You must accept the terms and conditions'). An empty result means the
// step may be left.
import {
  type FieldErrors,
  PERSON_NAME_MIN_LETTERS,
  type Rule,
  acceptTerms,
  email,
  nameRule,
  newPasswordRule,
  optional,
  phoneWithoutCountryCode,
  required,
  sameAs,
  taxId,
  validateFields,
  zipCode,
} from '../account-forms';
import type { PaymentMethod, ShippingMethod } from '../contract/cart';
import {
  type AddressDetails,
  type CheckoutDetails,
  type CheckoutStep,
  type PaymentDetails,
  type PersonalDetails,
  type ShippingDetails,
  selectedPaymentMethod,
  selectedShippingMethod,
} from './details';

export type PersonalField = Exclude<keyof PersonalDetails, 'createAccount'>;
export type ShippingField = keyof ShippingDetails;
export type PaymentField = Exclude<keyof PaymentDetails, 'paymentMethodAdditional' | 'billingSameAsShipping'>;
export type CheckoutField = PersonalField | ShippingField | PaymentField;
export type CheckoutErrors = FieldErrors<CheckoutField>;

const personName = [required, nameRule(PERSON_NAME_MIN_LETTERS)];

/** A guest who creates an account types a password meeting the server's rules, twice; a customer types none. */
export function validatePersonalDetails(values: PersonalDetails, { loggedIn }: { loggedIn: boolean }): CheckoutErrors {
  const withPassword = values.createAccount && !loggedIn;
  return validateSome<PersonalField>(values, {
    firstName: personName,
    lastName: [required],
    emailAddress: [required, email],
    password: withPassword ? [required, newPasswordRule] : [],
    passwordConfirmation: withPassword ? [required, sameAs(values.password)] : [],
  });
}

const addressRules = (values: AddressDetails): Record<keyof AddressDetails, readonly Rule[]> => ({
  firstName: personName,
  lastName: [required],
  country: [required],
  streetAddress: [required],
  apartmentNumber: [],
  city: [required],
  state: [],
  region_id: [],
  zipCode: [required, zipCode(values.country)],
  phoneNumber: [required, phoneWithoutCountryCode],
});

/** A choice that must name one of the offered entries ('Field is required' otherwise). */
const oneOf =
  (offered: boolean): Rule =>
  () =>
    offered ? null : 'required';

/** The address, a method from the list, and a parcel machine when the method needs a location. */
export function validateShippingDetails(values: ShippingDetails, methods: readonly ShippingMethod[]): CheckoutErrors {
  const method = selectedShippingMethod({ shippingDetails: values } as CheckoutDetails, methods);
  return validateSome<ShippingField>(values, {
    ...addressRules(values),
    shippingMethod: [required, oneOf(method?.available === true)],
    parcelMachineId: method?.needs_location ? [required] : [],
  });
}

/** Billing address (unless same as shipping), a method from the list, the terms accepted. */
export function validatePaymentDetails(
  values: PaymentDetails,
  methods: readonly PaymentMethod[],
  virtualCart = false,
): CheckoutErrors {
  const method = selectedPaymentMethod({ paymentDetails: values } as CheckoutDetails, methods);
  // Issue 17: a virtual cart has no shipping step, so the billing address is always its own.
  const address =
    values.billingSameAsShipping && !virtualCart
      ? {}
      : { ...addressRules(values), company: [], taxId: [optional(taxId)] };
  const errors = validateSome<PaymentField>(values, {
    ...address,
    paymentMethod: [required, oneOf(method !== undefined)],
  });
  const terms = acceptTerms(values.termsAccepted);
  if (terms) errors.termsAccepted = terms;
  return errors;
}

/** validateFields over the text fields that have rules (the others, flags included, are not read). */
function validateSome<Field extends string>(
  values: object,
  rules: Partial<Record<Field, readonly Rule[]>>,
): FieldErrors<Field> {
  return validateFields(values as Record<Field, string>, rules as Record<Field, readonly Rule[]>);
}

export interface StepContext {
  loggedIn: boolean;
  shippingMethods: readonly ShippingMethod[];
  paymentMethods: readonly PaymentMethod[];
  /** SPEC 4 / issue 17: all items virtual or downloadable: nothing is shipped, the shipping step is skipped. */
  virtualCart?: boolean;
}

/** The problems that keep the shopper on `step`; the review step checks every step before it. */
export function validateStep(step: CheckoutStep, details: CheckoutDetails, context: StepContext): CheckoutErrors {
  switch (step) {
    case 'personal':
      return validatePersonalDetails(details.personalDetails, context);
    case 'shipping':
      return context.virtualCart ? {} : validateShippingDetails(details.shippingDetails, context.shippingMethods);
    case 'payment':
      return validatePaymentDetails(details.paymentDetails, context.paymentMethods, context.virtualCart);
    case 'review':
      return {
        ...validatePersonalDetails(details.personalDetails, context),
        ...validateStep('shipping', details, context),
        ...validatePaymentDetails(details.paymentDetails, context.paymentMethods, context.virtualCart),
      };
  }
}
