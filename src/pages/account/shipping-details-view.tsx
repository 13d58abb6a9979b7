// SPEC 2 /my-account/shipping-details: the customer's address (SPEC 3 address form fields), saved through the
// profile update (SPEC 7 POST /api/user/me, queued when offline). States come from the container.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { AddressField, AddressValues, FieldErrors } from '../../domain/account-forms';
import { AddressForm } from './address-form';
import './account.css';

export type ShippingDetailsStatus = 'loading' | 'editing' | 'saving' | 'saved' | 'queued' | 'failed';

export interface ShippingDetailsViewProps {
  status: ShippingDetailsStatus;
  /** The saved address, or null when there is none yet (the form starts empty). */
  address: Partial<AddressValues> | null;
  /** SPEC 5: the store view's default tax country, used when the address has none. */
  defaultCountry: string;
  countries?: readonly string[];
  fieldErrors?: FieldErrors<AddressField>;
  /** status 'failed': the server's refusal, already translated. */
  serverError?: string | null;
  onSave(values: AddressValues): void;
}

export function ShippingDetailsView(props: ShippingDetailsViewProps) {
  const headingId = useId();
  const { status } = props;
  return (
    <section className="account-page" aria-labelledby={headingId}>
      <h1 id={headingId}>
        <Trans>Shipping details</Trans>
      </h1>
      {status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading your account…</Trans>
        </p>
      ) : (
        <>
          {status === 'saved' ? (
            <p className="form-note form-note--success" role="status">
              <Trans>Account data has successfully been updated</Trans>
            </p>
          ) : null}
          {status === 'queued' ? (
            <p className="form-note" role="status">
              <Trans>You are offline. Your changes are saved and will be sent when you are back online.</Trans>
            </p>
          ) : null}
          {props.address ? null : (
            <p>
              <Trans>You have not saved a shipping address yet.</Trans>
            </p>
          )}
          <AddressForm
            initial={props.address ?? {}}
            defaultCountry={props.defaultCountry}
            countries={props.countries}
            busy={status === 'saving'}
            fieldErrors={props.fieldErrors}
            serverError={status === 'failed' ? props.serverError : null}
            submitLabel={<Trans>Save the address</Trans>}
            onSubmit={props.onSave}
          />
        </>
      )}
    </section>
  );
}
