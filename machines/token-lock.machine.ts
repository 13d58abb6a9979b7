// SPEC 4 "User token lock": 0 is normal, positive while a refresh runs, -1 after a failed refresh. One refresh at a
// time: every caller that met a 401 sends `token.refresh` with the token it used and listens for `token.ready`
// (resume with the new token) or `token.refreshFailed` (abort with 401 and SPEC's message). A successful refresh
// resets the attempt counter and stores the new pair; a failed one is retried after TOKEN_LOCK_RETRY_WAIT_MS until the
// configured maximum, then the lock is -1 and `token.sessionEnded` asks the account for a silent logout, the
// untransmitted tasks cleared, the signup modal and SPEC's notification. With auto refresh off the account logs out and
// shows the modal. The account machine (machines/account.machine.ts) routes the emitted events; `requestFreshToken` is
// the promise form for HTTP actors.
import { type ActorRef, type Snapshot, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { TokenResult } from '../src/domain/contract/user';
import {
  MAX_NETWORK_TASK_ATTEMPTS,
  TOKEN_LOCK_RETRY_WAIT_MS,
  TOKEN_UNAUTHORIZED_MESSAGE,
} from '../src/domain/sync-tasks';

export interface TokenLockInput {
  /** The pair the session restored or logged in with; later ones come with `token.set`. */
  tokens?: TokenResult | null;
  /** SPEC 6: autoRefreshTokens is on by default. */
  autoRefresh?: boolean;
  /** SPEC 9 "Max network task attempts" (configuration); MAX_NETWORK_TASK_ATTEMPTS by default. */
  maxAttempts?: number;
}

export interface TokenLockContext {
  tokens: TokenResult | null;
  autoRefresh: boolean;
  maxAttempts: number;
  /** Failed refresh attempts since the last success. */
  attempts: number;
  /** The last refresh failure, for logs and the story. */
  error: string | null;
}

export type TokenLockEvent =
  /** The session's current pair (login, restore, refresh persisted, logout = null). */
  | { type: 'token.set'; tokens: TokenResult | null }
  /** A caller met a 401 with `staleToken` (null: it had none) and needs a fresh one. */
  | { type: 'token.refresh'; staleToken: string | null };

/** The refresh call's input: POST /api/user/refresh { refreshToken } (SPEC 7). */
export interface RefreshTokensInput {
  refreshToken: string;
}

export type TokenLockEmitted =
  /** Waiting callers resume with this token. */
  | { type: 'token.ready'; token: string }
  /** A refresh really happened: the session stores the new pair. */
  | { type: 'token.refreshed'; tokens: TokenResult }
  /** Waiting callers abort: SPEC 4, code 401 and 'Error refreshing user token …'. */
  | { type: 'token.refreshFailed'; code: 401; message: string }
  /**
   * SPEC 4: 'refresh-failed' → silent logout, clear untransmitted tasks, signup modal, TOKEN_REFRESH_FAILED_MESSAGE;
   * 'auto-refresh-off' → logout and the signup modal.
   */
  | { type: 'token.sessionEnded'; reason: 'refresh-failed' | 'auto-refresh-off' };

/** SPEC 4's lock value for a snapshot: 0 normal, 1 while refreshing (or waiting to retry), -1 after failure. */
export function tokenLockValue(snapshot: { hasTag(tag: string): boolean }): -1 | 0 | 1 {
  if (snapshot.hasTag('failed')) return -1;
  return snapshot.hasTag('refreshing') ? 1 : 0;
}

const refused = { type: 'token.refreshFailed', code: 401, message: TOKEN_UNAUTHORIZED_MESSAGE } as const;

export const tokenLockMachine = setup({
  types: {
    context: {} as TokenLockContext,
    input: {} as TokenLockInput,
    events: {} as TokenLockEvent,
    emitted: {} as TokenLockEmitted,
  },
  actors: {
    // Supplied by the composition root: POST /api/user/refresh, reading `result` (SPEC 7).
    refreshTokens: fromPromise<TokenResult, RefreshTokensInput>(async () => {
      throw new Error('refreshTokens must be provided by the composition root');
    }),
  },
  delays: {
    retryWait: TOKEN_LOCK_RETRY_WAIT_MS,
  },
  guards: {
    // The caller's token is not the current one: a refresh already happened, no need for another (single flight).
    isAlreadyRefreshed: ({ context, event }) =>
      event.type === 'token.refresh' && context.tokens !== null && event.staleToken !== context.tokens.token,
    isAutoRefreshOff: ({ context }) => !context.autoRefresh,
    hasRefreshToken: ({ context }) => Boolean(context.tokens?.refreshToken),
    hasAttemptsLeft: ({ context }) => context.attempts + 1 < context.maxAttempts,
    isNewPair: ({ event }) => event.type === 'token.set' && event.tokens !== null,
  },
  actions: {
    storeTokens: assign(({ event }) => {
      assertEvent(event, 'token.set');
      return { tokens: event.tokens };
    }),
    storeRefreshed: assign((_, tokens: TokenResult) => ({ tokens, attempts: 0, error: null })),
    resetAttempts: assign({ attempts: 0, error: null }),
    countAttempt: assign(({ context }, { error }: { error: unknown }) => ({
      attempts: context.attempts + 1,
      error: error instanceof Error ? error.message : String(error),
    })),
    announceRefreshed: emit(({ context }) => ({
      type: 'token.refreshed' as const,
      tokens: context.tokens as TokenResult,
    })),
    announceReady: emit(({ context }) => ({ type: 'token.ready' as const, token: context.tokens?.token ?? '' })),
    announceRefused: emit(refused),
    // Callers still waiting when the session changes under the refresh (a login or a logout) are answered now.
    releaseWaiters: emit(({ context }) =>
      context.tokens ? { type: 'token.ready' as const, token: context.tokens.token } : refused,
    ),
    announceGaveUp: emit({ type: 'token.sessionEnded', reason: 'refresh-failed' }),
    announceAutoRefreshOff: emit({ type: 'token.sessionEnded', reason: 'auto-refresh-off' }),
  },
}).createMachine({
  id: 'tokenLock',
  context: ({ input }) => ({
    tokens: input.tokens ?? null,
    autoRefresh: input.autoRefresh ?? true,
    maxAttempts: Math.max(1, input.maxAttempts ?? MAX_NETWORK_TASK_ATTEMPTS),
    attempts: 0,
    error: null,
  }),
  initial: 'idle',
  states: {
    // Lock 0.
    idle: {
      on: {
        'token.set': { actions: 'storeTokens' },
        'token.refresh': [
          { guard: 'isAlreadyRefreshed', actions: 'announceReady' },
          // SPEC 4: with auto refresh off the user is logged out and the signup modal shown.
          { guard: 'isAutoRefreshOff', actions: ['announceRefused', 'announceAutoRefreshOff'] },
          { guard: 'hasRefreshToken', target: 'refreshing' },
          // A guest's 401: nothing to refresh with.
          { actions: 'announceRefused' },
        ],
      },
    },
    // Lock > 0: one refresh; callers that meet a 401 meanwhile just wait for its answer.
    refreshing: {
      tags: ['refreshing', 'busy'],
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeRefreshed', params: ({ event }) => event.output },
            'announceRefreshed',
            'announceReady',
          ],
        },
        onError: [
          {
            guard: 'hasAttemptsLeft',
            target: 'waiting',
            actions: { type: 'countAttempt', params: ({ event }) => event },
          },
          { target: 'failed', actions: { type: 'countAttempt', params: ({ event }) => event } },
        ],
      },
      on: {
        'token.refresh': {},
        'token.set': { target: 'idle', actions: ['storeTokens', 'resetAttempts', 'releaseWaiters'] },
      },
    },
    // SPEC 4: retry wait 1000 ms before the next attempt; the lock stays held.
    waiting: {
      tags: ['refreshing'],
      after: { retryWait: { target: 'refreshing' } },
      on: {
        'token.refresh': {},
        'token.set': { target: 'idle', actions: ['storeTokens', 'resetAttempts', 'releaseWaiters'] },
      },
    },
    // Lock -1: every task aborts with 401 until the shopper logs in again.
    failed: {
      tags: ['failed', 'error'],
      entry: ['announceRefused', 'announceGaveUp'],
      on: {
        'token.refresh': { actions: 'announceRefused' },
        'token.set': [
          { guard: 'isNewPair', target: 'idle', actions: ['storeTokens', 'resetAttempts'] },
          { actions: 'storeTokens' },
        ],
      },
    },
  },
});

export type TokenLockActorRef = ActorRef<Snapshot<unknown>, TokenLockEvent, TokenLockEmitted>;

/**
 * The promise form of the protocol for HTTP actors (src/adapters): asks the lock for a token to replace `staleToken`
 * and resolves with it, or rejects with SPEC 4's 401 message. Many callers at once share one refresh.
 */
export function requestFreshToken(lock: TokenLockActorRef, staleToken: string | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const subscriptions = [
      lock.on('token.ready', (event) => {
        stop();
        resolve(event.token);
      }),
      lock.on('token.refreshFailed', (event) => {
        stop();
        reject(Object.assign(new Error(event.message), { code: event.code }));
      }),
    ];
    const stop = () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
    lock.send({ type: 'token.refresh', staleToken });
  });
}
