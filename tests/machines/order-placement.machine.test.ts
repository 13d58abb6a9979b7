import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import {
  type OrderPlacementInput,
  type SendOrderInput,
  orderPlacementMachine,
} from '../../machines/order-placement.machine';
import { ORDER_OUT_OF_STOCK_ERROR } from '../../src/domain/contract/order';
import { orderContentHash } from '../../src/domain/order/hash';
import { ORDER_NOTICES } from '../../src/domain/order/notices';
import type { OrderReply } from '../../src/domain/order/outcome';
import { ORDER_TIME, sampleDraft, sampleOrder } from '../unit/order-fixtures';

interface Send {
  input: SendOrderInput;
  resolve(reply: OrderReply): void;
  reject(error: Error): void;
}

const ORDER_ID = 'c0ffee00-0000-4000-8000-000000000001';

/** A placement whose POST /api/order waits for the test to answer. */
function placement(input: Partial<OrderPlacementInput> = {}) {
  const sends: Send[] = [];
  const sendOrder = fromPromise<OrderReply, SendOrderInput>(
    ({ input: sendInput }) => new Promise((resolve, reject) => sends.push({ input: sendInput, resolve, reject })),
  );
  const actor = createActor(orderPlacementMachine.provide({ actors: { sendOrder } }), {
    input: {
      order: sampleDraft(),
      online: true,
      placedHashes: [],
      newOrderId: () => ORDER_ID,
      now: () => ORDER_TIME,
      ...input,
    },
  });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, sends, emitted };
}

const types = (emitted: AnyEventObject[]) => emitted.map((event) => event.type);

describe('order placement machine (SPEC 4 "Order placing")', () => {
  it('gives the order an id, timestamps and hash, shows progress and sends it online', () => {
    const { actor, sends, emitted } = placement();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('processing')).toBe(true);
    expect(sends.map((send) => send.input.order.order_id)).toEqual([ORDER_ID]);
    expect(snapshot.context.order).toMatchObject({
      order_id: ORDER_ID,
      created_at: ORDER_TIME,
      updated_at: ORDER_TIME,
    });
    expect(snapshot.context.hash).toBe(orderContentHash(snapshot.context.order));
    expect(emitted).toEqual([{ type: 'order.hashPlaced', hash: snapshot.context.hash }]);
  });

  it('keeps the confirmation on 200, announces the placed order and asks for step 8', async () => {
    const { actor, sends, emitted } = placement();
    sends[0]?.resolve({ code: 200, result: { backendOrderId: 41, orderNumber: '000000041' } });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    const confirmation = { backendOrderId: 41, orderNumber: '000000041' };
    expect(snapshot.output).toMatchObject({ outcome: 'placed', confirmation, code: 200 });
    expect(emitted.slice(1)).toEqual([
      { type: 'order.placed', order: snapshot.context.order, confirmation },
      { type: 'order.succeeded', order: snapshot.context.order, at: ORDER_TIME, code: 200 },
    ]);
  });

  it('ignores an order whose content was already placed in this session, sending nothing', () => {
    const hash = orderContentHash(sampleOrder('another-id'));
    const { actor, sends, emitted } = placement({ placedHashes: [hash] });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'ignored' });
    expect(sends).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('queues the order offline and reports success with code 200 without sending', () => {
    const { actor, sends, emitted } = placement({ online: false });
    const { output, context } = actor.getSnapshot();
    expect(output).toMatchObject({ outcome: 'queued', code: 200, placedHashes: [context.hash] });
    expect(sends).toEqual([]);
    expect(types(emitted)).toEqual(['order.hashPlaced', 'order.queue', 'order.succeeded']);
    expect(emitted[1]).toEqual({ type: 'order.queue', order: context.order, placedOnline: false });
  });

  it('on 400 releases the hash, shows the validation notice and queues the order, no success', async () => {
    const { actor, sends, emitted } = placement();
    sends[0]?.resolve({ code: 400, result: 'addressInformation.shippingAddress.postcode: Too small' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    // The server's message names the field to fix (issue 12).
    expect(snapshot.output).toMatchObject({
      outcome: 'rejected',
      placedHashes: [],
      error: 'addressInformation.shippingAddress.postcode: Too small',
    });
    expect(emitted.slice(1)).toEqual([
      { type: 'order.hashReleased', hash: snapshot.context.hash },
      { type: 'order.notify', notice: ORDER_NOTICES.ee.validationError },
      { type: 'order.queue', order: snapshot.context.order, placedOnline: false },
    ]);
  });

  it('on another answer (500 out of stock included) keeps the hash and queues for a resend with the server-error notice', async () => {
    const { actor, sends, emitted } = placement();
    sends[0]?.resolve({ code: 500, result: ORDER_OUT_OF_STOCK_ERROR });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    // Issue 12: the same cart cannot be placed again while the queue holds the order.
    expect(snapshot.output).toMatchObject({ outcome: 'failed', placedHashes: [snapshot.context.hash] });
    expect(types(emitted)).toEqual(['order.hashPlaced', 'order.notify', 'order.queue']);
    expect(emitted[1]).toEqual({ type: 'order.notify', notice: ORDER_NOTICES.ee.queuedAfterServerError });
    expect(emitted[2]).toEqual({ type: 'order.queue', order: snapshot.context.order, placedOnline: true });
  });

  it('on a network failure also registers the background sync orderSync', async () => {
    const { actor, sends, emitted } = placement();
    sends[0]?.reject(new TypeError('Failed to fetch'));
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toMatchObject({ outcome: 'failed', error: 'Failed to fetch' });
    expect(types(emitted)).toEqual(['order.hashPlaced', 'order.notify', 'order.queue', 'order.registerSync']);
    expect(emitted.at(-1)).toEqual({ type: 'order.registerSync', tag: 'orderSync' });
  });

  it('reuses the id of an order that has one (a resend), never a new one', () => {
    const { sends } = placement({ order: sampleOrder('kept-order-id'), newOrderId: () => 'fresh-id' });
    expect(sends[0]?.input.order.order_id).toBe('kept-order-id');
  });
});
