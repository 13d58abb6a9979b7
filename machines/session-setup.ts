// The session machine's implementations by name (machines/session.machine.ts): the calls it makes (SPEC 7 "User"),
// its guards and its actions. SPEC 4 "Session and account", SPEC 3 "UI flags", SPEC 5 and 8 "Account".
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import {
  type ChangePasswordRequest,
  type CreatePasswordRequest,
  type LoginRequest,
  type OrderHistory,
  ORDER_HISTORY_PAGE_SIZE,
  type RegisterRequest,
  type ResetPasswordRequest,
  type TokenResult,
  USER_ERRORS,
} from '../src/domain/contract/user';
import type { Notice } from '../src/domain/notice';
import { withDownloadTaken } from '../src/domain/download-taken';
import {
  DEFAULT_AUTH_ELEM,
  type OrderHistoryPage,
  SESSION_NOTICES,
  type StoredSession,
  errorText,
  groupIdOf,
  profileUpdateTask,
  storedSession,
  updatedCustomer,
} from '../src/domain/session';
import type {
  AccountData,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  TokenInput,
} from './session-types';

export const FIRST_PAGE: OrderHistoryPage = { pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage: 1 };

// SPEC 4: what is persisted after every change of the pair or the user (null deletes it).
export const PERSIST = {
  type: 'saveSession',
  params: ({ context }: { context: SessionContext }) => storedSession(context.tokens, context.user),
} as const;

export const signedOut = {
  tokens: null,
  user: null,
  groupId: null,
  orderHistory: null,
  orderPage: FIRST_PAGE,
  pendingProfile: null,
  profileSaved: false,
  passwordChange: 'idle',
  passwordCreateSent: false,
} as const;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the composition root`);
};

export const sessionSetup = setup({
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
      return {
        credentials: { username: event.customer.email, password: event.password },
        newsletterEmail: event.newsletter ? event.customer.email : null,
        error: null,
      };
    }),
    rememberCreatedPassword: assign(({ event }) => {
      assertEvent(event, 'session.createPassword');
      return {
        credentials: { username: event.email, password: event.newPassword },
        error: null,
        passwordCreateSent: true,
      };
    }),
    rememberNewPassword: assign(({ context, event }) => {
      assertEvent(event, 'session.changePassword');
      return {
        credentials: { username: context.user?.email ?? '', password: event.newPassword },
        error: null,
        passwordChange: 'idle' as const,
      };
    }),
    forgetCredentials: assign({ credentials: null, newsletterEmail: null }),
    announceNewsletterJoin: enqueueActions(({ context, enqueue }) => {
      if (context.newsletterEmail) enqueue.emit({ type: 'session.joinNewsletter', email: context.newsletterEmail });
    }),
    storeTokens: assign((_, tokens: TokenResult) => ({ tokens, error: null })),
    storeAccount: assign((_, { user, orderHistory }: AccountData) => ({
      user,
      orderHistory,
      groupId: groupIdOf(user),
      error: null,
    })),
    storeOrders: assign((_, orderHistory: OrderHistory) => ({ orderHistory, error: null })),
    // Issue 17: the order detail shows one download fewer at once (online: offline the file is not served).
    takeDownload: assign(({ context, event }) => {
      assertEvent(event, 'session.downloadTaken');
      return context.online ? { orderHistory: withDownloadTaken(context.orderHistory, event.linkId) } : {};
    }),
    setOrderPage: assign(({ event }) => {
      assertEvent(event, 'session.loadOrderHistory');
      return { orderPage: { pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage: Math.max(1, event.currentPage) } };
    }),
    // SPEC 4: a failed login clears the user.
    clearUser: assign(signedOut),
    recordError: assign((_, { error }: { error: unknown }) => ({ error: errorText(error) })),
    announceTokens: emit(({ context }) => ({ type: 'session.tokensChanged' as const, tokens: context.tokens })),
    // Issue 14: the customer after a change of the pair or the user; the account machine gives it to the checkout.
    announceProfile: emit(({ context }) => ({ type: 'session.profileChanged' as const, user: context.user })),
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
      enqueue.assign({ pendingProfile: event.profile, profileSaved: false });
      enqueue.emit({ type: 'session.queueTask', task: profileUpdateTask(event.profile, event.currentPassword) });
    }),
    applyProfileUpdate: assign(({ event }) => {
      assertEvent(event, 'session.profileSynced');
      const user = updatedCustomer(event.code, event.result);
      return user ? { user, groupId: groupIdOf(user), pendingProfile: null, profileSaved: true } : {};
    }),
    // A refused update is finished too: the queue has shown the server's message (SPEC 8 "Sync").
    forgetPendingProfile: assign({ pendingProfile: null, profileSaved: true }),
    forgetProfileSaved: assign({ profileSaved: false }),
    markPasswordChanged: assign({ passwordChange: 'changed' as const }),
    markPasswordRefused: assign({ passwordChange: 'failed' as const }),
    // SPEC 4: the reset-token invalidation lock and attempt counter are reset on a new request.
    startResetRequest: assign(({ event }) => {
      assertEvent(event, 'session.resetPassword');
      return {
        resetEmail: event.email,
        resetSent: false,
        resetLocked: false,
        resetAttempts: 0,
        passwordCreateSent: false,
        error: null,
      };
    }),
    markResetSent: assign({ resetSent: true }),
    // A refused reset token counts an attempt; an expired link locks the form until a new link is requested.
    countResetFailure: assign(({ context }, { error }: { error: unknown }) => ({
      resetAttempts: context.resetAttempts + 1,
      resetLocked: context.resetLocked || errorText(error) === USER_ERRORS.resetExpired,
      credentials: null,
    })),
  },
});

export const initialSessionContext = ({ input }: { input: SessionInput }): SessionContext => ({
  ...signedOut,
  authOpen: false,
  authElem: DEFAULT_AUTH_ELEM,
  online: input.online,
  credentials: null,
  newsletterEmail: null,
  revoking: null,
  error: null,
  resetEmail: null,
  resetSent: false,
  resetLocked: false,
  resetAttempts: 0,
});
