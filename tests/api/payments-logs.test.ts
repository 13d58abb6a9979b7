// Issue 15: the Liisi application is personal data (personal code, employer, income, identity document): it never
// reaches a log line, nor do the payment returns' signed values (Montonio's order token, ESTO's json and mac) or the
// cart a Montonio redirect names; refusals name the field, not the value. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../helpers/db';
import { type InfraApp, LogCapture, openInfraApp } from '../security/infra-fixtures';
import { MANY_ORDERS, prepareProduct } from './cart-fixtures';
import { decide, LIISI_FORM, paymentPage, placeOnline, returnCall } from './payments-fixtures';
import type { AccountApp, sql } from './user-fixtures';

describe.each(engines())('payment log lines on $name', (engine) => {
  let infra: InfraApp;
  let t: AccountApp;
  const logs = new LogCapture();

  beforeAll(async () => {
    infra = await openInfraApp(engine, { seed: true, logs, config: { ...MANY_ORDERS, LOG_LEVEL: 'debug' } });
    // The account suites' small client over this app (its log goes to the capture).
    t = {
      app: infra.app,
      database: infra.database,
      outboxDir: infra.outboxDir,
      now: () => new Date('2026-11-21T12:00:00Z'),
      advance: () => undefined,
      resetClock: () => undefined,
      async call(method, url, options = {}) {
        const reply = await infra.app.inject({
          method,
          url,
          ...(options.body === undefined ? {} : { payload: options.body as object }),
        });
        return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
      },
      async rows<T>(query: ReturnType<typeof sql>) {
        return ((await infra.database.db.execute(query)) as unknown as { rows: T[] }).rows;
      },
      login: () => Promise.reject(new Error('not used')),
      close: () => infra.close(),
    };
  });
  afterAll(async () => {
    await infra?.close();
  });

  it('carry no part of a Liisi application nor a payment return’s signed values', async () => {
    const p = await prepareProduct(t);
    const liisi = await placeOnline(t, p, 'liisi', { qty: 1 });
    const bad = await t.call('POST', '/api/ext/payment-liisi/payment-liisi-add-order-comment', {
      body: { order_increment_id: liisi.orderNumber, liisi_form_data: { ...LIISI_FORM, personalCode: '3800108571' } },
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.result)).not.toContain('3800108571');
    await paymentPage(t, 'liisi', liisi);

    const montonio = await placeOnline(t, p, 'montonio', { qty: 1 });
    const location = (await decide(t, await paymentPage(t, 'montonio', montonio), 'approve', 'now')).headers
      .location as string;
    const token = new URL(location).searchParams.get('order-token') ?? '';
    expect((await returnCall(t, 'montonio', location)).status).toBe(200);
    const esto = await placeOnline(t, p, 'esto', { qty: 1 });
    const estoBack = new URL(
      (await decide(t, await paymentPage(t, 'esto', esto), 'approve', 'now')).headers.location as string,
    );
    expect((await returnCall(t, 'esto', estoBack.toString())).status).toBe(200);

    const text = logs.text;
    expect(text.length).toBeGreaterThan(0);
    for (const value of [
      LIISI_FORM.personalCode,
      '3800108571',
      LIISI_FORM.documentNumber,
      LIISI_FORM.employer,
      'Rõivas OÜ',
      token,
      token.split('.')[1] ?? '',
      estoBack.searchParams.get('mac') ?? '',
      montonio.cartId,
    ]) {
      expect(text, value).not.toContain(value);
    }
    for (const value of [montonio.email, 'Kati', 'Narva mnt 7']) expect(text, value).not.toContain(value);
  });
});
