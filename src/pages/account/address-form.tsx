// SPEC 3 "Address form fields" (first name, last name, company name, tax ID, street, house/apartment number, city,
// zip-code, state/province, country, phone, birthday, gender) with SPEC 5's messages. Shared by the shipping details
// and the paper catalogue order. Country names come from Intl in the shop's language, so no list is translated.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BusyStatus } from '../../components/auth/auth-panes';
import { FormAlert, SelectField, TextField } from '../../components/auth/form-field';
import { useFormDraft } from '../../components/auth/use-form-draft';
import { type AddressField, type AddressValues, type FieldErrors, validateAddress } from '../../domain/account-forms';
import '../../components/auth/forms.css';

/** The countries the shop ships to, its own two first. */
export const SHIPPING_COUNTRIES: readonly string[] = ['EE', 'LV', 'LT', 'FI'];

export const EMPTY_ADDRESS: AddressValues = {
  firstname: '',
  lastname: '',
  company: '',
  taxId: '',
  street: '',
  houseNumber: '',
  city: '',
  postcode: '',
  region: '',
  countryId: '',
  telephone: '',
  birthday: '',
  gender: '',
};

export interface AddressFormProps {
  /** The saved or known values; missing ones start empty. */
  initial?: Partial<AddressValues>;
  /** SPEC 5: the country defaults to the store view's tax country when empty. */
  defaultCountry: string;
  countries?: readonly string[];
  /**
   * Birthday, gender and the tax ID (SPEC 3 lists them with the address); off where they mean nothing (a catalogue
   * order).
   */
  personalFields?: boolean;
  busy: boolean;
  fieldErrors?: FieldErrors<AddressField>;
  serverError?: string | null;
  submitLabel: ReactNode;
  onSubmit(values: AddressValues): void;
}

function useCountryOptions(countries: readonly string[]) {
  const { i18n } = useLingui();
  const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  return countries.map((code) => ({ value: code, label: names.of(code) ?? code }));
}

export function AddressForm({
  initial = {},
  defaultCountry,
  countries = SHIPPING_COUNTRIES,
  personalFields = true,
  busy,
  fieldErrors,
  serverError,
  submitLabel,
  onSubmit,
}: AddressFormProps) {
  const { t } = useLingui();
  const form = useFormDraft<AddressValues, AddressField>(
    { ...EMPTY_ADDRESS, ...initial, countryId: initial.countryId || defaultCountry },
    validateAddress,
    fieldErrors,
  );
  const field = (name: AddressField) => ({
    name,
    value: form.values[name],
    onChange: form.set(name),
    error: form.errors[name],
  });
  const countryOptions = useCountryOptions(
    countries.includes(form.values.countryId) ? countries : [...countries, form.values.countryId],
  );
  const genders = [
    { value: '', label: t`Not specified` },
    { value: 'female', label: t`Female` },
    { value: 'male', label: t`Male` },
  ];
  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={form.submit((values) => busy || onSubmit(values))}
    >
      <div className="form-row">
        <TextField {...field('firstname')} autoComplete="given-name" label={<Trans>First name</Trans>} required />
        <TextField {...field('lastname')} autoComplete="family-name" label={<Trans>Last name</Trans>} required />
      </div>
      <div className="form-row">
        <TextField {...field('company')} autoComplete="organization" label={<Trans>Company name</Trans>} />
        {/* A catalogue posted to someone needs no tax ID (issue 16: the paper catalogue's form). */}
        {personalFields ? <TextField {...field('taxId')} label={<Trans>Tax ID</Trans>} /> : null}
      </div>
      <div className="form-row">
        <TextField {...field('street')} autoComplete="address-line1" label={<Trans>Street</Trans>} required />
        <TextField
          {...field('houseNumber')}
          autoComplete="address-line2"
          label={<Trans>House/apartment number</Trans>}
          required
        />
      </div>
      <div className="form-row">
        <TextField {...field('city')} autoComplete="address-level2" label={<Trans>City</Trans>} required />
        <TextField {...field('postcode')} autoComplete="postal-code" label={<Trans>Zip-code</Trans>} required />
      </div>
      <div className="form-row">
        <TextField {...field('region')} autoComplete="address-level1" label={<Trans>State/province</Trans>} />
        <SelectField
          {...field('countryId')}
          autoComplete="country"
          label={<Trans>Country</Trans>}
          options={countryOptions}
          required
        />
      </div>
      <TextField
        {...field('telephone')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        label={<Trans>Phone number</Trans>}
        hint={<Trans>Without the country code</Trans>}
        required
      />
      {personalFields ? (
        <div className="form-row">
          <TextField
            {...field('birthday')}
            autoComplete="bday"
            label={<Trans>Birthday</Trans>}
            hint={<Trans>DD-MM-YYYY</Trans>}
          />
          <SelectField {...field('gender')} autoComplete="sex" label={<Trans>Gender</Trans>} options={genders} />
        </div>
      ) : null}
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <BusyStatus busy={busy} />
    </form>
  );
}
