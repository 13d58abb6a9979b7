// Labelled form controls shared by the login modal and the account pages (SPEC 5 forms): every input has a visible
// label, an invalid one is aria-invalid and described by its message, so a screen reader reads both. Messages are
// the keys of src/domain/account-forms.ts, translated here once.
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { FormMessageKey } from '../../domain/account-forms';
import { FORM_MESSAGES } from './form-messages';
import './forms.css';

function FieldError({ id, error }: { id: string; error: FormMessageKey }) {
  const { i18n } = useLingui();
  return (
    <p id={id} className="form-field__error">
      {i18n._(FORM_MESSAGES[error])}
    </p>
  );
}

interface FieldBase {
  name: string;
  label: ReactNode;
  error?: FormMessageKey | null;
  /** A hint shown under the control, read with it (e.g. the password rules). */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  placeholder?: string;
}

/** ids of the hint and the error that describe a control, or undefined. */
function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function TextField({
  name,
  label,
  error,
  hint,
  required,
  disabled,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        className="form-field__input"
        type={type}
        value={value}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} error={error} /> : null}
    </div>
  );
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}

export function SelectField({
  name,
  label,
  error,
  hint,
  required,
  disabled,
  value,
  onChange,
  options,
  autoComplete,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        name={name}
        className="form-field__input"
        value={value}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} error={error} /> : null}
    </div>
  );
}

export interface CheckboxFieldProps extends FieldBase {
  checked: boolean;
  onChange(checked: boolean): void;
}

export function CheckboxField({ name, label, error, required, disabled, checked, onChange }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--invalid' : ''}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className="form-field__checkbox"
        checked={checked}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {error ? <FieldError id={`${id}-error`} error={error} /> : null}
    </div>
  );
}

/** A server's (already translated) refusal above a form's buttons; an alert, so it is announced at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  );
}
