// SPEC 3 UI flag authElem (login by default) and issue 4: the login / register / forgot-password modal. A pure View:
// the session machine's flow comes in as props (mode, busy, the server's translated refusal, 'sent'), intents go out;
// the view only checks SPEC 5's form rules before calling a submit callback.
import { Trans } from '@lingui/react/macro';
import type { ForgotValues, FieldErrors, LoginValues } from '../../domain/account-forms';
import { type AuthField, ForgotPane, LoginPane, type RegisterSubmit, RegisterPane } from './auth-panes';
import { ModalDialog } from './modal-dialog';

export type AuthMode = 'login' | 'register' | 'forgot';
export type { AuthField, RegisterSubmit };

export interface AuthModalViewProps {
  mode: AuthMode;
  /** A request of this pane is running: submits are ignored and 'Please wait…' is announced. */
  busy: boolean;
  /** The server's refusal, already translated (SPEC 8 "Account"). */
  serverError?: string | null;
  /** Field errors the container knows (e.g. from a 400), by field. */
  fieldErrors?: FieldErrors<AuthField>;
  /** Starting values, e.g. the e-mail address typed at checkout. */
  values?: { email?: string };
  /** Forgot password: the reset link was sent. */
  sent?: boolean;
  /** Why the modal opened, already translated ('Please log in to continue with checkout ...'). */
  notice?: string | null;
  /** SPEC 2: the store view's terms page. */
  termsHref: string;
  onSubmitLogin(values: LoginValues): void;
  onSubmitRegister(values: RegisterSubmit): void;
  onSubmitForgot(values: ForgotValues): void;
  onSwitch(mode: AuthMode): void;
  onClose(): void;
}

function Title({ mode }: { mode: AuthMode }) {
  switch (mode) {
    case 'login':
      return <Trans>Log in</Trans>;
    case 'register':
      return <Trans>Register</Trans>;
    case 'forgot':
      return <Trans>Reset password</Trans>;
  }
}

function SwitchLinks({ mode, onSwitch }: Pick<AuthModalViewProps, 'mode' | 'onSwitch'>) {
  if (mode === 'forgot') return null;
  return (
    <div className="auth-switch">
      {mode === 'login' ? (
        <p>
          <Trans>Don't have an account yet?</Trans>{' '}
          <button type="button" className="link-button" onClick={() => onSwitch('register')}>
            <Trans>Register a new account</Trans>
          </button>
        </p>
      ) : (
        <p>
          <Trans>Already have an account?</Trans>{' '}
          <button type="button" className="link-button" onClick={() => onSwitch('login')}>
            <Trans>Log in to your account</Trans>
          </button>
        </p>
      )}
    </div>
  );
}

export function AuthModalView(props: AuthModalViewProps) {
  const { mode, busy, serverError, fieldErrors, notice, onSwitch } = props;
  const email = props.values?.email;
  return (
    <ModalDialog title={<Title mode={mode} />} onClose={props.onClose} focusKey={mode}>
      {notice ? <p className="form-note">{notice}</p> : null}
      {mode === 'login' ? (
        <LoginPane
          key="login"
          busy={busy}
          serverError={serverError}
          fieldErrors={fieldErrors}
          email={email}
          onSubmit={props.onSubmitLogin}
          onForgot={() => onSwitch('forgot')}
        />
      ) : null}
      {mode === 'register' ? (
        <RegisterPane
          key="register"
          busy={busy}
          serverError={serverError}
          fieldErrors={fieldErrors}
          email={email}
          termsHref={props.termsHref}
          onSubmit={props.onSubmitRegister}
        />
      ) : null}
      {mode === 'forgot' ? (
        <ForgotPane
          key="forgot"
          busy={busy}
          serverError={serverError}
          fieldErrors={fieldErrors}
          email={email}
          sent={Boolean(props.sent)}
          onSubmit={props.onSubmitForgot}
          onBack={() => onSwitch('login')}
        />
      ) : null}
      <SwitchLinks mode={mode} onSwitch={onSwitch} />
    </ModalDialog>
  );
}
