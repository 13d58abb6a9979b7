// The account part of the composition root (ARCHITECTURE §1 rule 2): the session, token-lock, sync-queue and
// newsletter machines with their I/O, and the wiring between them (SPEC 4 "Session and account", "User token lock",
// "Sync tasks"): the session's pair goes to the lock and the queue; a task's 401 asks the lock; a refreshed pair goes
// back to the session; a failed refresh ends the session silently and opens the signup modal; logout clears the
// lists; every notice becomes a notification in the shopper's language.
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import type { networkMachine } from '../../machines/network.machine';
import { newsletterMachine, type NewsletterStatusAnswer } from '../../machines/newsletter.machine';
import type { notificationsMachine } from '../../machines/notifications.machine';
import type { productListsMachine } from '../../machines/product-lists.machine';
import { sessionMachine } from '../../machines/session.machine';
import { type ExecuteTaskInput, syncQueueMachine, type TaskWrites } from '../../machines/sync-queue.machine';
import { requestFreshToken, tokenLockMachine } from '../../machines/token-lock.machine';
import type {
  ChangePasswordRequest,
  CreatePasswordRequest,
  Customer,
  LoginRequest,
  OrderHistory,
  RegisterRequest,
  ResetPasswordRequest,
  TokenResult,
} from '../domain/contract/user';
import type { Notice } from '../domain/notice';
import type { NotificationInput } from '../domain/notifications';
import { type OrderHistoryPage, PROFILE_UPDATED_ACTION, type StoredSession } from '../domain/session';
import { type SyncTask, type SyncTaskOutcome, TOKEN_REFRESH_FAILED_NOTICE, createSyncTask } from '../domain/sync-tasks';

/** The account's I/O in the browser (src/adapters); omitted during SSR, where every visitor is a guest. */
export interface AccountDeps {
  logIn(request: LoginRequest, signal: AbortSignal): Promise<TokenResult>;
  register(request: RegisterRequest, signal: AbortSignal): Promise<unknown>;
  refresh(refreshToken: string, signal: AbortSignal): Promise<TokenResult>;
  /** The calls with a token take a `freshToken` that asks the token lock once after a 401. */
  me(token: string, freshToken: (stale: string) => Promise<string>, signal: AbortSignal): Promise<Customer>;
  orderHistory(
    token: string,
    page: OrderHistoryPage,
    freshToken: (stale: string) => Promise<string>,
    signal: AbortSignal,
  ): Promise<OrderHistory>;
  changePassword(
    token: string,
    request: ChangePasswordRequest,
    freshToken: (stale: string) => Promise<string>,
    signal: AbortSignal,
  ): Promise<unknown>;
  resetPassword(request: ResetPasswordRequest, signal: AbortSignal): Promise<unknown>;
  createPassword(request: CreatePasswordRequest, signal: AbortSignal): Promise<unknown>;
  logOut(tokens: TokenResult, signal: AbortSignal): Promise<unknown>;
  session: {
    load(): Promise<StoredSession | null>;
    /** Writes the session and tells the store view's other tabs. */
    save(session: StoredSession | null): Promise<void>;
    /** Calls `listener` when another tab saved the session; returns the unsubscribe. */
    onSavedElsewhere(listener: () => void): () => void;
  };
  tasks: { load(): Promise<SyncTask[]>; write(writes: TaskWrites): Promise<void> };
  executeTask(input: ExecuteTaskInput, signal: AbortSignal): Promise<SyncTaskOutcome>;
  newsletter: {
    status(email: string, signal: AbortSignal): Promise<NewsletterStatusAnswer>;
    subscribe(email: string, signal: AbortSignal): Promise<NewsletterStatusAnswer>;
    /** Issue 13: only with the signed-in customer's token, for the own address. */
    unsubscribe(
      email: string,
      token: string | null,
      freshToken: (stale: string) => Promise<string>,
      signal: AbortSignal,
    ): Promise<NewsletterStatusAnswer>;
  };
  /** A task id (crypto.randomUUID in the browser). */
  newId(): string;
}

export interface AccountWiring {
  online: boolean;
  network: ActorRefFrom<typeof networkMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  productLists: ActorRefFrom<typeof productListsMachine>;
  /** A notice in the shopper's language (the app's i18n); the English text when none is given (SSR). */
  notification?(notice: Notice): NotificationInput;
}

const notInThisEnvironment = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is only available in the browser`);
};

export function createAccountActors(deps: AccountDeps | undefined, wiring: AccountWiring) {
  const tokenLock = createActor(
    tokenLockMachine.provide({
      actors: {
        refreshTokens: fromPromise(({ input, signal }) =>
          deps ? deps.refresh(input.refreshToken, signal) : notInThisEnvironment('refresh')(),
        ),
      },
    }),
    { input: {} },
  );
  const freshToken = (stale: string) => requestFreshToken(tokenLock, stale);

  const session = createActor(
    sessionMachine.provide({
      actors: {
        // During SSR there is no stored session: every visitor is a guest until the browser says otherwise.
        loadSession: fromPromise(async () => (deps ? deps.session.load() : null)),
        logIn: fromPromise(({ input, signal }) => (deps ? deps.logIn(input, signal) : notInThisEnvironment('logIn')())),
        registerUser: fromPromise(({ input, signal }) =>
          deps ? deps.register(input, signal) : notInThisEnvironment('register')(),
        ),
        loadAccount: fromPromise(async ({ input, signal }) => {
          if (!deps) return notInThisEnvironment('loadAccount')();
          const [user, orderHistory] = await Promise.all([
            deps.me(input.token, freshToken, signal),
            deps.orderHistory(input.token, input.page, freshToken, signal),
          ]);
          return { user, orderHistory };
        }),
        loadOrderHistory: fromPromise(({ input, signal }) =>
          deps ? deps.orderHistory(input.token, input.page, freshToken, signal) : notInThisEnvironment('orders')(),
        ),
        changePassword: fromPromise(({ input: { token, ...request }, signal }) =>
          deps ? deps.changePassword(token, request, freshToken, signal) : notInThisEnvironment('changePassword')(),
        ),
        requestPasswordReset: fromPromise(({ input, signal }) =>
          deps ? deps.resetPassword(input, signal) : notInThisEnvironment('resetPassword')(),
        ),
        createPassword: fromPromise(({ input, signal }) =>
          deps ? deps.createPassword(input, signal) : notInThisEnvironment('createPassword')(),
        ),
        revokeTokens: fromPromise(({ input, signal }) =>
          deps ? deps.logOut(input, signal) : notInThisEnvironment('logOut')(),
        ),
      },
      actions: {
        saveSession: (_, stored) => {
          // A failed write keeps the session for this visit (storage pressure never drops it silently elsewhere).
          void deps?.session.save(stored).catch(() => undefined);
        },
      },
    }),
    { input: { online: wiring.online } },
  );

  const syncQueue = createActor(
    syncQueueMachine.provide({
      actors: {
        loadTasks: fromPromise(async () => (deps ? deps.tasks.load() : [])),
        executeTask: fromPromise(({ input, signal }) =>
          deps ? deps.executeTask(input, signal) : notInThisEnvironment('executeTask')(),
        ),
      },
      actions: {
        persistTasks: (_, writes) => {
          void deps?.tasks.write(writes).catch(() => undefined);
        },
      },
    }),
    { input: { online: wiring.online } },
  );

  const newsletter = createActor(
    newsletterMachine.provide({
      actors: {
        checkNewsletter: fromPromise(({ input, signal }) =>
          deps ? deps.newsletter.status(input.email, signal) : notInThisEnvironment('newsletter')(),
        ),
        subscribeNewsletter: fromPromise(({ input, signal }) =>
          deps ? deps.newsletter.subscribe(input.email, signal) : notInThisEnvironment('newsletter')(),
        ),
        unsubscribeNewsletter: fromPromise(({ input, signal }) =>
          deps
            ? deps.newsletter.unsubscribe(
                input.email,
                session.getSnapshot().context.tokens?.token ?? null,
                freshToken,
                signal,
              )
            : notInThisEnvironment('newsletter')(),
        ),
      },
    }),
  );

  wire({ session, tokenLock, syncQueue, newsletter }, deps, wiring);
  for (const actor of [tokenLock, syncQueue, newsletter, session]) actor.start();
  return { session, tokenLock, syncQueue, newsletter };
}

export type AccountActors = ReturnType<typeof createAccountActors>;

function wire(
  { session, tokenLock, syncQueue, newsletter }: AccountActors,
  deps: AccountDeps | undefined,
  { network, notifications, productLists, notification }: AccountWiring,
) {
  const notify = (notice: Notice) =>
    notifications.send({
      type: 'notification.add',
      notification: notification?.(notice) ?? { type: notice.type, message: notice.message },
    });

  session.on('session.notify', ({ notice }) => notify(notice));
  // Another tab saved the session: it is read back (a guest tab logs in; a logged-in tab logs out or takes the pair).
  deps?.session.onSavedElsewhere(() => {
    deps.session.load().then(
      (stored) => session.send({ type: 'session.storedElsewhere', session: stored }),
      () => undefined,
    );
  });
  syncQueue.on('sync.notify', ({ notice }) => notify(notice));

  session.on('session.tokensChanged', ({ tokens }) => {
    tokenLock.send({ type: 'token.set', tokens });
    syncQueue.send({ type: 'sync.tokenChanged', token: tokens?.token ?? null });
  });
  tokenLock.on('token.refreshed', ({ tokens }) => session.send({ type: 'session.tokensRefreshed', tokens }));
  syncQueue.on('sync.tokenExpired', ({ token }) => {
    requestFreshToken(tokenLock, token).then(
      (fresh) => syncQueue.send({ type: 'sync.tokenRefreshed', token: fresh }),
      () => syncQueue.send({ type: 'sync.tokenRefreshFailed', at: new Date().toISOString() }),
    );
  });
  // SPEC 4: after the maximum attempts a silent logout, the untransmitted tasks cleared, the signup modal and the
  // notification; with auto refresh off, a logout and the signup modal.
  tokenLock.on('token.sessionEnded', ({ reason }) => {
    session.send({ type: 'session.logout', silent: reason === 'refresh-failed' });
    if (reason === 'refresh-failed') {
      syncQueue.send({ type: 'sync.clearUntransmitted' });
      notify(TOKEN_REFRESH_FAILED_NOTICE);
    }
    session.send({ type: 'session.openAuth', elem: 'register' });
  });

  session.on('session.queueTask', ({ task }) => {
    const id = deps?.newId() ?? `task-${Date.now()}`;
    syncQueue.send({ type: 'sync.enqueue', task: createSyncTask(task, { id, now: new Date().toISOString() }) });
  });
  syncQueue.on('sync.storeAction', ({ action, task }) => {
    if (action === PROFILE_UPDATED_ACTION) {
      session.send({ type: 'session.profileSynced', code: task.resultCode, result: task.result });
    }
  });

  // SPEC 4: logout clears the wishlist and compare (the cart and checkout details join in their issues).
  session.on('session.loggedOut', () => {
    productLists.send({ type: 'lists.clear', list: 'wishlist' });
    productLists.send({ type: 'lists.clear', list: 'compare' });
    newsletter.send({ type: 'newsletter.reset' });
  });

  network.on('network.changed', ({ online }) => {
    const type = online ? ('network.online' as const) : ('network.offline' as const);
    session.send({ type });
    syncQueue.send({ type });
  });
}
