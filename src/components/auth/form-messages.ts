// SPEC 5 "Checkout and account forms": the text of every form message key of src/domain/account-forms.ts, once,
// for every form of the shop. Views translate with i18n._(FORM_MESSAGES[key]).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormMessageKey } from '../../domain/account-forms';

export const FORM_MESSAGES: Record<FormMessageKey, MessageDescriptor> = {
  required: msg`Field is required`,
  greaterThanZero: msg`Must be greater than 0`,
  nameMin2: msg`Name must have at least 2 letters.`,
  nameMin3: msg`Name must have at least 3 letters.`,
  passwordMin8: msg`Password must have at least 8 letters.`,
  passwordClasses: msg`Password must contain at least 3 of these: lower case letters, upper case letters, digits, special characters.`,
  passwordSpaces: msg`Password can't begin or end with a space.`,
  passwordsDiffer: msg`Passwords must be identical.`,
  taxIdMin3: msg`Tax ID must have at least 3 letters.`,
  zipMin3: msg`Zip-code must have at least 3 characters.`,
  zipEe: msg`Zip-code must have five digits.`,
  zipLv: msg`Zip-code must have 4 digits.`,
  email: msg`Please provide valid e-mail address.`,
  acceptTerms: msg`You must accept the terms and conditions.`,
  alphabetOnly: msg`Accepts only alphabet characters.`,
  mustBeNumber: msg`Must be number`,
  personalCodeMin11: msg`Minimum length 11 digits`,
  birthdayPattern: msg`Field should match pattern DD-MM-YYYY`,
  phoneWithoutCountryCode: msg`Provide valid phone number without country code`,
};
