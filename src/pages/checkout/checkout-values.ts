// SPEC 3 "Checkout state": what each checkout step holds is the checkout machine's own details
// (src/domain/checkout/details.ts), shown and sent as they are. Field errors are SPEC 5 message keys
// (src/domain/account-forms.ts) per field of the step that was checked; the View translates them through
// src/components/auth/form-messages.ts.
import type { FieldErrors } from '../../domain/account-forms';
import type { AddressDetails } from '../../domain/checkout/details';
import type { PaymentField, PersonalField, ShippingField } from '../../domain/checkout/validation';

export type {
  AddressDetails as CheckoutAddressValues,
  CheckoutStep,
  EditableStep,
  PaymentDetails as PaymentDetailsValues,
  PersonalDetails as PersonalDetailsValues,
  ShippingDetails as ShippingDetailsValues,
} from '../../domain/checkout/details';
export type { PaymentField, PersonalField, ShippingField } from '../../domain/checkout/validation';

/** The address fields the forms show (region_id is set by the machine, not typed). */
export type CheckoutAddressField = Exclude<keyof AddressDetails, 'region_id'>;

/** The machine's messages, under the step they belong to (the steps share field names: firstName …). */
export interface CheckoutFieldErrors {
  personal?: FieldErrors<PersonalField>;
  shipping?: FieldErrors<ShippingField>;
  payment?: FieldErrors<PaymentField>;
}
