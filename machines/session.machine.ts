// SPEC 4 "Session and account", SPEC 6 "Roles and permissions", SPEC 5 and 8 "Account": the shopper's session.
// On start the stored user and token are loaded: with a token the session is authorized and the profile and order
// history load (the group comes with the profile); without one it is a guest. Login with code 200 sets the token pair,
// then loads the session; a failure clears the user. Logout clears token, refresh token, group, profile and order
// history, tells the app to clear cart, wishlist, compare and checkout details (`session.loggedOut`), and shows
// "You're logged out" unless silent. A password change is blocked offline; on success it notifies and logs in again
// with the new password, otherwise shows the server's message. A profile update is queued as a sync task (online or
// not) and applied when the queue calls back. Only the token pair (+ the user for an offline start) is persisted,
// through `saveSession`. The app wires the emitted events to the token lock, the sync queue and the notifications.
// Tabs share the stored session: a guest tab follows another tab's login, a logged-in tab another tab's logout
// (silently: that tab said so) or its new pair, through `session.storedElsewhere`.
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import {
  type ChangePasswordRequest,
  type CreatePasswordRequest,
  type Customer,
  type LoginRequest,
  type OrderHistory,
  ORDER_HISTORY_PAGE_SIZE,
  type RegisterRequest,
  type ResetPasswordRequest,
  type TokenResult,
  USER_ERRORS,
} from '../src/domain/contract/user';
import type { Notice } from '../src/domain/notice';
import {
  type AuthElem,
  DEFAULT_AUTH_ELEM,
  type OrderHistoryPage,
  type ProfileFields,
  SESSION_NOTICES,
  type StoredSession,
  errorText,
  groupIdOf,
  profileUpdateTask,
  storedSession,
  updatedCustomer,
} from '../src/domain/session';
import type { SyncTaskDraft } from '../src/domain/sync-tasks';
import { serverNotice } from '../src/domain/notice';

export interface SessionInput {
  /** The status when the actor starts: the browser's online flag, `true` during SSR. */
  online: boolean;
}

export interface SessionContext {
  tokens: TokenResult | null;
  user: Customer | null;
  /** SPEC 6: the customer group (from the profile); null for a guest. */
  groupId: number | null;
  orderHistory: OrderHistory | null;
  orderPage: OrderHistoryPage;
  /** SPEC 3 "UI flags": the login / register modal and the form it shows (login by default). */
  authOpen: boolean;
  authElem: AuthElem;
  online: boolean;
  /** Credentials for the login that follows a registration, a created password or a changed password. */
  credentials: LoginRequest | null;
  /** The token pair being revoked by a logout (already cleared from `tokens`). */
  revoking: TokenResult | null;
  /** The server's message of the last failed call, for the form that made it. */
  error: string | null;
  /** SPEC 4: the reset-password request (its e-mail, and whether the mail went), and the reset-token invalidation
   * lock and attempt counter. */
  resetEmail: string | null;
  resetSent: boolean;
  resetLocked: boolean;
  resetAttempts: number;
  /** The profile update waiting in the sync queue. */
  pendingProfile: ProfileFields | null;
}

export type SessionEvent =
  | { type: 'session.login'; username: string; password: string }
  | { type: 'session.register'; customer: RegisterRequest['customer']; password: string }
  | { type: 'session.logout'; silent?: boolean }
  | { type: 'session.refreshProfile' }
  | { type: 'session.loadOrderHistory'; currentPage: number }
  | { type: 'session.changePassword'; currentPassword: string; newPassword: string }
  /** currentPassword: with a new e-mail address (issue 13 finding 4: the server asks for it then). */
  | { type: 'session.updateProfile'; profile: ProfileFields; currentPassword?: string }
  /** The sync queue's `store:user/profileUpdated` callback, routed by the app. */
  | { type: 'session.profileSynced'; code: number | string | null; result: unknown }
  /** The token lock refreshed the pair (its `token.refreshed`). */
  | { type: 'session.tokensRefreshed'; tokens: TokenResult }
  | { type: 'session.resetPassword'; email: string; storeCode?: ResetPasswordRequest['storeCode'] }
  | { type: 'session.createPassword'; email: string; newPassword: string; resetToken: string }
  | { type: 'session.openAuth'; elem?: AuthElem }
  | { type: 'session.closeAuth' }
  /** Another tab of the store view stored this session (a login), or deleted it (null: a logout). */
  | { type: 'session.storedElsewhere'; session: StoredSession | null }
  | { type: 'network.online' }
  | { type: 'network.offline' };

export type SessionEmitted =
  | { type: 'session.notify'; notice: Notice }
  /** The pair changed (login, restore, refresh, logout = null): the app tells the token lock and the sync queue. */
  | { type: 'session.tokensChanged'; tokens: TokenResult | null }
  /** SPEC 4: the app disconnects and clears the cart, wishlist, compare and checkout details. */
  | { type: 'session.loggedOut'; silent: boolean }
  /** SPEC 7: POST /api/user/me is queued; the app makes the task (id, time) and sends `sync.enqueue`. */
  | { type: 'session.queueTask'; task: SyncTaskDraft };

export interface AccountData {
  user: Customer;
  orderHistory: OrderHistory;
}

export interface TokenInput {
  token: string;
}

const FIRST_PAGE: OrderHistoryPage = { pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage: 1 };

// SPEC 4: what is persisted after every change of the pair or the user (null deletes it).
const PERSIST = {
  type: 'saveSession',
  params: ({ context }: { context: SessionContext }) => storedSession(context.tokens, context.user),
} as const;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the composition root`);
};

const signedOut = {
  tokens: null,
  user: null,
  groupId: null,
  orderHistory: null,
  orderPage: FIRST_PAGE,
  pendingProfile: null,
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  // Supplied by the composition root: IndexedDB for loadSession, /api/user/* (SPEC 7) for the rest; calls with a
  // token go through the token lock, so a 401 is refreshed before they answer.
  actors: {
    loadSession: fromPromise<StoredSession | null>(notProvided('loadSession')),
    logIn: fromPromise<TokenResult, LoginRequest>(notProvided('logIn')),
    registerUser: fromPromise<unknown, RegisterRequest>(notProvided('registerUser')),
    loadAccount: fromPromise<AccountData, TokenInput & { page: OrderHistoryPage }>(notProvided('loadAccount')),
    loadOrderHistory: fromPromise<OrderHistory, TokenInput & { page: OrderHistoryPage }>(
      notProvided('loadOrderHistory'),
    ),
    changePassword: fromPromise<unknown, TokenInput & ChangePasswordRequest>(notProvided('changePassword')),
    requestPasswordReset: fromPromise<unknown, ResetPasswordRequest>(notProvided('requestPasswordReset')),
    createPassword: fromPromise<unknown, CreatePasswordRequest>(notProvided('createPassword')),
    revokeTokens: fromPromise<unknown, TokenResult>(notProvided('revokeTokens')),
  },
  guards: {
    hasStoredTokens: (_, stored: StoredSession | null) => Boolean(stored?.tokens.token),
    isOffline: ({ context }) => !context.online,
    isSignedOutElsewhere: ({ event }) => event.type === 'session.storedElsewhere' && event.session === null,
    // Another tab stored another pair (a new login there, or the login again after a password change, which revoked
    // this tab's pair): the stored one is the session of every tab.
    isOtherPairElsewhere: ({ context, event }) =>
      event.type === 'session.storedElsewhere' &&
      event.session !== null &&
      event.session.tokens.refreshToken !== context.tokens?.refreshToken,
    isResetLocked: ({ context }) => context.resetLocked,
    isProfileUpdated: ({ event }) =>
      event.type === 'session.profileSynced' && updatedCustomer(event.code, event.result) !== null,
  },
  actions: {
    // Provided by the composition root: write the stored session to IndexedDB, or delete it (null).
    saveSession: (_, _session: StoredSession | null) => {},
    restoreSession: assign((_, stored: StoredSession | null) => ({
      tokens: stored?.tokens ?? null,
      user: stored?.user ?? null,
      groupId: groupIdOf(stored?.user ?? null),
    })),
    rememberLogin: assign(({ event }) => {
      assertEvent(event, 'session.login');
      return { credentials: { username: event.username, password: event.password }, error: null };
    }),
    rememberRegistration: assign(({ event }) => {
      assertEvent(event, 'session.register');
      return { credentials: { username: event.customer.email, password: event.password }, error: null };
    }),
    rememberCreatedPassword: assign(({ event }) => {
      assertEvent(event, 'session.createPassword');
      return { credentials: { username: event.email, password: event.newPassword }, error: null };
    }),
    rememberNewPassword: assign(({ context, event }) => {
      assertEvent(event, 'session.changePassword');
      return { credentials: { username: context.user?.email ?? '', password: event.newPassword }, error: null };
    }),
    forgetCredentials: assign({ credentials: null }),
    storeTokens: assign((_, tokens: TokenResult) => ({ tokens, error: null })),
    storeAccount: assign((_, { user, orderHistory }: AccountData) => ({
      user,
      orderHistory,
      groupId: groupIdOf(user),
      error: null,
    })),
    storeOrders: assign((_, orderHistory: OrderHistory) => ({ orderHistory, error: null })),
    setOrderPage: assign(({ event }) => {
      assertEvent(event, 'session.loadOrderHistory');
      return { orderPage: { pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage: Math.max(1, event.currentPage) } };
    }),
    // SPEC 4: a failed login clears the user.
    clearUser: assign(signedOut),
    recordError: assign((_, { error }: { error: unknown }) => ({ error: errorText(error) })),
    announceTokens: emit(({ context }) => ({ type: 'session.tokensChanged' as const, tokens: context.tokens })),
    closeAuth: assign({ authOpen: false, authElem: DEFAULT_AUTH_ELEM }),
    openAuth: assign(({ event }) => {
      assertEvent(event, 'session.openAuth');
      return { authOpen: true, authElem: event.elem ?? DEFAULT_AUTH_ELEM, error: null };
    }),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    notify: emit((_, notice: Notice) => ({ type: 'session.notify' as const, notice })),
    // SPEC 4 logout: the pair is cleared at once; the revoke call keeps it only to send it.
    beginLogout: assign(({ context }) => ({ ...signedOut, revoking: context.tokens, credentials: null, error: null })),
    finishLogout: assign({ revoking: null }),
    // Another tab logged out: its revoke call ended the pair for every tab; this one only forgets it.
    forgetSession: assign({ ...signedOut, credentials: null, error: null }),
    announceLogoutElsewhere: emit({ type: 'session.loggedOut' as const, silent: true }),
    announceLogout: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'session.logout');
      const silent = event.silent ?? false;
      enqueue.emit({ type: 'session.loggedOut', silent });
      if (!silent) enqueue.emit({ type: 'session.notify', notice: SESSION_NOTICES.loggedOut });
    }),
    queueProfileUpdate: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'session.updateProfile');
      enqueue.assign({ pendingProfile: event.profile });
      enqueue.emit({ type: 'session.queueTask', task: profileUpdateTask(event.profile, event.currentPassword) });
    }),
    applyProfileUpdate: assign(({ event }) => {
      assertEvent(event, 'session.profileSynced');
      const user = updatedCustomer(event.code, event.result);
      return user ? { user, groupId: groupIdOf(user), pendingProfile: null } : {};
    }),
    forgetPendingProfile: assign({ pendingProfile: null }),
    // SPEC 4: the reset-token invalidation lock and attempt counter are reset on a new request.
    startResetRequest: assign(({ event }) => {
      assertEvent(event, 'session.resetPassword');
      return { resetEmail: event.email, resetSent: false, resetLocked: false, resetAttempts: 0, error: null };
    }),
    markResetSent: assign({ resetSent: true }),
    // A refused reset token counts an attempt; an expired link locks the form until a new link is requested.
    countResetFailure: assign(({ context }, { error }: { error: unknown }) => ({
      resetAttempts: context.resetAttempts + 1,
      resetLocked: context.resetLocked || errorText(error) === USER_ERRORS.resetExpired,
      credentials: null,
    })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...signedOut,
    authOpen: false,
    authElem: DEFAULT_AUTH_ELEM,
    online: input.online,
    credentials: null,
    revoking: null,
    error: null,
    resetEmail: null,
    resetSent: false,
    resetLocked: false,
    resetAttempts: 0,
  }),
  on: {
    'session.openAuth': { actions: 'openAuth' },
    'session.closeAuth': { actions: 'closeAuth' },
    'network.online': { actions: 'setOnline' },
    'network.offline': { actions: 'setOffline' },
  },
  initial: 'restoring',
  states: {
    // SPEC 4: on start the stored user and token are loaded.
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'hasStoredTokens', params: ({ event }) => event.output },
            target: 'authorized',
            actions: [{ type: 'restoreSession', params: ({ event }) => event.output }, 'announceTokens'],
          },
          // SPEC 4: without a token the non-authorized event fires.
          { target: 'guest', actions: 'announceTokens' },
        ],
        onError: { target: 'guest', actions: 'announceTokens' },
      },
    },
    guest: {
      tags: ['guest'],
      on: {
        'session.login': { target: 'authorizing', actions: 'rememberLogin' },
        'session.register': { target: 'registering', actions: 'rememberRegistration' },
        // Another tab logged in: this one is logged in too, with the stored pair (as on a start).
        'session.storedElsewhere': {
          guard: { type: 'hasStoredTokens', params: ({ event }) => event.session },
          target: 'authorized',
          actions: [
            { type: 'restoreSession', params: ({ event }) => event.session },
            'closeAuth',
            PERSIST,
            'announceTokens',
          ],
        },
        'session.resetPassword': { target: 'requestingReset', actions: 'startResetRequest' },
        'session.createPassword': [
          { guard: 'isResetLocked' },
          { target: 'creatingPassword', actions: 'rememberCreatedPassword' },
        ],
      },
    },
    // SPEC 4: code 200 sets the token and refresh token, then loads the session.
    authorizing: {
      tags: ['guest', 'busy'],
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => context.credentials as LoginRequest,
        onDone: {
          target: 'authorized',
          actions: [
            { type: 'storeTokens', params: ({ event }) => event.output },
            'forgetCredentials',
            'closeAuth',
            PERSIST,
            'announceTokens',
          ],
        },
        onError: {
          target: 'guest',
          actions: ['clearUser', 'forgetCredentials', { type: 'recordError', params: ({ event }) => event }, PERSIST],
        },
      },
    },
    // SPEC 7 POST /api/user/create, then a login with the same credentials.
    registering: {
      tags: ['guest', 'busy'],
      invoke: {
        id: 'registerUser',
        src: 'registerUser',
        input: ({ context, event }) => {
          assertEvent(event, 'session.register');
          return { customer: event.customer, password: context.credentials?.password ?? event.password };
        },
        onDone: { target: 'authorizing' },
        onError: {
          target: 'guest',
          actions: ['forgetCredentials', { type: 'recordError', params: ({ event }) => event }],
        },
      },
    },
    // SPEC 7 POST /api/user/reset-password: the mail with the reset link.
    requestingReset: {
      tags: ['guest', 'busy'],
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ event }) => {
          assertEvent(event, 'session.resetPassword');
          return event.storeCode ? { email: event.email, storeCode: event.storeCode } : { email: event.email };
        },
        onDone: { target: 'guest', actions: 'markResetSent' },
        onError: { target: 'guest', actions: { type: 'recordError', params: ({ event }) => event } },
      },
    },
    // SPEC 7 create-password with the reset token; SPEC 6: logging in after creating a password is enabled.
    creatingPassword: {
      tags: ['guest', 'busy'],
      invoke: {
        id: 'createPassword',
        src: 'createPassword',
        input: ({ event }) => {
          assertEvent(event, 'session.createPassword');
          return { email: event.email, newPassword: event.newPassword, resetToken: event.resetToken };
        },
        onDone: { target: 'authorizing' },
        onError: {
          target: 'guest',
          actions: [
            { type: 'countResetFailure', params: ({ event }) => event },
            { type: 'recordError', params: ({ event }) => event },
          ],
        },
      },
    },
    authorized: {
      tags: ['authorized'],
      type: 'parallel',
      on: {
        'session.logout': {
          target: 'loggingOut',
          actions: ['beginLogout', PERSIST, 'announceTokens', 'announceLogout'],
        },
        'session.tokensRefreshed': {
          actions: [{ type: 'storeTokens', params: ({ event }) => event.tokens }, PERSIST, 'announceTokens'],
        },
        'session.storedElsewhere': {
          guard: 'isSignedOutElsewhere',
          target: 'guest',
          actions: ['forgetSession', PERSIST, 'announceTokens', 'announceLogoutElsewhere'],
        },
      },
      states: {
        account: {
          initial: 'loading',
          on: {
            // The account loads again with the stored pair (it may be another customer's); a queued profile update
            // stays queued.
            'session.storedElsewhere': {
              guard: 'isOtherPairElsewhere',
              target: '.loading',
              actions: [{ type: 'restoreSession', params: ({ event }) => event.session }, PERSIST, 'announceTokens'],
            },
          },
          states: {
            // SPEC 4: the profile and order history load, and the group is set.
            loading: {
              tags: ['busy'],
              invoke: {
                id: 'loadAccount',
                src: 'loadAccount',
                input: ({ context }) => ({ token: context.tokens?.token ?? '', page: context.orderPage }),
                onDone: {
                  target: 'ready',
                  actions: [{ type: 'storeAccount', params: ({ event }) => event.output }, PERSIST],
                },
                // Offline start: the stored user stays shown; the account loads again when the network returns.
                onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => event } },
              },
            },
            ready: {
              on: {
                'session.refreshProfile': { target: 'loading' },
                'session.loadOrderHistory': { target: 'loadingOrders', actions: 'setOrderPage' },
                'session.changePassword': [
                  // SPEC 5: blocked offline.
                  {
                    guard: 'isOffline',
                    actions: { type: 'notify', params: SESSION_NOTICES.passwordChangeOffline },
                  },
                  { target: 'changingPassword', actions: 'rememberNewPassword' },
                ],
              },
            },
            failed: {
              tags: ['error'],
              on: {
                'session.refreshProfile': { target: 'loading' },
                'network.online': { target: 'loading', actions: 'setOnline' },
              },
            },
            loadingOrders: {
              tags: ['busy'],
              invoke: {
                id: 'loadOrderHistory',
                src: 'loadOrderHistory',
                input: ({ context }) => ({ token: context.tokens?.token ?? '', page: context.orderPage }),
                onDone: { target: 'ready', actions: { type: 'storeOrders', params: ({ event }) => event.output } },
                onError: { target: 'ready', actions: { type: 'recordError', params: ({ event }) => event } },
              },
            },
            changingPassword: {
              tags: ['busy'],
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context, event }) => {
                  assertEvent(event, 'session.changePassword');
                  return {
                    token: context.tokens?.token ?? '',
                    currentPassword: event.currentPassword,
                    newPassword: event.newPassword,
                  };
                },
                // SPEC 4: on success notify and log in again with the new password.
                onDone: {
                  target: 'reauthorizing',
                  actions: { type: 'notify', params: SESSION_NOTICES.passwordChanged },
                },
                // SPEC 4: otherwise show the server error message.
                onError: {
                  target: 'ready',
                  actions: [
                    'forgetCredentials',
                    { type: 'recordError', params: ({ event }) => event },
                    { type: 'notify', params: ({ event }) => serverNotice(errorText(event.error)) },
                  ],
                },
              },
            },
            reauthorizing: {
              tags: ['busy'],
              invoke: {
                id: 'relogIn',
                src: 'logIn',
                input: ({ context }) => context.credentials as LoginRequest,
                onDone: {
                  target: 'loading',
                  actions: [
                    { type: 'storeTokens', params: ({ event }) => event.output },
                    'forgetCredentials',
                    PERSIST,
                    'announceTokens',
                  ],
                },
                onError: {
                  target: 'ready',
                  actions: ['forgetCredentials', { type: 'recordError', params: ({ event }) => event }],
                },
              },
            },
          },
        },
        // SPEC 7: POST /api/user/me is queued as a sync task, online or not; applied when the queue calls back.
        profile: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'session.updateProfile': { target: 'queued', actions: 'queueProfileUpdate' } },
            },
            queued: {
              tags: ['syncing'],
              on: {
                'session.updateProfile': { target: 'queued', actions: 'queueProfileUpdate' },
                'session.profileSynced': [
                  {
                    guard: 'isProfileUpdated',
                    target: 'idle',
                    actions: [
                      'applyProfileUpdate',
                      PERSIST,
                      { type: 'notify', params: SESSION_NOTICES.profileUpdated },
                    ],
                  },
                  // A refused update: the queue has shown the server's message (SPEC 8 "Sync").
                  { target: 'idle', actions: 'forgetPendingProfile' },
                ],
              },
            },
          },
        },
      },
    },
    // SPEC 7 POST /api/user/logout: revokes the pair on the server; offline it is only forgotten here.
    loggingOut: {
      tags: ['guest', 'busy'],
      invoke: {
        id: 'revokeTokens',
        src: 'revokeTokens',
        input: ({ context }) => context.revoking as TokenResult,
        onDone: { target: 'guest', actions: 'finishLogout' },
        onError: { target: 'guest', actions: 'finishLogout' },
      },
    },
  },
});
