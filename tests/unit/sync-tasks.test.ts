// SPEC 4, 5, 7 and 8: the pure rules of sync tasks.
import { describe, expect, it } from 'vitest';
import {
  CART_ID_PLACEHOLDER,
  createSyncTask,
  fillPlaceholders,
  isMissingCartId,
  markTransmitted,
  moveTokenToHeader,
  parseCallback,
  queueOrder,
  readSyncResponse,
  resultMessage,
  shouldNotifyError,
  syncErrorNotice,
  cartIdMissingMessage,
} from '../../src/domain/sync-tasks';
import { isInCheckout, CHECKOUT_ACTIVE_WINDOW_MS } from '../../src/domain/session';

const task = (url: string, extra: { silent?: boolean; id?: string; now?: string } = {}) =>
  createSyncTask(
    { url, silent: extra.silent ?? false },
    { id: extra.id ?? 't1', now: extra.now ?? '2026-01-01T00:00:00Z' },
  );

describe('sync tasks', () => {
  it('creates a task untransmitted with SPEC 3 fields', () => {
    const created = task('/api/user/me?token={{token}}');
    expect(created).toMatchObject({ transmited: false, transmited_at: null, acknowledged: false, resultCode: null });
  });

  it('fills the token and cart id placeholders when sent, encoded', () => {
    expect(fillPlaceholders('/api/cart/pull?token={{token}}&cartId={{cartId}}', { token: 'a b', cartId: 'c1' })).toBe(
      '/api/cart/pull?token=a%20b&cartId=c1',
    );
  });

  it('moves the token from the query into an Authorization Bearer header (SPEC 7)', () => {
    expect(moveTokenToHeader('/api/user/me?token=abc&x=1')).toEqual({
      url: '/api/user/me?x=1',
      authorization: 'Bearer abc',
    });
    expect(moveTokenToHeader('/api/user/me?token=abc')).toEqual({ url: '/api/user/me', authorization: 'Bearer abc' });
    expect(moveTokenToHeader('/api/stock/check?sku=1')).toEqual({ url: '/api/stock/check?sku=1', authorization: null });
  });

  it('fails a task needing a cart id without one, with SPEC 5 message', () => {
    expect(isMissingCartId(task(`/api/cart/pull?cartId=${CART_ID_PLACEHOLDER}`), null)).toBe(true);
    expect(isMissingCartId(task(`/api/cart/pull?cartId=${CART_ID_PLACEHOLDER}`), 'c1')).toBe(false);
    expect(cartIdMissingMessage('/x')).toBe(
      'Error executing sync task /x the required cartId argument is null. Re-creating shopping cart synchro.',
    );
  });

  it('reads the envelope and rejects anything else as the wrong format', () => {
    expect(readSyncResponse({ code: 200, result: 'ok', meta: { a: 1 } })).toEqual({
      code: 200,
      result: 'ok',
      meta: { a: 1 },
    });
    expect(readSyncResponse({ result: 'ok' })).toBeNull();
    expect(readSyncResponse(null)).toBeNull();
    expect(resultMessage({ result: 'nested' })).toBe('nested');
    expect(resultMessage({ message: 'msg', result: 'nested' })).toBe('msg');
  });

  it('notifies errors except for silent tasks, ENOTFOUND, 401 and success (SPEC 8)', () => {
    const loud = task('/a');
    expect(shouldNotifyError(loud, { code: 500, result: 'boom' })).toBe(true);
    expect(shouldNotifyError(task('/a', { silent: true }), { code: 500, result: 'boom' })).toBe(false);
    expect(shouldNotifyError(loud, { code: 'ENOTFOUND', result: 'x' })).toBe(false);
    expect(shouldNotifyError(loud, { code: 401, result: 'x' })).toBe(false);
    expect(shouldNotifyError(loud, { code: 200, result: 'x' })).toBe(false);
    expect(syncErrorNotice({ code: 502, result: 'Error with response - bad content-type!' }).key).toBe(
      'badContentType',
    );
  });

  it('tells store callbacks from event callbacks', () => {
    expect(parseCallback('store:user/profileUpdated')).toEqual({ kind: 'store', action: 'user/profileUpdated' });
    expect(parseCallback('stock.checked')).toEqual({ kind: 'event', name: 'stock.checked' });
    expect(parseCallback(null)).toBeNull();
  });

  it('marks a task transmitted with result and code, and orders the queue oldest first', () => {
    const done = markTransmitted(task('/a'), { code: 200, result: 'ok' }, '2026-01-01T00:00:01Z');
    expect(done).toMatchObject({ transmited: true, transmited_at: '2026-01-01T00:00:01Z', resultCode: 200, code: 200 });
    const later = task('/b', { id: 'b', now: '2026-01-02T00:00:00Z' });
    const earlier = task('/c', { id: 'c', now: '2026-01-01T00:00:00Z' });
    expect(queueOrder([later, done, earlier]).map((queued) => queued.task_id)).toEqual(['c', 'b']);
  });

  it('counts the user as in checkout within 30 minutes of modifiedAt (SPEC 4)', () => {
    expect(isInCheckout(0, CHECKOUT_ACTIVE_WINDOW_MS)).toBe(true);
    expect(isInCheckout(0, CHECKOUT_ACTIVE_WINDOW_MS + 1)).toBe(false);
    expect(isInCheckout(null, 0)).toBe(false);
  });
});
