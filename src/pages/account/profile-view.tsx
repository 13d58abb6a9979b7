// SPEC 2 /my-account: the profile with the fields SPEC 3 lets a customer change (first name, last name, e-mail) and
// the password change. States come from the session machine: viewing, editing, saving, saved, queued offline
// (SPEC 4: the update is a sync task sent when online), failed; the password change is blocked offline (SPEC 5).
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { BusyStatus } from '../../components/auth/auth-panes';
import { FormAlert, TextField } from '../../components/auth/form-field';
import { PasswordHint } from '../../components/auth/password-hint';
import { useFormDraft } from '../../components/auth/use-form-draft';
import {
  type ChangePasswordValues,
  emailChanges,
  type FieldErrors,
  type ProfileFormValues,
  type ProfileValues,
  validateChangePassword,
  validateProfileForm,
} from '../../domain/account-forms';
import '../../components/auth/forms.css';
import './account.css';

export type ProfileStatus = 'loading' | 'viewing' | 'editing' | 'saving' | 'saved' | 'queued' | 'failed';
export type PasswordChangeStatus = 'idle' | 'saving' | 'changed' | 'failed';

export interface ProfileViewProps {
  /** null while the profile loads. */
  profile: ProfileValues | null;
  status: ProfileStatus;
  fieldErrors?: FieldErrors<keyof ProfileFormValues>;
  /** status 'failed': the server's refusal, already translated. */
  serverError?: string | null;
  online: boolean;
  passwordStatus: PasswordChangeStatus;
  passwordFieldErrors?: FieldErrors<keyof ChangePasswordValues>;
  /** passwordStatus 'failed': the server's message (SPEC 4 "Password change"), already translated. */
  passwordServerError?: string | null;
  onEdit(): void;
  onCancelEdit(): void;
  /** currentPassword: given when the e-mail address changes (issue 13: the server asks for it then). */
  onSave(values: ProfileValues, currentPassword?: string): void;
  onChangePassword(values: { currentPassword: string; newPassword: string }): void;
}

function ProfileFacts({ profile }: { profile: ProfileValues }) {
  return (
    <dl className="account-facts">
      <dt>
        <Trans>First name</Trans>
      </dt>
      <dd>{profile.firstname}</dd>
      <dt>
        <Trans>Last name</Trans>
      </dt>
      <dd>{profile.lastname}</dd>
      <dt>
        <Trans>E-mail address</Trans>
      </dt>
      <dd>{profile.email}</dd>
    </dl>
  );
}

function ProfileForm(props: ProfileViewProps & { profile: ProfileValues }) {
  const busy = props.status === 'saving';
  const stored = props.profile.email;
  const form = useFormDraft<ProfileFormValues, keyof ProfileFormValues>(
    { ...props.profile, currentPassword: '' },
    (values) => validateProfileForm(values, stored),
    props.fieldErrors,
  );
  const asksPassword = emailChanges(stored, form.values.email);
  const save = ({ currentPassword, ...values }: ProfileFormValues) =>
    busy || (asksPassword ? props.onSave(values, currentPassword) : props.onSave(values));
  return (
    <form ref={form.formRef} className="form" noValidate aria-busy={busy} onSubmit={form.submit(save)}>
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
      {asksPassword ? (
        <TextField
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={<Trans>Current password</Trans>}
          hint={<Trans>Enter your current password to change the e-mail address.</Trans>}
          required
          value={form.values.currentPassword}
          onChange={form.set('currentPassword')}
          error={form.errors.currentPassword}
        />
      ) : null}
      {props.status === 'failed' && props.serverError ? <FormAlert>{props.serverError}</FormAlert> : null}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy}>
          <Trans>Save the changes</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancelEdit}>
          <Trans>Cancel</Trans>
        </button>
      </div>
      <BusyStatus busy={busy} />
    </form>
  );
}

function PasswordForm(props: ProfileViewProps) {
  const busy = props.passwordStatus === 'saving';
  const form = useFormDraft(
    { currentPassword: '', newPassword: '', passwordConfirm: '' },
    validateChangePassword,
    props.passwordFieldErrors,
  );
  const send = ({ currentPassword, newPassword }: ChangePasswordValues) =>
    busy || props.onChangePassword({ currentPassword, newPassword });
  return (
    <form ref={form.formRef} className="form" noValidate aria-busy={busy} onSubmit={form.submit(send)}>
      <TextField
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={<Trans>Current password</Trans>}
        required
        value={form.values.currentPassword}
        onChange={form.set('currentPassword')}
        error={form.errors.currentPassword}
      />
      <TextField
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={<Trans>New password</Trans>}
        hint={<PasswordHint />}
        required
        value={form.values.newPassword}
        onChange={form.set('newPassword')}
        error={form.errors.newPassword}
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
      {props.passwordStatus === 'failed' && props.passwordServerError ? (
        <FormAlert>{props.passwordServerError}</FormAlert>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy}>
          <Trans>Change the password</Trans>
        </button>
      </div>
      <BusyStatus busy={busy} />
    </form>
  );
}

function PasswordSection(props: ProfileViewProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Change password</Trans>
      </h2>
      {props.passwordStatus === 'changed' ? (
        <p className="form-note form-note--success" role="status">
          <Trans>Password has successfully been changed</Trans>
        </p>
      ) : null}
      {props.online ? (
        // A new form after a change, so the typed passwords do not linger.
        <PasswordForm key={props.passwordStatus === 'changed' ? 'changed' : 'form'} {...props} />
      ) : (
        <p className="form-note" role="status">
          <Trans>Reset password feature does not work while offline!</Trans>
        </p>
      )}
    </section>
  );
}

export function ProfileView(props: ProfileViewProps) {
  const headingId = useId();
  const { profile, status } = props;
  const editing = status === 'editing' || status === 'saving' || status === 'failed';
  return (
    <section className="account-page" aria-labelledby={headingId}>
      <h1 id={headingId}>
        <Trans>My profile</Trans>
      </h1>
      {status === 'loading' || !profile ? (
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
          {editing ? (
            <ProfileForm {...props} profile={profile} />
          ) : (
            <>
              <ProfileFacts profile={profile} />
              <button type="button" className="button" onClick={props.onEdit}>
                <Trans>Edit your profile</Trans>
              </button>
            </>
          )}
          <PasswordSection {...props} />
        </>
      )}
    </section>
  );
}
