// Model-based test of the order-queue machine (ARCHITECTURE §3): every generated path drives a real actor on fake
// time, whose storage is a fake store fed by the machine's own writes and whose lock and POST /api/order never answer
// by themselves; the path delivers their answers, and the lock wait and the backoff really run out. After every step
// storage holds exactly the queued orders (never lose one), and a request starts exactly when an order is
// transmitted, one at a time, with the same order_id until it is answered for good.
import * as vitest from 'vitest';
import { expect, vi } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { SendOrderInput } from '../../machines/order-placement.machine';
import type { OrderRequest } from '../../src/domain/contract/order';
import { ORDER_LOCK_RETRY_DELAY_MS, type OrderReply } from '../../src/domain/order/outcome';
import { type ModelPath, describeModel, generatePaths, runPath } from '../helpers/model';
import { BACKOFF_EVENT_TYPE, LOCK_WAIT_EVENT_TYPE, orderQueueModel as model } from './order-queue.model';

type Path = ModelPath<typeof model.machine>;

const ids = (orders: Iterable<Pick<OrderRequest, 'order_id'>>) => [...orders].map((order) => order.order_id).sort();

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const store = new Map<string, OrderRequest>();
  const sends: SendOrderInput[] = [];
  let inFlight = 0;
  const pending = <T>() => fromPromise<T>(() => new Promise<never>(() => {}));
  const sendOrder = fromPromise<OrderReply, SendOrderInput>(({ input, signal }) => {
    sends.push(input);
    inFlight += 1;
    expect(inFlight, 'never two orders sent at once').toBe(1);
    signal.addEventListener('abort', () => {
      inFlight -= 1;
    });
    return new Promise<never>(() => {});
  });
  const actor = createActor(
    model.machine.provide({
      actors: { sendOrder, acquireLock: pending<boolean>(), releaseLock: pending<void>() },
    }),
    { input: path.input, inspect },
  );
  actor.on('queue.persist', ({ orders, removed }) => {
    for (const order of orders) store.set(order.order_id, order);
    for (const id of removed) store.delete(id);
  });
  const perform = (event: AnyEventObject) => {
    const previous = actor.getSnapshot();
    const before = sends.length;
    if (event.type === 'queue.restore') {
      // What storage answers is what it held.
      for (const order of event.orders as OrderRequest[]) store.set(order.order_id, order);
    }
    if (event.type === LOCK_WAIT_EVENT_TYPE || event.type === BACKOFF_EVENT_TYPE) {
      // Not sent: the wait runs out on the fake clock, not a moment earlier.
      const wait = event.type === LOCK_WAIT_EVENT_TYPE ? ORDER_LOCK_RETRY_DELAY_MS : previous.context.retryDelay;
      vi.advanceTimersByTime(wait - 1);
      expect(actor.getSnapshot().value, 'nothing happens before the wait is over').toEqual(previous.value);
      vi.advanceTimersByTime(1);
    } else {
      actor.send(event as never);
    }
    const snapshot = actor.getSnapshot();
    // Never lose an order: storage holds the queue, and nothing the queue has answered for good.
    if (!snapshot.matches('loading')) expect(ids(store.values())).toEqual(ids(snapshot.context.orders));
    const started = snapshot.matches({ sending: 'transmitting' }) && !previous.matches({ sending: 'transmitting' });
    expect(sends.length - before, 'a request starts exactly when an order is transmitted').toBe(started ? 1 : 0);
    if (started) {
      expect(sends.at(-1)?.order, 'the stored order as it is, its order_id the idempotency key').toEqual(
        store.get(snapshot.context.current?.order_id ?? ''),
      );
    }
  };
  runPath(model, path, { actor, perform, pendingTimers: () => vi.getTimerCount() }, expect);
}

describeModel(
  'order-queue machine',
  model,
  {
    drive,
    fakeTimers: true,
    /** The fewest paths that still take every state and transition (driving all of them twice is slow on CI). */
    coveragePaths: generatePaths(model),
  },
  vitest,
);
