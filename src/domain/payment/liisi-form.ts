// SPEC 3 "Instalment form fields", SPEC 5 form messages, SPEC 9 (instalment periods, work-time bands, income and
// liabilities for the 'last 6 months', occupation options): the Liisi instalment application as the shopper types
// it, its checks (message KEYS of src/domain/account-forms.ts: 'Field is required', 'Minimum length 11 digits',
// 'Must be number', 'Must be greater than 0') and the mapping to the contract's `liisiFormSchema`
// (src/domain/contract/payment.ts) that POST /api/ext/payment-liisi/payment-liisi-add-order-comment accepts.
import {
  type FieldErrors,
  type FormMessageKey,
  type Rule,
  greaterThanZero,
  hasErrors,
  mustBeNumber,
  personalCode,
  required,
  validateFields,
} from '../account-forms';
import { INSTALMENT_PERIODS, type LiisiForm, OCCUPATIONS, WORK_TIME_BANDS, liisiFormSchema } from '../contract/payment';

/** The form's values as typed: text fields are strings, the three statements booleans. */
export interface LiisiFormValues {
  personalCode: string;
  employer: string;
  /** One of WORK_TIME_BANDS, or '' before a choice. */
  timeWorked: string;
  /** EUR, total of the last 6 months (SPEC 9). */
  totalIncome: string;
  /** EUR a month, over the last 6 months (SPEC 9). */
  monthlyLiabilities: string;
  politicallyExposed: boolean;
  taxAuthorityConsent: boolean;
  validIdCard: boolean;
  /** One of INSTALMENT_PERIODS as a string, or ''. */
  numberOfPayments: string;
  documentNumber: string;
  /** YYYY-MM-DD, as a date input gives it. */
  documentIssueDate: string;
  documentIssuePlace: string;
  /** One of OCCUPATIONS, or ''. */
  occupation: string;
}

export type LiisiTextField = Exclude<
  keyof LiisiFormValues,
  'politicallyExposed' | 'taxAuthorityConsent' | 'validIdCard'
>;
export type LiisiCheckField = 'taxAuthorityConsent' | 'validIdCard';
export type LiisiField = LiisiTextField | LiisiCheckField;
export type LiisiFormErrors = FieldErrors<LiisiField>;

export const EMPTY_LIISI_FORM: LiisiFormValues = {
  personalCode: '',
  employer: '',
  timeWorked: '',
  totalIncome: '',
  monthlyLiabilities: '',
  politicallyExposed: false,
  taxAuthorityConsent: false,
  validIdCard: false,
  numberOfPayments: '',
  documentNumber: '',
  documentIssueDate: '',
  documentIssuePlace: '',
  occupation: '',
};

/** The personal code has exactly 11 digits (SPEC 5 'Minimum length 11 digits'; the input takes no more). */
export const PERSONAL_CODE_DIGITS = 11;

const digitsOnly: Rule = (value) => (/^\d+$/.test(value.trim()) ? null : 'mustBeNumber');
const exactPersonalCode: Rule = (value) =>
  personalCode(value) ?? (value.trim().length === PERSONAL_CODE_DIGITS ? null : 'personalCodeMin11');
const oneOf =
  (options: readonly (string | number)[]): Rule =>
  (value) =>
    options.map(String).includes(value) ? null : 'required';
/** A real calendar day, not in the future (a document is issued before it is shown). */
const pastDate =
  (today: string): Rule =>
  (value) => {
    const match = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
    if (!match) return 'required';
    const date = new Date(`${value}T00:00:00Z`);
    const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    return real && value <= today ? null : 'required';
  };

const accepted = (value: boolean): FormMessageKey | null => (value ? null : 'required');

/** SPEC 5 checks: the first problem of every field; an empty object means the form may be sent. */
export function validateLiisiForm(values: LiisiFormValues, today: string): LiisiFormErrors {
  const errors: LiisiFormErrors = validateFields<LiisiTextField>(values, {
    personalCode: [required, digitsOnly, exactPersonalCode],
    employer: [required],
    timeWorked: [required, oneOf(WORK_TIME_BANDS)],
    totalIncome: [required, greaterThanZero],
    monthlyLiabilities: [required, mustBeNumber],
    numberOfPayments: [required, oneOf(INSTALMENT_PERIODS)],
    documentNumber: [required],
    documentIssueDate: [required, pastDate(today)],
    documentIssuePlace: [required],
    occupation: [required, oneOf(OCCUPATIONS)],
  });
  // SPEC 3: the tax-authority data request and the valid id card are confirmations the lender needs.
  const consent = accepted(values.taxAuthorityConsent);
  if (consent) errors.taxAuthorityConsent = consent;
  const idCard = accepted(values.validIdCard);
  if (idCard) errors.validIdCard = idCard;
  return errors;
}

const amount = (value: string) => Number(value.trim().replace(/\s/g, '').replace(',', '.'));

/** The checked values as the contract's `liisi_form_data`; errors when a check fails. */
export function toLiisiForm(
  values: LiisiFormValues,
  today: string,
): { ok: true; form: LiisiForm } | { ok: false; errors: LiisiFormErrors } {
  const errors = validateLiisiForm(values, today);
  if (hasErrors(errors)) return { ok: false, errors };
  const parsed = liisiFormSchema.safeParse({
    personalCode: values.personalCode.trim(),
    employer: values.employer.trim(),
    timeWorked: values.timeWorked,
    totalIncome: amount(values.totalIncome),
    monthlyLiabilities: amount(values.monthlyLiabilities),
    politicallyExposed: values.politicallyExposed,
    taxAuthorityConsent: values.taxAuthorityConsent,
    validIdCard: values.validIdCard,
    numberOfPayments: Number(values.numberOfPayments),
    documentNumber: values.documentNumber.trim(),
    documentIssueDate: values.documentIssueDate,
    documentIssuePlace: values.documentIssuePlace.trim(),
    occupation: values.occupation,
  });
  // The checks above are stricter than the schema; a value beyond its bounds (an income over 10 million, a name of
  // 201 characters) is still refused here rather than by the server.
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'employer') as LiisiField;
    return { ok: false, errors: { [field]: 'required' } };
  }
  return { ok: true, form: parsed.data };
}

/** A checked application back as the form's values (the payment step shown again before the order is placed). */
export function fromLiisiForm(form: LiisiForm): LiisiFormValues {
  return {
    ...form,
    totalIncome: String(form.totalIncome),
    monthlyLiabilities: String(form.monthlyLiabilities),
    numberOfPayments: String(form.numberOfPayments),
  };
}
