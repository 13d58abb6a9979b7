// Issue 16 "Contact" (SPEC 2 /contact): a form (name, e-mail, subject, message) whose message goes to the shop's
// address, with SPEC 5's messages; a hidden honeypot field for spam robots; the thank-you once sent. Props in,
// events out: the flow (sending, sent, refused) comes from the contact-form machine.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FormAlert, TextField } from '../../components/auth/form-field';
import { FORM_MESSAGES } from '../../components/auth/form-messages';
import { useFormDraft } from '../../components/auth/use-form-draft';
import type { FormMessageKey } from '../../domain/account-forms';
import {
  CONTACT_MAX,
  type ContactField,
  type ContactValues,
  EMPTY_CONTACT,
  validateContact,
} from '../../domain/service-forms';
import '../../components/auth/forms.css';
import './service-pages.css';

export type ContactStatus = 'form' | 'sending' | 'sent';

export interface ContactViewProps {
  status: ContactStatus;
  /** Why the last message did not leave. */
  problem: 'tooMany' | 'failed' | null;
  /** The shop's own address, for those who prefer their mail program. */
  shopEmail: string;
  onSubmit(values: ContactValues): void;
  onWriteAgain(): void;
}

function MessageField(props: {
  value: string;
  error?: FormMessageKey;
  disabled: boolean;
  onChange(value: string): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className={`form-field${props.error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        <Trans>Message</Trans>
        <span aria-hidden="true"> *</span>
      </label>
      <textarea
        id={id}
        name="message"
        className="form-field__input contact-form__message"
        rows={6}
        maxLength={CONTACT_MAX.message}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.error ? (
        <p id={`${id}-error`} className="form-field__error">
          {i18n._(FORM_MESSAGES[props.error])}
        </p>
      ) : null}
    </div>
  );
}

export function ContactView({ status, problem, shopEmail, onSubmit, onWriteAgain }: ContactViewProps) {
  const headingId = useId();
  const honeypotId = useId();
  const form = useFormDraft<ContactValues, ContactField>(EMPTY_CONTACT, validateContact);
  const busy = status === 'sending';
  const field = (name: Exclude<ContactField, 'message'>) => ({
    name,
    value: form.values[name],
    onChange: form.set(name),
    error: form.errors[name],
    disabled: busy,
    required: true,
  });
  return (
    <section className="service-form" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Write to us</Trans>
      </h2>
      {status === 'sent' ? (
        <>
          <p className="form-note form-note--success" role="status">
            <Trans>Thank you! Your message has been sent. We answer within one working day.</Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={onWriteAgain}>
            <Trans>Write another message</Trans>
          </button>
        </>
      ) : (
        <form ref={form.formRef} className="contact-form" noValidate onSubmit={form.submit(onSubmit)}>
          <p>
            <Trans>
              Fill in the form or write to <a href={`mailto:${shopEmail}`}>{shopEmail}</a>.
            </Trans>
          </p>
          <TextField {...field('name')} label={<Trans>Name</Trans>} autoComplete="name" />
          <TextField {...field('email')} type="email" label={<Trans>E-mail</Trans>} autoComplete="email" />
          <TextField {...field('subject')} label={<Trans>Subject</Trans>} />
          <MessageField
            value={form.values.message}
            error={form.errors.message}
            disabled={busy}
            onChange={form.set('message')}
          />
          {/* The honeypot: out of sight and out of the tab order; people leave it empty, robots fill it in. */}
          <div className="contact-form__trap" aria-hidden="true">
            <label htmlFor={honeypotId}>Website</label>
            <input
              id={honeypotId}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.website}
              onChange={(event) => form.set('website')(event.currentTarget.value)}
            />
          </div>
          {problem === 'tooMany' ? (
            <FormAlert>
              <Trans>You have sent several messages in a short time. Please try again in an hour.</Trans>
            </FormAlert>
          ) : problem === 'failed' ? (
            <FormAlert>
              <Trans>The message could not be sent. Please try again later.</Trans>
            </FormAlert>
          ) : null}
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? <Trans>Sending…</Trans> : <Trans>Send the message</Trans>}
          </button>
        </form>
      )}
    </section>
  );
}
