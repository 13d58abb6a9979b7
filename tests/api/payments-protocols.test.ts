// Issue 15 "Must show", per provider: the payment is created with the provider's real protocol (the request the
// sandbox received: Montonio's HS256 JWT, ESTO's Basic auth and purchase, Modena's OAuth client credentials and
// bearer call, Liisi's application), and forged, tampered, replayed and wrong-amount returns and notifications are
// refused with 400 naming the problem, the order unchanged; unknown orders are 404; another customer's order is
// neither paid through nor shown. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { estoMac } from '../../server/modules/payments/esto/mac';
import { signJwt, verifyJwt } from '../../server/modules/payments/montonio/jwt';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { engines } from '../helpers/db';
import { expectUnchanged, usePaymentsApp } from '../helpers/payments';
import { type Prepared, stockOf } from './cart-fixtures';
import {
  appliedEvents,
  createHmac,
  decide,
  LIISI_FORM,
  ORIGIN,
  type Placed,
  parseReturn,
  paymentPage,
  placeOnline,
  redirectUrl,
  returnCall,
  sandboxId,
  sandboxKey,
  sandboxPayment,
  statusOf,
} from './payments-fixtures';
import { type AccountApp, sql } from './user-fixtures';

const MARI = 'mari.maasikas@example.ee';
const JAAN = 'jaan.tamm@example.ee';

describe.each(engines())('payments without credentials nor sandbox on $name', (engine) => {
  it('answer 503 naming the variables to set, and serve no sandbox', async () => {
    const database = await engine.open();
    const app = await buildApp({
      config: { LOG_LEVEL: 'silent', NODE_ENV: 'production', HOST: '0.0.0.0' },
      database,
      mediaDir: tmpdir(),
    });
    try {
      const montonio = await app.inject({ method: 'GET', url: '/api/ext/montonio/montonio-return?order-token=x' });
      expect(montonio.statusCode).toBe(503);
      expect(montonio.json().result).toBe(
        'montonio is not configured: set MONTONIO_ACCESS_KEY and MONTONIO_SECRET_KEY',
      );
      const liisi = await app.inject({ method: 'POST', url: '/api/ext/payment-liisi/payment-liisi-add-order-comment' });
      expect(liisi.json().result).toMatch(/LIISI_MERCHANT_ID, LIISI_SECRET_KEY and LIISI_API_URL/);
      expect((await app.inject({ method: 'GET', url: '/sandbox/montonio/pay/x' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/sandbox/esto/api/v2/purchase/redirect' })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.each(engines())('payment protocols on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;
  usePaymentsApp(engine, { stock: 50 }, (opened) => {
    ({ t, p } = opened);
  });

  const unchanged = (placed: Placed, stockBefore: number) => expectUnchanged(t, p, placed, stockBefore);

  describe('Montonio', () => {
    const now = () => Math.floor(t.now().getTime() / 1000);
    const montonioReturn = (token: string, auth?: string) =>
      t.call('GET', `/api/ext/montonio/montonio-return?order-token=${encodeURIComponent(token)}&storeCode=ee`, {
        token: auth,
      });
    const notify = (orderToken: string) => t.call('POST', '/api/ext/montonio/notification', { body: { orderToken } });

    async function tokenFor(placed: Placed, page: string, claims: Record<string, unknown> = {}, secret?: string) {
      return signJwt(
        {
          uuid: sandboxId(page),
          accessKey: await sandboxKey(t, 'montonio-access-key'),
          merchantReference: placed.orderNumber,
          paymentStatus: 'PAID',
          grandTotal: 100,
          currency: 'EUR',
          iat: now(),
          exp: now() + 600,
          ...claims,
        },
        secret ?? (await sandboxKey(t, 'montonio-secret-key')),
      );
    }

    it('creates the order at Montonio with an HS256 JWT carrying the access key, reference, amount and URLs', async () => {
      const placed = await placeOnline(t, p, 'montonio');
      const page = await paymentPage(t, 'montonio', placed);
      expect(page).toMatch(/^http:\/\/localhost(:80)?\/sandbox\/montonio\/pay\//);
      const received = await sandboxPayment(t, sandboxId(page));
      const jwt = String(received?.request.data);
      expect(JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString())).toEqual({
        alg: 'HS256',
        typ: 'JWT',
      });
      const checked = verifyJwt(jwt, await sandboxKey(t, 'montonio-secret-key'), t.now());
      expect(checked.ok).toBe(true);
      expect(checked.ok && checked.claims).toMatchObject({
        accessKey: await sandboxKey(t, 'montonio-access-key'),
        merchantReference: placed.orderNumber,
        returnUrl: `${ORIGIN.replace(':80', '')}/ee/montonio-return`,
        notificationUrl: expect.stringMatching(/^http:\/\/localhost(:80)?\/api\/ext\/montonio\/notification$/),
        grandTotal: 100,
        currency: 'EUR',
        locale: 'et',
        payment: { method: 'paymentInitiation', amount: 100, currency: 'EUR' },
        billingAddress: expect.objectContaining({ firstName: 'Kati', country: 'EE' }),
      });
      // Asking again answers the same page (one payment per order), not a second Montonio order; SPEC 7's call
      // names only the cart, whose newest Montonio order it is.
      expect(await paymentPage(t, 'montonio', placed)).toBe(page);
      const byCart = new URLSearchParams({
        cart_server_token: placed.cartId,
        merchant_return_url: `${ORIGIN}/ee/montonio-return`,
      });
      const cartOnly = await t.call('GET', `/api/ext/montonio/get-montonio-redirect-url?${byCart}`);
      expect(cartOnly.body).toEqual({ code: 200, result: page });
      const otherCart = await t.call(
        'GET',
        `/api/ext/montonio/get-montonio-redirect-url?${new URLSearchParams({ ...Object.fromEntries(byCart), cart_server_token: 'no-such-cart' })}`,
      );
      expect(otherCart.status).toBe(404);
    });

    it('refuses a return URL outside the shop (no open redirect through the provider)', async () => {
      const placed = await placeOnline(t, p, 'montonio');
      const query = new URLSearchParams({
        cart_server_token: placed.cartId,
        merchant_return_url: 'https://evil.example/ee/montonio-return',
      });
      const reply = await t.call('GET', `/api/ext/montonio/get-montonio-redirect-url?${query}`);
      expect(reply.status).toBe(400);
      expect(reply.body.result).toBe('merchant_return_url: not an address of this shop');
      const missing = await t.call('GET', '/api/ext/montonio/get-montonio-redirect-url?merchant_return_url=x');
      expect(missing.status).toBe(400);
      expect(missing.body.result).toMatch(/^cart_server_token: /);
    });

    it('refuses forged, tampered, expired, wrong-amount and other-payment tokens in returns and notifications', async () => {
      const placed = await placeOnline(t, p, 'montonio');
      const page = await paymentPage(t, 'montonio', placed);
      const stock = (await stockOf(t, p.inStock)).qty;
      const good = await tokenFor(placed, page);
      const [head, body, signature] = good.split('.');
      const tampered = `${head}.${Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), grandTotal: 1 }),
      ).toString('base64url')}.${signature}`;
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
      const cases: [string, string, RegExp][] = [
        ['forged', await tokenFor(placed, page, {}, 'a-key-that-is-not-montonios-key'), /signature is not Montonio’s/],
        ['tampered', tampered, /signature is not Montonio’s/],
        ['alg none', unsigned, /not signed with HS256/],
        ['expired', await tokenFor(placed, page, { exp: now() - 1 }), /expired/],
        ['wrong amount', await tokenFor(placed, page, { grandTotal: 99 }), /amount 99 EUR is not the order's 100 EUR/],
        ['wrong currency', await tokenFor(placed, page, { currency: 'USD' }), /is not the order's/],
        ['other store', await tokenFor(placed, page, { accessKey: 'another-store' }), /another store/],
        [
          'another payment',
          await tokenFor(placed, `${ORIGIN}/sandbox/montonio/pay/00000000-0000-4000-8000-000000000000`),
          /is not the payment of order/,
        ],
        ['not a JWT', 'not-a-token', /not a JWT/],
      ];
      for (const [name, token, problem] of cases) {
        for (const reply of [await montonioReturn(token), await notify(token)]) {
          expect(reply.status, name).toBe(400);
          expect(reply.body.result, name).toMatch(problem);
        }
      }
      await unchanged(placed, stock);
      const unknown = await tokenFor({ ...placed, orderNumber: 'EE999999' }, page);
      expect((await montonioReturn(unknown)).status).toBe(404);
      // The genuine token still pays, once; replayed afterwards it changes nothing.
      expect(parseReturn(await montonioReturn(good)).paymentSuccess).toBe(true);
      expect(parseReturn(await montonioReturn(good)).paymentSuccess).toBe(true);
      expect((await notify(good)).status).toBe(200);
      expect(await appliedEvents(t, placed.orderNumber)).toBe(1);
    });

    it('does not revive a canceled order with a late PAID token', async () => {
      const placed = await placeOnline(t, p, 'montonio');
      const page = await paymentPage(t, 'montonio', placed);
      const cancel = await decide(t, page, 'cancel');
      expect(parseReturn(await returnCall(t, 'montonio', cancel.headers.location as string)).paymentSuccess).toBe(
        false,
      );
      const late = parseReturn(await montonioReturn(await tokenFor(placed, page)));
      expect(late).toMatchObject({ paymentSuccess: false, order: { status: 'canceled' } });
      expect(await statusOf(t, placed.orderNumber)).toBe('canceled');
    });

    it('shows a customer’s order only with that customer’s token, and pays it only for them', async () => {
      const mari = await t.login(MARI, DEMO_PASSWORD);
      const jaan = await t.login(JAAN, DEMO_PASSWORD);
      const placed = await placeOnline(t, p, 'montonio', { token: mari.token });
      expect((await redirectUrl(t, 'montonio', placed)).status).toBe(404);
      expect((await redirectUrl(t, 'montonio', placed, jaan.token)).status).toBe(404);
      const page = await paymentPage(t, 'montonio', placed, mari.token);
      const location = (await decide(t, page, 'approve', 'none')).headers.location as string;
      const anonymous = parseReturn(await returnCall(t, 'montonio', location));
      expect(anonymous).toMatchObject({ paymentSuccess: true, order: null, merchant_reference: placed.orderNumber });
      expect(parseReturn(await returnCall(t, 'montonio', location, jaan.token)).order).toBeNull();
      const own = parseReturn(await returnCall(t, 'montonio', location, mari.token));
      expect(own.order).toMatchObject({ increment_id: placed.orderNumber, status: 'complete' });
    });
  });

  describe('ESTO', () => {
    const estoReturn = (json: string, mac: string) =>
      t.call('GET', `/api/ext/payment-esto/esto-return?${new URLSearchParams({ json, mac, storeCode: 'ee' })}`);
    const notify = async (json: string, mac: string) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/ext/payment-esto/notification',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ json, mac }).toString(),
      });
      return { status: reply.statusCode, body: reply.json() as { result: unknown } };
    };

    it('creates the purchase with Basic auth and the order’s reference and amount; the reply’s mac is checked', async () => {
      const placed = await placeOnline(t, p, 'esto');
      const page = await paymentPage(t, 'esto', placed);
      const received = await sandboxPayment(t, sandboxId(page));
      const shopId = `sandbox-${(await sandboxKey(t, 'esto-shop-id')).slice(0, 8)}`;
      expect(received?.request).toMatchObject({
        shopId,
        body: {
          amount: 100,
          reference: placed.orderNumber,
          return_url: 'http://localhost/ee/esto-return',
          notification_url: expect.stringMatching(/\/api\/ext\/payment-esto\/notification$/),
          schedule_type: 'REGULAR',
          customer: expect.objectContaining({ first_name: 'Kati', email: placed.email }),
        },
      });
      const wrongAuth = await t.app.inject({
        method: 'POST',
        url: '/sandbox/esto/api/v2/purchase/redirect',
        headers: { authorization: `Basic ${Buffer.from(`${shopId}:guess`).toString('base64')}` },
        payload: {},
      });
      expect(wrongAuth.statusCode).toBe(401);
    });

    it('refuses forged, tampered, wrong-amount, other-shop and other-purchase callbacks', async () => {
      const placed = await placeOnline(t, p, 'esto');
      const page = await paymentPage(t, 'esto', placed);
      const stock = (await stockOf(t, p.inStock)).qty;
      const secret = await sandboxKey(t, 'esto-secret-key');
      const shopId = `sandbox-${(await sandboxKey(t, 'esto-shop-id')).slice(0, 8)}`;
      const json = (fields: Record<string, unknown> = {}) =>
        JSON.stringify({
          id: sandboxId(page),
          status: 'APPROVED',
          reference: placed.orderNumber,
          amount: 100,
          currency: 'EUR',
          shop_id: shopId,
          ...fields,
        });
      const good = json();
      const cases: [string, string, string, RegExp][] = [
        ['forged', good, estoMac(good, 'not-esto-s-secret'), /^mac: /],
        ['tampered', json({ amount: 1 }), estoMac(good, secret), /^mac: /],
        ['lower-case mac', good, estoMac(good, secret).toLowerCase(), /^mac: /],
        ['wrong amount', json({ amount: 99 }), estoMac(json({ amount: 99 }), secret), /amount 99 EUR/],
        [
          'other shop',
          json({ shop_id: 'other' }),
          estoMac(json({ shop_id: 'other' }), secret),
          /shop_id: another shop/,
        ],
        ['another purchase', json({ id: 'x1' }), estoMac(json({ id: 'x1' }), secret), /is not the payment of order/],
      ];
      for (const [name, data, mac, problem] of cases) {
        for (const reply of [await estoReturn(data, mac), await notify(data, mac)]) {
          expect(reply.status, name).toBe(400);
          expect(reply.body.result, name).toMatch(problem);
        }
      }
      await unchanged(placed, stock);
      const unknown = json({ reference: 'EE999999' });
      expect((await estoReturn(unknown, estoMac(unknown, secret))).status).toBe(404);
      expect(parseReturn(await estoReturn(good, estoMac(good, secret)))).toMatchObject({
        paymentSuccess: true,
        order_increment_id: placed.orderNumber,
      });
    });
  });

  describe('Modena', () => {
    it('takes an OAuth client-credentials token and creates the slice payment with the bearer token', async () => {
      const placed = await placeOnline(t, p, 'modena');
      const page = await paymentPage(t, 'modena', placed);
      const received = await sandboxPayment(t, sandboxId(page));
      expect(received?.request).toMatchObject({
        token: { clientId: await sandboxKey(t, 'modena-client-id') },
        product: 'slice-payment-order',
        body: {
          orderId: placed.orderNumber,
          totalAmount: 100,
          currency: 'EUR',
          returnUrl: 'http://localhost/ee/modena-return',
          callbackUrl: expect.stringMatching(/\/api\/ext\/payment-modena\/notification$/),
        },
      });
      const badClient = await t.app.inject({
        method: 'POST',
        url: '/sandbox/modena/api/oauth2/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from('someone:guess').toString('base64')}`,
        },
        payload: 'grant_type=client_credentials',
      });
      expect(badClient.statusCode).toBe(401);
      const noToken = await t.app.inject({
        method: 'GET',
        url: `/sandbox/modena/api/modena/api/merchant/applications/${placed.orderNumber}/status`,
      });
      expect(noToken.statusCode).toBe(401);
    });

    it('never takes the return’s status=SUCCESS: it asks Modena, and refuses a payment of another amount', async () => {
      const placed = await placeOnline(t, p, 'modena');
      const stock = (await stockOf(t, p.inStock)).qty;
      const forged = `/api/ext/payment-modena/modena-return?status=SUCCESS&incrementId=${placed.orderNumber}&storeCode=ee`;
      expect((await t.call('GET', forged)).status).toBe(400);
      const page = await paymentPage(t, 'modena', placed);
      const early = parseReturn(await t.call('GET', forged));
      expect(early).toMatchObject({ paymentSuccess: false, order: { status: 'pending' } });
      await t.rows(sql`update sandbox_payments set amount = 99 where id = ${sandboxId(page)}`);
      const location = (await decide(t, page, 'approve', 'none')).headers.location as string;
      const refused = await returnCall(t, 'modena', location);
      expect(refused.status).toBe(400);
      expect(refused.body.result).toMatch(/amount 99 EUR is not the order's 100 EUR/);
      await unchanged(placed, stock);
      const unknown = await t.call('POST', '/api/ext/payment-modena/notification', { body: { orderId: 'EE999999' } });
      expect(unknown.status).toBe(404);
    });
  });

  describe('Liisi', () => {
    // A guest's order: the server cart it was placed from proves it is the caller's.
    const comment = (placed: Placed, form: Record<string, unknown>) =>
      t.call('POST', '/api/ext/payment-liisi/payment-liisi-add-order-comment', {
        body: { order_increment_id: placed.orderNumber, liisi_form_data: form, cart_server_token: placed.cartId },
      });
    const decision = async (body: string, signature: string) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/ext/payment-liisi/notification',
        headers: { 'content-type': 'application/json', 'x-liisi-signature': signature },
        payload: body,
      });
      return { status: reply.statusCode, body: reply.json() as { result: unknown } };
    };

    it('answers 400 naming the form field, never its value (personal data)', async () => {
      const placed = await placeOnline(t, p, 'liisi');
      const short = await comment(placed, { ...LIISI_FORM, personalCode: '3800108' });
      expect(short.status).toBe(400);
      expect(short.body.result).toMatch(/^liisi_form_data\.personalCode: /);
      expect(String(short.body.result)).not.toContain('3800108');
      const noConsent = await comment(placed, { ...LIISI_FORM, taxAuthorityConsent: false });
      expect(noConsent.body.result).toMatch(/^liisi_form_data\.taxAuthorityConsent: /);
      const period = await comment(placed, { ...LIISI_FORM, numberOfPayments: 25 });
      expect(period.body.result).toMatch(/^liisi_form_data\.numberOfPayments: /);
      expect(await statusOf(t, placed.orderNumber)).toBe('pending');
    });

    it('stores the application with the order, forwards it to the lender, and refuses forged decisions', async () => {
      const placed = await placeOnline(t, p, 'liisi');
      const reply = await comment(placed, LIISI_FORM);
      expect(reply.status).toBe(200);
      const result = reply.body.result as { application_id: string; redirect_url: string; status: string };
      expect(result).toMatchObject({ status: 'pending', order_increment_id: placed.orderNumber });
      const [stored] = await t.rows<{ application: Record<string, unknown> }>(
        sql`select application from order_payments op join orders o on o.id = op.order_id
            where o.increment_id = ${placed.orderNumber}`,
      );
      expect(stored?.application).toEqual(LIISI_FORM);
      const received = await sandboxPayment(t, result.application_id);
      expect(received?.request).toMatchObject({
        merchantId: await sandboxKey(t, 'liisi-merchant-id'),
        body: { reference: placed.orderNumber, amount: 100, period: 12, applicant: LIISI_FORM },
      });
      // Idempotent per order: the same call again answers the same application, none new at the lender.
      const again = await comment(placed, LIISI_FORM);
      expect(again.status).toBe(200);
      expect(again.body.result).toEqual(result);
      const [applications] = await t.rows<{ n: number }>(
        sql`select count(*)::int as n from sandbox_payments where reference = ${placed.orderNumber}`,
      );
      expect(applications?.n).toBe(1);

      const stock = (await stockOf(t, p.inStock)).qty;
      const secret = await sandboxKey(t, 'liisi-secret-key');
      const body = (fields: Record<string, unknown> = {}) =>
        JSON.stringify({
          applicationId: result.application_id,
          reference: placed.orderNumber,
          status: 'APPROVED',
          amount: 100,
          currency: 'EUR',
          ...fields,
        });
      const sign = (text: string, key = secret) => createHmac('sha256', key).update(text).digest('hex');
      const cases: [string, string, string, RegExp][] = [
        ['forged', body(), sign(body(), 'not-liisi-s-secret-key'), /x-liisi-signature/],
        ['tampered', body({ amount: 1 }), sign(body()), /x-liisi-signature/],
        ['unsigned', body(), '', /x-liisi-signature/],
        ['wrong amount', body({ amount: 99 }), sign(body({ amount: 99 })), /amount 99 EUR/],
        ['another application', body({ applicationId: 'x' }), sign(body({ applicationId: 'x' })), /not the payment/],
      ];
      for (const [name, text, signature, problem] of cases) {
        const refused = await decision(text, signature);
        expect(refused.status, name).toBe(400);
        expect(refused.body.result, name).toMatch(problem);
      }
      await unchanged(placed, stock);
      expect((await decision(body(), sign(body()))).status).toBe(200);
      expect(await statusOf(t, placed.orderNumber)).toBe('complete');
    });
  });

  it('answers bad input on every payment route with a 4xx, never a 500', async () => {
    const placed = await placeOnline(t, p, 'liisi');
    const bad = ['x\u0000y', 2 ** 40, 1e308, '9'.repeat(400), '99999-12-31T00:00:00Z', { a: { b: [1] } }];
    const failures: string[] = [];
    for (const value of bad) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      const gets = [
        `/api/ext/montonio/get-montonio-redirect-url?cart_server_token=${encodeURIComponent(text)}&merchant_return_url=${encodeURIComponent(text)}`,
        `/api/ext/montonio/montonio-return?order-token=${encodeURIComponent(text)}&storeCode=ee`,
        `/api/ext/payment-esto/get-redirect-url?order_increment_id=${encodeURIComponent(text)}&payment_method=esto_hirepurchase&store_code=ee&return_url=${encodeURIComponent(text)}`,
        `/api/ext/payment-esto/esto-return?json=${encodeURIComponent(text)}&mac=${encodeURIComponent(text)}&storeCode=ee`,
        `/api/ext/payment-modena/modena-return?incrementId=${encodeURIComponent(text)}&storeCode=ee`,
        `/sandbox/montonio/pay/${encodeURIComponent(text)}`,
      ];
      for (const url of gets) {
        const reply = await t.app.inject({ method: 'GET', url });
        if (reply.statusCode < 400 || reply.statusCode >= 500) failures.push(`GET ${url}: ${reply.statusCode}`);
      }
      const posts: [string, unknown][] = [
        ['/api/ext/montonio/notification', { orderToken: value }],
        ['/api/ext/payment-esto/notification', { json: value, mac: value }],
        ['/api/ext/payment-modena/notification', { orderId: value }],
        ['/api/ext/payment-liisi/notification', { applicationId: value, reference: value, status: value }],
        ['/sandbox/montonio/api/orders', { data: value }],
        ...Object.keys(LIISI_FORM).map((field): [string, unknown] => [
          '/api/ext/payment-liisi/payment-liisi-add-order-comment',
          { order_increment_id: placed.orderNumber, liisi_form_data: { ...LIISI_FORM, [field]: value } },
        ]),
      ];
      for (const [url, body] of posts) {
        const reply = await t.app.inject({ method: 'POST', url, payload: body as object });
        if (reply.statusCode >= 500)
          failures.push(`POST ${url} ${JSON.stringify(body).slice(0, 80)}: ${reply.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await statusOf(t, placed.orderNumber)).toBe('pending');
  });
});
