// The loyalty card page's I/O (issue 16): the loyalty-card machine with its calls provided, made with the signed-in
// customer's token from the session; a 401 asks the account's token lock for a fresh token (SPEC 4).
import { fromPromise } from 'xstate';
import { loyaltyCardMachine } from '../../../machines/loyalty-card.machine';
import { requestFreshToken } from '../../../machines/token-lock.machine';
import type { AccountActors } from './account-actors';

export function loyaltyCardActors(account: AccountActors) {
  const token = () => {
    const current = account.session.getSnapshot().context.tokens?.token;
    if (!current) throw new Error('You need to be logged in to see this page');
    return current;
  };
  const fresh = (stale: string) => requestFreshToken(account.tokenLock, stale);
  const io = async () => {
    const [{ createHttp }, loyalty] = await Promise.all([
      import('../../adapters/http'),
      import('../../adapters/loyalty'),
    ]);
    return { http: createHttp('/'), ...loyalty };
  };
  return loyaltyCardMachine.provide({
    actors: {
      loadCard: fromPromise(async ({ signal }) => {
        const { http, loadLoyaltyCard } = await io();
        return loadLoyaltyCard(http, token(), fresh, signal);
      }),
      joinCard: fromPromise(async ({ signal }) => {
        const { http, joinLoyaltyProgramme } = await io();
        return joinLoyaltyProgramme(http, token(), fresh, signal);
      }),
    },
  });
}
