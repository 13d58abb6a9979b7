// The session's `authorized` regions (machines/session.machine.ts): the account (profile and order history, SPEC 4
// "Session and account"; the password change of machines/session-password.states.ts) and the queued profile update
// (SPEC 7: POST /api/user/me is a sync task, applied when the queue calls back).
import { PERSIST, sessionSetup } from './session-setup';
import { SESSION_NOTICES } from '../src/domain/session';
import { changingPassword, reauthorizing } from './session-password.states';

export const accountRegion = sessionSetup.createStateConfig({
  initial: 'loading',
  on: {
    // Issue 17: a download link clicked on the order detail: its count goes down at once, as the server's does.
    'session.downloadTaken': { actions: 'takeDownload' },
    // The account loads again with the stored pair (it may be another customer's); a queued profile update stays.
    'session.storedElsewhere': {
      guard: 'isOtherPairElsewhere',
      target: '.loading',
      actions: [
        { type: 'restoreSession', params: ({ event }) => event.session },
        PERSIST,
        'announceTokens',
        'announceProfile',
      ],
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
          actions: [{ type: 'storeAccount', params: ({ event }) => event.output }, PERSIST, 'announceProfile'],
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
          { guard: 'isOffline', actions: { type: 'notify', params: SESSION_NOTICES.passwordChangeOffline } },
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
    changingPassword,
    reauthorizing,
  },
});

export const profileRegion = sessionSetup.createStateConfig({
  initial: 'idle',
  on: {
    // The form opens again: the last update's "saved" goes (SPEC 3 UI flag of the page, kept here, not in React).
    'session.editProfile': { actions: 'forgetProfileSaved' },
  },
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
              'announceProfile',
              { type: 'notify', params: SESSION_NOTICES.profileUpdated },
            ],
          },
          // A refused update: the queue has shown the server's message (SPEC 8 "Sync").
          { target: 'idle', actions: 'forgetPendingProfile' },
        ],
      },
    },
  },
});
