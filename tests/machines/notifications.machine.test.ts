// SPEC 4 "Session and account" (notifications) and SPEC 9 (time-to-live 5000 ms), on a real actor with fake time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { notificationsMachine } from '../../machines/notifications.machine';
import {
  NOTIFICATION_TIME_TO_LIVE_MS,
  type NotificationInput,
  createNotification,
  isSameNotification,
} from '../../src/domain/notifications';

const outOfStock: NotificationInput = {
  type: 'error',
  message: 'The product is out of stock and cannot be added to the cart!',
};
const added: NotificationInput = {
  type: 'success',
  message: 'Product has been added to the cart!',
  action1: { label: 'Proceed to checkout', event: 'checkout.open' },
};

function start() {
  const actor = createActor(notificationsMachine);
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const add = (notification: NotificationInput) => actor.send({ type: 'notification.add', notification });
  const messages = () => actor.getSnapshot().context.notifications.map(({ message }) => message);
  return { actor, emitted, add, messages };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createNotification', () => {
  it('defaults the time-to-live to the SPEC 9 constant and hasNoTimeout to false', () => {
    const notification = createNotification(outOfStock);
    expect(NOTIFICATION_TIME_TO_LIVE_MS).toBe(5000);
    expect(notification).toEqual({ ...outOfStock, id: notification.id, timeToLive: 5000, hasNoTimeout: false });
  });

  it('derives the same id from the same type, message and action label, and keeps a given id', () => {
    expect(createNotification(added).id).toBe(createNotification({ ...added }).id);
    expect(createNotification(added).id).not.toBe(createNotification({ ...added, type: 'info' }).id);
    expect(createNotification({ ...added, id: 'mine' }).id).toBe('mine');
  });

  it('counts type, message and action label as identity, not id or timings', () => {
    const base = createNotification(added);
    expect(isSameNotification(base, createNotification({ ...added, id: 'other', timeToLive: 1 }))).toBe(true);
    expect(isSameNotification(base, createNotification({ ...added, action1: { label: 'Checkout' } }))).toBe(false);
    expect(
      isSameNotification(base, createNotification({ ...added, message: 'Product quantity has been updated!' })),
    ).toBe(false);
  });
});

describe('notifications machine', () => {
  it('starts empty and not visible', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('shows an added notification with the SPEC defaults', () => {
    const { actor, add } = start();
    add(outOfStock);
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(actor.getSnapshot().context.notifications).toEqual([createNotification(outOfStock)]);
  });

  it('ignores a notification identical to the last one shown, even with another id', () => {
    const { actor, add } = start();
    add(outOfStock);
    add(outOfStock);
    add({ ...outOfStock, id: 'another-id' });
    expect(actor.getSnapshot().context.notifications).toHaveLength(1);
  });

  it('adds one that differs from the last in type, message or action label', () => {
    const { add, messages, actor } = start();
    add(added);
    add({ ...added, type: 'info' });
    add({ ...added, message: 'Product quantity has been updated!' });
    add({ ...added, action1: { label: 'OK' } });
    expect(actor.getSnapshot().context.notifications.map(({ type }) => type)).toEqual([
      'success',
      'info',
      'success',
      'success',
    ]);
    expect(messages()).toHaveLength(4);
  });

  it('compares with the last one only: A, B, A shows both, the second A moving to the top', () => {
    const { add, actor } = start();
    add(outOfStock);
    add(added);
    add(outOfStock);
    expect(actor.getSnapshot().context.notifications.map(({ type }) => type)).toEqual(['success', 'error']);
  });

  it('shows the same message again once the earlier one has gone', () => {
    const { add, messages } = start();
    add(outOfStock);
    vi.advanceTimersByTime(NOTIFICATION_TIME_TO_LIVE_MS);
    add(outOfStock);
    expect(messages()).toEqual([outOfStock.message]);
  });

  it('removes a notification 5000 ms after it was added, and not before', () => {
    const { actor, add, messages } = start();
    add(outOfStock);
    vi.advanceTimersByTime(4999);
    expect(messages()).toEqual([outOfStock.message]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('keeps a notification with hasNoTimeout until it is closed', () => {
    const { add, messages } = start();
    add({ ...outOfStock, hasNoTimeout: true });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(messages()).toEqual([outOfStock.message]);
  });

  it('respects a custom timeToLive', () => {
    const { add, messages } = start();
    add({ ...outOfStock, timeToLive: 1500 });
    vi.advanceTimersByTime(1499);
    expect(messages()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('times each notification on its own clock', () => {
    const { add, messages } = start();
    add(outOfStock);
    vi.advanceTimersByTime(2000);
    add(added);
    vi.advanceTimersByTime(3000);
    expect(messages()).toEqual([added.message]);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('does not restart the timer of a notification when an identical one is ignored', () => {
    const { add, messages } = start();
    add(outOfStock);
    vi.advanceTimersByTime(3000);
    add(outOfStock);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('dismissing a notification cancels its timer, so it cannot remove a later one with the same id', () => {
    const { actor, add, messages } = start();
    add(outOfStock);
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'notification.dismiss', id: createNotification(outOfStock).id });
    expect(messages()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(2000);
    add(outOfStock); // added at 3000 ms: the dismissed timer would have fired at 5000 ms
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([outOfStock.message]);
    vi.advanceTimersByTime(3000);
    expect(messages()).toEqual([]);
  });

  it('re-adding an id already shown replaces it and restarts its timer', () => {
    const { actor, add } = start();
    add({ ...outOfStock, id: 'stock' });
    add(added);
    vi.advanceTimersByTime(4000);
    add({ ...outOfStock, message: 'Only 1 left', id: 'stock' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.notifications.map(({ message }) => message)).toEqual(['Only 1 left']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("pressing the action emits the action's app event and removes the notification", () => {
    const { actor, add, emitted, messages } = start();
    add(added);
    const { id } = createNotification(added);
    actor.send({ type: 'notification.action', id });
    expect(emitted).toEqual([{ type: 'checkout.open', notificationId: id }]);
    expect(messages()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pressing an action without an app event only closes the notification', () => {
    const { actor, add, emitted, messages } = start();
    add({ ...outOfStock, action1: { label: 'OK' } });
    actor.send({ type: 'notification.action', id: createNotification({ ...outOfStock, action1: { label: 'OK' } }).id });
    expect(emitted).toEqual([]);
    expect(messages()).toEqual([]);
  });

  it('ignores dismissing, pressing or expiring an id that is not shown', () => {
    const { actor, add, emitted, messages } = start();
    add(added);
    actor.send({ type: 'notification.dismiss', id: 'unknown' });
    actor.send({ type: 'notification.action', id: 'unknown' });
    actor.send({ type: 'notification.expire', id: 'unknown' });
    expect(messages()).toEqual([added.message]);
    expect(emitted).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('clear removes every notification and cancels every timer', () => {
    const { actor, add } = start();
    add(outOfStock);
    add(added);
    actor.send({ type: 'notification.clear' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.notifications).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels pending timers when the actor stops', () => {
    const { actor, add } = start();
    add(outOfStock);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
