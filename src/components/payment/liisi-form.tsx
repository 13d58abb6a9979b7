// SPEC 3 "Instalment form fields", SPEC 5 messages, SPEC 9 options: the Liisi instalment application, a controlled
// fieldset the checkout's payment step shows when `liisi_vsf` is chosen. Props in, events out: the values and the
// errors to show come from the owner (validateLiisiForm in src/domain/payment/liisi-form.ts, run when the shopper
// leaves the step), every change goes out through onChange. Every control has a visible label, a field with a
// problem is aria-invalid and described by its message; the statements are checkboxes, the choices selects.
//
// Usage (the checkout's payment step):
//   <LiisiForm values={liisi} errors={shownErrors} onChange={(field, value) => send({ ..., field, value })} />
// and after the order is placed, `toLiisiForm(values, today)` gives the contract's `liisi_form_data`.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INSTALMENT_PERIODS, OCCUPATIONS, WORK_TIME_BANDS } from '../../domain/contract/payment';
import type { LiisiFormErrors, LiisiFormValues, LiisiTextField } from '../../domain/payment/liisi-form';
import { type ReactNode, useId } from 'react';
import type { FormMessageKey } from '../../domain/account-forms';
import { CheckboxField, SelectField, TextField } from '../auth/form-field';
import { FORM_MESSAGES } from '../auth/form-messages';
import '../auth/forms.css';
import './liisi-form.css';

export interface LiisiFormProps {
  values: LiisiFormValues;
  /** The problems to show, one message key per field (none until the shopper tried to go on). */
  errors: LiisiFormErrors;
  onChange(field: keyof LiisiFormValues, value: string | boolean): void;
  disabled?: boolean;
}

/** SPEC 9 work-time bands (months at the current employer). */
const WORK_TIME_LABELS = {
  up_to_6: msg`Up to 6 months`,
  '6_24': msg`6 to 24 months`,
  '24_60': msg`24 to 60 months`,
  over_60: msg`Over 60 months`,
} as const;

/** SPEC 9 occupation options: employed types, unemployed, retired, self-employed (FIE), parental leave. */
const OCCUPATION_LABELS = {
  employed_private: msg`Employed in the private sector`,
  employed_public: msg`Employed in the public sector`,
  employed_military: msg`Employed in the defence forces`,
  self_employed: msg`Self-employed (sole proprietor)`,
  unemployed: msg`Unemployed`,
  retired: msg`Retired`,
  parental_leave: msg`On parental leave`,
} as const;

function choose(i18n: I18n) {
  return { value: '', label: i18n._(msg`Choose`) };
}

export function LiisiForm({ values, errors, onChange, disabled }: LiisiFormProps) {
  const { i18n } = useLingui();
  const text = (field: LiisiTextField) => ({
    name: `liisi-${field}`,
    value: values[field],
    error: errors[field] ?? null,
    required: true,
    disabled,
    onChange: (value: string) => onChange(field, value),
  });
  const months = (count: number) => i18n._(msg({ message: plural(count, { one: '# month', other: '# months' }) }));
  return (
    <fieldset className="liisi-form">
      <legend className="liisi-form__legend">
        <Trans>Instalment application (Liisi)</Trans>
      </legend>
      <p className="form-field__hint">
        <Trans>The lender decides on the application after the order is placed. Fields marked * are required.</Trans>
      </p>
      <div className="form-row">
        <TextField
          {...text('personalCode')}
          label={<Trans>Personal code</Trans>}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField {...text('employer')} label={<Trans>Employer</Trans>} autoComplete="organization" />
      </div>
      <div className="form-row">
        <SelectField
          {...text('occupation')}
          label={<Trans>Occupation</Trans>}
          options={[choose(i18n), ...OCCUPATIONS.map((value) => ({ value, label: i18n._(OCCUPATION_LABELS[value]) }))]}
        />
        <SelectField
          {...text('timeWorked')}
          label={<Trans>Time worked at the current employer</Trans>}
          options={[
            choose(i18n),
            ...WORK_TIME_BANDS.map((value) => ({ value, label: i18n._(WORK_TIME_LABELS[value]) })),
          ]}
        />
      </div>
      <div className="form-row">
        <TextField
          {...text('totalIncome')}
          label={<Trans>Total income in the last 6 months, EUR</Trans>}
          inputMode="text"
        />
        <TextField
          {...text('monthlyLiabilities')}
          label={<Trans>Monthly liabilities in the last 6 months, EUR</Trans>}
          inputMode="text"
        />
      </div>
      <SelectField
        {...text('numberOfPayments')}
        label={<Trans>Number of payments</Trans>}
        options={[choose(i18n), ...INSTALMENT_PERIODS.map((count) => ({ value: String(count), label: months(count) }))]}
      />
      <div className="form-row">
        <TextField {...text('documentNumber')} label={<Trans>Passport or ID card number</Trans>} autoComplete="off" />
        <DateField {...text('documentIssueDate')} label={<Trans>Date of issue</Trans>} />
        <TextField {...text('documentIssuePlace')} label={<Trans>Place of issue</Trans>} />
      </div>
      <CheckboxField
        name="liisi-politicallyExposed"
        label={<Trans>I am a politically exposed person</Trans>}
        checked={values.politicallyExposed}
        disabled={disabled}
        onChange={(checked) => onChange('politicallyExposed', checked)}
      />
      <CheckboxField
        name="liisi-taxAuthorityConsent"
        label={<Trans>I allow the lender to request my data from the tax authority</Trans>}
        checked={values.taxAuthorityConsent}
        error={errors.taxAuthorityConsent ?? null}
        required
        disabled={disabled}
        onChange={(checked) => onChange('taxAuthorityConsent', checked)}
      />
      <CheckboxField
        name="liisi-validIdCard"
        label={<Trans>I confirm that my ID card or passport is valid</Trans>}
        checked={values.validIdCard}
        error={errors.validIdCard ?? null}
        required
        disabled={disabled}
        onChange={(checked) => onChange('validIdCard', checked)}
      />
    </fieldset>
  );
}

interface DateFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  error: FormMessageKey | null;
  required: boolean;
  disabled?: boolean;
  onChange(value: string): void;
}

/** A date input (YYYY-MM-DD), labelled and described by its message like the shared fields. */
function DateField({ name, label, value, error, required, disabled, onChange }: DateFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const errorText = error ? i18n._(FORM_MESSAGES[error]) : null;
  return (
    <div className={`form-field${errorText ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        className="form-field__input"
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {errorText ? (
        <p id={`${id}-error`} className="form-field__error">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
