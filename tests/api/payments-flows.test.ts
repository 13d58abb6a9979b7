// Issue 15 "Must show", for each provider through its local sandbox: success, decline, cancel and timeout move the
// order per SPEC 3 (complete with the confirmation mail / payment failed or banklink_payment_failed / canceled) and
// the reserved stock is kept on success and released otherwise; a return and notifications racing (20 concurrent
// deliveries) change the order once. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it, vi } from 'vitest';
import type { OnlineProvider } from '../../server/modules/payments/provider';
import { engines } from '../helpers/db';
import { usePaymentsApp } from '../helpers/payments';
import { type Prepared, stockOf } from './cart-fixtures';
import {
  appliedEvents,
  decide,
  LIISI_FORM,
  METHOD,
  ORIGIN,
  RETURN_PATH,
  mailsTo,
  type Placed,
  parseReturn,
  paymentPage,
  notificationCall,
  placeOnline,
  redirectUrl,
  returnCall,
  statusOf,
} from './payments-fixtures';
import { type AccountApp, sql } from './user-fixtures';

const PROVIDERS: OnlineProvider[] = ['montonio', 'esto', 'modena', 'liisi'];
const DECLINED: Record<OnlineProvider, string> = {
  montonio: 'banklink_payment_failed',
  esto: 'payment failed',
  modena: 'payment failed',
  liisi: 'payment failed',
};

describe.each(engines())('online payments on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;
  usePaymentsApp(engine, { stock: 5 }, (opened) => {
    ({ t, p } = opened);
  });

  /** A decision on the sandbox page; for the redirecting providers, the shop's return call that follows it. */
  async function pay(provider: OnlineProvider, placed: Placed, action: 'approve' | 'decline' | 'cancel') {
    const page = await paymentPage(t, provider, placed);
    const decided = await decide(t, page, action);
    if (provider === 'liisi') {
      expect(decided.statusCode).toBe(200);
      return null;
    }
    expect(decided.statusCode).toBe(303);
    return parseReturn(await returnCall(t, provider, decided.headers.location as string));
  }

  it('completes the order from the delayed notification alone when the shopper never comes back', async () => {
    const placed = await placeOnline(t, p, 'montonio');
    const decided = await decide(t, await paymentPage(t, 'montonio', placed), 'approve', 'delayed');
    expect(decided.statusCode).toBe(303);
    expect(await statusOf(t, placed.orderNumber)).toBe('pending');
    // The sandbox sends it 5 s later, server to server, as Montonio's webhook.
    await vi.waitFor(async () => expect(await statusOf(t, placed.orderNumber)).toBe('complete'), {
      timeout: 8000,
      interval: 250,
    });
    expect(await appliedEvents(t, placed.orderNumber)).toBe(1);
  });

  describe.each(PROVIDERS)('%s', (provider) => {
    it('completes a paid order once, keeps its stock reserved and mails the confirmation', async () => {
      const placed = await placeOnline(t, p, provider);
      expect(await stockOf(t, p.inStock)).toEqual({ qty: 3, is_in_stock: true });
      expect(await mailsTo(t, placed.email)).toEqual([]);
      const result = await pay(provider, placed, 'approve');
      if (result) {
        expect(result.paymentSuccess).toBe(true);
        expect(result.order).toMatchObject({ increment_id: placed.orderNumber, status: 'complete', grand_total: 100 });
        expect(result.order?.items).toEqual([expect.objectContaining({ sku: p.inStock, qty: 2 })]);
      }
      expect(await statusOf(t, placed.orderNumber)).toBe('complete');
      expect(await appliedEvents(t, placed.orderNumber)).toBe(1);
      expect(await stockOf(t, p.inStock)).toEqual({ qty: 3, is_in_stock: true });
      const mails = await mailsTo(t, placed.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain(placed.orderNumber);
    });

    it(`marks a declined payment '${DECLINED[provider]}' and releases the stock, without a mail`, async () => {
      const placed = await placeOnline(t, p, provider);
      const result = await pay(provider, placed, 'decline');
      if (result) expect(result.paymentSuccess).toBe(false);
      expect(await statusOf(t, placed.orderNumber)).toBe(DECLINED[provider]);
      expect(await stockOf(t, p.inStock)).toEqual({ qty: 5, is_in_stock: true });
      expect(await mailsTo(t, placed.email)).toEqual([]);
    });

    it.runIf(provider !== 'montonio')(
      "refuses to start a guest order's payment without its server cart (the order's number is not enough)",
      async () => {
        const placed = await placeOnline(t, p, provider);
        const start = (cartServerToken?: string) => {
          const proof: Record<string, string> =
            cartServerToken === undefined ? {} : { cart_server_token: cartServerToken };
          if (provider === 'liisi') {
            return t.call('POST', '/api/ext/payment-liisi/payment-liisi-add-order-comment', {
              body: { order_increment_id: placed.orderNumber, liisi_form_data: LIISI_FORM, ...proof },
            });
          }
          const query = new URLSearchParams({
            order_increment_id: placed.orderNumber,
            payment_method: METHOD[provider],
            store_code: 'ee',
            return_url: `${ORIGIN}${RETURN_PATH[provider]}`,
            ...proof,
          });
          return t.call('GET', `/api/ext/payment-${provider}/get-redirect-url?${query}`);
        };
        for (const proof of [undefined, '', `${placed.cartId}x`, 'pay-cart-of-someone-else']) {
          const refused = await start(proof);
          expect(refused.status, JSON.stringify(refused.body)).toBe(404);
        }
        const [row] = await t.rows<{ payment_url: string | null; provider_reference: string | null }>(
          sql`select p.payment_url, p.provider_reference from order_payments p join orders o on o.id = p.order_id
              where o.increment_id = ${placed.orderNumber}`,
        );
        expect(row, 'no payment was started for the refused calls').toEqual({
          payment_url: null,
          provider_reference: null,
        });
        expect(await statusOf(t, placed.orderNumber)).toBe('pending');
        const owned = await start(placed.cartId);
        expect(owned.status, JSON.stringify(owned.body)).toBe(200);
      },
    );

    it('cancels a canceled payment and releases the stock', async () => {
      const placed = await placeOnline(t, p, provider);
      const result = await pay(provider, placed, 'cancel');
      if (result) expect(result).toMatchObject({ paymentSuccess: false, order: { status: 'canceled' } });
      expect(await statusOf(t, placed.orderNumber)).toBe('canceled');
      expect(await stockOf(t, p.inStock)).toEqual({ qty: 5, is_in_stock: true });
    });

    it('cancels an order left unpaid past the reservation and releases the stock; it cannot be paid again', async () => {
      const placed = await placeOnline(t, p, provider);
      const page = await paymentPage(t, provider, placed);
      if (provider !== 'liisi') {
        const expired = await decide(t, page, 'timeout');
        expect(expired.statusCode).toBe(200);
        expect(expired.body).toContain('Makseseanss aegus');
      }
      t.advance(29 * 60);
      expect(await t.app.services.payments.orders.sweep()).toBe(0);
      expect(await statusOf(t, placed.orderNumber)).toBe('pending');
      t.advance(2 * 60);
      expect(await t.app.services.payments.orders.sweep()).toBeGreaterThanOrEqual(1);
      expect(await statusOf(t, placed.orderNumber)).toBe('canceled');
      expect(await stockOf(t, p.inStock)).toEqual({ qty: 5, is_in_stock: true });
      // The canceled order cannot be paid again (the shopper places a new one).
      const again = await redirectUrl(t, provider, placed);
      expect(again.status).toBe(400);
      expect(again.body.result).toMatch(/is canceled and cannot be paid/);
    });

    it('changes the order once when 20 returns and notifications arrive at once', async () => {
      const placed = await placeOnline(t, p, provider);
      const page = await paymentPage(t, provider, placed);
      const decided = await decide(t, page, 'approve', 'none');
      expect(await statusOf(t, placed.orderNumber)).toBe('pending');
      const deliveries = await racingDeliveries(provider, placed, page, decided.headers.location as string | undefined);
      const replies = await Promise.all(deliveries.map((deliver) => deliver()));
      for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(await statusOf(t, placed.orderNumber)).toBe('complete');
      expect(await appliedEvents(t, placed.orderNumber)).toBe(1);
      expect(await mailsTo(t, placed.email)).toHaveLength(1);
      expect(await stockOf(t, p.inStock)).toEqual({ qty: 3, is_in_stock: true });
    });

    it('ignores a repeated and a stale (out-of-order) notification after the payment', async () => {
      const placed = await placeOnline(t, p, provider);
      const page = await paymentPage(t, provider, placed);
      await decide(t, page, 'approve', 'stale');
      expect(await statusOf(t, placed.orderNumber)).toBe('complete');
      const again = await placeOnline(t, p, provider);
      await decide(t, await paymentPage(t, provider, again), 'approve', 'twice');
      expect(await statusOf(t, again.orderNumber)).toBe('complete');
      expect(await appliedEvents(t, again.orderNumber)).toBe(1);
      expect(await mailsTo(t, again.email)).toHaveLength(1);
    });
  });

  /** 10 returns and 10 notifications of the approved payment (Liisi: 20 signed decisions of the lender). */
  async function racingDeliveries(provider: OnlineProvider, placed: Placed, page: string, location?: string) {
    const notify = await notificationCall(t, provider, placed, page, location);
    if (provider === 'liisi') return Array.from({ length: 20 }, () => notify);
    const returns = Array.from({ length: 10 }, () => () => returnCall(t, provider, location ?? ''));
    return [...returns, ...Array.from({ length: 10 }, () => notify)];
  }
});
