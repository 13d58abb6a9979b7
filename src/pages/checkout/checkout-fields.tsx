// The checkout's shared controls: the SPEC 3 address fields (shipping and billing), the radio lists of shipping and
// payment methods with their prices (SPEC 1), and the parcel-machine picker (SPEC 1 "parcel-machine delivery").
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { SelectField, TextField } from '../../components/auth/form-field';
import { FORM_MESSAGES } from '../../components/auth/form-messages';
import { useCountryOptions } from '../../components/cart/shipping-estimate';
import type { FieldErrors, FormMessageKey } from '../../domain/account-forms';
import type { ParcelMachine } from '../../domain/contract/cart';
import { formatPrice } from '../../domain/money';
import type { CheckoutAddressField, CheckoutAddressValues } from './checkout-values';

export interface AddressFieldsProps {
  /** 'shipping' or 'billing': the autocomplete section, so the browser fills each with its own address. */
  section: 'shipping' | 'billing';
  values: CheckoutAddressValues;
  errors: FieldErrors<CheckoutAddressField>;
  countries: readonly string[];
  disabled?: boolean;
  onChange(field: CheckoutAddressField, value: string): void;
}

export function AddressFields({ section, values, errors, countries, disabled, onChange }: AddressFieldsProps) {
  const countryOptions = useCountryOptions(
    countries.includes(values.country) || !values.country ? countries : [...countries, values.country],
  );
  const field = (name: CheckoutAddressField, autoComplete: string) => ({
    name: `${section}-${name}`,
    value: values[name],
    error: errors[name],
    disabled,
    autoComplete: `${section} ${autoComplete}`,
    onChange: (value: string) => onChange(name, value),
  });
  return (
    <>
      <div className="form-row">
        <TextField {...field('firstName', 'given-name')} label={<Trans>First name</Trans>} required />
        <TextField {...field('lastName', 'family-name')} label={<Trans>Last name</Trans>} required />
      </div>
      <SelectField {...field('country', 'country')} label={<Trans>Country</Trans>} options={countryOptions} required />
      <div className="form-row">
        <TextField {...field('streetAddress', 'address-line1')} label={<Trans>Street address</Trans>} required />
        <TextField
          {...field('apartmentNumber', 'address-line2')}
          label={<Trans>House/apartment number</Trans>}
          required
        />
      </div>
      <div className="form-row">
        <TextField {...field('city', 'address-level2')} label={<Trans>City</Trans>} required />
        <TextField {...field('state', 'address-level1')} label={<Trans>State/province</Trans>} />
      </div>
      <div className="form-row">
        <TextField
          {...field('zipCode', 'postal-code')}
          label={<Trans>Zip-code</Trans>}
          inputMode={values.country === 'EE' || values.country === 'LV' ? 'numeric' : 'text'}
          required
        />
        <TextField
          {...field('phoneNumber', 'tel-national')}
          type="tel"
          inputMode="tel"
          label={<Trans>Phone number</Trans>}
          hint={<Trans>Without the country code</Trans>}
          required
        />
      </div>
    </>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** The price with tax, shown after the label. */
  price?: number | null;
  disabled?: boolean;
}

export interface ChoiceListProps {
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption[];
  value: string | null;
  error?: FormMessageKey | null;
  locale: string;
  disabled?: boolean;
  onChange(value: string): void;
}

/** A radio list in a fieldset named by its legend; its SPEC 5 message describes the group. */
export function ChoiceList({ name, legend, options, value, error, locale, disabled, onChange }: ChoiceListProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <fieldset
      className={`choice-list${error ? ' choice-list--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-field__label">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      {options.map((option, index) => (
        <div key={option.value} className="choice-list__option">
          <input
            id={`${id}-${index}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled || option.disabled}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${id}-${index}`}>
            <span>{option.label}</span>{' '}
            {option.price === null || option.price === undefined ? null : (
              <span className="choice-list__price">{formatPrice(option.price, locale)}</span>
            )}
          </label>
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {i18n._(FORM_MESSAGES[error])}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface ParcelMachinePickerProps {
  /** The chosen method's parcel machines (the container asks for the carrier's list). */
  machines: readonly ParcelMachine[];
  /** The shipping address's city: its machines are listed first, as the filter's start. */
  city: string;
  value: string | null;
  error?: FormMessageKey | null;
  disabled?: boolean;
  /** Issue 16: store pickup lists the shop's stores (its own labels); parcel machines otherwise. */
  kind?: 'parcel' | 'store';
  onChange(id: string | null): void;
}

const sameCity = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

/** A city filter and the machines of that city; the address's city is the filter's start when it has machines. */
export function ParcelMachinePicker({
  machines,
  city,
  value,
  error,
  disabled,
  kind = 'parcel',
  onChange,
}: ParcelMachinePickerProps) {
  const store = kind === 'store';
  const { t } = useLingui();
  const cities = [...new Set(machines.map((machine) => machine.city))].sort((a, b) => a.localeCompare(b));
  const chosen = machines.find((machine) => machine.id === value);
  // view-state: draft (the city the list is narrowed to; the choice itself is the checkout machine's)
  const [filter, setFilter] = useState(() => chosen?.city ?? cities.find((name) => sameCity(name, city)) ?? '');
  const listed = filter ? machines.filter((machine) => machine.city === filter) : machines;
  if (machines.length === 0) {
    return (
      <p className="form-note">
        {store ? (
          <Trans>There are no stores for this shipping method.</Trans>
        ) : (
          <Trans>There are no parcel machines for this shipping method.</Trans>
        )}
      </p>
    );
  }
  return (
    <div className="form-row">
      <SelectField
        name="parcelMachineCity"
        label={store ? <Trans>Store city</Trans> : <Trans>Parcel machine city</Trans>}
        value={filter}
        disabled={disabled}
        options={[{ value: '', label: t`All cities` }, ...cities.map((name) => ({ value: name, label: name }))]}
        onChange={(next) => {
          setFilter(next);
          if (chosen && next && chosen.city !== next) onChange(null);
        }}
      />
      <SelectField
        name="parcelMachineId"
        label={store ? <Trans>Pickup store</Trans> : <Trans>Parcel machine</Trans>}
        value={value ?? ''}
        error={error}
        disabled={disabled}
        required
        options={[
          { value: '', label: store ? t`Choose a store` : t`Choose a parcel machine` },
          ...listed.map((machine) => ({ value: machine.id, label: `${machine.name}, ${machine.address}` })),
        ]}
        onChange={(next) => onChange(next || null)}
      />
    </div>
  );
}
