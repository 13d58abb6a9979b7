// Issue 15 "Must show", the gaps left by payments-protocols.test.ts: Modena's notification (its callback) refused or
// not believed like its return — forged before any payment, claiming a success Modena does not confirm, and of
// another amount — and, for ESTO and Liisi, a genuine return / notification / decision replayed after the payment
// changes the order no more (one applied event, one confirmation mail). On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/db';
import { expectUnchanged, usePaymentsApp } from '../helpers/payments';
import { type Prepared, stockOf } from './cart-fixtures';
import {
  appliedEvents,
  decide,
  mailsTo,
  notificationCall,
  type Placed,
  parseReturn,
  paymentPage,
  placeOnline,
  returnCall,
  sandboxId,
  statusOf,
} from './payments-fixtures';
import { type AccountApp, sql } from './user-fixtures';

describe.each(engines())('refused and replayed payment deliveries on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;
  usePaymentsApp(engine, { stock: 50 }, (opened) => {
    ({ t, p } = opened);
  });

  const unchanged = (placed: Placed, stockBefore: number) => expectUnchanged(t, p, placed, stockBefore);

  const modenaNotification = (orderId: string) =>
    t.call('POST', '/api/ext/payment-modena/notification', { body: { orderId } });
  const modenaReturn = (orderNumber: string, status: string) =>
    t.call('GET', `/api/ext/payment-modena/modena-return?status=${status}&incrementId=${orderNumber}&storeCode=ee`);

  it('Modena: a notification is never believed on its own word: forged, unconfirmed or of another amount', async () => {
    const placed = await placeOnline(t, p, 'modena');
    const stock = (await stockOf(t, p.inStock)).qty;
    // Forged before the shop created any payment at Modena.
    const early = await modenaNotification(placed.orderNumber);
    expect(early.status).toBe(400);
    expect(early.body.result).toMatch(/has no Modena payment yet/);
    // Created but not paid: a notification and a return claiming SUCCESS change nothing (Modena says otherwise).
    const page = await paymentPage(t, 'modena', placed);
    expect((await modenaNotification(placed.orderNumber)).status).toBe(200);
    expect(parseReturn(await modenaReturn(placed.orderNumber, 'SUCCESS')).paymentSuccess).toBe(false);
    await unchanged(placed, stock);
    // Paid at Modena, but another amount: the notification is refused like the return.
    await t.rows(sql`update sandbox_payments set amount = 99 where id = ${sandboxId(page)}`);
    await decide(t, page, 'approve', 'none');
    const wrong = await modenaNotification(placed.orderNumber);
    expect(wrong.status).toBe(400);
    expect(wrong.body.result).toMatch(/amount 99 EUR is not the order's 100 EUR/);
    await unchanged(placed, stock);
  });

  it('Modena: declined at Modena, a return and a notification claiming SUCCESS do not pay the order', async () => {
    const placed = await placeOnline(t, p, 'modena');
    const page = await paymentPage(t, 'modena', placed);
    await decide(t, page, 'decline', 'none');
    expect(parseReturn(await modenaReturn(placed.orderNumber, 'SUCCESS')).paymentSuccess).toBe(false);
    expect((await modenaNotification(placed.orderNumber)).body.result).toMatchObject({ status: 'payment failed' });
    expect(await statusOf(t, placed.orderNumber)).toBe('payment failed');
    expect(await appliedEvents(t, placed.orderNumber)).toBe(1);
    expect(await mailsTo(t, placed.email)).toEqual([]);
  });

  it.each(['esto', 'liisi'] as const)(
    '%s: the genuine return and notification replayed after the payment change the order no more',
    async (provider) => {
      const placed = await placeOnline(t, p, provider);
      const page = await paymentPage(t, provider, placed);
      const decided = await decide(t, page, 'approve', 'none');
      const location = decided.headers.location as string | undefined;
      const notify = await notificationCall(t, provider, placed, page, location);
      expect((await notify()).status).toBe(200);
      expect(await statusOf(t, placed.orderNumber)).toBe('complete');
      const stock = (await stockOf(t, p.inStock)).qty;
      // The same signed deliveries again, later: accepted (the provider retries) and ignored.
      for (let replay = 0; replay < 3; replay += 1) {
        expect((await notify()).status).toBe(200);
        if (location) expect(parseReturn(await returnCall(t, provider, location)).paymentSuccess).toBe(true);
      }
      expect(await appliedEvents(t, placed.orderNumber)).toBe(1);
      expect(await mailsTo(t, placed.email)).toHaveLength(1);
      expect((await stockOf(t, p.inStock)).qty).toBe(stock);
    },
  );
});
