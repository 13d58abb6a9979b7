// Issue 12 "No server error text reaches a shopper untranslated", SPEC 5 "The server-side order check is the only
// order validation", SPEC 8 "Order result 400": the field a 400 from POST /api/order (or a cart call) names, as the
// checkout step and field to fix, with the SPEC 5 message key shown under it. The server answers `<path>: <message>`
// (zod's path, or the service's own), e.g. 'addressInformation.shippingAddress.postcode: Too small…' or
// 'addressInformation.shipping_location_id: required for a parcel machine'. Pure.
import type { FormMessageKey } from '../account-forms';
import type { EditableStep } from '../checkout/details';
import type { CheckoutField } from '../checkout/validation';

export interface OrderErrorTarget {
  step: EditableStep;
  field: CheckoutField;
  key: FormMessageKey;
}

const ADDRESS_FIELDS: Record<string, { field: CheckoutField; key: (country: string) => FormMessageKey }> = {
  firstname: { field: 'firstName', key: () => 'nameMin2' },
  lastname: { field: 'lastName', key: () => 'required' },
  city: { field: 'city', key: () => 'required' },
  postcode: {
    field: 'zipCode',
    key: (country) => (country === 'EE' ? 'zipEe' : country === 'LV' ? 'zipLv' : 'zipMin3'),
  },
  street: { field: 'streetAddress', key: () => 'required' },
  telephone: { field: 'phoneNumber', key: () => 'phoneWithoutCountryCode' },
  countryId: { field: 'country', key: () => 'required' },
  company: { field: 'company', key: () => 'required' },
  vat_id: { field: 'taxId', key: () => 'taxIdMin3' },
};

/** The path a server message starts with ('a.b.0.c: …'), or null. */
export function messagePath(message: string): string | null {
  const match = /^([A-Za-z_][\w]*(?:\.[\w]+)*): /.exec(message);
  return match?.[1] ?? null;
}

/** The server's message without its path ('products.0.sku: Product … not available' -> 'Product … not available'). */
export function withoutPath(message: string): string {
  const path = messagePath(message);
  return path ? message.slice(path.length + 2) : message;
}

/**
 * The step and field a refused order names; null when it names none the shopper can fix in the checkout (the cart's
 * lines, the coupon: the message says what to do). `billingSameAsShipping`: a billing address copied from the
 * shipping one is fixed there. `country`: the address's country, for the zip-code rule's text.
 */
export function orderErrorTarget(
  message: string,
  options: { billingSameAsShipping: boolean; country: string },
): OrderErrorTarget | null {
  const path = messagePath(message)?.split('.') ?? [];
  if (path[0] !== 'addressInformation') return null;
  const [, part, name] = path;
  if (part === 'shipping_location_id') return { step: 'shipping', field: 'parcelMachineId', key: 'required' };
  if (part === 'shipping_method_code' || part === 'shipping_carrier_code') {
    return { step: 'shipping', field: 'shippingMethod', key: 'required' };
  }
  if (part === 'payment_method_code') return { step: 'payment', field: 'paymentMethod', key: 'required' };
  if (part !== 'shippingAddress' && part !== 'billingAddress') return null;
  if (name === 'email') return { step: 'personal', field: 'emailAddress', key: 'email' };
  const known = name ? ADDRESS_FIELDS[name] : undefined;
  if (!known) return null;
  const step = part === 'billingAddress' && !options.billingSameAsShipping ? 'payment' : 'shipping';
  if (step === 'shipping' && (known.field === 'company' || known.field === 'taxId')) return null;
  return { step, field: known.field, key: known.key(options.country.toUpperCase()) };
}
