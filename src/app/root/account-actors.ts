// The account part of the composition root (ARCHITECTURE §1 rule 2): the composed account machine
// (machines/account.machine.ts: session, token lock, sync queue, newsletter and the routing between them, SPEC 4) with
// its I/O provided, and nothing else: no subscriptions, no event routing. HTTP calls with a token ask the token lock of
// the account's system for a fresh one after a 401 (`requestFreshToken`).
import { type ActorRefFrom, type AnyActorRef, createActor, fromCallback, fromPromise } from 'xstate';
import { ACCOUNT_CHILDREN, accountMachine } from '../../../machines/account.machine';
import type { networkMachine } from '../../../machines/network.machine';
import {
  newsletterMachine,
  type NewsletterCheckAnswer,
  type NewsletterStatusAnswer,
  type NewsletterSubscribeAnswer,
} from '../../../machines/newsletter.machine';
import type { notificationsMachine } from '../../../machines/notifications.machine';
import type { productListsMachine } from '../../../machines/product-lists.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { type ExecuteTaskInput, syncQueueMachine, type TaskWrites } from '../../../machines/sync-queue.machine';
import { type TokenLockActorRef, requestFreshToken, tokenLockMachine } from '../../../machines/token-lock.machine';
import type {
  ChangePasswordRequest,
  CreatePasswordRequest,
  Customer,
  LoginRequest,
  OrderHistory,
  RegisterRequest,
  ResetPasswordRequest,
  TokenResult,
} from '../../domain/contract/user';
import type { Notice } from '../../domain/notice';
import type { NotificationInput } from '../../domain/notifications';
import type { OrderHistoryPage, StoredSession } from '../../domain/session';
import type { SyncTask, SyncTaskOutcome } from '../../domain/sync-tasks';

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
    status(email: string, signal: AbortSignal): Promise<NewsletterCheckAnswer>;
    /** Issue 16: 'pending' when only a confirmation link was mailed (not the signed-in customer's own address). */
    subscribe(email: string, signal: AbortSignal, token?: string | null): Promise<NewsletterSubscribeAnswer>;
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

/** SPEC 4: a call that met 401 asks the account's token lock for a fresh token. */
const freshTokenFrom =
  (system: { get(id: string): AnyActorRef | undefined }) =>
  (stale: string): Promise<string> =>
    requestFreshToken(system.get(ACCOUNT_CHILDREN.tokenLock) as TokenLockActorRef, stale);

function sessionIo(deps: AccountDeps | undefined) {
  return sessionMachine.provide({
    actors: {
      // During SSR there is no stored session: every visitor is a guest until the browser says otherwise.
      loadSession: fromPromise(async () => (deps ? deps.session.load() : null)),
      logIn: fromPromise(({ input, signal }) => (deps ? deps.logIn(input, signal) : notInThisEnvironment('logIn')())),
      registerUser: fromPromise(({ input, signal }) =>
        deps ? deps.register(input, signal) : notInThisEnvironment('register')(),
      ),
      loadAccount: fromPromise(async ({ input, signal, system }) => {
        if (!deps) return notInThisEnvironment('loadAccount')();
        const freshToken = freshTokenFrom(system);
        const [user, orderHistory] = await Promise.all([
          deps.me(input.token, freshToken, signal),
          deps.orderHistory(input.token, input.page, freshToken, signal),
        ]);
        return { user, orderHistory };
      }),
      loadOrderHistory: fromPromise(({ input, signal, system }) =>
        deps
          ? deps.orderHistory(input.token, input.page, freshTokenFrom(system), signal)
          : notInThisEnvironment('orders')(),
      ),
      changePassword: fromPromise(({ input: { token, ...request }, signal, system }) =>
        deps
          ? deps.changePassword(token, request, freshTokenFrom(system), signal)
          : notInThisEnvironment('changePassword')(),
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
  });
}

function newsletterIo(deps: AccountDeps | undefined) {
  return newsletterMachine.provide({
    actors: {
      checkNewsletter: fromPromise(({ input, signal }) =>
        deps ? deps.newsletter.status(input.email, signal) : notInThisEnvironment('newsletter')(),
      ),
      // Issue 16 double opt-in: with the token, the customer's own address is subscribed at once.
      subscribeNewsletter: fromPromise(({ input, signal, system }) => {
        if (!deps) return notInThisEnvironment('newsletter')();
        const session = system.get(ACCOUNT_CHILDREN.session) as ActorRefFrom<typeof sessionMachine> | undefined;
        const token = session?.getSnapshot().context.tokens?.token ?? null;
        return deps.newsletter.subscribe(input.email, signal, token);
      }),
      unsubscribeNewsletter: fromPromise(({ input, signal, system }) => {
        if (!deps) return notInThisEnvironment('newsletter')();
        const session = system.get(ACCOUNT_CHILDREN.session) as ActorRefFrom<typeof sessionMachine> | undefined;
        const token = session?.getSnapshot().context.tokens?.token ?? null;
        return deps.newsletter.unsubscribe(input.email, token, freshTokenFrom(system), signal);
      }),
    },
  });
}

export function createAccountActors(deps: AccountDeps | undefined, wiring: AccountWiring) {
  const machine = accountMachine.provide({
    actors: {
      session: sessionIo(deps),
      tokenLock: tokenLockMachine.provide({
        actors: {
          refreshTokens: fromPromise(({ input, signal }) =>
            deps ? deps.refresh(input.refreshToken, signal) : notInThisEnvironment('refresh')(),
          ),
        },
      }),
      syncQueue: syncQueueMachine.provide({
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
      newsletter: newsletterIo(deps),
      // Another tab saved the session: it is read back (a guest tab logs in; a logged-in tab logs out or takes the pair).
      watchStoredSession: fromCallback(({ sendBack }) =>
        deps?.session.onSavedElsewhere(() => {
          deps.session.load().then(
            (stored) => sendBack({ type: 'session.storedElsewhere', session: stored }),
            () => undefined,
          );
        }),
      ),
    },
    actions: {
      notify: (_, notice) =>
        wiring.notifications.send({
          type: 'notification.add',
          notification: wiring.notification?.(notice) ?? { type: notice.type, message: notice.message },
        }),
    },
  });
  const account = createActor(machine, {
    input: {
      online: wiring.online,
      productLists: wiring.productLists,
      network: wiring.network,
      ...(deps ? { newTaskId: () => deps.newId() } : {}),
    },
  });
  account.start();
  const child = <T>(id: keyof typeof ACCOUNT_CHILDREN) => account.system.get(ACCOUNT_CHILDREN[id]) as T;
  // The root first: stopping it stops its children (the lazy subsystem stops every value).
  return {
    account,
    session: child<ActorRefFrom<typeof sessionMachine>>('session'),
    tokenLock: child<ActorRefFrom<typeof tokenLockMachine>>('tokenLock'),
    syncQueue: child<ActorRefFrom<typeof syncQueueMachine>>('syncQueue'),
    newsletter: child<ActorRefFrom<typeof newsletterMachine>>('newsletter'),
  };
}

export type AccountActors = ReturnType<typeof createAccountActors>;
