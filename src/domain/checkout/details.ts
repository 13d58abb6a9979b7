// SPEC 3 "Checkout state": the details the shopper types in checkout (personalDetails, shippingDetails,
// paymentDetails), SPEC 5 "Checkout and account forms" (the shipping country defaults to the store view's tax
// country), SPEC 4 "Order placing" step 8 (after success: drop the password and the create-account flag, blank the
// payment details). Pure: every function returns new details; the checkout machine persists what they return.
import type { PaymentMethod, ShippingMethod } from '../contract/cart';
import type { LiisiForm } from '../contract/payment';
import type { Customer } from '../contract/user';
import type { StoreView } from '../store-views';
import type { AppliedGiftCard } from './gift-card';

/** SPEC 3 personalDetails, plus the password's repeat the form asks for (never persisted past an order). */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  password: string;
  passwordConfirmation: string;
  createAccount: boolean;
}

/** The address fields SPEC 3 shares between shippingDetails and paymentDetails. */
export interface AddressDetails {
  firstName: string;
  lastName: string;
  /** ISO 3166 alpha-2 country id ('EE', 'LV' …). */
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  state: string;
  region_id: string;
  zipCode: string;
  phoneNumber: string;
}

/** SPEC 3 shippingDetails; the method is `shippingMethodKey` of one of the listed methods. */
export interface ShippingDetails extends AddressDetails {
  shippingMethod: string;
  /** The parcel machine chosen when the method needs a location (SPEC 1 parcel-machine delivery). */
  parcelMachineId: string;
}

/**
 * SPEC 3 paymentMethodAdditional: what a method needs beyond its code. `liisi` is the checked instalment application
 * (issue 15, the contract's liisi_form_data): personal data, sent only with the Liisi call, never in the order
 * payload (withoutPersonalData) nor stored past the checkout (the machine persists without it).
 */
export interface PaymentMethodAdditional {
  liisi?: LiisiForm;
  [key: string]: string | LiisiForm | undefined;
}

/** SPEC 3 paymentDetails: the billing address (or the shipping one), company, taxId and the method. */
export interface PaymentDetails extends AddressDetails {
  company: string;
  taxId: string;
  paymentMethod: string;
  paymentMethodAdditional: PaymentMethodAdditional;
  /** Billing address same as shipping (the default); the address fields above are then unused. */
  billingSameAsShipping: boolean;
  /** SPEC 5: 'You must accept the terms and conditions'. */
  termsAccepted: boolean;
  /**
   * Issue 17: the gift card applied on the payment step (its code and the balance checked), kept with the other
   * details so a reload shows it applied; set only by the check, never typed (updateDetails leaves it alone).
   */
  giftCard: AppliedGiftCard | null;
}

export interface CheckoutDetails {
  personalDetails: PersonalDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
}

/** The checkout steps in order (issue 6 "Shop"); each owns one part of the details. */
export const CHECKOUT_STEPS = ['personal', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The part of the details each editable step writes. */
export const STEP_DETAILS = {
  personal: 'personalDetails',
  shipping: 'shippingDetails',
  payment: 'paymentDetails',
} as const satisfies Partial<Record<CheckoutStep, keyof CheckoutDetails>>;
export type EditableStep = keyof typeof STEP_DETAILS;

export const isEditableStep = (step: string): step is EditableStep => Object.hasOwn(STEP_DETAILS, step);

const emptyAddress = (): AddressDetails => ({
  firstName: '',
  lastName: '',
  country: '',
  streetAddress: '',
  apartmentNumber: '',
  city: '',
  state: '',
  region_id: '',
  zipCode: '',
  phoneNumber: '',
});

const emptyPayment = (): PaymentDetails => ({
  ...emptyAddress(),
  company: '',
  taxId: '',
  paymentMethod: '',
  paymentMethodAdditional: {},
  billingSameAsShipping: true,
  termsAccepted: false,
  giftCard: null,
});

export function emptyCheckoutDetails(): CheckoutDetails {
  return {
    personalDetails: {
      firstName: '',
      lastName: '',
      emailAddress: '',
      password: '',
      passwordConfirmation: '',
      createAccount: false,
    },
    shippingDetails: { ...emptyAddress(), shippingMethod: '', parcelMachineId: '' },
    paymentDetails: emptyPayment(),
  };
}

/** Stored details over the empty ones: a field missing from an older stored copy gets its empty value. */
export function restoredDetails(stored: Partial<CheckoutDetails> | null | undefined): CheckoutDetails {
  const empty = emptyCheckoutDetails();
  if (!stored) return empty;
  return {
    personalDetails: { ...empty.personalDetails, ...stored.personalDetails },
    shippingDetails: { ...empty.shippingDetails, ...stored.shippingDetails },
    paymentDetails: { ...empty.paymentDetails, ...stored.paymentDetails },
  };
}

/** SPEC 5: the shipping country defaults to the store view's tax country when empty (the billing one likewise). */
export function withDefaultCountry(
  details: CheckoutDetails,
  storeView: Pick<StoreView, 'taxCountry'>,
): CheckoutDetails {
  const { shippingDetails, paymentDetails } = details;
  if (shippingDetails.country && paymentDetails.country) return details;
  return {
    ...details,
    shippingDetails: { ...shippingDetails, country: shippingDetails.country || storeView.taxCountry },
    paymentDetails: { ...paymentDetails, country: paymentDetails.country || storeView.taxCountry },
  };
}

type FieldValue = string | boolean | PaymentMethodAdditional;

/** The liisi_vsf method's Liisi application (SPEC 3 "Instalment form fields"). */
export const LIISI_METHOD_CODE = 'liisi_vsf';

/**
 * Issue 15: the additional data without the Liisi application (personal data): what the order payload carries and
 * what is persisted to IndexedDB. The same object when there is nothing to drop.
 */
export function withoutPersonalData(additional: PaymentMethodAdditional): PaymentMethodAdditional {
  if (!Object.hasOwn(additional, 'liisi')) return additional;
  const { liisi: _personal, ...rest } = additional;
  return rest;
}

/** The details as persisted: the same details, the Liisi application left out. */
export function persistableDetails(details: CheckoutDetails): CheckoutDetails {
  const additional = withoutPersonalData(details.paymentDetails.paymentMethodAdditional);
  if (additional === details.paymentDetails.paymentMethodAdditional) return details;
  return { ...details, paymentDetails: { ...details.paymentDetails, paymentMethodAdditional: additional } };
}

/**
 * One field typed into one step. Only a known field of that step with a value of the field's own type changes
 * anything; anything else returns the same details (so the caller can tell nothing changed).
 */
export function updateDetails(
  details: CheckoutDetails,
  step: EditableStep,
  field: string,
  value: FieldValue,
): CheckoutDetails {
  const part = STEP_DETAILS[step];
  const current = details[part] as unknown as Record<string, unknown>;
  // Issue 17: the applied gift card comes from its balance check only.
  if (field === 'giftCard') return details;
  if (!Object.hasOwn(current, field) || typeof current[field] !== typeof value || current[field] === value) {
    return details;
  }
  return { ...details, [part]: { ...current, [field]: value } };
}

/** Issue 17: the gift card applied (or taken off) on the payment step, kept with the details. */
export function withGiftCard(details: CheckoutDetails, giftCard: AppliedGiftCard | null): CheckoutDetails {
  if (details.paymentDetails.giftCard === giftCard) return details;
  return { ...details, paymentDetails: { ...details.paymentDetails, giftCard } };
}

/** SPEC 3 shipping method: carrier and method code together name one method. */
export function shippingMethodKey(method: Pick<ShippingMethod, 'carrier_code' | 'method_code'>): string {
  return `${method.carrier_code}_${method.method_code}`;
}

export function selectedShippingMethod(
  details: CheckoutDetails,
  methods: readonly ShippingMethod[],
): ShippingMethod | undefined {
  return methods.find((method) => shippingMethodKey(method) === details.shippingDetails.shippingMethod);
}

export function selectedPaymentMethod(
  details: CheckoutDetails,
  methods: readonly PaymentMethod[],
): PaymentMethod | undefined {
  return methods.find((method) => method.code === details.paymentDetails.paymentMethod);
}

/** SPEC 9: the built-in cash-on-delivery method. */
export const CASH_ON_DELIVERY_CODE = 'cashondelivery';

/** SPEC 5: cash on delivery is hidden when the cart is virtual (the list comes filtered; this guards it again). */
export function availablePaymentMethods(methods: readonly PaymentMethod[], virtualCart: boolean): PaymentMethod[] {
  return virtualCart ? methods.filter((method) => method.code !== CASH_ON_DELIVERY_CODE) : [...methods];
}

/**
 * A new methods list: a chosen method that is no longer offered is dropped, and an empty choice takes the method
 * marked default (SPEC 3 `default`), if one is offered. No methods means none known yet (the cart still loading them
 * after a reload, when the stored details are often back first): the choice is kept, not dropped, and validation
 * still refuses a method the list does not offer.
 */
export function withShippingMethods(details: CheckoutDetails, methods: readonly ShippingMethod[]): CheckoutDetails {
  if (methods.length === 0) return details;
  const offered = methods.filter((method) => method.available);
  const chosen = offered.some((method) => shippingMethodKey(method) === details.shippingDetails.shippingMethod);
  const fallback = offered.find((method) => method.default);
  const shippingMethod = chosen ? details.shippingDetails.shippingMethod : fallback ? shippingMethodKey(fallback) : '';
  if (shippingMethod === details.shippingDetails.shippingMethod) return details;
  return { ...details, shippingDetails: { ...details.shippingDetails, shippingMethod, parcelMachineId: '' } };
}

/** As withShippingMethods: the payment choice is checked against the methods once they are known. */
export function withPaymentMethods(details: CheckoutDetails, methods: readonly PaymentMethod[]): CheckoutDetails {
  if (methods.length === 0) return details;
  const chosen = methods.some((method) => method.code === details.paymentDetails.paymentMethod);
  const fallback = methods.find((method) => method.default);
  const paymentMethod = chosen ? details.paymentDetails.paymentMethod : (fallback?.code ?? '');
  if (paymentMethod === details.paymentDetails.paymentMethod) return details;
  return { ...details, paymentDetails: { ...details.paymentDetails, paymentMethod, paymentMethodAdditional: {} } };
}

/**
 * A logged-in customer's profile fills what the shopper has not typed: names and e-mail, and the default shipping
 * address (or the first one). A customer does not create an account, so that choice and its password are cleared.
 */
export function prefillFromProfile(details: CheckoutDetails, customer: Customer): CheckoutDetails {
  const keep = (typed: string, fromProfile: string | undefined) => typed || (fromProfile ?? '');
  const personal = details.personalDetails;
  const address = customer.addresses.find((candidate) => candidate.default_shipping) ?? customer.addresses[0];
  const shipping = details.shippingDetails;
  const [street = '', apartment = ''] = address?.street ?? [];
  return {
    ...details,
    personalDetails: {
      ...personal,
      firstName: keep(personal.firstName, customer.firstname),
      lastName: keep(personal.lastName, customer.lastname),
      emailAddress: keep(personal.emailAddress, customer.email),
      createAccount: false,
      password: '',
      passwordConfirmation: '',
    },
    shippingDetails: address
      ? {
          ...shipping,
          firstName: keep(shipping.firstName, address.firstname),
          lastName: keep(shipping.lastName, address.lastname),
          country: shipping.streetAddress ? shipping.country : address.country_id,
          streetAddress: keep(shipping.streetAddress, street),
          apartmentNumber: keep(shipping.apartmentNumber, apartment),
          city: keep(shipping.city, address.city),
          state: keep(shipping.state, address.region),
          zipCode: keep(shipping.zipCode, address.postcode),
          phoneNumber: keep(shipping.phoneNumber, address.telephone),
        }
      : shipping,
  };
}

/**
 * SPEC 4 step 8, after a successful order: the password and the create-account flag are dropped and the payment
 * details blanked (the shopper's names and shipping address stay for the next order).
 */
export function afterOrderSuccess(details: CheckoutDetails): CheckoutDetails {
  return {
    ...details,
    personalDetails: { ...details.personalDetails, password: '', passwordConfirmation: '', createAccount: false },
    paymentDetails: emptyPayment(),
  };
}

/** What the cart is told of the checkout's shipping choice (SPEC 7 shipping-information). */
export interface CartShippingChoice {
  method: { method_code: string; carrier_code: string };
  address: { country_id: string; city?: string; postcode?: string; street?: string[] };
  /** The parcel machine, once chosen. */
  locationId?: string;
}

/**
 * Issue 12: the shipping method chosen in the checkout (the pre-selected default included) with the address and the
 * parcel machine, for the cart, so every total shown counts it as POST /api/order will; null while none is chosen.
 */
export function cartShippingChoice(
  details: CheckoutDetails,
  methods: readonly ShippingMethod[],
  defaultCountry: string,
): CartShippingChoice | null {
  const method = selectedShippingMethod(details, methods);
  if (!method) return null;
  const address = details.shippingDetails;
  const locationId = method.needs_location ? address.parcelMachineId.trim() : '';
  return {
    method: { method_code: method.method_code, carrier_code: method.carrier_code },
    address: {
      country_id: (address.country || defaultCountry).toUpperCase(),
      ...(address.city.trim() ? { city: address.city.trim() } : {}),
      ...(address.zipCode.trim() ? { postcode: address.zipCode.trim() } : {}),
      ...(address.streetAddress.trim() ? { street: [address.streetAddress.trim()] } : {}),
    },
    ...(locationId ? { locationId } : {}),
  };
}
