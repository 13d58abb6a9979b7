// Issue 16 "Newsletter": the sign-up form for every visitor (the footer and SPEC 2's newsletter modal): one e-mail
// field with SPEC 5's messages, SPEC 9's 10 % coupon promised, and the outcome: pending (issue 16 double opt-in: a
// confirmation link was mailed), subscribed (the coupon is mailed), already subscribed (SPEC 4: nothing was sent
// again), or a failure to try again. Props in, events out: the flow is the newsletter machine's (guest mode).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type ForgotValues, validateForgot } from '../../domain/account-forms';
import { FormAlert, TextField } from '../auth/form-field';
import { useFormDraft } from '../auth/use-form-draft';
import '../auth/forms.css';
import './newsletter.css';

export type NewsletterSignupStatus = 'form' | 'busy' | 'pending' | 'subscribed' | 'already';

export interface NewsletterSignupProps {
  status: NewsletterSignupStatus;
  problem: 'failed' | null;
  /** SPEC 9 "Newsletter coupon": the percentage off (10). */
  discountPercent: number;
  /** The address signed up, for the thank-you. */
  email: string | null;
  /** 'footer': a band of the footer with its own heading; 'modal': inside the modal, whose title is the heading. */
  variant: 'footer' | 'modal';
  onSubmit(email: string): void;
  onAgain(): void;
}

function Outcome({ status, email, discountPercent, onAgain }: NewsletterSignupProps) {
  return (
    <div className="newsletter-signup__outcome">
      <p className="form-note form-note--success" role="status">
        {status === 'pending' ? (
          <Trans>Check your inbox: we sent you a link to confirm your subscription</Trans>
        ) : status === 'subscribed' ? (
          <Trans>
            Thank you! {email} is subscribed. Your {discountPercent}% discount code is on its way to your inbox.
          </Trans>
        ) : (
          <Trans>{email} is already subscribed to our newsletter. Thank you for staying with us!</Trans>
        )}
      </p>
      <button type="button" className="button button--secondary" onClick={onAgain}>
        <Trans>Sign up another address</Trans>
      </button>
    </div>
  );
}

export function NewsletterSignup(props: NewsletterSignupProps) {
  const { t } = useLingui();
  const headingId = useId();
  const form = useFormDraft<ForgotValues, 'email'>({ email: '' }, validateForgot);
  const { status, problem, discountPercent, variant } = props;
  const busy = status === 'busy';
  const done = status === 'pending' || status === 'subscribed' || status === 'already';
  const Heading = variant === 'footer' ? 'h2' : 'p';
  return (
    <section
      className={`newsletter-signup newsletter-signup--${variant}`}
      aria-labelledby={variant === 'footer' ? headingId : undefined}
      aria-label={variant === 'modal' ? t`Newsletter sign-up` : undefined}
    >
      <Heading id={headingId} className="newsletter-signup__title">
        {variant === 'footer' ? (
          <Trans>Get {discountPercent}% off your next order</Trans>
        ) : (
          <Trans>Subscribe and get {discountPercent}% off your next order.</Trans>
        )}
      </Heading>
      {done ? (
        <Outcome {...props} />
      ) : (
        <form
          ref={form.formRef}
          className="newsletter-signup__form"
          noValidate
          onSubmit={form.submit((values) => props.onSubmit(values.email.trim().toLowerCase()))}
        >
          <p className="newsletter-signup__lead">
            <Trans>New collections, sales and style tips once a week. Unsubscribe with one click in any mail.</Trans>
          </p>
          <div className="newsletter-signup__row">
            <TextField
              name="email"
              type="email"
              label={<Trans>E-mail</Trans>}
              autoComplete="email"
              required
              value={form.values.email}
              error={form.errors.email}
              disabled={busy}
              onChange={form.set('email')}
            />
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {busy ? <Trans>Subscribing…</Trans> : <Trans>Subscribe</Trans>}
            </button>
          </div>
          {problem === 'failed' ? (
            <FormAlert>
              <Trans>The subscription did not go through. Please try again in a moment.</Trans>
            </FormAlert>
          ) : null}
        </form>
      )}
    </section>
  );
}
