// The header's account entry and the login / register modal (SPEC 3 UI flag authElem, SPEC 6). The account
// subsystem and the modal load on the first click (the first view's JS budget); a customer goes to /my-account.
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { AccountButton } from '../../components/auth/account-button';
import type { AccountActors } from '../root/account-actors';
import { getHref } from '../routing/routes';
import { useShop } from '../root/shop-context';
import { useAccount } from '../root/hooks/use-account';

const AuthModalContainer = lazy(() => import('./auth-modal-container'));

function AuthModalWhenOpen({ account }: { account: AccountActors }) {
  const authOpen = useSelector(account.session, (s) => s.context.authOpen);
  if (!authOpen) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalContainer />
    </Suspense>
  );
}

export function AccountContainer() {
  const { actors, storeView } = useShop();
  const account = useAccount();
  const [, navigate] = useLocation();
  const signedIn = useSelector(account?.session, (s) => s?.hasTag('authorized') ?? false);
  return (
    <>
      <AccountButton
        signedIn={signedIn}
        onOpen={async () => {
          const { session } = await actors.account.load();
          if (session.getSnapshot().hasTag('authorized')) navigate(getHref('my-account', {}, storeView.storeCode));
          else session.send({ type: 'session.openAuth' });
        }}
      />
      {account ? <AuthModalWhenOpen account={account} /> : null}
    </>
  );
}
