// The app and sandboxes the payment suites share (tests/api/payments-{flows,protocols,refusals,liisi-retry}.test.ts):
// an account app on the engine with many orders allowed and the prepared product, closed after the suite; before
// each test no order is left pending (a sweep would otherwise give back the stock of earlier tests' orders) and the
// product's stock is set again; after each, the mocks are restored and the app's clock is reset.
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { MANY_ORDERS, type Prepared, prepareProduct, stockOf } from '../api/cart-fixtures';
import { appliedEvents, type Placed, statusOf } from '../api/payments-fixtures';
import { type AccountApp, openAccountApp, sql } from '../api/user-fixtures';
import type { Engine } from './db';

export interface PaymentsApp {
  t: AccountApp;
  p: Prepared;
}

/**
 * Registers the suite's hooks in the current `describe`; `opened` receives the app and the product once they exist
 * (the suites keep them in their own `let t, p`, read by the tests and their helpers).
 */
export function usePaymentsApp(engine: Engine, options: { stock: number }, opened: (app: PaymentsApp) => void): void {
  let t: AccountApp | undefined;
  let p: Prepared | undefined;
  beforeAll(async () => {
    t = await openAccountApp(engine, MANY_ORDERS);
    p = await prepareProduct(t);
    opened({ t, p });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    if (!t || !p) throw new Error('The payments app did not open');
    await t.rows(sql`update orders set status = 'canceled' where status = 'pending'`);
    await t.rows(sql`update stock_items set qty = ${options.stock}, is_in_stock = true where sku = ${p.inStock}`);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    t?.resetClock();
  });
}

/** The order is as placed: pending, no event applied, its 2 pieces still reserved. */
export async function expectUnchanged(t: AccountApp, p: Prepared, placed: Placed, stockBefore: number) {
  expect(await statusOf(t, placed.orderNumber)).toBe('pending');
  expect(await appliedEvents(t, placed.orderNumber)).toBe(0);
  expect((await stockOf(t, p.inStock)).qty).toBe(stockBefore);
}
