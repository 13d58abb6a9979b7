// SPEC 1 "a paper catalogue order" and SPEC 2 /paper-catalogue, /my-account/paper-catalogue: the address the
// catalogue is posted to (SPEC 3 address fields, without birthday and gender), then a thank-you.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { AddressField, AddressValues, FieldErrors } from '../../domain/account-forms';
import { AddressForm } from './address-form';
import './account.css';

export type PaperCatalogueStatus = 'form' | 'sending' | 'sent' | 'failed';

export interface PaperCatalogueViewProps {
  status: PaperCatalogueStatus;
  /** The customer's saved address, to start from. */
  initial?: Partial<AddressValues>;
  defaultCountry: string;
  countries?: readonly string[];
  fieldErrors?: FieldErrors<AddressField>;
  /** status 'failed': the server's refusal, already translated. */
  serverError?: string | null;
  onSubmit(values: AddressValues): void;
  /** 'sent': order another catalogue (back to the form). */
  onOrderAgain(): void;
  /** 2 under another page's title (/paper-catalogue: its CMS page's, the section named 'Order the catalogue'); 1 by
   * default (the account's page). */
  headingLevel?: 1 | 2;
}

export function PaperCatalogueView(props: PaperCatalogueViewProps) {
  const headingId = useId();
  const { status } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h1';
  return (
    <section className="account-page" aria-labelledby={headingId}>
      {/* Under the page's own title ('Paper catalogue') the section says what it does instead of repeating it. */}
      <Heading id={headingId}>
        {props.headingLevel === 2 ? <Trans>Order the catalogue</Trans> : <Trans>Paper catalogue</Trans>}
      </Heading>
      {status === 'sent' ? (
        <>
          <p className="form-note form-note--success" role="status">
            <Trans>Thank you! We will post the paper catalogue to your address.</Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={props.onOrderAgain}>
            <Trans>Order another catalogue</Trans>
          </button>
        </>
      ) : (
        <>
          <p>
            <Trans>Order our paper catalogue and we will post it to you.</Trans>
          </p>
          <AddressForm
            initial={props.initial}
            defaultCountry={props.defaultCountry}
            countries={props.countries}
            personalFields={false}
            busy={status === 'sending'}
            fieldErrors={props.fieldErrors}
            serverError={status === 'failed' ? props.serverError : null}
            submitLabel={<Trans>Order the catalogue</Trans>}
            onSubmit={props.onSubmit}
          />
        </>
      )}
    </section>
  );
}
