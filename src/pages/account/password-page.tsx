// /reset-password/{token} and /create-password (SPEC 2, SPEC 7 create-password with the reset token): a new password
// for the account; on success the session logs in with it (SPEC 6: logging in after creating a password is enabled).
// The link carries no e-mail address, so the form asks for it unless ?email= brings it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { translateServerMessage } from '../../app/messages/account-messages';
import type { AccountActors } from '../../app/root/account-actors';
import { useAccount } from '../../app/root/hooks/use-account';
import { USER_ERRORS } from '../../domain/contract/user';
import { ResetPasswordView, type ResetPasswordStatus } from './reset-password-view';

export function PasswordPage({ kind, token }: { kind: 'reset' | 'create'; token?: string }) {
  const account = useAccount(true);
  if (!account) {
    return (
      <p className="loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return <PasswordForm kind={kind} token={token} account={account} />;
}

function PasswordForm({ kind, token, account }: { kind: 'reset' | 'create'; token?: string; account: AccountActors }) {
  const { i18n } = useLingui();
  const session = account.session;
  const query = new URLSearchParams(useSearch());
  const resetToken = token ?? query.get('token') ?? '';
  const linkEmail = query.get('email') ?? '';
  // Whether the form was sent, the request and its outcome: the session machine's.
  const sent = useSelector(session, (s) => s.context.passwordCreateSent);
  const busy = useSelector(session, (s) => s.matches('creatingPassword') || s.matches('authorizing'));
  const authorized = useSelector(session, (s) => s.hasTag('authorized'));
  const locked = useSelector(session, (s) => s.context.resetLocked);
  const error = useSelector(session, (s) => s.context.error);

  const expired = locked || (sent && error === USER_ERRORS.resetExpired) || !resetToken;
  const status: ResetPasswordStatus = expired
    ? 'expired'
    : busy
      ? 'busy'
      : sent && authorized
        ? 'done'
        : sent && error
          ? 'failed'
          : 'form';

  return (
    <ResetPasswordView
      kind={kind}
      status={status}
      askEmail={!linkEmail}
      email={linkEmail}
      serverError={error ? translateServerMessage(i18n, error) : null}
      onSubmit={({ email, password }) =>
        session.send({ type: 'session.createPassword', email: email || linkEmail, newPassword: password, resetToken })
      }
      onLogIn={() => session.send({ type: 'session.openAuth', elem: 'login' })}
      onRequestNewLink={() => session.send({ type: 'session.openAuth', elem: 'forgot-password' })}
    />
  );
}
