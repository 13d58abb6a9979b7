// SPEC 7 POST /api/order, SPEC 3 "Order", SPEC 4 "Order placing", SPEC 8 (500 'Error: Error while adding products'),
// ARCHITECTURE §4 "Orders are created exactly once": prices recomputed by the server, stock reserved in the same
// transaction, order_id idempotent (replays, concurrent twins). On PGlite, and on PostgreSQL when TEST_DATABASE_URL
// is set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartCreateResponseSchema, invalidCouponMessage } from '../../src/domain/contract/cart';
import { ORDER_OUT_OF_STOCK_ERROR, type OrderRequest, orderResponseSchema } from '../../src/domain/contract/order';
import { orderHistoryResponseSchema } from '../../src/domain/contract/user';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { engines } from '../helpers/db';
import { cartCall, EE_PRICE, MANY_ORDERS, orderBody, type Prepared, prepareProduct, stockOf } from './cart-fixtures';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

const MARI = 'mari.maasikas@example.ee';

describe.each(engines())('orders on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;

  const place = (body: unknown, token?: string) => t.call('POST', '/api/order', { body, token });
  const orderRows = (orderId: string) =>
    t.rows<{
      increment_id: string;
      status: string;
      grand_total: string;
      subtotal: string;
      tax: string;
      shipping: string;
      customer_id: number | null;
      email: string;
      payload: { products: { sku: string; price: number; qty: number; row_total: number; parent_sku: string }[] };
    }>(sql`select * from orders where order_id = ${orderId}`);

  beforeAll(async () => {
    t = await openAccountApp(engine, MANY_ORDERS);
    p = await prepareProduct(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.rows(sql`update stock_items set qty = 5, is_in_stock = true where sku in (${p.inStock}, ${p.other})`);
  });

  it('places a cash-on-delivery order as complete with the server’s prices and totals, reserving the stock', async () => {
    const body = orderBody(
      [
        { sku: p.inStock, qty: 2, price_incl_tax: 0.01 },
        { sku: p.other, qty: 1 },
      ],
      {
        grand_total: 1,
      },
    );
    const reply = await place(body);
    expect(reply.status).toBe(200);
    const result = orderResponseSchema.parse(reply.body).result;
    // 3 × 50.00 = 150.00, courier free from 75 €; the client's 0.01 and 1 are ignored.
    expect(result).toMatchObject({ status: 'complete', grand_total: 150, currency: 'EUR' });
    expect(result.orderNumber).toMatch(/^EE\d{6}$/);
    const [row] = await orderRows(body.order_id);
    expect(row).toMatchObject({ increment_id: result.orderNumber, status: 'complete', email: 'tellija@example.ee' });
    // Tax included: 150 × 24 / 124 = 29.03.
    expect([row?.subtotal, row?.shipping, row?.tax, row?.grand_total].map(Number)).toEqual([150, 0, 29.03, 150]);
    expect(row?.payload.products).toEqual([
      expect.objectContaining({ sku: p.inStock, qty: 2, price: EE_PRICE, row_total: 100, parent_sku: p.parentSku }),
      expect.objectContaining({ sku: p.other, qty: 1, price: EE_PRICE, row_total: 50 }),
    ]);
    expect(await stockOf(t, p.inStock)).toEqual({ qty: 3, is_in_stock: true });
    expect(await stockOf(t, p.other)).toEqual({ qty: 4, is_in_stock: true });
  });

  it('prices a Latvian order with 21 % VAT and a parcel machine, and marks non-COD payments pending', async () => {
    const body = orderBody([{ sku: p.inStock, qty: 1 }], { store_code: 'lv' });
    body.addressInformation.shipping_carrier_code = 'omniva';
    body.addressInformation.shipping_method_code = 'parcel_machine';
    body.addressInformation.payment_method_code = 'montonio_vsf';
    const missing = await place(body);
    expect(missing.status).toBe(400);
    expect(missing.body.result).toMatch(/^addressInformation\.shipping_location_id: /);
    body.addressInformation.shipping_location_id = 'omniva-lv-01';
    const reply = await place(body);
    // 48.79 + 2.99 = 51.78.
    expect(orderResponseSchema.parse(reply.body).result).toMatchObject({ status: 'pending', grand_total: 51.78 });
    expect(orderResponseSchema.parse(reply.body).result.orderNumber).toMatch(/^LV\d{6}$/);
    const [row] = await orderRows(body.order_id);
    expect(Number(row?.tax)).toBe(8.99);
  });

  it('returns the first result to a replay of the same request, with one row and one reservation', async () => {
    const body = orderBody([{ sku: p.inStock, qty: 1 }]);
    const first = await place(body);
    // The same request with its keys in another order is the same request.
    const { products, ...rest } = body;
    const reordered: OrderRequest = { products, ...rest };
    expect(Object.keys(reordered)[0]).toBe('products');
    const again = await place(reordered);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(await orderRows(body.order_id)).toHaveLength(1);
    expect(await stockOf(t, p.inStock)).toEqual({ qty: 4, is_in_stock: true });
  });

  it('refuses a replay of the order_id with another request (409) and keeps the first order', async () => {
    const body = orderBody([{ sku: p.inStock, qty: 1 }]);
    const first = orderResponseSchema.parse((await place(body)).body).result;
    const changed = await place({ ...body, products: [{ sku: p.inStock, qty: 2 }] });
    expect(changed.status).toBe(409);
    expect(changed.body.result).toMatch(/^order_id: /);
    expect(await orderRows(body.order_id)).toEqual([expect.objectContaining({ increment_id: first.orderNumber })]);
    expect(await stockOf(t, p.inStock)).toEqual({ qty: 4, is_in_stock: true });
  });

  it('creates exactly one order from 20 identical requests sent at once', async () => {
    const body = orderBody([{ sku: p.inStock, qty: 1 }]);
    const replies = await Promise.all(Array.from({ length: 20 }, () => place(body)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size).toBe(1);
    expect(await orderRows(body.order_id)).toHaveLength(1);
    expect(await stockOf(t, p.inStock)).toEqual({ qty: 4, is_in_stock: true });
  });

  it('answers 500 with the SPEC 8 message when stock cannot be reserved, writing nothing', async () => {
    const before = await t.rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    const tooMany = orderBody([
      { sku: p.other, qty: 1 },
      { sku: p.inStock, qty: 6 },
    ]);
    expect(await place(tooMany)).toMatchObject({ status: 500, body: { code: 500, result: ORDER_OUT_OF_STOCK_ERROR } });
    const soldOut = orderBody([{ sku: p.soldOut, qty: 1 }]);
    expect(await place(soldOut)).toMatchObject({ status: 500, body: { result: ORDER_OUT_OF_STOCK_ERROR } });
    expect(await t.rows<{ n: number }>(sql`select count(*)::int as n from orders`)).toEqual(before);
    expect(await stockOf(t, p.other)).toEqual({ qty: 5, is_in_stock: true });
    expect(await stockOf(t, p.inStock)).toEqual({ qty: 5, is_in_stock: true });
    // Unmanaged stock is not counted (SPEC 4 volatile).
    expect((await place(orderBody([{ sku: p.unmanaged, qty: 3 }]))).status).toBe(200);
    // The last ones sell the line out.
    expect((await place(orderBody([{ sku: p.inStock, qty: 5 }]))).status).toBe(200);
    expect(await stockOf(t, p.inStock)).toEqual({ qty: 0, is_in_stock: false });
  });

  it('answers 400 naming the field for a bad body, an unknown product or method, and 401 for a bad token', async () => {
    const body = orderBody([{ sku: p.inStock, qty: 1 }]);
    const noCity = await place({
      ...body,
      addressInformation: {
        ...body.addressInformation,
        billingAddress: { ...body.addressInformation.billingAddress, city: '' },
      },
    });
    expect(noCity.status).toBe(400);
    expect(noCity.body.result).toMatch(/^addressInformation\.billingAddress\.city: /);
    expect((await place({ ...body, products: [] })).body.result).toMatch(/^products: /);
    expect((await place({ ...body, order_id: undefined })).body.result).toMatch(/^order_id: /);
    expect(
      (
        await place(
          orderBody([
            { sku: p.inStock, qty: 1 },
            { sku: 'NO-SUCH', qty: 1 },
          ]),
        )
      ).body.result,
    ).toMatch(/^products\.1\.sku: /);
    const badPayment = orderBody([{ sku: p.inStock, qty: 1 }]);
    badPayment.addressInformation.payment_method_code = 'bitcoin';
    expect((await place(badPayment)).body.result).toMatch(/^addressInformation\.payment_method_code: /);
    const badCoupon = await place(orderBody([{ sku: p.inStock, qty: 1 }], { coupon_code: 'NOPE' }));
    expect(badCoupon).toMatchObject({ status: 400, body: { result: `coupon_code: ${invalidCouponMessage('NOPE')}` } });
    expect((await place(orderBody([{ sku: p.inStock, qty: 1 }]), 'expired-token')).status).toBe(401);
    expect(await stockOf(t, p.inStock)).toEqual({ qty: 5, is_in_stock: true });
  });

  it('spends a newsletter coupon once and keeps demo codes reusable', async () => {
    // Issue 16 double opt-in: a confirmed subscription (the confirmation link's effect).
    await t.app.services.newsletter.subscribe('uus@example.ee', 'ee');
    const [coupon] = await t.rows<{ code: string }>(sql`select code from coupons where email = 'uus@example.ee'`);
    const first = await place(orderBody([{ sku: p.inStock, qty: 2 }], { coupon_code: coupon?.code }));
    // 100 − 10 % = 90.
    expect(first.body).toMatchObject({ code: 200, result: { grand_total: 90 } });
    expect(await t.rows(sql`select used from coupons where code = ${coupon?.code}`)).toEqual([{ used: true }]);
    const second = await place(orderBody([{ sku: p.other, qty: 1 }], { coupon_code: coupon?.code }));
    expect(second.status).toBe(400);
    for (let i = 0; i < 2; i++) {
      expect((await place(orderBody([{ sku: p.other, qty: 1 }], { coupon_code: 'RUDEN20' }))).body).toMatchObject({
        result: { grand_total: 44.99 },
      });
    }
  });

  it("lands a customer's order in their order history and empties the server cart it came from", async () => {
    const { token } = await t.login(MARI, DEMO_PASSWORD);
    const cart = cartCall(t);
    const cartId = cartCreateResponseSchema.parse((await cart('POST', 'create', { token })).body).result;
    await cart('POST', 'update', { cartId, token, body: { cartItem: { sku: p.inStock, qty: 1 } } });
    const body = orderBody([{ sku: p.inStock, qty: 1 }], { cart_id: cartId, email: MARI });
    const placed = orderResponseSchema.parse((await place(body, token)).body).result;
    const history = orderHistoryResponseSchema.parse((await t.call('GET', '/api/user/order-history', { token })).body);
    expect(history.result.items[0]).toMatchObject({
      increment_id: placed.orderNumber,
      status: 'complete',
      grand_total: 54.99,
      items: [expect.objectContaining({ sku: p.inStock, qty: 1, price: EE_PRICE })],
    });
    expect((await cart('GET', 'pull', { cartId, token })).status).toBe(404);
    const fresh = cartCreateResponseSchema.parse((await cart('POST', 'create', { token })).body).result;
    expect(fresh).not.toBe(cartId);
  });

  it('puts the order of a guest who registers during checkout into the new account', async () => {
    const email = 'uus.klient@example.ee';
    const created = await t.call('POST', '/api/user/create', {
      body: {
        customer: { firstname: 'Uus', lastname: 'Klient', email, addresses: [] },
        password: 'Uus-pass-12',
      },
    });
    expect(created.status).toBe(200);
    const { token } = await t.login(email, 'Uus-pass-12');
    const placed = orderResponseSchema.parse(
      (await place(orderBody([{ sku: p.other, qty: 1 }], { email }), token)).body,
    );
    const history = orderHistoryResponseSchema.parse((await t.call('GET', '/api/user/order-history', { token })).body);
    expect(history.result.items.map((item) => item.increment_id)).toEqual([placed.result.orderNumber]);
    const [row] = await t.rows<{ email: string }>(
      sql`select c.email from orders o join customers c on c.id = o.customer_id where o.increment_id = ${placed.result.orderNumber}`,
    );
    expect(row?.email).toBe(email);
  });
});
