// SPEC 4 "Sync tasks" and "User token lock", SPEC 7 "Sync tasks", SPEC 8 "Sync": queued calls (a profile update,
// later cart and stock syncs) sent one at a time while online and kept while offline. A task is created
// untransmitted, sent with its {{token}} / {{cartId}} placeholders filled, then transmitted with result and code; it
// is kept if its result is cacheable, otherwise removed. A task is never run twice at once: one `executeTask` at a
// time, and a task id already queued is not queued again. A 401 on a task that carried a token asks the token lock
// for a refresh (`sync.tokenExpired`) and the task is sent again with the new token. After completion the callback
// fires: `store:`-prefixed as a store action, any other as an app event. Storage is the app's (named actors/actions).
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Notice } from '../src/domain/notice';
import {
  type SyncTask,
  type SyncTaskOutcome,
  type SyncTaskResponse,
  TOKEN_UNAUTHORIZED_MESSAGE,
  cartIdMissingMessage,
  isKeptAfterProcessing,
  isMissingCartId,
  isUnauthorized,
  markTransmitted,
  outcomeResponse,
  parseCallback,
  queueOrder,
  shouldNotifyError,
  syncErrorNotice,
  usesToken,
} from '../src/domain/sync-tasks';

export interface SyncQueueInput {
  online: boolean;
  /** The user's access token for {{token}}; later ones come with `sync.tokenChanged`. */
  token?: string | null;
  /** The cart's id for {{cartId}}; later ones come with `sync.cartChanged`. */
  cartId?: string | null;
}

export interface SyncQueueContext {
  /** Untransmitted tasks, oldest first; the first is the one being sent. */
  tasks: SyncTask[];
  /** The task in flight (or waiting for a token); null otherwise. */
  current: SyncTask | null;
  online: boolean;
  token: string | null;
  cartId: string | null;
  /** The task already sent again after a refresh: a second 401 completes it instead of refreshing forever. */
  retriedTaskId: string | null;
  /** The last task completed, for the story and the account page. */
  lastDone: SyncTask | null;
  /** The last task dropped for a missing cart id (SPEC 5). */
  lastFailed: SyncTask | null;
  /** Why sending stopped (a network failure); cleared when sending resumes. */
  error: string | null;
}

export type SyncQueueEvent =
  | { type: 'sync.enqueue'; task: SyncTask }
  /** Try again after a network failure (the app sends it on start and when the service worker asks). */
  | { type: 'sync.process' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'sync.tokenChanged'; token: string | null }
  | { type: 'sync.cartChanged'; cartId: string | null }
  /** The token lock's answer to `sync.tokenExpired` (its `token.ready` / `token.refreshFailed`). */
  | { type: 'sync.tokenRefreshed'; token: string }
  | { type: 'sync.tokenRefreshFailed'; at: string }
  /** SPEC 4: after the last refresh attempt failed the untransmitted tasks are cleared. */
  | { type: 'sync.clearUntransmitted' };

export interface ExecuteTaskInput {
  task: SyncTask;
  token: string | null;
  cartId: string | null;
}

export type SyncQueueEmitted =
  | { type: 'sync.notify'; notice: Notice }
  | { type: 'sync.storeAction'; action: string; task: SyncTask }
  | { type: 'sync.appEvent'; event: string; task: SyncTask }
  /** The account machine asks the token lock (`token.refresh` with this stale token) and answers with
   * `sync.tokenRefreshed` or `sync.tokenRefreshFailed`. */
  | { type: 'sync.tokenExpired'; token: string }
  /** SPEC 5: the cart is re-created by its owner. */
  | { type: 'sync.cartIdMissing'; task: SyncTask; message: string };

/** What to write to storage: tasks to put and ids to delete. */
export interface TaskWrites {
  put: SyncTask[];
  remove: string[];
}

const head = (context: SyncQueueContext): SyncTask | undefined => context.tasks[0];
const isQueued = (context: SyncQueueContext, task: SyncTask) =>
  context.tasks.some((queued) => queued.task_id === task.task_id);

// Never twice: a task already queued (or in flight) is neither queued nor stored again.
const writesForEnqueue = ({ context, event }: { context: SyncQueueContext; event: SyncQueueEvent }): TaskWrites =>
  event.type === 'sync.enqueue' && !isQueued(context, event.task) ? { put: [event.task], remove: [] } : NO_WRITES;
// SPEC 4: after processing a task is kept if its result is cacheable, otherwise removed.
const writesForDone = ({ context }: { context: SyncQueueContext }): TaskWrites =>
  context.lastDone === null
    ? NO_WRITES
    : isKeptAfterProcessing(context.lastDone)
      ? { put: [context.lastDone], remove: [] }
      : { put: [], remove: [context.lastDone.task_id] };
const writesForCartIdFailure = ({ context }: { context: SyncQueueContext }): TaskWrites => ({
  put: [],
  remove: context.lastFailed ? [context.lastFailed.task_id] : [],
});
const writesForClear = ({ context }: { context: SyncQueueContext }): TaskWrites => ({
  put: [],
  remove: context.tasks.filter((task) => task.task_id !== context.current?.task_id).map((task) => task.task_id),
});
const NO_WRITES: TaskWrites = { put: [], remove: [] };

export const syncQueueMachine = setup({
  types: {
    context: {} as SyncQueueContext,
    input: {} as SyncQueueInput,
    events: {} as SyncQueueEvent,
    emitted: {} as SyncQueueEmitted,
  },
  actors: {
    // Supplied by the composition root: the untransmitted tasks from IndexedDB (src/adapters/sync-task-storage.ts).
    loadTasks: fromPromise<SyncTask[]>(async () => {
      throw new Error('loadTasks must be provided by the composition root');
    }),
    // Supplied by the composition root: src/adapters/sync-task-http.ts. A network failure rejects.
    executeTask: fromPromise<SyncTaskOutcome, ExecuteTaskInput>(async () => {
      throw new Error('executeTask must be provided by the composition root');
    }),
  },
  guards: {
    isOffline: ({ context }) => !context.online,
    hasTasks: ({ context }) => context.tasks.length > 0,
    isNextMissingCartId: ({ context }) => {
      const next = head(context);
      return next !== undefined && isMissingCartId(next, context.cartId);
    },
    // SPEC 4: a 401 with a token triggers a refresh, once per task.
    needsFreshToken: ({ context }, outcome: SyncTaskOutcome) =>
      outcome.ok &&
      isUnauthorized(outcome.response) &&
      context.current !== null &&
      usesToken(context.current) &&
      context.token !== null &&
      context.retriedTaskId !== context.current.task_id,
  },
  actions: {
    // Provided by the composition root: put (queued, or transmitted and cacheable) and delete tasks in IndexedDB.
    persistTasks: (_, _params: TaskWrites) => {},
    restoreTasks: assign(({ context }, loaded: SyncTask[]) => {
      const queuedMeanwhile = context.tasks.filter((task) => !loaded.some((stored) => stored.task_id === task.task_id));
      return { tasks: [...queueOrder(loaded), ...queuedMeanwhile] };
    }),
    addTask: assign(({ context, event }) => {
      assertEvent(event, 'sync.enqueue');
      return isQueued(context, event.task) ? {} : { tasks: [...context.tasks, event.task] };
    }),
    takeNext: assign(({ context }) => ({ current: head(context) ?? null, error: null })),
    failForCartId: enqueueActions(({ context, enqueue }) => {
      const task = head(context);
      if (!task) return;
      enqueue.assign({ tasks: context.tasks.slice(1), lastFailed: task });
      enqueue.emit({ type: 'sync.cartIdMissing', task, message: cartIdMissingMessage(task.url) });
    }),
    announceTokenExpired: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ retriedTaskId: context.current?.task_id ?? null });
      enqueue.emit({ type: 'sync.tokenExpired', token: context.token ?? '' });
    }),
    finishTask: enqueueActions(({ context, enqueue }, { response, at }: { response: SyncTaskResponse; at: string }) => {
      const task = context.current;
      if (!task) return;
      const done = markTransmitted(task, response, at);
      enqueue.assign({
        tasks: context.tasks.filter((queued) => queued.task_id !== task.task_id),
        current: null,
        retriedTaskId: null,
        lastDone: done,
      });
      if (shouldNotifyError(done, response)) enqueue.emit({ type: 'sync.notify', notice: syncErrorNotice(response) });
      const callback = parseCallback(done.callback_event);
      if (callback?.kind === 'store') enqueue.emit({ type: 'sync.storeAction', action: callback.action, task: done });
      if (callback?.kind === 'event') enqueue.emit({ type: 'sync.appEvent', event: callback.name, task: done });
    }),
    // The task in flight is finished by its own answer; the rest are dropped.
    clearTasks: assign(({ context }) => ({
      tasks: context.tasks.filter((task) => task.task_id === context.current?.task_id),
    })),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    setToken: assign(({ event }) => {
      assertEvent(event, ['sync.tokenChanged', 'sync.tokenRefreshed']);
      return { token: event.token };
    }),
    setCartId: assign(({ event }) => {
      assertEvent(event, 'sync.cartChanged');
      return { cartId: event.cartId };
    }),
    recordFailure: assign((_, { error }: { error: unknown }) => ({
      current: null,
      retriedTaskId: null,
      error: error instanceof Error ? error.message : String(error),
    })),
  },
}).createMachine({
  id: 'syncQueue',
  context: ({ input }) => ({
    tasks: [],
    current: null,
    online: input.online,
    token: input.token ?? null,
    cartId: input.cartId ?? null,
    retriedTaskId: null,
    lastDone: null,
    lastFailed: null,
    error: null,
  }),
  on: {
    'sync.enqueue': { actions: [{ type: 'persistTasks', params: writesForEnqueue }, 'addTask'] },
    'sync.tokenChanged': { actions: 'setToken' },
    'sync.cartChanged': { actions: 'setCartId' },
    'sync.clearUntransmitted': { actions: [{ type: 'persistTasks', params: writesForClear }, 'clearTasks'] },
    'network.online': { actions: 'setOnline' },
    'network.offline': { actions: 'setOffline' },
  },
  initial: 'loading',
  states: {
    // SPEC 4: tasks are queued in local storage; those left from an earlier visit come first.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTasks',
        src: 'loadTasks',
        onDone: { target: 'next', actions: { type: 'restoreTasks', params: ({ event }) => event.output } },
        // Unreadable storage: this visit's tasks are still sent.
        onError: { target: 'next' },
      },
    },
    // Decides what comes next; never rests here.
    next: {
      always: [
        { guard: 'isOffline', target: 'offline' },
        // SPEC 5: a task that needs a cart id while there is none fails with its message; the next is tried.
        {
          guard: 'isNextMissingCartId',
          actions: ['failForCartId', { type: 'persistTasks', params: writesForCartIdFailure }],
        },
        { guard: 'hasTasks', target: 'sending', actions: 'takeNext' },
        { target: 'idle' },
      ],
    },
    idle: {
      tags: ['settled'],
      on: {
        'sync.enqueue': { target: 'next', actions: [{ type: 'persistTasks', params: writesForEnqueue }, 'addTask'] },
        'network.offline': { target: 'offline', actions: 'setOffline' },
      },
    },
    // SPEC 4: processed when online; meanwhile tasks only queue.
    offline: {
      tags: ['settled', 'offline'],
      on: { 'network.online': { target: 'next', actions: 'setOnline' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'executeTask',
        src: 'executeTask',
        input: ({ context }) => ({ task: context.current as SyncTask, token: context.token, cartId: context.cartId }),
        onDone: [
          {
            guard: { type: 'needsFreshToken', params: ({ event }) => event.output },
            target: 'awaitingToken',
            actions: 'announceTokenExpired',
          },
          {
            target: 'next',
            actions: [
              {
                type: 'finishTask',
                params: ({ event }) => ({ response: outcomeResponse(event.output), at: event.output.at }),
              },
              { type: 'persistTasks', params: writesForDone },
            ],
          },
        ],
        // The request did not get through: the task stays first in the queue until the network returns.
        onError: { target: 'paused', actions: { type: 'recordFailure', params: ({ event }) => event } },
      },
    },
    // SPEC 4: the task waits for the token lock, then goes again with the new token.
    awaitingToken: {
      tags: ['busy'],
      on: {
        'sync.tokenRefreshed': { target: 'sending', actions: 'setToken' },
        // SPEC 4: while the lock is -1 tasks abort with code 401 and SPEC's message (no notification: the 401 case).
        'sync.tokenRefreshFailed': {
          target: 'next',
          actions: [
            {
              type: 'finishTask',
              params: ({ event }) => ({ response: { code: 401, result: TOKEN_UNAUTHORIZED_MESSAGE }, at: event.at }),
            },
            { type: 'persistTasks', params: writesForDone },
          ],
        },
      },
    },
    paused: {
      tags: ['settled', 'error'],
      on: {
        'sync.process': { target: 'next' },
        'network.online': { target: 'next', actions: 'setOnline' },
        'network.offline': { target: 'offline', actions: 'setOffline' },
      },
    },
  },
});
