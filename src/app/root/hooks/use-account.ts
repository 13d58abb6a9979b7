// React's view of the lazily loaded account subsystem (lazy-subsystem.ts): the actors once loaded, null before and on
// the server. With `load`, the component asks for them (an account or password page).
import { useEffect, useSyncExternalStore } from 'react';
import type { AccountActors } from '../account-actors';
import { useShop } from '../shop-context';

const none = () => null;

export function useAccount(load = false): AccountActors | null {
  const { actors } = useShop();
  const account = actors.account;
  const current = useSyncExternalStore(account.subscribe, account.current, none);
  useEffect(() => {
    if (load) void account.load();
  }, [account, load]);
  return current;
}

/** Inside a subtree rendered only once the account is loaded. */
export function useLoadedAccount(): AccountActors {
  const account = useAccount();
  if (!account) throw new Error('The account subsystem is not loaded yet');
  return account;
}
