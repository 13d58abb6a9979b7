// SPEC 2 /reset-password/{token} and /create-password (SPEC 7 create-password: email, newPassword, resetToken): the
// new password typed twice under SPEC 5's rules. States come from the container: the form, busy, done (then log in,
// SPEC 6 "Logging in after creating a password is enabled"), the expired link of SPEC 8, another refusal.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { BusyStatus } from '../../components/auth/auth-panes';
import { FormAlert, TextField } from '../../components/auth/form-field';
import { PasswordHint } from '../../components/auth/password-hint';
import { useFormDraft } from '../../components/auth/use-form-draft';
import { type FieldErrors, type ResetPasswordValues, validateResetPassword } from '../../domain/account-forms';
import '../../components/auth/forms.css';
import './account.css';

export type ResetPasswordStatus = 'form' | 'busy' | 'done' | 'expired' | 'failed';

export interface ResetPasswordViewProps {
  /** reset: /reset-password/{token}; create: /create-password (a first password for an account). */
  kind: 'reset' | 'create';
  status: ResetPasswordStatus;
  /** Ask for the e-mail address when the link did not carry it. */
  askEmail: boolean;
  email?: string;
  /** status 'failed': the server's refusal, already translated. */
  serverError?: string | null;
  fieldErrors?: FieldErrors<keyof ResetPasswordValues>;
  /** Sends { email ('' when not asked), password }. */
  onSubmit(values: { email: string; password: string }): void;
  /** Opens the login modal (done). */
  onLogIn(): void;
  /** Opens the forgot-password pane for a new link (expired). */
  onRequestNewLink(): void;
}

function Heading({ kind, id }: { kind: ResetPasswordViewProps['kind']; id: string }) {
  return (
    <h1 id={id} tabIndex={-1}>
      {kind === 'create' ? <Trans>Create password</Trans> : <Trans>Reset password</Trans>}
    </h1>
  );
}

export function ResetPasswordView(props: ResetPasswordViewProps) {
  const { kind, status, askEmail } = props;
  const headingId = useId();
  const busy = status === 'busy';
  const form = useFormDraft(
    { email: props.email ?? '', password: '', passwordConfirm: '' },
    (values: ResetPasswordValues) => validateResetPassword(values, { askEmail }),
    props.fieldErrors,
  );

  if (status === 'done') {
    return (
      <section className="account-page account-page--narrow" aria-labelledby={headingId}>
        <Heading kind={kind} id={headingId} />
        <p className="form-note form-note--success" role="status">
          <Trans>Your new password is saved. You can now log in with it.</Trans>
        </p>
        <button type="button" className="button" onClick={props.onLogIn}>
          <Trans>Log in</Trans>
        </button>
      </section>
    );
  }

  if (status === 'expired') {
    return (
      <section className="account-page account-page--narrow" aria-labelledby={headingId}>
        <Heading kind={kind} id={headingId} />
        <FormAlert>
          <Trans>Your password reset link has expired.</Trans>
        </FormAlert>
        <p>
          <button type="button" className="button" onClick={props.onRequestNewLink}>
            <Trans>Send me a new link</Trans>
          </button>
        </p>
      </section>
    );
  }

  return (
    <section className="account-page account-page--narrow" aria-labelledby={headingId}>
      <Heading kind={kind} id={headingId} />
      <form
        ref={form.formRef}
        className="form"
        noValidate
        aria-busy={busy}
        onSubmit={form.submit(
          ({ email, password }) => busy || props.onSubmit({ email: askEmail ? email : '', password }),
        )}
      >
        {askEmail ? (
          <TextField
            name="email"
            type="email"
            autoComplete="username"
            label={<Trans>E-mail address</Trans>}
            required
            value={form.values.email}
            onChange={form.set('email')}
            error={form.errors.email}
          />
        ) : null}
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={<Trans>New password</Trans>}
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
        {status === 'failed' && props.serverError ? <FormAlert>{props.serverError}</FormAlert> : null}
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy}>
            <Trans>Save the password</Trans>
          </button>
        </div>
        <BusyStatus busy={busy} />
      </form>
    </section>
  );
}
