// The token-lock machine's model (ARCHITECTURE §3, SPEC 4 "User token lock"): a session with a token pair (at most
// two refresh attempts), one with auto refresh off and a guest; callers meeting a 401 with the old or the new token,
// the session setting a new pair or logging out, the refresh call's two answers and the retry wait running out; what
// each state promises. Registered in tests/model/models.ts.
import { type TokenLockEmitted, tokenLockMachine, tokenLockValue } from '../../machines/token-lock.machine';
import type { TokenResult } from '../../src/domain/contract/user';
import { TOKEN_UNAUTHORIZED_MESSAGE } from '../../src/domain/sync-tasks';
import { type ModelEntry, stateName } from '../helpers/model';

type TokenLockMachine = typeof tokenLockMachine;

export const OLD_TOKENS: TokenResult = { token: 'access-old', refreshToken: 'refresh-old' };
export const NEW_TOKENS: TokenResult = { token: 'access-new', refreshToken: 'refresh-new' };
export const MODEL_MAX_ATTEMPTS = 2;

/** The synthetic event of the retry wait in `waiting` (ARCHITECTURE §3: xstate.after.<delay>.<id>.<path>). */
export const RETRY_WAIT_EVENT_TYPE = 'xstate.after.retryWait.tokenLock.waiting';

const REFUSED: TokenLockEmitted = { type: 'token.refreshFailed', code: 401, message: TOKEN_UNAUTHORIZED_MESSAGE };

type Snapshot = ReturnType<TokenLockMachine['getInitialSnapshot']>;
type Event = Parameters<TokenLockMachine['transition']>[1];

/** What the lock must announce for an event, from the state it was in: the oracle of SPEC 4's protocol. */
export function expectedAnnouncements(previous: Snapshot, event: Event, after: Snapshot): TokenLockEmitted[] {
  const { tokens, autoRefresh } = previous.context;
  const type: string = event.type;
  if (type === 'xstate.done.actor.refreshTokens') {
    return [
      { type: 'token.refreshed', tokens: NEW_TOKENS },
      { type: 'token.ready', token: NEW_TOKENS.token },
    ];
  }
  if (type === 'xstate.error.actor.refreshTokens') {
    return after.matches('failed') ? [REFUSED, { type: 'token.sessionEnded', reason: 'refresh-failed' }] : [];
  }
  if (event.type === 'token.refresh') {
    if (previous.matches('failed')) return [REFUSED];
    if (!previous.matches('idle')) return []; // single flight: the caller waits for the refresh under way
    if (tokens && event.staleToken !== tokens.token) return [{ type: 'token.ready', token: tokens.token }];
    if (!autoRefresh) return [REFUSED, { type: 'token.sessionEnded', reason: 'auto-refresh-off' }];
    return tokens?.refreshToken ? [] : [REFUSED];
  }
  if (event.type === 'token.set' && (previous.matches('refreshing') || previous.matches('waiting'))) {
    return event.tokens ? [{ type: 'token.ready', token: event.tokens.token }] : [REFUSED];
  }
  return [];
}

export const tokenLockModel: ModelEntry<TokenLockMachine> = {
  machine: tokenLockMachine,
  inputs: [
    { tokens: OLD_TOKENS, maxAttempts: MODEL_MAX_ATTEMPTS },
    { tokens: OLD_TOKENS, autoRefresh: false },
    { tokens: null, maxAttempts: MODEL_MAX_ATTEMPTS },
  ],
  events: [
    { type: 'token.refresh', staleToken: OLD_TOKENS.token },
    { type: 'token.refresh', staleToken: NEW_TOKENS.token },
    { type: 'token.set', tokens: NEW_TOKENS },
    { type: 'token.set', tokens: null },
    { type: RETRY_WAIT_EVENT_TYPE } as never,
    { type: 'xstate.done.actor.refreshTokens', output: NEW_TOKENS } as never,
    { type: 'xstate.error.actor.refreshTokens', error: new Error('HTTP 401 refresh token reused') } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.tokens?.token ?? null,
      snapshot.context.attempts,
      snapshot.context.autoRefresh,
    ]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'token.refresh') return `a request meets 401 with ${event.staleToken}`;
    if (event.type === 'token.set') return event.tokens ? `the session sets ${event.tokens.token}` : 'logout';
    if (type === RETRY_WAIT_EVENT_TYPE) return 'the 1000 ms retry wait runs out';
    if (type === 'xstate.done.actor.refreshTokens') return `the refresh answers ${NEW_TOKENS.token}`;
    if (type === 'xstate.error.actor.refreshTokens') return 'the refresh fails';
    return type;
  },
  describeState: (snapshot) => {
    const { tokens, attempts, autoRefresh } = snapshot.context;
    const extra = [
      tokens?.token ?? 'no token',
      attempts ? `${attempts} failed` : '',
      autoRefresh ? '' : 'auto refresh off',
    ];
    return `${stateName(snapshot)} (lock ${tokenLockValue(snapshot)}; ${extra.filter(Boolean).join(', ')})`;
  },
  legend: [
    `inputs: ${OLD_TOKENS.token} with at most ${MODEL_MAX_ATTEMPTS} refresh attempts; ${OLD_TOKENS.token} with auto refresh off; a guest`,
  ],
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      expect(snapshot.status, 'the lock keeps running').toBe('active');
      if (previous && event) {
        expect(emitted, 'it announces exactly what SPEC 4 asks for').toEqual(
          expectedAnnouncements(previous, event, snapshot),
        );
      }
    },
    idle: ({ snapshot }, expect) => {
      expect(tokenLockValue(snapshot), 'lock 0').toBe(0);
      expect(snapshot.context.attempts, 'the counter is reset after a success').toBe(0);
      expect(snapshot.children.refreshTokens).toBeUndefined();
    },
    refreshing: ({ snapshot }, expect) => {
      expect(tokenLockValue(snapshot), 'lock held').toBe(1);
      expect(snapshot.children.refreshTokens, 'exactly one refresh in flight').toBeDefined();
      expect(snapshot.context.tokens?.refreshToken).toBeTruthy();
    },
    waiting: ({ snapshot, pendingTimers }, expect) => {
      expect(tokenLockValue(snapshot), 'lock held while waiting to retry').toBe(1);
      expect(pendingTimers, 'the retry wait is running').toBe(1);
      expect(snapshot.context.attempts).toBeGreaterThan(0);
      expect(snapshot.context.attempts).toBeLessThan(snapshot.context.maxAttempts);
    },
    failed: ({ snapshot }, expect) => {
      expect(tokenLockValue(snapshot), 'lock -1').toBe(-1);
      expect(snapshot.context.attempts, 'gave up after the maximum attempts').toBe(snapshot.context.maxAttempts);
    },
  },
};
