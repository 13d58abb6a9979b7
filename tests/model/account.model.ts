// The account machine's model (ARCHITECTURE §3; SPEC 4 "Session and account", "User token lock", "Sync tasks"): the
// composed machine's own events, as its children report them: the session's pair at start and after a login, a
// queued task meeting a 401, the lock's answer, the lock giving up after the maximum attempts (the refresh-failure
// composite) or refusing with auto refresh off, a logout, a task's error notice, another tab's save and the network.
// Each is produced by the real children with fake I/O in tests/model/account.model.test.ts; what each state
// promises is read from the real children. Registered in tests/model/models.ts.
import { createActor, fromCallback } from 'xstate';
import { type CartPortEvent, type CheckoutPortEvent, accountMachine } from '../../machines/account.machine';
import { tokenLockValue } from '../../machines/token-lock.machine';
import type { TokenResult } from '../../src/domain/contract/user';
import { PROFILE_UPDATED_ACTION, SESSION_NOTICES, profileUpdateTask } from '../../src/domain/session';
import { TOKEN_UNAUTHORIZED_MESSAGE, createSyncTask } from '../../src/domain/sync-tasks';
import { type ModelEntry, stateName } from '../helpers/model';
import { STORED } from './session.model';

type AccountMachine = typeof accountMachine;
type Snapshot = ReturnType<AccountMachine['getInitialSnapshot']>;
type Event = Parameters<AccountMachine['transition']>[1];

export const MODEL_MAX_REFRESH_ATTEMPTS = 2;
export const STORED_TOKENS: TokenResult = STORED.tokens;
/** The pair a login or a refresh answers (the drive numbers them; the model only needs "a new pair"). */
export const FRESH_TOKENS: TokenResult = { token: 'access-fresh', refreshToken: 'refresh-fresh' };

const START_STORED: Event = { type: 'session.tokensChanged', tokens: STORED_TOKENS };
const START_GUEST: Event = { type: 'session.tokensChanged', tokens: null };
const LOGIN: Event = { type: 'session.tokensChanged', tokens: FRESH_TOKENS };
const TASK_401: Event = { type: 'sync.tokenExpired', token: STORED_TOKENS.token };
const REFRESHED: Event = { type: 'token.ready', token: FRESH_TOKENS.token };
const GAVE_UP: Event = { type: 'token.sessionEnded', reason: 'refresh-failed' };
const AUTO_REFRESH_OFF: Event = { type: 'token.sessionEnded', reason: 'auto-refresh-off' };
const LOGOUT: Event = { type: 'session.loggedOut', silent: false };
const TASK_ERROR: Event = {
  type: 'sync.notify',
  notice: { key: 'serverMessage', type: 'error', message: 'Database unavailable' },
};
const STORED_ELSEWHERE: Event = { type: 'session.storedElsewhere', session: STORED };
const OFFLINE: Event = { type: 'network.offline' };
const ONLINE: Event = { type: 'network.online' };

// ---- the routes (issue 14): what the children report to the account while the world produces a model event --------
const port = <T extends { type: string }>() => createActor(fromCallback<T>(() => undefined));
const CONNECTED: Event = {
  type: 'account.commerceConnected',
  cart: port<CartPortEvent>(),
  checkout: port<CheckoutPortEvent>(),
};
const profile = (signedIn: boolean): Event => ({ type: 'session.profileChanged', user: signedIn ? STORED.user : null });
const PROFILE_TASK = profileUpdateTask({
  firstname: 'Maria',
  lastname: 'Maasikas',
  email: 'mari@example.ee',
  addresses: [],
});
const QUEUED: Event = { type: 'session.queueTask', task: PROFILE_TASK };
const STORE_ACTION: Event = {
  type: 'sync.storeAction',
  action: PROFILE_UPDATED_ACTION,
  task: createSyncTask(PROFILE_TASK, { id: 'task-1', now: '2026-11-25T10:00:00.000Z' }),
};
const REFRESHED_PAIR: Event = { type: 'token.refreshed', tokens: FRESH_TOKENS };
const REFUSED: Event = { type: 'token.refreshFailed', code: 401, message: TOKEN_UNAUTHORIZED_MESSAGE };
const NEWSLETTER: Event = { type: 'session.joinNewsletter', email: 'mari@example.ee' };
const LOGGED_OUT_NOTICE: Event = { type: 'session.notify', notice: SESSION_NOTICES.loggedOut };
const GUEST_AGAIN: Event[] = [
  { type: 'session.tokensChanged', tokens: null },
  profile(false),
  { type: 'session.loggedOut', silent: true },
];

/** The routes of each model event, in the order they arrive (tests/model/account.model.test.ts checks them). */
export function accountRoutes(event: Event, previous: Snapshot): Event[] {
  if (event === START_STORED || event === START_GUEST) return [CONNECTED, event, profile(event === START_STORED)];
  if (event === LOGIN) {
    // A new customer registers with the newsletter box ticked (after a lockout: logs in again).
    return previous.matches('lockedOut') ? [event, profile(true)] : [NEWSLETTER, event, profile(true)];
  }
  if (event === REFRESHED) return [REFRESHED_PAIR, { type: 'session.tokensChanged', tokens: FRESH_TOKENS }, event];
  if (event === GAVE_UP || event === AUTO_REFRESH_OFF) return [REFUSED, event, ...GUEST_AGAIN];
  if (event === LOGOUT)
    return [{ type: 'session.tokensChanged', tokens: null }, profile(false), event, LOGGED_OUT_NOTICE];
  if (event === TASK_ERROR) return [QUEUED, event, STORE_ACTION];
  return [event];
}

/** What the real world can produce in each state (the drive makes each happen through the children). */
export function accountEventsIn(snapshot: Snapshot): Event[] {
  const { signedIn, online, autoRefresh } = snapshot.context;
  if (snapshot.matches('starting')) return [START_STORED, START_GUEST];
  if (snapshot.matches('awaitingToken')) return [REFRESHED, GAVE_UP];
  if (snapshot.matches('lockedOut')) return [LOGIN];
  if (!online) return [ONLINE];
  if (!signedIn) return [LOGIN, OFFLINE];
  if (!autoRefresh) return [AUTO_REFRESH_OFF];
  return [TASK_401, GAVE_UP, LOGOUT, TASK_ERROR, STORED_ELSEWHERE, OFFLINE];
}

export const accountModel: ModelEntry<AccountMachine> = {
  machine: accountMachine,
  inputs: [
    { online: true, maxRefreshAttempts: MODEL_MAX_REFRESH_ATTEMPTS },
    { online: true, autoRefresh: false },
  ],
  events: accountEventsIn,
  routes: accountRoutes,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.signedIn, snapshot.context.online, snapshot.context.autoRefresh]),
  describeEvent: (event) => {
    if (event === START_STORED) return 'a stored session loads';
    if (event === START_GUEST) return 'nothing is stored';
    if (event === LOGIN) return 'the shopper logs in';
    if (event === TASK_401) return 'a queued task meets 401';
    if (event === REFRESHED) return 'the refresh answers a new pair';
    if (event === GAVE_UP) return `the refresh fails ${MODEL_MAX_REFRESH_ATTEMPTS} times`;
    if (event === AUTO_REFRESH_OFF) return 'a call meets 401 with auto refresh off';
    if (event === LOGOUT) return 'the shopper logs out';
    if (event === TASK_ERROR) return 'a queued task answers 500';
    if (event === STORED_ELSEWHERE) return 'another tab saves the session';
    return event.type === 'network.online' ? 'the network returns' : 'the network drops';
  },
  describeState: (snapshot) => {
    const { signedIn, online } = snapshot.context;
    const facts = [signedIn ? 'signed in' : 'guest', online ? '' : 'offline'].filter(Boolean);
    return `${stateName(snapshot)} (${facts.join(', ')})`;
  },
  legend: [
    `inputs: at most ${MODEL_MAX_REFRESH_ATTEMPTS} refresh attempts; auto refresh off`,
    `stored session: ${STORED_TOKENS.token}; a 401 on a task that carried it asks the lock`,
    'each step also counts the routes the children report along it (accountRoutes: a refreshed pair, a queued task',
    'and its callback, a notice, the newsletter box, the commerce ports, the customer, a refusal while the task',
    'waits); tests/model/account.model.test.ts checks on the real composition that each declared route arrives',
  ],
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status, 'the account keeps running').toBe('active');
      const children = snapshot.children;
      for (const id of ['session', 'tokenLock', 'syncQueue', 'newsletter'] as const) {
        expect(children[id]?.getSnapshot().status, `its ${id} keeps running`).toBe('active');
      }
    },
    starting: ({ snapshot }, expect) => {
      expect(snapshot.children.session?.getSnapshot().matches('restoring'), 'SPEC 4: the stored session loads').toBe(
        true,
      );
    },
    running: ({ snapshot }, expect) => {
      const session = snapshot.children.session?.getSnapshot();
      const lock = snapshot.children.tokenLock?.getSnapshot();
      const queue = snapshot.children.syncQueue?.getSnapshot();
      expect(lock && tokenLockValue(lock), 'SPEC 4: lock 0').toBe(0);
      expect(queue?.matches('awaitingToken'), 'no task waits for a token').toBe(false);
      expect(session?.hasTag('authorized'), 'signed in as the session says').toBe(snapshot.context.signedIn);
      const token = session?.context.tokens?.token ?? null;
      expect(lock?.context.tokens?.token ?? null, 'the lock holds the session’s pair').toBe(token);
      expect(queue?.context.token, 'the queue fills {{token}} with the session’s token').toBe(token);
    },
    awaitingToken: ({ snapshot }, expect) => {
      const lock = snapshot.children.tokenLock?.getSnapshot();
      expect(lock && tokenLockValue(lock), 'SPEC 4: a positive lock while the refresh runs').toBe(1);
      expect(snapshot.children.syncQueue?.getSnapshot().matches('awaitingToken'), 'the task waits').toBe(true);
    },
    lockedOut: ({ snapshot }, expect) => {
      const session = snapshot.children.session?.getSnapshot();
      const lock = snapshot.children.tokenLock?.getSnapshot();
      const queue = snapshot.children.syncQueue?.getSnapshot();
      expect(lock && tokenLockValue(lock), 'SPEC 4: lock -1 after the failed refresh').toBe(-1);
      expect(session?.hasTag('authorized'), 'SPEC 4: logged out').toBe(false);
      expect([session?.context.authOpen, session?.context.authElem], 'SPEC 4: the signup modal').toEqual([
        true,
        'register',
      ]);
      expect(queue?.context.tasks, 'SPEC 4: the untransmitted tasks are cleared').toEqual([]);
      const aborted = queue?.context.lastDone;
      if (aborted?.resultCode === 401) {
        expect(aborted.result, 'SPEC 4: the waiting task aborts with 401 and SPEC’s message').toBe(
          TOKEN_UNAUTHORIZED_MESSAGE,
        );
      }
    },
  },
};
