// The account machine's model (ARCHITECTURE §3; SPEC 4 "Session and account", "User token lock", "Sync tasks"): the
// composed machine's own events, as its children report them: the session's pair at start and after a login, a
// queued task meeting a 401, the lock's answer, the lock giving up after the maximum attempts (the refresh-failure
// composite) or refusing with auto refresh off, a logout, a task's error notice, another tab's save and the network.
// Each is produced by the real children with fake I/O in tests/model/account.model.test.ts; what each state
// promises is read from the real children. Registered in tests/model/models.ts.
import { accountMachine } from '../../machines/account.machine';
import { tokenLockValue } from '../../machines/token-lock.machine';
import type { TokenResult } from '../../src/domain/contract/user';
import { TOKEN_UNAUTHORIZED_MESSAGE } from '../../src/domain/sync-tasks';
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
    'the routes the children report along the way (a refreshed pair, a queued task and its callback, a notice, the',
    'newsletter box, the commerce ports, a logout while the task waits) are taken on the real composition by these',
    'paths: tests/model/account.model.test.ts checks every transition there',
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
