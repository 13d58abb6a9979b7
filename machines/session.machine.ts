// SPEC 4 "Session and account", SPEC 6 "Roles and permissions", SPEC 5 and 8 "Account": the shopper's session.
// On start the stored user and token are loaded: with a token the session is authorized and the profile and order
// history load (the group comes with the profile); without one it is a guest. Login with code 200 sets the token pair,
// then loads the session; a failure clears the user. Logout clears token, refresh token, group, profile and order
// history, tells the account machine to clear cart, wishlist, compare, checkout details and tasks
// (`session.loggedOut`), and shows "You're logged out" unless silent. Only the token pair (+ the user for an offline
// start) is persisted, through `saveSession`. Tabs share the stored session: a guest tab follows another tab's login,
// a logged-in tab another tab's logout (silently: that tab said so) or its new pair, through `session.storedElsewhere`.
// The parent machine (machines/account.machine.ts) routes what it emits to the token lock, the sync queue and the
// notifications.
//
// Laid out along SPEC's seams: types in session-types.ts, implementations in session-setup.ts, the password states
// (reset, create, change) in session-password.states.ts, the profile / order history regions in
// session-account.states.ts; the UI flags (the auth modal, the account page's "saved" and password outcome) are
// context set by the actions of session-setup.ts.
import { assertEvent } from 'xstate';
import type { LoginRequest, TokenResult } from '../src/domain/contract/user';
import { accountRegion, profileRegion } from './session-account.states';
import { creatingPassword, requestingReset } from './session-password.states';
import { PERSIST, initialSessionContext, sessionSetup } from './session-setup';

export type {
  AccountData,
  PasswordChangeOutcome,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  TokenInput,
} from './session-types';

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: initialSessionContext,
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
            actions: [
              { type: 'restoreSession', params: ({ event }) => event.output },
              'announceTokens',
              'announceProfile',
            ],
          },
          // SPEC 4: without a token the non-authorized event fires.
          { target: 'guest', actions: ['announceTokens', 'announceProfile'] },
        ],
        onError: { target: 'guest', actions: ['announceTokens', 'announceProfile'] },
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
            'announceProfile',
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
            'announceNewsletterJoin',
            'forgetCredentials',
            'closeAuth',
            PERSIST,
            'announceTokens',
            'announceProfile',
          ],
        },
        onError: {
          target: 'guest',
          actions: [
            'clearUser',
            'forgetCredentials',
            { type: 'recordError', params: ({ event }) => event },
            PERSIST,
            'announceProfile',
          ],
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
    requestingReset,
    creatingPassword,
    authorized: {
      tags: ['authorized'],
      type: 'parallel',
      on: {
        'session.logout': {
          target: 'loggingOut',
          actions: ['beginLogout', PERSIST, 'announceTokens', 'announceProfile', 'announceLogout'],
        },
        'session.tokensRefreshed': {
          actions: [
            { type: 'storeTokens', params: ({ event }) => event.tokens },
            PERSIST,
            'announceTokens',
            'announceProfile',
          ],
        },
        'session.storedElsewhere': {
          guard: 'isSignedOutElsewhere',
          target: 'guest',
          actions: ['forgetSession', PERSIST, 'announceTokens', 'announceProfile', 'announceLogoutElsewhere'],
        },
      },
      states: { account: accountRegion, profile: profileRegion },
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
