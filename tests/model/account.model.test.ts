// Model-based test of the composed account machine (ARCHITECTURE §3, SPEC 4): every generated path drives the real
// composition (the account machine with its real session, token lock, sync queue and newsletter) on fake I/O that
// answers only when the path says so, on fake time. Each model event is produced the way the shop meets it: a
// stored session loading, a login, a queued task answering 401 or 500, the refresh call answering or failing until
// the maximum attempts, a call meeting 401 with auto refresh off, a logout, another tab, the network. After every step
// the children are where the model's state promises (tests/model/account.model.ts), and what the shopper sees
// (notifications, the lists, the cart and the checkout the account clears) is checked here.
import * as vitest from 'vitest';
import { expect, vi } from 'vitest';
import {
  type ActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type EventObject,
  type InspectionEvent,
  type Snapshot,
  createActor,
  emit,
  fromCallback,
  setup,
} from 'xstate';
import {
  type CartPortEvent,
  type CheckoutPortEvent,
  type ListsPortEvent,
  type NetworkPortEmitted,
  accountMachine,
} from '../../machines/account.machine';
import { newsletterMachine } from '../../machines/newsletter.machine';
import { sessionMachine } from '../../machines/session.machine';
import { syncQueueMachine } from '../../machines/sync-queue.machine';
import { requestFreshToken, tokenLockMachine } from '../../machines/token-lock.machine';
import type { TokenResult } from '../../src/domain/contract/user';
import type { Notice } from '../../src/domain/notice';
import { SESSION_NOTICES, type StoredSession, storedSession } from '../../src/domain/session';
import {
  TOKEN_LOCK_RETRY_WAIT_MS,
  TOKEN_REFRESH_FAILED_MESSAGE,
  type SyncTaskOutcome,
} from '../../src/domain/sync-tasks';
import { type ModelPath, describeModel, generatePaths, receivedRoutes, runPath } from '../helpers/model';
import { MODEL_MAX_REFRESH_ATTEMPTS, accountEventsIn, accountModel as model, accountRoutes } from './account.model';
import { CUSTOMER, STORED, UPDATED_CUSTOMER } from './session.model';

type Path = ModelPath<typeof model.machine>;

interface Call {
  id: string;
  input: unknown;
  ref: AnyActorRef;
}

type FakeSnapshot = Snapshot<unknown> & { input: unknown };
type FakeEvent = { type: 'fake.resolve'; output: unknown } | { type: 'fake.reject'; error: unknown };

/** A call that answers only when the test resolves or rejects it, synchronously (no promise in between). */
function fakeCall(id: string, calls: Call[]): ActorLogic<FakeSnapshot, FakeEvent, unknown> {
  return {
    config: id,
    transition: (snapshot, event) => {
      const { input } = snapshot;
      if (event.type === 'fake.resolve') return { status: 'done', output: event.output, error: undefined, input };
      if (event.type === 'fake.reject') return { status: 'error', output: undefined, error: event.error, input };
      return snapshot;
    },
    getInitialSnapshot: (_, input) => ({ status: 'active', output: undefined, error: undefined, input }),
    start: (snapshot, { self }) => {
      calls.push({ id, input: snapshot.input, ref: self });
    },
    getPersistedSnapshot: (snapshot) => snapshot,
  } as ActorLogic<FakeSnapshot, FakeEvent, unknown>;
}

const SESSION_CALLS = Object.keys(sessionMachine.implementations.actors);
const NEWSLETTER_CALLS = Object.keys(newsletterMachine.implementations.actors);

/** A port of another subsystem: records what the account sends it. */
function recordingPort<TEvent extends EventObject>(received: TEvent[]) {
  return createActor(
    fromCallback<TEvent>(({ receive }) => {
      receive((event) => received.push(event));
    }),
  ).start();
}

const networkPortMachine = setup({
  types: { events: {} as NetworkPortEmitted, emitted: {} as NetworkPortEmitted },
}).createMachine({ on: { 'network.changed': { actions: emit(({ event }) => event) } } });

function createWorld(path: Path, inspect?: (event: InspectionEvent) => void) {
  const calls: Call[] = [];
  const notices: Notice[] = [];
  const lists: ListsPortEvent[] = [];
  const cartEvents: CartPortEvent[] = [];
  const checkoutEvents: CheckoutPortEvent[] = [];
  const routes = receivedRoutes(accountMachine.id);
  let stored: StoredSession | null = null;
  let storedElsewhere: ((event: AnyEventObject) => void) | undefined;
  let pairs = 0;
  const fake = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, fakeCall(id, calls)]));
  const network = createActor(networkPortMachine).start();
  const productLists = recordingPort(lists);
  const cart = recordingPort(cartEvents);
  const checkout = recordingPort(checkoutEvents);
  const machine = accountMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: fake(SESSION_CALLS) as never,
        actions: {
          saveSession: (_, session: StoredSession | null) => {
            stored = session;
          },
        },
      }),
      tokenLock: tokenLockMachine.provide({ actors: fake(['refreshTokens']) as never }),
      syncQueue: syncQueueMachine.provide({ actors: fake(['loadTasks', 'executeTask']) as never }),
      newsletter: newsletterMachine.provide({ actors: fake(NEWSLETTER_CALLS) as never }),
      watchStoredSession: fromCallback(({ sendBack }) => {
        storedElsewhere = sendBack;
      }),
    },
    actions: { notify: (_, notice: Notice) => notices.push(notice) },
  });
  let taskIds = 0;
  const actor = createActor(machine, {
    input: {
      ...(path.input ?? { online: true }),
      productLists,
      network,
      newTaskId: () => `task-${++taskIds}`,
      now: () => '2026-11-25T10:00:00.000Z',
    },
    inspect: (event) => {
      routes.inspect(event);
      inspect?.(event);
    },
  });
  const child = (id: 'session' | 'tokenLock' | 'syncQueue') => {
    const ref = actor.getSnapshot().children[id];
    if (!ref) throw new Error(`no ${id}`);
    return ref;
  };
  const session = () => child('session') as unknown as ReturnType<typeof createActor<typeof sessionMachine>>;
  const lock = () => child('tokenLock') as unknown as ReturnType<typeof createActor<typeof tokenLockMachine>>;
  const queue = () => child('syncQueue') as unknown as ReturnType<typeof createActor<typeof syncQueueMachine>>;
  const pending = (id: string) => calls.filter((call) => call.id === id && call.ref.getSnapshot().status === 'active');
  const answer = (id: string, event: FakeEvent) => {
    const call = pending(id).at(-1);
    expect(call, `${id} was called and waits for its answer`).toBeDefined();
    call?.ref.send(event);
  };
  const resolve = (id: string, output: unknown) => answer(id, { type: 'fake.resolve', output });
  const reject = (id: string, error: unknown) => answer(id, { type: 'fake.reject', error });
  const taskAnswers = (code: number, result: unknown): SyncTaskOutcome => ({
    ok: true,
    response: { code, result },
    at: '2026-11-25T10:00:01.000Z',
  });
  const nextPair = (): TokenResult => {
    pairs += 1;
    return { token: `access-${pairs}`, refreshToken: `refresh-${pairs}` };
  };
  // A task of this session in flight that has not been retried yet (a profile update, SPEC 7).
  const taskInFlight = () => {
    const { context } = queue().getSnapshot();
    if (queue().getSnapshot().matches('sending') && context.retriedTaskId !== context.current?.task_id) return;
    if (queue().getSnapshot().matches('sending')) resolve('executeTask', taskAnswers(200, UPDATED_CUSTOMER));
    session().send({
      type: 'session.updateProfile',
      profile: { firstname: 'Maria', lastname: CUSTOMER.lastname, email: CUSTOMER.email, addresses: [] },
    });
    expect(queue().getSnapshot().matches('sending'), 'the profile update is sent').toBe(true);
  };
  // A call of the session meets 401 with the current token (what src/adapters do through `requestFreshToken`).
  const callMeets401 = () => {
    const token = session().getSnapshot().context.tokens?.token ?? null;
    requestFreshToken(lock(), token).catch(() => undefined);
  };

  const checkoutClears = (from: number) => checkoutEvents.slice(from).filter((e) => e.type === 'checkout.clear');
  const lastProfile = () => {
    const last = checkoutEvents.filter((e) => e.type === 'checkout.profile').at(-1);
    return last && { customer: last.customer };
  };
  const perform = (event: AnyEventObject) => {
    const noticesBefore = notices.length;
    const listsBefore = lists.length;
    const cartBefore = cartEvents.length;
    const checkoutBefore = checkoutEvents.length;
    const newNotices = () => notices.slice(noticesBefore).map((notice) => notice.message);
    routes.take();
    const before = actor.getSnapshot();
    switch (model.describeEvent?.(event as never)) {
      case 'a stored session loads':
      case 'nothing is stored': {
        actor.send({ type: 'account.commerceConnected', cart, checkout });
        resolve('loadTasks', []);
        resolve('loadSession', event.tokens ? STORED : null);
        expect(lastProfile(), 'issue 14: the checkout gets the stored customer (SPEC 6 prefill)').toEqual({
          customer: event.tokens ? STORED.user : null,
        });
        expect(cartEvents.slice(cartBefore), 'SPEC 4: the cart connects once the session is restored').toEqual([
          { type: 'cart.connect', token: event.tokens?.token ?? null },
        ]);
        break;
      }
      case 'the shopper logs in': {
        if (session().getSnapshot().matches('loggingOut')) resolve('revokeTokens', true);
        const again = actor.getSnapshot().matches('lockedOut');
        if (again) {
          session().send({ type: 'session.login', username: CUSTOMER.email, password: 'Demo-pass-1' });
        } else {
          // A new customer, with the newsletter box ticked: subscribed once the account exists.
          const { firstname, lastname, email } = CUSTOMER;
          session().send({
            type: 'session.register',
            customer: { firstname, lastname, email },
            password: 'Demo-pass-1',
            newsletter: true,
          });
          resolve('registerUser', CUSTOMER);
          expect(pending('subscribeNewsletter'), 'not before the account exists').toEqual([]);
        }
        resolve('logIn', nextPair());
        if (!again) {
          expect(pending('subscribeNewsletter').at(-1)?.input, 'the new address is subscribed').toEqual({
            email: CUSTOMER.email,
          });
        }
        expect(stored, 'SPEC 4: the new pair is stored').toMatchObject({
          tokens: session().getSnapshot().context.tokens,
        });
        expect(cartEvents.slice(cartBefore), 'SPEC 4: the cart connects with the customer’s token').toEqual([
          { type: 'cart.connect', token: session().getSnapshot().context.tokens?.token },
        ]);
        break;
      }
      case 'a queued task meets 401': {
        taskInFlight();
        resolve('executeTask', taskAnswers(401, 'Unauthorized'));
        expect(pending('refreshTokens').at(-1)?.input, 'SPEC 4: one refresh with the session’s refresh token').toEqual({
          refreshToken: session().getSnapshot().context.tokens?.refreshToken,
        });
        break;
      }
      case 'the refresh answers a new pair': {
        const pair = nextPair();
        resolve('refreshTokens', pair);
        expect(session().getSnapshot().context.tokens, 'the session keeps the refreshed pair').toEqual(pair);
        expect(cartEvents.slice(cartBefore), 'SPEC 4: the cart follows the refreshed token').toEqual([
          { type: 'cart.connect', token: pair.token },
        ]);
        expect(pending('executeTask').at(-1)?.input, 'SPEC 4: the task goes again with the new token').toMatchObject({
          token: pair.token,
        });
        break;
      }
      case `the refresh fails ${MODEL_MAX_REFRESH_ATTEMPTS} times`: {
        if (!lock().getSnapshot().hasTag('refreshing')) callMeets401();
        for (let attempt = 1; attempt <= MODEL_MAX_REFRESH_ATTEMPTS; attempt += 1) {
          reject('refreshTokens', new Error('Refresh token reused'));
          if (attempt < MODEL_MAX_REFRESH_ATTEMPTS) vi.advanceTimersByTime(TOKEN_LOCK_RETRY_WAIT_MS);
        }
        expect(newNotices(), 'SPEC 4: the notification, and no "You’re logged out" (silent)').toEqual([
          TOKEN_REFRESH_FAILED_MESSAGE,
        ]);
        expect(stored, 'the session is gone from storage').toBeNull();
        expect(lists.slice(listsBefore), 'SPEC 4: wishlist and compare cleared').toEqual([
          { type: 'lists.clear', list: 'wishlist' },
          { type: 'lists.clear', list: 'compare' },
        ]);
        expect(cartEvents.slice(cartBefore), 'SPEC 4: the cart is disconnected and cleared').toEqual([
          { type: 'cart.connect', token: null },
          { type: 'cart.disconnect' },
        ]);
        expect(checkoutClears(checkoutBefore), 'SPEC 4: the checkout details cleared').toEqual([
          { type: 'checkout.clear' },
        ]);
        expect(lastProfile(), 'issue 14: the checkout forgets the customer').toEqual({ customer: null });
        break;
      }
      case 'a call meets 401 with auto refresh off': {
        callMeets401();
        expect(newNotices(), 'SPEC 4: logged out').toEqual([SESSION_NOTICES.loggedOut.message]);
        expect(session().getSnapshot().context.authOpen, 'SPEC 4: the signup modal').toBe(true);
        expect(session().getSnapshot().context.authElem).toBe('register');
        expect(pending('refreshTokens'), 'no refresh with auto refresh off').toEqual([]);
        break;
      }
      case 'the shopper logs out': {
        session().send({ type: 'session.logout' });
        expect(newNotices()).toEqual([SESSION_NOTICES.loggedOut.message]);
        expect(lists.slice(listsBefore).map((entry) => entry.list)).toEqual(['wishlist', 'compare']);
        expect(cartEvents.slice(cartBefore), 'SPEC 4: a guest cart, disconnected and cleared').toEqual([
          { type: 'cart.connect', token: null },
          { type: 'cart.disconnect' },
        ]);
        expect(checkoutClears(checkoutBefore)).toEqual([{ type: 'checkout.clear' }]);
        expect(lastProfile(), 'issue 14: the checkout forgets the customer').toEqual({ customer: null });
        expect(queue().getSnapshot().context.tasks, 'the untransmitted tasks go with the session').toEqual([]);
        break;
      }
      case 'a queued task answers 500': {
        taskInFlight();
        resolve('executeTask', taskAnswers(500, 'Database unavailable'));
        expect(newNotices(), 'SPEC 8: the server’s message as a notification').toEqual(['Database unavailable']);
        break;
      }
      case 'another tab saves the session': {
        const { tokens, user } = session().getSnapshot().context;
        storedElsewhere?.({ type: 'session.storedElsewhere', session: storedSession(tokens, user) });
        break;
      }
      default: {
        network.send({ type: 'network.changed', online: event.type === 'network.online' });
        const online = event.type === 'network.online';
        expect(session().getSnapshot().context.online, 'the session follows the network').toBe(online);
        expect(queue().getSnapshot().context.online, 'the queue follows the network').toBe(online);
      }
    }
    // Issue 14: every route the model declares for this step arrived at the account, in that order.
    const received = routes.take();
    const declared = accountRoutes(event as never, before).map((route) => route.type);
    let next = 0;
    for (const type of received) if (type === declared[next]) next += 1;
    expect(declared.slice(next), `routes not received (received: ${received.join(', ')})`).toEqual([]);
  };
  return { actor, perform };
}

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const { actor, perform } = createWorld(path, inspect);
  runPath(model, path, { actor, perform, pendingTimers: () => vi.getTimerCount() }, expect);
}

// The refresh failing while a queued task waits for it reaches `lockedOut` by the same transition as a failure met by
// a call of the session, so no shortest path takes it; it is driven on its own (the task must end with SPEC 4's 401).
const taskWaitsWhileTheRefreshFails = generatePaths({
  ...model,
  events: (snapshot) => {
    if (snapshot.matches('lockedOut')) return [];
    const next = accountEventsIn(snapshot).find((event) =>
      snapshot.matches('running') ? event.type === 'sync.tokenExpired' : event.type !== 'token.ready',
    );
    return next ? [next] : [];
  },
  inputs: model.inputs?.slice(0, 1),
});

describeModel(
  'account machine (session, token lock, sync queue composed)',
  model,
  { drive, fakeTimers: true, paths: [...generatePaths(model, { reduce: false }), ...taskWaitsWhileTheRefreshFails] },
  vitest,
);
