// SPEC 4 "Session and account", "User token lock", "Sync tasks", SPEC 6: the shopper's account as one composed
// machine. It invokes the session, the token lock, the sync queue and the newsletter (each under its systemId) and
// routes what they report between them, so the wiring is part of the definition, drawn by the model tests and the
// stories, and not hand-written subscriptions in the app:
// - the session's pair goes to the lock and the queue (`session.tokensChanged`); a refreshed pair back to the
//   session (`token.refreshed`);
// - a queued task's 401 asks the lock (`sync.tokenExpired` → `awaitingToken`) and the task goes again with the new
//   token (`token.ready`), or ends with SPEC 4's 401 (`token.refreshFailed`). HTTP calls of the session ask the lock
//   themselves (`requestFreshToken` with the `tokenLock` of the system);
// - after the maximum refresh attempts (lock -1): silent logout, untransmitted tasks cleared, the signup modal and
//   SPEC 4's notification (`lockedOut`); with auto refresh off: logout and the signup modal;
// - logout clears wishlist and compare (the product-lists port), the newsletter state, the untransmitted tasks, and
//   the cart and the checkout details (`cart.disconnect`, `checkout.clear` to the commerce ports once connected);
// - SPEC 4 "Cart": the cart connects with the session's token once the session is restored (a guest: null) and on
//   every change of it (`cart.connect`: a login merges the guest cart once, a refreshed token keeps the same cart);
// - the session's customer goes to the checkout (`checkout.profile`: SPEC 6 fills the details) when it connects and
//   after every change;
// - every notice of the session and the queue becomes a notification (`notify`, in the shopper's language: the app
//   provides it); the network's changes and another tab's session reach the session and the queue.
// The app only provides the children's I/O (`.provide()`), `notify`, and `watchStoredSession`.
import { type AnyActorRef, type EventObject, assertEvent, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import type { TokenResult } from '../src/domain/contract/user';
import type { Notice } from '../src/domain/notice';
import { PROFILE_UPDATED_ACTION } from '../src/domain/session';
import { type SyncTask, TOKEN_REFRESH_FAILED_NOTICE, createSyncTask } from '../src/domain/sync-tasks';
import { newsletterMachine } from './newsletter.machine';
import { sessionMachine } from './session.machine';
import {
  ACCOUNT_CHILDREN,
  type AccountContext,
  type AccountEmitted,
  type AccountEvent,
  type AccountInput,
} from './account-types';
import { syncQueueMachine } from './sync-queue.machine';
import { tokenLockMachine } from './token-lock.machine';

export { ACCOUNT_CHILDREN } from './account-types';
export type {
  AccountContext,
  AccountEmitted,
  AccountEvent,
  AccountInput,
  CartPortEvent,
  CheckoutPortEvent,
  ListsPortEvent,
  NetworkPort,
  NetworkPortEmitted,
  Port,
} from './account-types';

const RELAYED = [ACCOUNT_CHILDREN.session, ACCOUNT_CHILDREN.tokenLock, ACCOUNT_CHILDREN.syncQueue] as const;

let fallbackTaskCount = 0;

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    input: {} as AccountInput,
    events: {} as AccountEvent,
    emitted: {} as AccountEmitted,
    children: {} as {
      session: 'session';
      tokenLock: 'tokenLock';
      syncQueue: 'syncQueue';
      newsletter: 'newsletter';
      relayChildren: 'relayChildren';
      relayNetwork: 'relayNetwork';
      watchStoredSession: 'watchStoredSession';
    },
  },
  actors: {
    session: sessionMachine,
    tokenLock: tokenLockMachine,
    syncQueue: syncQueueMachine,
    newsletter: newsletterMachine,
    // What the children emit comes back to this machine as events (emitted events are not sent to a parent).
    relayChildren: fromCallback<EventObject>(({ system, sendBack }) => {
      const subscriptions = RELAYED.map((id) =>
        (system.get(id) as AnyActorRef | undefined)?.on('*', (event: EventObject) => sendBack(event)),
      );
      return () => {
        for (const subscription of subscriptions) subscription?.unsubscribe();
      };
    }),
    relayNetwork: fromCallback<EventObject, AccountContext['network']>(({ input, sendBack }) => {
      const subscription = input?.on('network.changed', ({ online }) =>
        sendBack({ type: online ? 'network.online' : 'network.offline' }),
      );
      return () => subscription?.unsubscribe();
    }),
    // Provided by the app: calls back with `session.storedElsewhere` when another tab saved the session.
    watchStoredSession: fromCallback<EventObject>(() => () => {}),
  },
  guards: {
    hasNewPair: ({ event }) => event.type === 'session.tokensChanged' && event.tokens !== null,
    isRefreshFailure: ({ event }) => event.type === 'token.sessionEnded' && event.reason === 'refresh-failed',
    isProfileUpdated: ({ event }) => event.type === 'sync.storeAction' && event.action === PROFILE_UPDATED_ACTION,
  },
  actions: {
    // Provided by the app: the notice as a notification in the shopper's language.
    notify: (_, _notice: Notice) => {},
    // The session's pair to the lock and the queue.
    shareTokens: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'session.tokensChanged');
      const tokens: TokenResult | null = event.tokens;
      enqueue.sendTo('tokenLock', { type: 'token.set', tokens });
      enqueue.sendTo('syncQueue', { type: 'sync.tokenChanged', token: tokens?.token ?? null });
      const token = tokens?.token ?? null;
      enqueue.assign({ signedIn: tokens !== null, token });
      // SPEC 4 "Cart": the cart follows the session's token, told once per change.
      if (!context.cart || context.cartToken === token) return;
      enqueue.sendTo(context.cart, { type: 'cart.connect', token });
      enqueue.assign({ cartToken: token });
    }),
    storeRefreshedTokens: sendTo(ACCOUNT_CHILDREN.session, ({ event }) => {
      assertEvent(event, 'token.refreshed');
      return { type: 'session.tokensRefreshed', tokens: event.tokens };
    }),
    askLockForQueue: sendTo(ACCOUNT_CHILDREN.tokenLock, ({ event }) => {
      assertEvent(event, 'sync.tokenExpired');
      return { type: 'token.refresh', staleToken: event.token };
    }),
    resumeQueue: sendTo(ACCOUNT_CHILDREN.syncQueue, ({ event }) => {
      assertEvent(event, 'token.ready');
      return { type: 'sync.tokenRefreshed', token: event.token };
    }),
    // SPEC 4: while the lock is -1 the task aborts with 401 and SPEC's message.
    abortQueuedTask: sendTo(ACCOUNT_CHILDREN.syncQueue, ({ context }) => ({
      type: 'sync.tokenRefreshFailed',
      at: context.now(),
    })),
    enqueueTask: sendTo(ACCOUNT_CHILDREN.syncQueue, ({ context, event }) => {
      assertEvent(event, 'session.queueTask');
      const task: SyncTask = createSyncTask(event.task, { id: context.newTaskId(), now: context.now() });
      return { type: 'sync.enqueue', task };
    }),
    applyProfileSync: sendTo(ACCOUNT_CHILDREN.session, ({ event }) => {
      assertEvent(event, 'sync.storeAction');
      return { type: 'session.profileSynced', code: event.task.resultCode, result: event.task.result };
    }),
    // SPEC 4: the signup modal after the session ended for want of a token.
    logOutWithSignup: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'token.sessionEnded');
      enqueue.sendTo('session', {
        type: 'session.logout',
        silent: event.reason === 'refresh-failed',
      });
      enqueue.sendTo('session', { type: 'session.openAuth', elem: 'register' });
      enqueue.assign({ signedIn: false });
    }),
    clearUntransmittedTasks: sendTo(ACCOUNT_CHILDREN.syncQueue, {
      type: 'sync.clearUntransmitted',
    }),
    // SPEC 4 logout: wishlist, compare, the newsletter state, the tasks, the cart and the checkout details.
    clearShopperData: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'session.loggedOut');
      if (context.productLists) {
        enqueue.sendTo(context.productLists, { type: 'lists.clear', list: 'wishlist' });
        enqueue.sendTo(context.productLists, { type: 'lists.clear', list: 'compare' });
      }
      enqueue.sendTo('newsletter', { type: 'newsletter.reset' });
      enqueue.sendTo('syncQueue', { type: 'sync.clearUntransmitted' });
      if (context.cart) enqueue.sendTo(context.cart, { type: 'cart.disconnect' });
      // Disconnected: the next token (a login, or none) connects it again.
      enqueue.assign({ cartToken: null });
      if (context.checkout) enqueue.sendTo(context.checkout, { type: 'checkout.clear' });
      enqueue.assign({ signedIn: false });
      enqueue.emit({ type: 'account.loggedOut', silent: event.silent });
    }),
    joinNewsletter: sendTo(ACCOUNT_CHILDREN.newsletter, ({ event }) => {
      assertEvent(event, 'session.joinNewsletter');
      return { type: 'newsletter.join', email: event.email };
    }),
    forwardStoredSession: sendTo(ACCOUNT_CHILDREN.session, ({ event }) => {
      assertEvent(event, 'session.storedElsewhere');
      return event;
    }),
    forwardNetwork: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, ['network.online', 'network.offline']);
      enqueue.sendTo('session', { type: event.type });
      enqueue.sendTo('syncQueue', { type: event.type });
      enqueue.assign({ online: event.type === 'network.online' });
    }),
    // Issue 14: the checkout gets the session's customer when it connects and after every change (SPEC 6 prefill).
    // SPEC 4: once the session is restored the cart connects with its token at once; before, when it reports it.
    connectCommerce: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'account.commerceConnected');
      enqueue.assign({ cart: event.cart, checkout: event.checkout, cartToken: undefined });
      enqueue.sendTo(event.checkout, { type: 'checkout.profile', customer: context.customer });
      if (context.token === undefined) return;
      enqueue.sendTo(event.cart, { type: 'cart.connect', token: context.token });
      enqueue.assign({ cartToken: context.token });
    }),
    shareProfile: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'session.profileChanged');
      enqueue.assign({ customer: event.user });
      if (context.checkout) enqueue.sendTo(context.checkout, { type: 'checkout.profile', customer: event.user });
    }),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({
    online: input.online,
    autoRefresh: input.autoRefresh ?? true,
    maxRefreshAttempts: input.maxRefreshAttempts,
    signedIn: false,
    token: undefined,
    productLists: input.productLists ?? null,
    network: input.network ?? null,
    cart: null,
    cartToken: undefined,
    checkout: null,
    customer: null,
    newTaskId: input.newTaskId ?? (() => `task-${Date.now()}-${++fallbackTaskCount}`),
    now: input.now ?? (() => new Date().toISOString()),
  }),
  // The children first: the relay finds them in the system when it starts, before any of them can emit.
  invoke: [
    {
      id: 'session',
      systemId: ACCOUNT_CHILDREN.session,
      src: 'session',
      input: ({ context }) => ({ online: context.online }),
    },
    {
      id: 'tokenLock',
      systemId: ACCOUNT_CHILDREN.tokenLock,
      src: 'tokenLock',
      input: ({ context }) => ({ autoRefresh: context.autoRefresh, maxAttempts: context.maxRefreshAttempts }),
    },
    {
      id: 'syncQueue',
      systemId: ACCOUNT_CHILDREN.syncQueue,
      src: 'syncQueue',
      input: ({ context }) => ({ online: context.online }),
    },
    // The newsletter machine's account mode (its guest mode is the footer's and the modal's sign-up).
    { id: 'newsletter', systemId: ACCOUNT_CHILDREN.newsletter, src: 'newsletter', input: { mode: 'account' } },
    { id: 'relayChildren', src: 'relayChildren' },
    { id: 'relayNetwork', src: 'relayNetwork', input: ({ context }) => context.network },
    { id: 'watchStoredSession', src: 'watchStoredSession' },
  ],
  on: {
    'session.tokensChanged': { actions: 'shareTokens' },
    'token.refreshed': { actions: 'storeRefreshedTokens' },
    'token.sessionEnded': [
      // SPEC 4: after the maximum refresh attempts.
      { guard: 'isRefreshFailure', target: '.lockedOut' },
      // SPEC 4: with auto refresh off, logout and the signup modal.
      { actions: 'logOutWithSignup' },
    ],
    'session.loggedOut': { actions: 'clearShopperData' },
    'session.queueTask': { actions: 'enqueueTask' },
    'sync.storeAction': { guard: 'isProfileUpdated', actions: 'applyProfileSync' },
    'session.notify': { actions: { type: 'notify', params: ({ event }) => event.notice } },
    'sync.notify': { actions: { type: 'notify', params: ({ event }) => event.notice } },
    'session.joinNewsletter': { actions: 'joinNewsletter' },
    'session.storedElsewhere': { actions: 'forwardStoredSession' },
    'network.online': { actions: 'forwardNetwork' },
    'network.offline': { actions: 'forwardNetwork' },
    'account.commerceConnected': { actions: 'connectCommerce' },
    'session.profileChanged': { actions: 'shareProfile' },
  },
  initial: 'starting',
  states: {
    // SPEC 4: on start the stored user and token are loaded; the session reports its pair (or none) once.
    starting: {
      on: { 'session.tokensChanged': { target: 'running', actions: 'shareTokens' } },
    },
    // Lock 0, or a refresh for a call of the session under way (it waits for the lock itself).
    running: {
      on: {
        // SPEC 4: a 401 with a token triggers a token refresh; the task waits for it.
        'sync.tokenExpired': { target: 'awaitingToken', actions: 'askLockForQueue' },
      },
    },
    // Lock > 0 for the queue's task: one refresh, then the task goes again with the new token.
    awaitingToken: {
      tags: ['refreshing'],
      on: {
        'token.ready': { target: 'running', actions: 'resumeQueue' },
        'token.refreshFailed': { target: 'running', actions: 'abortQueuedTask' },
      },
    },
    // Lock -1 (SPEC 4): silent logout, untransmitted tasks cleared, the signup modal and the notification; every task
    // aborts with 401 until the shopper logs in again.
    lockedOut: {
      tags: ['error'],
      entry: [
        { type: 'logOutWithSignup' },
        'clearUntransmittedTasks',
        { type: 'notify', params: TOKEN_REFRESH_FAILED_NOTICE },
      ],
      on: {
        'session.tokensChanged': { guard: 'hasNewPair', target: 'running', actions: 'shareTokens' },
      },
    },
  },
});
