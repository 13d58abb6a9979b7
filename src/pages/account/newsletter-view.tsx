// SPEC 2 /my-account/newsletter and SPEC 3 "Newsletter" (isSubscribed, email): subscribed or not, one button to
// change it; SPEC 9: subscribing gives a discount coupon, shown when the container has its code.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { BusyStatus } from '../../components/auth/auth-panes';
import { FormAlert } from '../../components/auth/form-field';
import '../../components/auth/forms.css';
import './account.css';

export type NewsletterStatus = 'loading' | 'subscribed' | 'unsubscribed' | 'pending' | 'failed';

export interface NewsletterViewProps {
  /**
   * 'failed': the status check failed (nothing is known). 'pending': a confirmation link was mailed (a sign-up in the
   * footer) and is not used yet; signed in, the customer may also subscribe here at once.
   */
  status: NewsletterStatus;
  /** A subscribe or unsubscribe request is running. */
  busy: boolean;
  email: string;
  /** SPEC 9 "Newsletter coupon": the percentage off (10). */
  discountPercent: number;
  /** The coupon issued on subscribing, when known. */
  couponCode?: string | null;
  /** The last change was refused: the server's message, already translated. */
  serverError?: string | null;
  onSubscribe(): void;
  onUnsubscribe(): void;
  onRetry(): void;
}

function Coupon({ code, discountPercent }: { code: string; discountPercent: number }) {
  return (
    <div className="form-note form-note--success">
      <p>
        <Trans>Your {discountPercent}% discount code:</Trans> <strong className="coupon-code">{code}</strong>
      </p>
      <p>
        <Trans>Enter it in the cart to use it.</Trans>
      </p>
    </div>
  );
}

export function NewsletterView(props: NewsletterViewProps) {
  const headingId = useId();
  const { status, busy, email, discountPercent } = props;
  return (
    <section className="account-page" aria-labelledby={headingId} aria-busy={busy || status === 'loading'}>
      <h1 id={headingId}>
        <Trans>Newsletter</Trans>
      </h1>
      {status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading your account…</Trans>
        </p>
      ) : null}
      {status === 'failed' ? (
        <div className="load-error" role="alert">
          <p>
            <Trans>The newsletter subscription could not be checked.</Trans>
          </p>
          <button type="button" className="button" onClick={props.onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {status === 'subscribed' ? (
        <>
          <p>
            <Trans>You are subscribed to the newsletter with {email}.</Trans>
          </p>
          {props.couponCode ? <Coupon code={props.couponCode} discountPercent={discountPercent} /> : null}
          {props.serverError ? <FormAlert>{props.serverError}</FormAlert> : null}
          <div className="form-actions">
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={busy}
              onClick={() => busy || props.onUnsubscribe()}
            >
              <Trans>Unsubscribe</Trans>
            </button>
          </div>
        </>
      ) : null}
      {status === 'pending' ? (
        <>
          <p className="form-note">
            <Trans>Confirmation pending: check your e-mail ({email}) for the link we sent.</Trans>
          </p>
          <p>
            <Trans>
              As you are signed in, you can also confirm the subscription here and get {discountPercent}% off your next
              order.
            </Trans>
          </p>
          {props.serverError ? <FormAlert>{props.serverError}</FormAlert> : null}
          <div className="form-actions">
            <button type="button" className="button" aria-disabled={busy} onClick={() => busy || props.onSubscribe()}>
              <Trans>Confirm subscription</Trans>
            </button>
          </div>
        </>
      ) : null}
      {status === 'unsubscribed' ? (
        <>
          <p>
            <Trans>
              Subscribe to our newsletter with {email} and get {discountPercent}% off your next order.
            </Trans>
          </p>
          {props.serverError ? <FormAlert>{props.serverError}</FormAlert> : null}
          <div className="form-actions">
            <button type="button" className="button" aria-disabled={busy} onClick={() => busy || props.onSubscribe()}>
              <Trans>Subscribe</Trans>
            </button>
          </div>
        </>
      ) : null}
      <BusyStatus busy={busy} />
    </section>
  );
}
