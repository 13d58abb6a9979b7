// Issue 17: a downloadable knitting pattern (DL-PATTERN-905) bought by a customer gives them a download link once
// the order is complete (paid online: when the payment is verified; with a shipped item and cash on delivery: at
// once). The link is listed (GET /api/user/downloads and the order history), serves the PDF to its owner only,
// counts down, and is refused when used up, expired, another customer's, without a token, or malformed. On PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDownloadsResponseSchema } from '../../src/domain/contract/downloads';
import { orderResponseSchema } from '../../src/domain/contract/order';
import { orderHistoryResponseSchema, USER_ERRORS } from '../../src/domain/contract/user';
import { DOWNLOAD_ERRORS, DOWNLOAD_VALID_DAYS } from '../../src/domain/downloads';
import { TYPED_SKUS } from '../../server/seed/typed-products';
import { engines } from '../helpers/db';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../helpers/shop';
import { MANY_ORDERS, orderBody } from './cart-fixtures';
import { decide, paymentPage, returnCall } from './payments-fixtures';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

interface DownloadRow {
  id: string;
  customer_id: number;
  sku: string;
  downloads_left: number;
  expires_at: Date | string;
  file_name: string;
}

describe.each(engines())('downloadable products on $name', (engine) => {
  let t: AccountApp;
  let tokenA = '';
  let tokenB = '';
  let orderNumber = '';
  let linkId = '';

  const rowsOf = (number: string) =>
    t.rows<DownloadRow>(
      sql`select d.id, d.customer_id, d.sku, d.downloads_left, d.expires_at, d.file_name from order_downloads d
          join orders o on o.id = d.order_id where o.increment_id = ${number}`,
    );
  const leftOf = async (id: string) =>
    Number((await t.rows<{ n: number }>(sql`select downloads_left as n from order_downloads where id = ${id}`))[0]?.n);
  /** The raw reply of a download (a PDF is no JSON), the token in `?token=` as a link carries it. */
  const download = (id: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/download/${encodeURIComponent(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    });
  const message = (reply: { body: string }) => (JSON.parse(reply.body) as { result: unknown }).result;

  beforeAll(async () => {
    t = await openAccountApp(engine, MANY_ORDERS);
    tokenA = (await t.login(DEMO_CUSTOMERS.ee[0], DEMO_PASSWORD)).token;
    tokenB = (await t.login(DEMO_CUSTOMERS.ee[1], DEMO_PASSWORD)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the customer a link only once the online payment of the pattern is verified', async () => {
    const cartId = `dl-cart-${process.pid}-${Date.now()}`;
    const body = orderBody([{ sku: TYPED_SKUS.pattern, qty: 1 }], { cart_id: cartId });
    // SPEC 4: a virtual cart ships nothing and has no cash on delivery.
    const {
      shippingAddress: _s,
      shipping_carrier_code: _c,
      shipping_method_code: _m,
      ...rest
    } = body.addressInformation;
    const placedReply = await t.call('POST', '/api/order', {
      body: { ...body, addressInformation: { ...rest, payment_method_code: 'montonio_vsf' } },
      token: tokenA,
    });
    expect(placedReply.status, JSON.stringify(placedReply.body)).toBe(200);
    const placed = orderResponseSchema.parse(placedReply.body).result;
    expect(placed.status).toBe('pending');
    orderNumber = placed.orderNumber;
    expect(await rowsOf(orderNumber)).toEqual([]);

    const page = await paymentPage(t, 'montonio', { orderNumber, cartId, email: '' }, tokenA);
    const decided = await decide(t, page, 'approve');
    expect(decided.statusCode).toBe(303);
    await returnCall(t, 'montonio', decided.headers.location as string, tokenA);

    const [customer] = await t.rows<{ id: number }>(
      sql`select id from customers where email = ${DEMO_CUSTOMERS.ee[0]}`,
    );
    const rows = await rowsOf(orderNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customer_id: customer?.id,
      sku: TYPED_SKUS.pattern,
      downloads_left: 5,
      file_name: 'knitting-pattern-905-et.pdf',
    });
    expect(new Date(rows[0]?.expires_at ?? 0).getTime()).toBe(t.now().getTime() + DOWNLOAD_VALID_DAYS * 86_400_000);
    expect(rows[0]?.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    linkId = rows[0]?.id ?? '';
  });

  it('lists the link in the customer’s downloads and in the order of their history', async () => {
    const listed = customerDownloadsResponseSchema.parse(
      (await t.call('GET', '/api/user/downloads', { token: tokenA, tokenInQuery: true })).body,
    ).result;
    const own = listed.items.find((item) => item.increment_id === orderNumber);
    expect(own?.downloads).toEqual([
      expect.objectContaining({ link_id: linkId, title: 'Muster (PDF)', downloads_left: 5, status: 'available' }),
    ]);
    const history = orderHistoryResponseSchema.parse(
      (await t.call('GET', '/api/user/order-history', { token: tokenA })).body,
    ).result;
    expect(history.items.find((order) => order.increment_id === orderNumber)?.downloads?.[0]?.link_id).toBe(linkId);
    // The other customer sees none of it.
    const other = customerDownloadsResponseSchema.parse(
      (await t.call('GET', '/api/user/downloads', { token: tokenB })).body,
    ).result;
    expect(other.items.some((item) => item.increment_id === orderNumber)).toBe(false);
  });

  it('serves the PDF as an attachment to its owner and counts the download', async () => {
    const reply = await download(linkId, tokenA);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(String(reply.headers['content-disposition'])).toMatch(
      /^attachment; filename="knitting-pattern-905-et\.pdf"/,
    );
    expect(reply.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(reply.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(await leftOf(linkId)).toBe(4);
  });

  it('refuses the link to another customer and to a guest, taking nothing', async () => {
    const other = await download(linkId, tokenB);
    expect(other.statusCode).toBe(404);
    expect(message(other)).toBe(DOWNLOAD_ERRORS.notFound);
    const guest = await download(linkId);
    expect(guest.statusCode).toBe(401);
    expect(message(guest)).toBe(USER_ERRORS.unauthorized);
    expect(await leftOf(linkId)).toBe(4);
  });

  it('refuses an expired link and shows it as expired', async () => {
    t.advance(DOWNLOAD_VALID_DAYS * 86_400 + 1);
    try {
      // A fresh sign-in: the access token of before has expired too.
      const { token } = await t.login(DEMO_CUSTOMERS.ee[0], DEMO_PASSWORD);
      const expired = await download(linkId, token);
      expect(expired.statusCode).toBe(410);
      expect(message(expired)).toBe(DOWNLOAD_ERRORS.expired);
      const listed = customerDownloadsResponseSchema.parse(
        (await t.call('GET', '/api/user/downloads', { token })).body,
      ).result;
      expect(listed.items.find((item) => item.increment_id === orderNumber)?.downloads[0]?.status).toBe('expired');
    } finally {
      t.resetClock();
    }
    expect(await leftOf(linkId)).toBe(4);
  });

  it('refuses a used-up link after its last download, and lets only one of two last clicks have it', async () => {
    await t.rows(sql`update order_downloads set downloads_left = 1 where id = ${linkId}`);
    const [first, second] = await Promise.all([download(linkId, tokenA), download(linkId, tokenA)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 410]);
    const refused = await download(linkId, tokenA);
    expect(refused.statusCode).toBe(410);
    expect(message(refused)).toBe(DOWNLOAD_ERRORS.usedUp);
    expect(await leftOf(linkId)).toBe(0);
    const listed = customerDownloadsResponseSchema.parse(
      (await t.call('GET', '/api/user/downloads', { token: tokenA })).body,
    ).result;
    expect(listed.items.find((item) => item.increment_id === orderNumber)?.downloads[0]).toMatchObject({
      downloads_left: 0,
      status: 'used-up',
    });
  });

  it('answers 400 naming linkId for a malformed link id', async () => {
    for (const bad of ['short', `${'a'.repeat(31)}!`, 'x'.repeat(60)]) {
      const reply = await download(bad, tokenA);
      expect(reply.statusCode, bad).toBe(400);
      expect(String(message(reply))).toMatch(/^linkId: /);
    }
  });

  it('issues the link at once for an order completed with cash on delivery, and none for a guest', async () => {
    // With a belt the order ships, so cash on delivery completes it when placed; two patterns: twice the downloads.
    const lines = [
      { sku: TYPED_SKUS.pattern, qty: 2 },
      { sku: TYPED_SKUS.belt, qty: 1 },
    ];
    const customer = await t.call('POST', '/api/order', { body: orderBody(lines), token: tokenB });
    expect(orderResponseSchema.parse(customer.body).result.status).toBe('complete');
    const [row] = await rowsOf(orderResponseSchema.parse(customer.body).result.orderNumber);
    expect(row?.downloads_left).toBe(10);
    const guest = await t.call('POST', '/api/order', { body: orderBody(lines) });
    expect(orderResponseSchema.parse(guest.body).result.status).toBe('complete');
    expect(await rowsOf(orderResponseSchema.parse(guest.body).result.orderNumber)).toEqual([]);
  });

  it('serves the Latvian store’s pattern in Latvian', async () => {
    const lv = await t.login(DEMO_CUSTOMERS.lv[0], DEMO_PASSWORD);
    const body = orderBody(
      [
        { sku: TYPED_SKUS.pattern, qty: 1 },
        { sku: TYPED_SKUS.belt, qty: 1 },
      ],
      { store_code: 'lv' },
    );
    const placed = orderResponseSchema.parse((await t.call('POST', '/api/order', { body, token: lv.token })).body);
    const [row] = await rowsOf(placed.result.orderNumber);
    expect(row?.file_name).toBe('knitting-pattern-905-lv.pdf');
    const reply = await download(row?.id ?? '', lv.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.toString('latin1')).toContain('(Ad\x82ta d\x8fempera raksts)');
  });
});
