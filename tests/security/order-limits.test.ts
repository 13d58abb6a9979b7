// Issue 13 finding 5 (unlimited anonymous orders): anyone could buy out the stock in a few requests. Orders are now
// rate limited per client address and per e-mail (ORDER_RATE_LIMIT_PER_ADDRESS / _PER_EMAIL in
// ORDER_RATE_LIMIT_WINDOW_SECONDS), a line is capped at SPEC 5's cart maximum of 10 and an order's total quantity
// at ORDER_MAX_TOTAL_QTY (default 50). Through Fastify inject on PGlite, and on PostgreSQL when TEST_DATABASE_URL is
// set; what is checked is what the shopper gets back and what the database holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_ERRORS, cartCreateResponseSchema } from '../../src/domain/contract/cart';
import { cartCall, orderBody, type Prepared, prepareProduct } from '../api/cart-fixtures';
import { type AccountApp, openAccountApp, sql } from '../api/user-fixtures';
import { engines } from '../helpers/db';

describe.each(engines())('order limits on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;
  /** Six sellable children of the Estonian store with plenty of stock. */
  let skus: string[];
  let ips = 0;
  /** A client address of its own, so one test's orders do not count against another's. */
  const freshIp = () => `198.51.100.${++ips}`;
  const place = (body: unknown, ip: string) => t.call('POST', '/api/order', { body, ip });
  const ordersOf = async (email: string) =>
    (await t.rows<{ n: number }>(sql`select count(*)::int as n from orders where email = ${email}`))[0]?.n;

  beforeAll(async () => {
    t = await openAccountApp(engine);
    p = await prepareProduct(t);
    const rows = await t.rows<{ sku: string }>(
      sql`select v.sku from product_variants v join products p on p.sku = v.parent_sku and p.store_code = 'ee'
          where v.status = 1 and p.status = 1 order by v.sku limit 6`,
    );
    skus = rows.map((row) => row.sku);
    await t.rows(sql`update stock_items set qty = 100000, is_in_stock = true, manage_stock = true
                     where sku in (select sku from product_variants where status = 1)`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an order line above the cart maximum of 10 with a 400 naming products.N.qty', async () => {
    const body = orderBody(
      [
        { sku: p.inStock, qty: 1 },
        { sku: p.other, qty: 11 },
      ],
      { email: 'rida@example.ee' },
    );
    const reply = await place(body, freshIp());
    expect(reply.status).toBe(400);
    expect(reply.body.result).toMatch(/^products\.1\.qty: /);
    expect(await ordersOf('rida@example.ee')).toBe(0);
  });

  it('refuses an order of more than 50 items in all with a 400 naming products, and places one of 50', async () => {
    const sixty = orderBody(
      skus.map((sku) => ({ sku, qty: 10 })),
      { email: 'kogus@example.ee' },
    );
    const refused = await place(sixty, freshIp());
    expect(refused.status).toBe(400);
    expect(refused.body.result).toBe('products: at most 50 items in one order (60 asked)');
    expect(await ordersOf('kogus@example.ee')).toBe(0);
    const fifty = orderBody(
      skus.slice(0, 5).map((sku) => ({ sku, qty: 10 })),
      { email: 'kogus@example.ee' },
    );
    expect((await place(fifty, freshIp())).status).toBe(200);
    expect(await ordersOf('kogus@example.ee')).toBe(1);
  });

  it('answers 429 to the 31st order from one client address within the window, not to another address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const reply = await place(orderBody([{ sku: p.inStock, qty: 1 }], { email: `osta-${i}@example.ee` }), ip);
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
    expect(await ordersOf('osta-30@example.ee')).toBe(0);
    const elsewhere = await place(orderBody([{ sku: p.inStock, qty: 1 }], { email: 'osta-30@example.ee' }), freshIp());
    expect(elsewhere.status).toBe(200);
  });

  it('answers 429 to the 11th order for one e-mail within the window, whatever the address and letter case', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const email = i % 2 ? 'Sama.Klient@Example.ee' : 'sama.klient@example.ee';
      statuses.push((await place(orderBody([{ sku: p.inStock, qty: 1 }], { email }), freshIp())).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const other = await place(orderBody([{ sku: p.inStock, qty: 1 }], { email: 'teine@example.ee' }), freshIp());
    expect(other.status).toBe(200);
  });

  it('caps a cart line at 10 the same way (SPEC 8 message)', async () => {
    const cart = cartCall(t);
    const created = await cart('POST', 'create', { query: { storeCode: 'ee' } });
    const cartId = cartCreateResponseSchema.parse(created.body).result;
    const reply = await cart('POST', 'update', { cartId, body: { cartItem: { sku: p.inStock, qty: 11 } } });
    expect(reply.status).toBe(400);
    expect(reply.body.result).toBe(CART_ERRORS.maxQtyExceeded);
  });
});

describe.each(engines())('order limits raised by configuration on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;
  beforeAll(async () => {
    t = await openAccountApp(engine, {
      ORDER_RATE_LIMIT_PER_ADDRESS: 1000,
      ORDER_RATE_LIMIT_PER_EMAIL: 1000,
      ORDER_MAX_TOTAL_QTY: 15,
    });
    p = await prepareProduct(t);
    await t.rows(sql`update stock_items set qty = 100000 where sku in (${p.inStock}, ${p.other})`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets one address and e-mail place 40 orders and caps the total at the configured 15', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await t.call('POST', '/api/order', { body: orderBody([{ sku: p.inStock, qty: 1 }]) })).status);
    }
    expect(statuses).toEqual(Array(40).fill(200));
    const sixteen = orderBody([
      { sku: p.inStock, qty: 10 },
      { sku: p.other, qty: 6 },
    ]);
    const reply = await t.call('POST', '/api/order', { body: sixteen });
    expect(reply).toMatchObject({
      status: 400,
      body: { result: 'products: at most 15 items in one order (16 asked)' },
    });
  });
});
