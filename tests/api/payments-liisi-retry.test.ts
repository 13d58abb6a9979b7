// Issue 15, SPEC 7 Liisi: POST /api/ext/payment-liisi/payment-liisi-add-order-comment is idempotent per order. When the
// lender's call fails (its 500 reaches the shop's client as a 502) nothing is stored and the checkout sends the
// application again for the order it already placed; when the reply was lost the same call answers the application
// the order keeps. Either way: one order, one application at the lender, and the lender's decision settles it once.
// On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it, vi } from 'vitest';
import { ProviderError } from '../../server/modules/payments/provider';
import { engines } from '../helpers/db';
import { usePaymentsApp } from '../helpers/payments';
import { type Prepared, stockOf } from './cart-fixtures';
import { appliedEvents, decide, type Placed, placeOnline, redirectUrl, statusOf } from './payments-fixtures';
import { type AccountApp, sql } from './user-fixtures';

interface Application {
  order_increment_id: string;
  status: string;
  application_id: string;
  redirect_url?: string;
}

describe.each(engines())('Liisi application retries on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;
  usePaymentsApp(engine, { stock: 5 }, (opened) => {
    ({ t, p } = opened);
  });

  /** What the database holds for the order: orders placed from its cart, its stored application, the lender's. */
  async function held(placed: Placed) {
    const [orders] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where payload->>'cart_id' = ${placed.cartId}`,
    );
    const [payment] = await t.rows<{ provider_reference: string | null; application: unknown }>(
      sql`select op.provider_reference, op.application from order_payments op join orders o on o.id = op.order_id
          where o.increment_id = ${placed.orderNumber}`,
    );
    const [lender] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from sandbox_payments where reference = ${placed.orderNumber}`,
    );
    return {
      orders: orders?.n,
      application: payment?.provider_reference ?? null,
      stored: payment?.application != null,
      atLender: lender?.n,
    };
  }

  it('sends the application again for the same order after the lender answered 500 once', async () => {
    const placed = await placeOnline(t, p, 'liisi');
    const liisi = t.app.services.payments.liisi;
    if (!liisi) throw new Error('Liisi is not served');
    vi.spyOn(liisi, 'submit').mockRejectedValueOnce(new ProviderError('Liisi POST /applications answered 500'));

    const failed = await redirectUrl(t, 'liisi', placed);
    expect(failed.status).toBe(502);
    expect(await held(placed)).toEqual({ orders: 1, application: null, stored: false, atLender: 0 });
    expect(await statusOf(t, placed.orderNumber)).toBe('pending');

    const retried = await redirectUrl(t, 'liisi', placed);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const result = retried.body.result as Application;
    expect(result).toMatchObject({ order_increment_id: placed.orderNumber, status: 'pending' });
    expect(await held(placed)).toEqual({ orders: 1, application: result.application_id, stored: true, atLender: 1 });

    // The lender approves the one application: the order is paid once, its stock stays sold.
    expect((await decide(t, result.redirect_url ?? '', 'approve')).statusCode).toBe(200);
    expect(await statusOf(t, placed.orderNumber)).toBe('complete');
    expect(await appliedEvents(t, placed.orderNumber)).toBe(1);
    expect(await stockOf(t, p.inStock)).toEqual({ qty: 3, is_in_stock: true });
  });

  it('answers the stored application to a retry whose first reply was lost, until the order is canceled', async () => {
    const placed = await placeOnline(t, p, 'liisi');
    const first = await redirectUrl(t, 'liisi', placed);
    expect(first.status).toBe(200);
    // The browser never saw that reply; it sends the application again (twice, at once).
    const retries = await Promise.all([redirectUrl(t, 'liisi', placed), redirectUrl(t, 'liisi', placed)]);
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.body.result).toEqual(first.body.result);
    }
    const { application_id } = first.body.result as Application;
    expect(await held(placed)).toEqual({ orders: 1, application: application_id, stored: true, atLender: 1 });

    // Past the reservation the order is canceled and its stock released: a retry is refused, nothing is paid.
    t.advance(31 * 60);
    const late = await redirectUrl(t, 'liisi', placed);
    expect(late.status).toBe(400);
    expect(late.body.result).toMatch(/is canceled and cannot be paid/);
    expect(await statusOf(t, placed.orderNumber)).toBe('canceled');
    expect(await stockOf(t, p.inStock)).toEqual({ qty: 5, is_in_stock: true });
  });
});
