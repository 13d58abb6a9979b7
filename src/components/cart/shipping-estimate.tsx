// SPEC 1 "see shipping and payment methods and totals", SPEC 7 GET /api/cart/shipping-methods: before the checkout
// the shopper picks the country (EE or LV) and sees what each shipping method costs there, with tax. The methods
// are fetched by the container when the country changes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ShippingMethod } from '../../domain/contract/cart';
import { formatPrice } from '../../domain/money';
import { SelectField } from '../auth/form-field';
import './shipping-estimate.css';

/** SPEC 1: the shop's two countries. */
export const ESTIMATE_COUNTRIES: readonly string[] = ['EE', 'LV'];

export interface ShippingEstimateProps {
  country: string;
  countries?: readonly string[];
  methods: readonly ShippingMethod[];
  status: 'loading' | 'ready' | 'failed';
  locale: string;
  onCountryChange(country: string): void;
}

/** Country names from Intl in the shop's language, so no list is translated by hand. */
export function useCountryOptions(countries: readonly string[]) {
  const { i18n } = useLingui();
  const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  return countries.map((code) => ({ value: code, label: names.of(code) ?? code }));
}

export function ShippingEstimate({
  country,
  countries = ESTIMATE_COUNTRIES,
  methods,
  status,
  locale,
  onCountryChange,
}: ShippingEstimateProps) {
  const headingId = useId();
  const options = useCountryOptions(countries);
  return (
    <section className="shipping-estimate" aria-labelledby={headingId}>
      <h3 id={headingId} className="shipping-estimate__title">
        <Trans>Shipping costs</Trans>
      </h3>
      <SelectField
        name="estimateCountry"
        label={<Trans>Country</Trans>}
        value={country}
        options={options}
        onChange={onCountryChange}
      />
      {status === 'loading' ? (
        <p role="status">
          <Trans>Loading shipping methods…</Trans>
        </p>
      ) : null}
      {status === 'failed' ? (
        <p role="alert">
          <Trans>The shipping methods could not be loaded.</Trans>
        </p>
      ) : null}
      {status === 'ready' && methods.length === 0 ? (
        <p>
          <Trans>There are no shipping methods for this country.</Trans>
        </p>
      ) : null}
      {status === 'ready' && methods.length > 0 ? (
        <ul className="shipping-estimate__methods">
          {methods.map((method) => (
            <li key={`${method.carrier_code}_${method.method_code}`} className="shipping-estimate__method">
              <span>
                {method.carrier_title ? `${method.carrier_title}: ` : null}
                {method.method_title}
                {method.available ? null : (
                  <>
                    {' '}
                    <Trans>(not available)</Trans>
                  </>
                )}
              </span>{' '}
              <span className="shipping-estimate__price">{formatPrice(method.price_incl_tax, locale)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
