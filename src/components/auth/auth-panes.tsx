// The three panes of the login modal (SPEC 3 authElem: login, register, forgot password). Each keeps its draft and
// shows SPEC 5's messages on submit; busy, the server's refusal and 'sent' come from the modal's props.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import {
  type FieldErrors,
  type ForgotValues,
  type LoginValues,
  type RegisterField,
  type RegisterValues,
  validateForgot,
  validateLogin,
  validateRegister,
} from '../../domain/account-forms';
import { CheckboxField, FormAlert, TextField } from './form-field';
import { PasswordHint } from './password-hint';
import { useFormDraft } from './use-form-draft';

/** What the register pane sends: the form without the repeated password. */
export type RegisterSubmit = Omit<RegisterValues, 'passwordConfirm'>;

export type AuthField = keyof LoginValues | RegisterField | keyof ForgotValues;

interface PaneProps {
  busy: boolean;
  serverError?: string | null;
  fieldErrors?: FieldErrors<AuthField>;
  /** The e-mail address typed in another pane, carried over. */
  email?: string;
}

/** 'Please wait…' while a request runs, announced politely. */
export function BusyStatus({ busy }: { busy: boolean }) {
  return (
    <p className="form-status" role="status">
      {busy ? <Trans>Please wait…</Trans> : null}
    </p>
  );
}

export function LoginPane({
  busy,
  serverError,
  fieldErrors,
  email = '',
  onSubmit,
  onForgot,
}: PaneProps & { onSubmit(values: LoginValues): void; onForgot(): void }) {
  const form = useFormDraft({ username: email, password: '' }, validateLogin, fieldErrors);
  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={form.submit((v) => busy || onSubmit(v))}
    >
      <TextField
        name="username"
        type="email"
        autoComplete="username"
        label={<Trans>E-mail address</Trans>}
        required
        value={form.values.username}
        onChange={form.set('username')}
        error={form.errors.username}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={<Trans>Password</Trans>}
        required
        value={form.values.password}
        onChange={form.set('password')}
        error={form.errors.password}
      />
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy}>
          <Trans>Log in</Trans>
        </button>
        <button type="button" className="link-button" onClick={onForgot}>
          <Trans>Forgot the password?</Trans>
        </button>
      </div>
      <BusyStatus busy={busy} />
    </form>
  );
}

export function RegisterPane({
  busy,
  serverError,
  fieldErrors,
  email = '',
  termsHref,
  onSubmit,
}: PaneProps & { termsHref: string; onSubmit(values: RegisterSubmit): void }) {
  const { t } = useLingui();
  const form = useFormDraft<RegisterValues, RegisterField>(
    { firstname: '', lastname: '', email, password: '', passwordConfirm: '', newsletter: false, terms: false },
    validateRegister,
    fieldErrors,
  );
  const send = ({ passwordConfirm: _repeat, ...values }: RegisterValues) => busy || onSubmit(values);
  return (
    <form ref={form.formRef} className="form" noValidate aria-busy={busy} onSubmit={form.submit(send)}>
      <div className="form-row">
        <TextField
          name="firstname"
          autoComplete="given-name"
          label={<Trans>First name</Trans>}
          required
          value={form.values.firstname}
          onChange={form.set('firstname')}
          error={form.errors.firstname}
        />
        <TextField
          name="lastname"
          autoComplete="family-name"
          label={<Trans>Last name</Trans>}
          required
          value={form.values.lastname}
          onChange={form.set('lastname')}
          error={form.errors.lastname}
        />
      </div>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={<Trans>E-mail address</Trans>}
        required
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={<Trans>Password</Trans>}
        hint={<PasswordHint />}
        required
        value={form.values.password}
        onChange={form.set('password')}
        error={form.errors.password}
      />
      <TextField
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        label={<Trans>Repeat password</Trans>}
        required
        value={form.values.passwordConfirm}
        onChange={form.set('passwordConfirm')}
        error={form.errors.passwordConfirm}
      />
      <CheckboxField
        name="newsletter"
        label={<Trans>I want to receive the newsletter</Trans>}
        checked={form.values.newsletter}
        onChange={form.set('newsletter')}
      />
      <CheckboxField
        name="terms"
        label={<Trans>I accept the terms and conditions</Trans>}
        required
        checked={form.values.terms}
        onChange={form.set('terms')}
        error={form.errors.terms}
      />
      <p className="form-field__hint">
        <Link href={termsHref} target="_blank" rel="noopener">
          {t`Terms and conditions`}
        </Link>
      </p>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy}>
          <Trans>Create an account</Trans>
        </button>
      </div>
      <BusyStatus busy={busy} />
    </form>
  );
}

export function ForgotPane({
  busy,
  serverError,
  fieldErrors,
  email = '',
  sent,
  onSubmit,
  onBack,
}: PaneProps & { sent: boolean; onSubmit(values: ForgotValues): void; onBack(): void }) {
  const form = useFormDraft({ email }, validateForgot, fieldErrors);
  const address = form.values.email.trim();
  if (sent) {
    return (
      <div className="form">
        <p className="form-note form-note--success" role="status">
          {/* Issue 13: the same words whether or not the address has an account (SPEC 8's 'email not existing' is
              never said, it told who has an account). */}
          <Trans>If {address} belongs to an account, a link to reset your password is on its way.</Trans>
        </p>
        <div className="form-actions">
          <button type="button" className="button" onClick={onBack}>
            <Trans>Back to log in</Trans>
          </button>
        </div>
      </div>
    );
  }
  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={form.submit((v) => busy || onSubmit(v))}
    >
      <p>
        <Trans>Enter your e-mail address and we will send you a link to reset your password.</Trans>
      </p>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={<Trans>E-mail address</Trans>}
        required
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email}
      />
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy}>
          <Trans>Send the reset link</Trans>
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          <Trans>Back to log in</Trans>
        </button>
      </div>
      <BusyStatus busy={busy} />
    </form>
  );
}
