// The account as the app creates it (src/app/root/account-actors.ts: the account machine with its I/O provided) on
// promise-based fake I/O, the way the browser adapters answer: SPEC 4's token refresh under 401 for a queued task and
// for a call of the session, and the refresh-failure composite, seen where the shopper and the storage see them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, createActor, fromCallback, waitFor } from 'xstate';
import { networkMachine } from '../../machines/network.machine';
import { type AccountDeps, createAccountActors } from '../../src/app/root/account-actors';
import type { Customer, TokenResult } from '../../src/domain/contract/user';
import type { NotificationInput } from '../../src/domain/notifications';
import type { StoredSession } from '../../src/domain/session';
import {
  MAX_NETWORK_TASK_ATTEMPTS,
  type SyncTask,
  type SyncTaskOutcome,
  TOKEN_LOCK_RETRY_WAIT_MS,
  TOKEN_REFRESH_FAILED_MESSAGE,
} from '../../src/domain/sync-tasks';

const OLD: TokenResult = { token: 'access-old', refreshToken: 'refresh-old' };
const NEW: TokenResult = { token: 'access-new', refreshToken: 'refresh-new' };
const CUSTOMER: Customer = {
  id: 7,
  firstname: 'Mari',
  lastname: 'Tamm',
  email: 'mari@example.ee',
  addresses: [],
  group_id: 1,
};
const HISTORY = { items: [], total_count: 0, page_info: { page_size: 20, current_page: 1, total_pages: 0 } };
const QUEUED: SyncTask[] = [];

function recorder<TEvent extends EventObject>(received: TEvent[]) {
  return createActor(fromCallback<TEvent>(({ receive }) => receive((event) => received.push(event)))).start();
}

function setUp(overrides: Partial<AccountDeps> = {}) {
  const saved: (StoredSession | null)[] = [];
  const executed: { token: string | null }[] = [];
  const refreshed: string[] = [];
  const removed: string[] = [];
  const notifications: { type: 'notification.add'; notification: NotificationInput }[] = [];
  const lists: EventObject[] = [];
  let taskAnswers: SyncTaskOutcome[] = [];
  const deps: AccountDeps = {
    logIn: async () => NEW,
    register: async () => CUSTOMER,
    refresh: async (refreshToken) => {
      refreshed.push(refreshToken);
      return NEW;
    },
    me: async () => CUSTOMER,
    orderHistory: async () => HISTORY,
    changePassword: async () => true,
    resetPassword: async () => true,
    createPassword: async () => true,
    logOut: async () => true,
    session: {
      load: async () => ({ tokens: OLD, user: CUSTOMER }),
      save: async (session) => {
        saved.push(session);
      },
      onSavedElsewhere: () => () => undefined,
    },
    tasks: {
      load: async () => QUEUED,
      write: async (writes) => {
        removed.push(...writes.remove);
      },
    },
    executeTask: async ({ token }) => {
      executed.push({ token });
      const [answer, ...rest] = taskAnswers;
      taskAnswers = rest;
      if (!answer) throw new Error('no answer');
      return answer;
    },
    newsletter: {
      status: async () => ({ email: CUSTOMER.email, subscribed: false }) as never,
      subscribe: async () => ({ email: CUSTOMER.email, subscribed: true }) as never,
      unsubscribe: async () => ({ email: CUSTOMER.email, subscribed: false }) as never,
    },
    newId: (() => {
      let id = 0;
      return () => `task-${++id}`;
    })(),
    ...overrides,
  };
  const network = createActor(networkMachine, { input: { online: true } }).start();
  const account = createAccountActors(deps, {
    online: true,
    network,
    notifications: recorder(notifications) as unknown as AnyActorRef as never,
    productLists: recorder(lists) as unknown as AnyActorRef as never,
  });
  return {
    account,
    deps,
    saved,
    executed,
    refreshed,
    removed,
    lists,
    messages: () => notifications.map((entry) => entry.notification.message),
    answerTasks: (...answers: SyncTaskOutcome[]) => {
      taskAnswers = answers;
    },
  };
}

const answer = (code: number, result: unknown): SyncTaskOutcome => ({
  ok: true,
  response: { code, result },
  at: '2026-11-25T10:00:00.000Z',
});

describe('the account as the app creates it', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('refreshes the token once when a queued profile update meets 401, and sends it again with the new token', async () => {
    const world = setUp();
    stop = () => world.account.account.stop();
    const { session, syncQueue } = world.account;
    await vi.waitFor(() => expect(session.getSnapshot().matches({ authorized: { account: 'ready' } })).toBe(true));
    world.answerTasks(answer(401, 'The consumer isn’t authorized'), answer(200, { ...CUSTOMER, firstname: 'Maria' }));

    session.send({
      type: 'session.updateProfile',
      profile: { firstname: 'Maria', lastname: 'Tamm', email: CUSTOMER.email, addresses: [] },
    });
    await waitFor(syncQueue, (snapshot) => snapshot.context.lastDone?.resultCode === 200);

    expect(world.executed, 'SPEC 4: sent with the old token, then again with the refreshed one').toEqual([
      { token: OLD.token },
      { token: NEW.token },
    ]);
    expect(world.refreshed, 'one refresh, with the stored refresh token').toEqual([OLD.refreshToken]);
    expect(session.getSnapshot().context.user?.firstname).toBe('Maria');
    expect(world.saved.at(-1), 'the new pair and the updated customer are stored').toEqual({
      tokens: NEW,
      user: { ...CUSTOMER, firstname: 'Maria' },
    });
    expect(world.messages()).toContain('Account data has successfully been updated');
  });

  it('after the maximum refresh attempts logs out silently, clears the tasks and the lists, and opens the signup modal with SPEC 4’s notification', async () => {
    const world = setUp({
      refresh: async () => {
        throw new Error('Refresh token reused');
      },
    });
    stop = () => world.account.account.stop();
    const { session, syncQueue, account } = world.account;
    await vi.waitFor(() => expect(session.getSnapshot().matches({ authorized: { account: 'ready' } })).toBe(true));
    world.answerTasks(answer(401, 'The consumer isn’t authorized'));
    session.send({
      type: 'session.updateProfile',
      profile: { firstname: 'Maria', lastname: 'Tamm', email: CUSTOMER.email, addresses: [] },
    });

    for (let attempt = 1; attempt < MAX_NETWORK_TASK_ATTEMPTS; attempt += 1) {
      await vi.advanceTimersByTimeAsync(TOKEN_LOCK_RETRY_WAIT_MS);
    }
    await vi.waitFor(() => expect(account.getSnapshot().matches('lockedOut')).toBe(true));

    expect(session.getSnapshot().hasTag('authorized'), 'logged out').toBe(false);
    expect([session.getSnapshot().context.authOpen, session.getSnapshot().context.authElem]).toEqual([
      true,
      'register',
    ]);
    expect(world.messages(), 'the notification, and no "You’re logged out"').toEqual([TOKEN_REFRESH_FAILED_MESSAGE]);
    expect(world.saved.at(-1), 'the session is gone from storage').toBeNull();
    expect(syncQueue.getSnapshot().context.tasks).toEqual([]);
    expect(syncQueue.getSnapshot().context.lastDone?.resultCode, 'the waiting task aborted with 401').toBe(401);
    expect(world.removed, 'the task is gone from storage').toContain('task-1');
    expect(world.lists).toEqual([
      { type: 'lists.clear', list: 'wishlist' },
      { type: 'lists.clear', list: 'compare' },
    ]);
  });

  it('connects a cart that loads after the session at once with the customer’s token, and follows login and logout once each', async () => {
    const world = setUp();
    stop = () => world.account.account.stop();
    const { session, account } = world.account;
    await vi.waitFor(() => expect(session.getSnapshot().matches({ authorized: { account: 'ready' } })).toBe(true));
    const cartEvents: EventObject[] = [];
    const checkoutEvents: EventObject[] = [];
    account.send({
      type: 'account.commerceConnected',
      cart: recorder(cartEvents) as never,
      checkout: recorder(checkoutEvents) as never,
    });
    expect(cartEvents, 'SPEC 4: the cart connects with the stored token').toEqual([
      { type: 'cart.connect', token: OLD.token },
    ]);

    session.send({ type: 'session.logout' });
    await vi.waitFor(() => expect(session.getSnapshot().hasTag('authorized')).toBe(false));
    expect(cartEvents.slice(1), 'SPEC 4: a guest cart, disconnected').toEqual([
      { type: 'cart.connect', token: null },
      { type: 'cart.disconnect' },
    ]);

    session.send({ type: 'session.login', username: CUSTOMER.email, password: 'Demo-pass-1' });
    await vi.waitFor(() => expect(session.getSnapshot().hasTag('authorized')).toBe(true));
    expect(cartEvents.slice(3), 'SPEC 4: the login connects the customer’s cart once').toEqual([
      { type: 'cart.connect', token: NEW.token },
    ]);
  });
});
