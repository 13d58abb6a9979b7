// The sync-queue machine's model (ARCHITECTURE §3; SPEC 4 and 7 "Sync tasks", SPEC 8 "Sync"): three sample tasks (a
// queued profile update with a store callback, a cacheable stock check with an event callback, a silent cart pull
// that needs a cart id), the network going and coming, the token and the cart changing, the token lock's two answers,
// storage and the task call answering in every way SPEC names; what each state promises. Registered in
// tests/model/models.ts.
import { type SyncQueueEmitted, syncQueueMachine } from '../../machines/sync-queue.machine';
import {
  type SyncTask,
  type SyncTaskOutcome,
  BAD_CONTENT_TYPE_MESSAGE,
  createSyncTask,
  usesToken,
} from '../../src/domain/sync-tasks';
import { type ModelEntry, stateName } from '../helpers/model';

type SyncQueueMachine = typeof syncQueueMachine;
type Snapshot = ReturnType<SyncQueueMachine['getInitialSnapshot']>;
type Event = Parameters<SyncQueueMachine['transition']>[1];

export const OLD_TOKEN = 'access-old';
export const NEW_TOKEN = 'access-new';
export const CART_ID = 'cart-1';
const QUEUED_AT = '2026-11-21T12:00:00.000Z';
export const ANSWERED_AT = '2026-11-21T12:00:05.000Z';

export const SAMPLE_TASKS = {
  profile: createSyncTask(
    {
      url: '/api/user/me?token={{token}}',
      method: 'POST',
      body: { customer: { firstname: 'Mari', lastname: 'Tamm', email: 'mari@example.ee', addresses: [] } },
      callbackEvent: 'store:user/profileUpdated',
    },
    { id: 'task-profile', now: QUEUED_AT },
  ),
  stock: createSyncTask(
    { url: '/api/stock/check?sku=NA-DR-1001', callbackEvent: 'stock.checked', cacheable: true },
    { id: 'task-stock', now: QUEUED_AT },
  ),
  cart: createSyncTask(
    { url: '/api/cart/pull?token={{token}}&cartId={{cartId}}', silent: true },
    { id: 'task-cart', now: QUEUED_AT },
  ),
} satisfies Record<string, SyncTask>;

const TASK_NAMES = new Map(Object.entries(SAMPLE_TASKS).map(([name, task]) => [task.task_id, name]));
const nameOf = (task: Pick<SyncTask, 'task_id'>) => TASK_NAMES.get(task.task_id) ?? task.task_id;

/** The task call's answers (SPEC 7 envelope; SPEC 8 ENOTFOUND and bad content-type). */
export const OUTCOMES = {
  ok: { ok: true, response: { code: 200, result: { ok: true } }, at: ANSWERED_AT },
  unauthorized: { ok: true, response: { code: 401, result: 'The token has expired' }, at: ANSWERED_AT },
  serverError: { ok: true, response: { code: 500, result: 'Database unavailable' }, at: ANSWERED_AT },
  notFound: { ok: true, response: { code: 'ENOTFOUND', result: 'getaddrinfo ENOTFOUND' }, at: ANSWERED_AT },
  badContentType: { ok: false, error: 'bad-content-type', status: 502, at: ANSWERED_AT },
} satisfies Record<string, SyncTaskOutcome>;

const outcomeName = (outcome: SyncTaskOutcome) =>
  Object.entries(OUTCOMES).find(([, candidate]) => candidate === outcome)?.[0] ?? 'answer';

function queueEvents(snapshot: Snapshot): Event[] {
  // At most two tasks queued at once keeps the graph small; the order of three would add nothing new.
  const enqueue =
    snapshot.context.tasks.length < 2
      ? Object.values(SAMPLE_TASKS).map((task) => ({ type: 'sync.enqueue' as const, task }))
      : [];
  return [
    ...enqueue,
    { type: 'network.online' },
    { type: 'network.offline' },
    { type: 'sync.process' },
    { type: 'sync.tokenChanged', token: NEW_TOKEN },
    { type: 'sync.cartChanged', cartId: CART_ID },
    { type: 'sync.tokenRefreshed', token: NEW_TOKEN },
    { type: 'sync.tokenRefreshFailed', at: ANSWERED_AT },
    { type: 'sync.clearUntransmitted' },
    { type: 'xstate.done.actor.loadTasks', output: [SAMPLE_TASKS.profile] } as never,
    { type: 'xstate.done.actor.loadTasks', output: [] } as never,
    { type: 'xstate.error.actor.loadTasks', error: new Error('IndexedDB unavailable') } as never,
    ...Object.values(OUTCOMES).map((output) => ({ type: 'xstate.done.actor.executeTask', output }) as never),
    { type: 'xstate.error.actor.executeTask', error: new TypeError('Failed to fetch') } as never,
  ];
}

/** A comparable digest of what the queue emitted. */
export function digest(event: SyncQueueEmitted): string {
  switch (event.type) {
    case 'sync.notify':
      return `notify ${event.notice.key}: ${event.notice.message}`;
    case 'sync.storeAction':
      return `store action ${event.action} for ${nameOf(event.task)} (${String(event.task.resultCode)})`;
    case 'sync.appEvent':
      return `app event ${event.event} for ${nameOf(event.task)} (${String(event.task.resultCode)})`;
    case 'sync.tokenExpired':
      return `token expired ${event.token}`;
    case 'sync.cartIdMissing':
      return `cart id missing for ${nameOf(event.task)}`;
  }
}

/** What completing `task` with `response` must announce (SPEC 4 callbacks, SPEC 8 notifications). */
function completion(task: SyncTask, code: number | string, message: string): string[] {
  const notify = !task.silent && code !== 200 && code !== 'ENOTFOUND' && code !== 401;
  const key = message === BAD_CONTENT_TYPE_MESSAGE ? 'badContentType' : 'serverMessage';
  const callback =
    task === SAMPLE_TASKS.profile
      ? [`store action user/profileUpdated for profile (${code})`]
      : task === SAMPLE_TASKS.stock
        ? [`app event stock.checked for stock (${code})`]
        : [];
  return [...(notify ? [`notify ${key}: ${message}`] : []), ...callback];
}

/** The oracle: what an event must make the queue announce, from the state before it (cart-id failures aside). */
export function expectedAnnouncements(previous: Snapshot, event: Event): string[] {
  const type: string = event.type;
  const task = previous.context.current;
  if (!task) return [];
  const sample = Object.values(SAMPLE_TASKS).find((candidate) => candidate.task_id === task.task_id) as SyncTask;
  if (type === 'xstate.done.actor.executeTask') {
    const outcome = (event as unknown as { output: SyncTaskOutcome }).output;
    if (!outcome.ok) return completion(sample, outcome.status, BAD_CONTENT_TYPE_MESSAGE);
    const { code, result } = outcome.response;
    const refresh =
      code === 401 && usesToken(task) && previous.context.token && previous.context.retriedTaskId !== task.task_id;
    if (refresh) return [`token expired ${previous.context.token}`];
    return completion(sample, code, String(result));
  }
  if (event.type === 'sync.tokenRefreshFailed' && previous.matches('awaitingToken')) {
    return completion(sample, 401, '');
  }
  return [];
}

export const syncQueueModel: ModelEntry<SyncQueueMachine> = {
  machine: syncQueueMachine,
  inputs: [
    { online: true, token: OLD_TOKEN, cartId: null },
    { online: false, token: OLD_TOKEN, cartId: CART_ID },
  ],
  events: queueEvents,
  serializeState: (snapshot) => {
    const { tasks, current, online, token, cartId, retriedTaskId, error } = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      tasks.map(nameOf),
      current ? nameOf(current) : null,
      online,
      token,
      cartId,
      retriedTaskId !== null,
      error !== null,
    ]);
  },
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'sync.enqueue') return `queue the ${nameOf(event.task)} task`;
    if (event.type === 'sync.tokenChanged') return `the session's token becomes ${event.token}`;
    if (event.type === 'sync.cartChanged') return `the cart id becomes ${event.cartId}`;
    if (event.type === 'sync.tokenRefreshed') return `the token lock answers ${event.token}`;
    if (event.type === 'sync.tokenRefreshFailed') return 'the token lock has failed (-1)';
    if (event.type === 'sync.clearUntransmitted') return 'clear untransmitted tasks';
    if (type === 'xstate.done.actor.loadTasks') {
      const tasks = (event as unknown as { output: SyncTask[] }).output;
      return tasks.length ? `storage holds ${tasks.map(nameOf).join(', ')}` : 'storage holds nothing';
    }
    if (type === 'xstate.error.actor.loadTasks') return 'storage cannot be read';
    if (type === 'xstate.done.actor.executeTask') {
      return `the server answers ${outcomeName((event as unknown as { output: SyncTaskOutcome }).output)}`;
    }
    if (type === 'xstate.error.actor.executeTask') return 'the request fails (network)';
    return type;
  },
  describeState: (snapshot) => {
    const { tasks, online, token, cartId } = snapshot.context;
    const queue = tasks.length ? `[${tasks.map(nameOf).join(', ')}]` : '[]';
    return `${stateName(snapshot)} ${queue} (${online ? 'online' : 'offline'}, ${token}, cart ${cartId ?? 'none'})`;
  },
  legend: [
    'profile: POST /api/user/me?token={{token}}, store:user/profileUpdated; stock: GET, cacheable, event stock.checked;',
    'cart: silent, needs {{token}} and {{cartId}}; inputs: online without a cart id, offline with cart-1',
  ],
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      expect(snapshot.status, 'the queue keeps running').toBe('active');
      const ids = snapshot.context.tasks.map((task) => task.task_id);
      expect(new Set(ids).size, 'a task is queued once').toBe(ids.length);
      expect(snapshot.context.tasks.every((task) => !task.transmited)).toBe(true);
      const announced = (emitted as SyncQueueEmitted[]).map(digest);
      if (previous && event) {
        expect(
          announced.filter((line) => !line.startsWith('cart id missing')),
          'it announces what SPEC 4 and 8 ask for',
        ).toEqual(expectedAnnouncements(previous, event));
      }
      for (const line of announced.filter((entry) => entry.startsWith('cart id missing'))) {
        expect(line, 'SPEC 5: only a task needing a cart id fails for it').toBe('cart id missing for cart');
        expect(snapshot.context.cartId).toBeNull();
        expect(ids).not.toContain(SAMPLE_TASKS.cart.task_id);
      }
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.current).toBeNull();
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.online).toBe(true);
      expect(snapshot.context.tasks, 'nothing left to send').toEqual([]);
      expect(snapshot.context.current).toBeNull();
    },
    offline: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('offline')).toBe(true);
      expect(snapshot.context.online).toBe(false);
      expect(snapshot.context.current, 'nothing is sent offline').toBeNull();
    },
    sending: ({ snapshot }, expect) => {
      const { current, tasks } = snapshot.context;
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(current?.task_id, 'the oldest task goes first').toBe(tasks[0]?.task_id);
      expect(snapshot.children.executeTask, 'one task in flight').toBeDefined();
    },
    awaitingToken: ({ snapshot }, expect) => {
      const { current, retriedTaskId } = snapshot.context;
      expect(current).not.toBeNull();
      expect(retriedTaskId, 'the task will be sent again once, with the new token').toBe(current?.task_id);
      expect(snapshot.children.executeTask).toBeUndefined();
    },
    paused: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).toBe('Failed to fetch');
      expect(snapshot.context.current).toBeNull();
    },
  },
};
