// The account's I/O in the browser, from the adapters: /api/user/* and the newsletter over ky, the session and the
// sync tasks in the store view's IndexedDB (opened on first use), tasks sent by the sync-task executor.
import type { KyInstance } from 'ky';
import { crossTabChannel } from '../../adapters/cross-tab';
import { tokenRefreshLockName, withLock } from '../../adapters/locks';
import { userSessionStorage } from '../../adapters/session-storage';
import { openShopDb } from '../../adapters/storage';
import { createSyncTaskExecutor } from '../../adapters/sync-task-http';
import { syncTaskStorage } from '../../adapters/sync-task-storage';
import { sharedTokenRefresh } from '../../adapters/token-refresh';
import { newsletterApi, userApi } from '../../adapters/user';
import type { StoreCode } from '../../domain/store-views';
import type { AccountDeps } from './account-actors';

export function browserAccountDeps(http: KyInstance, storeCode: StoreCode): AccountDeps {
  let db: ReturnType<typeof openShopDb> | undefined;
  const shopDb = () => {
    db ??= openShopDb(storeCode);
    return db;
  };
  const apiWith = (freshToken: (stale: string) => Promise<string>) => userApi(http, freshToken);
  const plain = apiWith(async () => {
    throw new Error('This call carries no token');
  });
  const newsletter = newsletterApi(http, storeCode);
  const sessionRecord = async () => userSessionStorage(await shopDb());
  // Tabs share the session record; a save is announced to the others, which read it back.
  const sessionSaved = crossTabChannel<true>(storeCode, 'session');
  // Tabs share the stored session: one refreshes at a time, and the others take the pair it was rotated into.
  const refresh = sharedTokenRefresh({
    lock: (run, signal) => withLock(tokenRefreshLockName(storeCode), run, signal),
    session: {
      successorOf: async (refreshToken) => (await sessionRecord()).successorOf(refreshToken),
      rotated: async (spent, fresh) => (await sessionRecord()).rotated(spent, fresh),
    },
    refresh: (refreshToken, signal) => plain.refresh(refreshToken, signal),
  });
  const executeTask = createSyncTaskExecutor({ baseUrl: window.location.origin });
  return {
    logIn: (request, signal) => plain.logIn(request, signal),
    register: (request, signal) => plain.register(request, signal),
    refresh,
    me: (token, freshToken, signal) => apiWith(freshToken).me(token, signal),
    orderHistory: (token, page, freshToken, signal) => apiWith(freshToken).orderHistory(token, page, signal),
    changePassword: (token, request, freshToken, signal) => apiWith(freshToken).changePassword(token, request, signal),
    resetPassword: (request, signal) => plain.resetPassword({ ...request, storeCode }, signal),
    createPassword: (request, signal) => plain.createPassword(request, signal),
    logOut: (tokens, signal) => plain.logOut(tokens, signal),
    session: {
      load: async () => (await sessionRecord()).load(),
      save: async (session) => {
        await (await sessionRecord()).save(session);
        sessionSaved.post(true);
      },
      onSavedElsewhere: (listener) => sessionSaved.listen(() => listener()),
    },
    tasks: {
      load: async () => syncTaskStorage(await shopDb()).loadUntransmitted(),
      write: async (writes) => syncTaskStorage(await shopDb()).write(writes),
    },
    executeTask: (input, signal) => executeTask(input, signal),
    newsletter: {
      status: (email, signal) => newsletter.status(email, signal),
      // Issue 16: 'pending' (a confirmation link was mailed) for an address that is not the signed-in customer's own.
      subscribe: (email, signal, token) => newsletter.subscribe(email, signal, token),
      unsubscribe: (email, token, freshToken, signal) => newsletter.unsubscribe(email, token, freshToken, signal),
    },
    newId: () => crypto.randomUUID(),
  };
}
