import { describe, expect, it } from 'vitest';
import { ORDER_OUT_OF_STOCK_ERROR } from '../../src/domain/contract/order';
import { ORDER_NOTICES } from '../../src/domain/order/notices';
import {
  ORDER_RETRY_BASE_DELAY_MS,
  ORDER_RETRY_MAX_DELAY_MS,
  classifyOrderReply,
  orderRetryDelay,
} from '../../src/domain/order/outcome';
import { BAD_CONTENT_TYPE_MESSAGE } from '../../src/domain/sync-tasks';

describe('order reply outcomes (SPEC 4 step 6, SPEC 8 "Order request outcomes")', () => {
  it('transmits on 200 and keeps the confirmation', () => {
    const reply = { code: 200, result: { backendOrderId: 41, orderNumber: '000000041', status: 'pending' } };
    expect(classifyOrderReply(reply)).toEqual({
      kind: 'transmitted',
      confirmation: { backendOrderId: 41, orderNumber: '000000041' },
    });
  });

  it('cancels on 400, and on 500 with the error-adding-products message (a string or an object)', () => {
    expect(classifyOrderReply({ code: 400, result: 'products.0.qty: Too small' })).toEqual({
      kind: 'cancelled',
      reason: 'invalid',
    });
    expect(classifyOrderReply({ code: 500, result: ORDER_OUT_OF_STOCK_ERROR })).toEqual({
      kind: 'cancelled',
      reason: 'outOfStock',
    });
    expect(classifyOrderReply({ code: 500, result: { message: ORDER_OUT_OF_STOCK_ERROR } }).kind).toBe('cancelled');
  });

  it('retries any other answer: another 5xx, a reply that was not JSON even with status 200', () => {
    expect(classifyOrderReply({ code: 500, result: 'Database unavailable' })).toEqual({
      kind: 'retry',
      error: 'Database unavailable',
    });
    expect(classifyOrderReply({ code: 503, result: null })).toEqual({ kind: 'retry', error: 'HTTP 503' });
    expect(classifyOrderReply({ code: 200, result: BAD_CONTENT_TYPE_MESSAGE })).toEqual({
      kind: 'retry',
      error: BAD_CONTENT_TYPE_MESSAGE,
    });
  });
});

describe('order retry backoff', () => {
  it('doubles from the base delay and stops at the maximum', () => {
    const fixed = (attempt: number) => orderRetryDelay(attempt, 1);
    expect([1, 2, 3, 4].map(fixed)).toEqual([1, 2, 4, 8].map((n) => n * ORDER_RETRY_BASE_DELAY_MS));
    expect(fixed(30)).toBe(ORDER_RETRY_MAX_DELAY_MS);
  });

  it('spreads each wait between half and all of it with the random jitter', () => {
    expect(orderRetryDelay(3, 0)).toBe(2 * ORDER_RETRY_BASE_DELAY_MS);
    expect(orderRetryDelay(3, 0.5)).toBe(3 * ORDER_RETRY_BASE_DELAY_MS);
    expect(orderRetryDelay(3, 0.999)).toBeLessThanOrEqual(4 * ORDER_RETRY_BASE_DELAY_MS);
  });
});

describe('order notices (SPEC 8 "Order and cart notifications")', () => {
  it('fills in the shop e-mail of each store view', () => {
    expect(ORDER_NOTICES.ee.validationError.message).toBe(
      'Internal validation error. Please check if all required fields are filled in. Please contact us on info@roivas.ee',
    );
    expect(ORDER_NOTICES.lv.invalidAddressCancelled.message).toContain('contact us on info@roivas.lv to resolve');
    expect(ORDER_NOTICES.lv.outOfStockCancelled).toEqual({
      key: 'outOfStockCancelled',
      type: 'error',
      message: "Some products you've ordered are out of stock. Your order has been canceled.",
    });
  });
});
