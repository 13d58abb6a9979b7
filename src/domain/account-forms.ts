// SPEC 5 "Checkout and account forms": the form messages and the server password rules, as pure checks that return
// message KEYS (STYLE "Views": domain code returns keys, not sentences). src/components/auth/form-messages.ts maps
// each key to its text in the three catalogues. A form validator returns the first problem of every field, so a
// field shows one message at a time and an empty object means the form may be sent.
import { checkPassword, PASSWORD_MIN_LENGTH, type PasswordProblem } from './password';

/** One key per SPEC 5 form message (plus the server password rules, shown before the server refuses them). */
export type FormMessageKey =
  | 'required'
  | 'greaterThanZero'
  | 'nameMin2'
  | 'nameMin3'
  | 'passwordMin8'
  | 'passwordClasses'
  | 'passwordSpaces'
  | 'passwordsDiffer'
  | 'taxIdMin3'
  | 'zipMin3'
  | 'zipEe'
  | 'zipLv'
  | 'email'
  | 'acceptTerms'
  | 'alphabetOnly'
  | 'mustBeNumber'
  | 'personalCodeMin11'
  | 'birthdayPattern'
  | 'phoneWithoutCountryCode';

export type FieldErrors<Field extends string> = Partial<Record<Field, FormMessageKey>>;

/** SPEC 5 "Name must have at least 2 (or 3) letters": 2 for a person's own name, 3 on an address (see nameRule). */
export const PERSON_NAME_MIN_LETTERS = 2;
export const ADDRESS_NAME_MIN_LETTERS = 3;
/** SPEC 5: 'Tax ID must have at least 3 letters'. */
export const TAX_ID_MIN_LENGTH = 3;
/** SPEC 5: 'Zip-code at least 3 characters'. */
export const ZIP_MIN_LENGTH = 3;
/** SPEC 5: 'Minimum length 11 digits (personal code)'. */
export const PERSONAL_CODE_MIN_DIGITS = 11;

/** A check of one value: null when it passes, otherwise the key of the message to show. */
export type Rule = (value: string) => FormMessageKey | null;

/** The first failing rule's key, or null. */
export function firstProblem(value: string, rules: readonly Rule[]): FormMessageKey | null {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return null;
}

/** Runs each field's rules over the values; only fields with a problem appear in the result. */
export function validateFields<Field extends string>(
  values: Record<Field, string>,
  rules: Record<Field, readonly Rule[]>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const problem = firstProblem(values[field] ?? '', rules[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;

// ---- single rules ----

/** 'Field is required': blank (only spaces) counts as empty. */
export const required: Rule = (value) => (value.trim() === '' ? 'required' : null);

/** An optional field's rules apply only once something is typed. */
export const optional =
  (...rules: Rule[]): Rule =>
  (value) =>
    value.trim() === '' ? null : firstProblem(value, rules);

const countLetters = (value: string) => value.match(/\p{L}/gu)?.length ?? 0;

/**
 * 'Name must have at least 2 (or 3) letters'. Letters are counted, not characters, so 'A.' is one letter. The
 * person's own name (register, profile) needs 2 ('Ai', 'Li' are real Estonian names); the name on an address needs
 * 3, as the address forms of the shop this SPEC describes asked.
 */
export const nameRule =
  (minLetters: 2 | 3): Rule =>
  (value) =>
    countLetters(value) < minLetters ? (minLetters === 2 ? 'nameMin2' : 'nameMin3') : null;

/**
 * 'Accepts only alphabet characters': letters of any alphabet (õ, š, ž, ā …) with combining marks; single spaces,
 * hyphens and apostrophes may join them, since 'Mari-Liis' and 'O’Brien' are names made of letters.
 */
export const alphabetOnly: Rule = (value) =>
  /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u.test(value.trim()) ? null : 'alphabetOnly';

/** 'Please provide valid e-mail address': one @, a dotted domain, no spaces. */
export const email: Rule = (value) =>
  /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value.trim()) && value.trim().length <= 254 ? null : 'email';

/** 'Password must have at least 8 letters' (SPEC 9: 8 characters). */
export const passwordLength: Rule = (value) => ([...value].length < PASSWORD_MIN_LENGTH ? 'passwordMin8' : null);

const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, FormMessageKey> = {
  length: 'passwordMin8',
  classes: 'passwordClasses',
  spaces: 'passwordSpaces',
};

/**
 * SPEC 5 "Server password rules" (the server's own check, src/domain/password.ts), run before sending so the shopper
 * learns them at once: no leading or trailing space, at least 8 characters, at least 3 of the 4 classes.
 */
export const newPasswordRule: Rule = (value) => {
  const check = checkPassword(value);
  return check.ok ? null : PASSWORD_PROBLEM_KEYS[check.problem];
};

/** 'Passwords must be identical': the repeat must equal the password, character for character. */
export const sameAs =
  (other: string): Rule =>
  (value) =>
    value === other ? null : 'passwordsDiffer';

/** 'Tax ID must have at least 3 letters' (characters, ignoring spaces: 'EE 10' is four). */
export const taxId: Rule = (value) => (value.replace(/\s/g, '').length < TAX_ID_MIN_LENGTH ? 'taxIdMin3' : null);

/**
 * 'Zip-code at least 3 characters'. SPEC 5 notes the Estonian text says five digits and the Latvian text four:
 * those are the two countries' postcode formats (EE 10115; LV-1050 or 1050), so for an Estonian or Latvian address
 * the country's format is checked, with a message that says it, and elsewhere (FI, LT …) at least 3 characters.
 */
export const zipCode =
  (countryId: string): Rule =>
  (value) => {
    const zip = value.trim();
    if (zip.replace(/\s/g, '').length < ZIP_MIN_LENGTH) return 'zipMin3';
    if (countryId === 'EE') return /^\d{5}$/.test(zip) ? null : 'zipEe';
    if (countryId === 'LV') return /^(?:LV-?)?\d{4}$/i.test(zip) ? null : 'zipLv';
    return null;
  };

/** 'Must be number': digits, one optional decimal comma or point ('1200', '1 200,50'). */
export const mustBeNumber: Rule = (value) =>
  /^\d+(?:[.,]\d+)?$/.test(value.trim().replace(/\s/g, '')) ? null : 'mustBeNumber';

/** 'Must be greater than 0' (a number that is not positive); a non-number is 'Must be number'. */
export const greaterThanZero: Rule = (value) =>
  mustBeNumber(value) ?? (Number(value.trim().replace(/\s/g, '').replace(',', '.')) > 0 ? null : 'greaterThanZero');

/** 'Minimum length 11 digits' (the Estonian and Latvian personal codes have 11). */
export const personalCode: Rule = (value) =>
  /^\d{11,}$/.test(value.trim().replace(/-/g, '')) ? null : 'personalCodeMin11';

/**
 * 'Provide valid phone number without country code': 7 to 10 digits, spaces allowed, no '+' or '00' prefix and
 * not starting with the Estonian (372) or Latvian (371) calling code when that makes the number too long.
 */
export const phoneWithoutCountryCode: Rule = (value) => {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{7,10}$/.test(digits) || digits.startsWith('00')) return 'phoneWithoutCountryCode';
  return /^37[12]\d{7,}$/.test(digits) ? 'phoneWithoutCountryCode' : null;
};

/** 'Field should match pattern DD-MM-YYYY', and be a real calendar day ('31-02-1990' is not). */
export const birthday: Rule = (value) => {
  const match = value.trim().match(/^(\d{2})-(\d{2})-(\d{4})$/);
  if (!match) return 'birthdayPattern';
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? null : 'birthdayPattern';
};

/** 'You must accept the terms and conditions'. */
export const acceptTerms = (accepted: boolean): FormMessageKey | null => (accepted ? null : 'acceptTerms');

// ---- forms ----

export interface LoginValues {
  username: string;
  password: string;
}

/** The login pane: the e-mail address and a password (any length: old accounts may predate the rules). */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return validateFields(values, { username: [required, email], password: [required] });
}

export interface RegisterValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  passwordConfirm: string;
  newsletter: boolean;
  terms: boolean;
}

export type RegisterField = Exclude<keyof RegisterValues, 'newsletter'>;

const personName = [required, nameRule(PERSON_NAME_MIN_LETTERS), alphabetOnly];
const lastName = [required, alphabetOnly];

/** Create an account: names, e-mail, a password meeting SPEC 5's rules typed twice, and the accepted terms. */
export function validateRegister(values: RegisterValues): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = validateFields(
    {
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      password: values.password,
      passwordConfirm: values.passwordConfirm,
    },
    {
      firstname: personName,
      lastname: lastName,
      email: [required, email],
      password: [required, newPasswordRule],
      passwordConfirm: [required, sameAs(values.password)],
    },
  );
  const terms = acceptTerms(values.terms);
  if (terms) errors.terms = terms;
  return errors;
}

export interface ForgotValues {
  email: string;
}

/** Forgot password: the address the link is sent to. */
export function validateForgot(values: ForgotValues): FieldErrors<keyof ForgotValues> {
  return validateFields(values, { email: [required, email] });
}

export interface ResetPasswordValues {
  /** Asked only when the link did not carry it (/create-password); '' otherwise. */
  email: string;
  password: string;
  passwordConfirm: string;
}

/** /reset-password/{token} and /create-password: the new password twice (and the e-mail when asked). */
export function validateResetPassword(
  values: ResetPasswordValues,
  { askEmail }: { askEmail: boolean },
): FieldErrors<keyof ResetPasswordValues> {
  return validateFields(values, {
    email: askEmail ? [required, email] : [],
    password: [required, newPasswordRule],
    passwordConfirm: [required, sameAs(values.password)],
  });
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  passwordConfirm: string;
}

/** My account, change password: the current one (as it is), a new one meeting the rules, typed twice. */
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  return validateFields(values, {
    currentPassword: [required],
    newPassword: [required, newPasswordRule],
    passwordConfirm: [required, sameAs(values.newPassword)],
  });
}

/** SPEC 3 "User": the fields a customer may change on the profile (addresses have their own form). */
export interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
}

export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  return validateFields(values, { firstname: personName, lastname: lastName, email: [required, email] });
}

/** Issue 13 finding 4: the profile form with the current password, asked for when the e-mail address changes. */
export interface ProfileFormValues extends ProfileValues {
  currentPassword: string;
}

/** Whether the typed address differs from the stored one (the server compares them trimmed and lower-cased). */
export function emailChanges(stored: string, typed: string): boolean {
  return stored.trim().toLowerCase() !== typed.trim().toLowerCase();
}

export function validateProfileForm(
  values: ProfileFormValues,
  storedEmail: string,
): FieldErrors<keyof ProfileFormValues> {
  return {
    ...validateProfile(values),
    ...(emailChanges(storedEmail, values.email)
      ? validateFields({ currentPassword: values.currentPassword }, { currentPassword: [required] })
      : {}),
  };
}

/** SPEC 3 "Address form fields", in the form's order. */
export interface AddressValues {
  firstname: string;
  lastname: string;
  company: string;
  taxId: string;
  street: string;
  houseNumber: string;
  city: string;
  postcode: string;
  region: string;
  countryId: string;
  telephone: string;
  /** DD-MM-YYYY, optional. */
  birthday: string;
  /** '', 'female' or 'male', optional. */
  gender: string;
}

export type AddressField = keyof AddressValues;

/** The address form (shipping details, paper catalogue): required fields, names, tax ID, zip, phone, birthday. */
export function validateAddress(values: AddressValues): FieldErrors<AddressField> {
  return validateFields(values, {
    firstname: [required, nameRule(ADDRESS_NAME_MIN_LETTERS), alphabetOnly],
    lastname: lastName,
    company: [],
    taxId: [optional(taxId)],
    street: [required],
    houseNumber: [required],
    city: [required, alphabetOnly],
    postcode: [required, zipCode(values.countryId)],
    region: [],
    countryId: [required],
    telephone: [required, phoneWithoutCountryCode],
    birthday: [optional(birthday)],
    gender: [],
  });
}
