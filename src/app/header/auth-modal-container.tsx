// The login / register / forgot-password modal's container: the session machine's flow as AuthModalView props, the
// forms' intents as session events. Default export: loaded lazily by account-container.tsx.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type AuthMode, AuthModalView } from '../../components/auth/auth-modal-view';
import type { AuthElem } from '../../domain/session';
import { translateServerMessage } from '../messages/account-messages';
import { getHref } from '../routing/routes';
import { useShop } from '../root/shop-context';
import { useLoadedAccount } from '../root/hooks/use-account';

const MODE_OF: Record<AuthElem, AuthMode> = { login: 'login', register: 'register', 'forgot-password': 'forgot' };
const ELEM_OF: Record<AuthMode, AuthElem> = { login: 'login', register: 'register', forgot: 'forgot-password' };

export default function AuthModalContainer() {
  const { storeView } = useShop();
  const { i18n } = useLingui();
  const account = useLoadedAccount();
  const session = account.session;
  const mode = useSelector(session, (s) => MODE_OF[s.context.authElem]);
  const busy = useSelector(session, (s) => s.hasTag('busy'));
  const error = useSelector(session, (s) => s.context.error);
  const sent = useSelector(session, (s) => s.context.resetSent);
  const email = useSelector(session, (s) => s.context.resetEmail ?? undefined);

  return (
    <AuthModalView
      mode={mode}
      busy={busy}
      serverError={error ? translateServerMessage(i18n, error) : null}
      sent={sent}
      values={{ email }}
      termsHref={getHref('legal', {}, storeView.storeCode)}
      onSubmitLogin={({ username, password }) => session.send({ type: 'session.login', username, password })}
      onSubmitRegister={({ firstname, lastname, email: address, password, newsletter }) =>
        // With the box ticked the account machine subscribes the address once the account exists.
        session.send({
          type: 'session.register',
          customer: { firstname, lastname, email: address },
          password,
          newsletter,
        })
      }
      onSubmitForgot={({ email: address }) =>
        session.send({ type: 'session.resetPassword', email: address, storeCode: storeView.storeCode })
      }
      onSwitch={(next) => session.send({ type: 'session.openAuth', elem: ELEM_OF[next] })}
      onClose={() => session.send({ type: 'session.closeAuth' })}
    />
  );
}
