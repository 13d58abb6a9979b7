// Issue 13 finding 9 (500s for bad input): every API input that answered 500 now answers a 400 naming the field. The
// probe walks a table of the API's routes, each with a request that the route accepts, and puts each bad value in
// turn into every query parameter, path parameter and JSON body field: a NUL character, integers beyond 32 bits,
// 1e308, a 400-digit number, an out-of-range date and deeply nested JSON. No reply may be a 500. Through Fastify
// inject on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. (Page URLs: tests/e2e/bad-input-pages.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { cartCreateResponseSchema } from '../../src/domain/contract/cart';
import { MANY_ORDERS, orderBody, type Prepared, prepareProduct } from '../api/cart-fixtures';
import { type AccountApp, openAccountApp, sql } from '../api/user-fixtures';
import { engines } from '../helpers/db';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Stands for JSON nested 10,000 levels deep, spliced in as text (too deep for JSON.stringify's recursion). */
const DEEP = '\u0001deeply nested';
const DEEP_JSON = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const serialize = (value: Json) => JSON.stringify(value).replace(JSON.stringify(DEEP), DEEP_JSON);

const BAD_VALUES: { name: string; value: Json }[] = [
  { name: 'a NUL character', value: 'x\u0000y' },
  { name: '2**40', value: 2 ** 40 },
  { name: '-(2**40)', value: -(2 ** 40) },
  { name: '1e308', value: 1e308 },
  { name: 'a 400-digit number', value: '9'.repeat(400) },
  { name: 'an out-of-range date', value: '99999-12-31T00:00:00Z' },
  { name: 'JSON nested 10,000 deep', value: DEEP },
];

/** A query value: strings as they are, anything else as JSON (`request=` and `address=` carry JSON). */
const queryValue = (value: Json) => (value === DEEP ? DEEP_JSON : typeof value === 'string' ? value : serialize(value));

interface Probe {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path with `:param` placeholders filled from `params`. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, Json>;
  body?: Json;
  /** JSON carried in one query parameter (the catalogue's `request`, the cart's `address`). */
  jsonQuery?: { name: string; value: Json };
}

/** Every leaf of `value` (and every array/object itself) with a function putting another value there. */
function slots(value: Json, put: (v: Json) => Json, path: string[] = []): { path: string; put: (v: Json) => Json }[] {
  const here = { path: path.join('.') || '(whole)', put };
  if (Array.isArray(value)) {
    return [
      here,
      ...value.flatMap((item, i) =>
        slots(item, (v) => put(value.map((x, j) => (j === i ? v : x))), [...path, String(i)]),
      ),
    ];
  }
  if (value !== null && typeof value === 'object') {
    return [
      here,
      ...Object.entries(value).flatMap(([key, item]) =>
        slots(item, (v) => put({ ...value, [key]: v }), [...path, key]),
      ),
    ];
  }
  return path.length ? [here] : [];
}

/** Every variant of a probe with one input replaced by `bad`, named by where it went. */
function variants(probe: Probe, bad: Json): { where: string; probe: Probe }[] {
  const out: { where: string; probe: Probe }[] = [];
  for (const name of Object.keys(probe.params ?? {})) {
    if ((typeof bad === 'string' && bad !== DEEP) || typeof bad === 'number') {
      out.push({ where: `param ${name}`, probe: { ...probe, params: { ...probe.params, [name]: String(bad) } } });
    }
  }
  for (const [name] of Object.entries(probe.query ?? {})) {
    out.push({ where: `query ${name}`, probe: { ...probe, query: { ...probe.query, [name]: bad } } });
  }
  if (probe.jsonQuery) {
    const { name, value } = probe.jsonQuery;
    for (const slot of slots(value, (v) => v)) {
      out.push({ where: `query ${name} ${slot.path}`, probe: { ...probe, jsonQuery: { name, value: slot.put(bad) } } });
    }
  }
  if (probe.body !== undefined) {
    for (const slot of slots(probe.body, (v) => v)) {
      out.push({ where: `body ${slot.path}`, probe: { ...probe, body: slot.put(bad) } });
    }
  }
  return out;
}

describe.each(engines())('bad input on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;
  let token: string;
  let cartId: string;
  let itemId: number;
  let probes: Probe[];
  let ips = 0;

  const send = async (probe: Probe) => {
    let path = probe.path;
    for (const [name, value] of Object.entries(probe.params ?? {})) {
      path = path.replace(`:${name}`, encodeURIComponent(value));
    }
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(probe.query ?? {})) query.set(name, queryValue(value));
    if (probe.jsonQuery) query.set(probe.jsonQuery.name, serialize(probe.jsonQuery.value));
    const search = query.toString();
    const reply = await t.app.inject({
      method: probe.method,
      url: `${path}${search ? `?${search}` : ''}`,
      // A fresh client address per request: the rate limits are not what this probe is about.
      remoteAddress: `10.${(++ips >> 16) & 255}.${(ips >> 8) & 255}.${ips & 255}`,
      headers: { authorization: `Bearer ${token}` },
      ...(probe.body === undefined
        ? {}
        : {
            payload: serialize(probe.body),
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
            },
          }),
    });
    return { status: reply.statusCode, body: reply.body };
  };

  beforeAll(async () => {
    t = await openAccountApp(engine, MANY_ORDERS);
    p = await prepareProduct(t);
    token = (await t.login('mari.maasikas@example.ee', DEMO_PASSWORD)).token;
    const created = await t.call('POST', '/api/cart/create?storeCode=ee', { body: { guest: true } });
    cartId = cartCreateResponseSchema.parse(created.body).result;
    const added = await t.call<{ item_id: number }>('POST', `/api/cart/update?cartId=${cartId}`, {
      body: { cartItem: { sku: p.inStock, qty: 1 } },
    });
    itemId = added.body.result.item_id;
    const searchRequest: Json = {
      query: 'kleit',
      filters: { category_ids: [10], price: { gte: 0, lte: 100 }, size: [168], sku: 'X', id: 3, is_new: true },
      sort: 'created_at:desc',
      from: 0,
      size: 10,
      includeFields: ['sku'],
      excludeFields: ['description'],
      aggregations: ['price'],
    };
    const order = orderBody([{ sku: p.inStock, qty: 1 }]) as unknown as { [key: string]: Json };
    order.products = [
      {
        sku: p.inStock,
        qty: 1,
        product_option: { extension_attributes: { configurable_item_options: [{ option_id: 1, option_value: 2 }] } },
      },
    ];
    const address = {
      firstname: 'Kati',
      lastname: 'Karu',
      street: ['Narva mnt 7'],
      city: 'Tallinn',
      postcode: '10117',
      country_id: 'EE',
      telephone: '5123',
      id: 1,
    };
    probes = [
      ...['product', 'category', 'attribute', 'taxrule'].map(
        (entity): Probe => ({
          method: 'GET',
          path: '/api/catalog/:storeCode/:entity/_search',
          params: { storeCode: 'ee', entity },
          jsonQuery: { name: 'request', value: searchRequest },
        }),
      ),
      { method: 'GET', path: '/api/ext/category-menu/get', query: { storeCode: 'ee' } },
      {
        method: 'GET',
        path: '/api/products/render-list',
        query: { skus: p.inStock, currencyCode: 'EUR', storeId: '1', userGroupId: '1' },
      },
      { method: 'GET', path: '/api/stock/check', query: { sku: p.inStock } },
      { method: 'GET', path: '/api/stock/list', query: { skus: p.inStock } },
      // Issue 16: the CMS lookups, lists and banners.
      { method: 'GET', path: '/api/ext/cms-data/cmsPage/:id', params: { id: '1' }, query: { storeId: '1' } },
      {
        method: 'GET',
        path: '/api/ext/cms-data/cmsPageIdentifier/:identifier/storeId/:storeId',
        params: { identifier: 'tellimistingimused', storeId: '1' },
      },
      { method: 'GET', path: '/api/ext/cms-data/cmsBlock', query: { storeId: '1', size: '10', from: '0' } },
      { method: 'GET', path: '/api/ext/banners/get', query: { storeId: '2' } },
      { method: 'POST', path: '/api/url/map', body: { url: '/ee/c/naised', storeCode: 'ee', filters: { sku: 'X' } } },
      { method: 'POST', path: '/api/cart/create', query: { storeCode: 'ee' }, body: { guest: true } },
      {
        method: 'POST',
        path: '/api/cart/update',
        query: { cartId },
        body: {
          cartItem: {
            sku: p.parentSku,
            qty: 1,
            product_option: {
              extension_attributes: {
                configurable_item_options: [{ option_id: 93, option_value: p.inStockOptions.color }],
              },
            },
            quoteId: cartId,
          },
        },
      },
      {
        method: 'POST',
        path: '/api/cart/update',
        query: { cartId },
        body: { cartItem: { sku: 'x', qty: 1, item_id: itemId } },
      },
      {
        method: 'POST',
        path: '/api/cart/delete',
        query: { cartId },
        body: { cartItem: { sku: 'x', item_id: 999999 } },
      },
      { method: 'GET', path: '/api/cart/pull', query: { cartId } },
      { method: 'GET', path: '/api/cart/totals', query: { cartId } },
      { method: 'GET', path: '/api/cart/payment-methods', query: { cartId } },
      {
        method: 'GET',
        path: '/api/cart/shipping-methods',
        query: { cartId },
        jsonQuery: { name: 'address', value: { country_id: 'EE', postcode: '10117', city: 'Tallinn' } },
      },
      { method: 'GET', path: '/api/cart/parcel-machines', query: { country_id: 'EE', carrier_code: 'omniva' } },
      {
        method: 'POST',
        path: '/api/cart/shipping-information',
        query: { cartId },
        body: {
          addressInformation: {
            shippingAddress: { country_id: 'EE', postcode: '10117' },
            shipping_method_code: 'courier',
            shipping_carrier_code: 'courier',
          },
        },
      },
      {
        method: 'POST',
        path: '/api/cart/collect-totals',
        query: { cartId },
        body: { methods: { paymentMethod: { method: 'cashondelivery' } } },
      },
      { method: 'POST', path: '/api/cart/apply-coupon', query: { cartId, coupon: 'TERE10' } },
      { method: 'POST', path: '/api/cart/delete-coupon', query: { cartId } },
      { method: 'POST', path: '/api/order', body: order },
      { method: 'POST', path: '/api/user/login', body: { username: 'nobody@example.ee', password: 'Wrong-pass-1' } },
      { method: 'POST', path: '/api/user/refresh', body: { refreshToken: 'x'.repeat(40) } },
      {
        method: 'POST',
        path: '/api/user/create',
        body: {
          customer: { firstname: 'Uus', lastname: 'Klient', email: 'uus@example.ee', addresses: [address] },
          password: 'Ab-12345678',
        },
      },
      { method: 'GET', path: '/api/user/me', query: { token: 'x' } },
      {
        method: 'POST',
        path: '/api/user/me',
        body: {
          customer: {
            firstname: 'Mari',
            lastname: 'Maasikas',
            email: 'mari.maasikas@example.ee',
            addresses: [address],
          },
        },
      },
      {
        method: 'POST',
        path: '/api/user/change-password',
        body: { currentPassword: 'Wrong-pass-1', newPassword: 'Wrong-pass-2' },
      },
      { method: 'POST', path: '/api/user/reset-password', body: { email: 'nobody@example.ee', storeCode: 'ee' } },
      {
        method: 'POST',
        path: '/api/user/create-password',
        body: { email: 'nobody@example.ee', newPassword: 'Ab-12345678', resetToken: 'x'.repeat(40) },
      },
      { method: 'GET', path: '/api/user/order-history', query: { pageSize: '20', currentPage: '1' } },
      {
        method: 'POST',
        path: '/api/review/create',
        body: {
          review: {
            product_id: 1,
            title: 'Hea',
            detail: 'Hea kleit',
            nickname: 'Mari',
            review_status: 1,
            customer_id: 1,
          },
        },
      },
      { method: 'GET', path: '/api/ext/mailchimp-subscribe/subscribe', query: { email: 'uudis@example.ee' } },
      {
        method: 'POST',
        path: '/api/ext/mailchimp-subscribe/subscribe',
        body: { email: 'uudis@example.ee', storeCode: 'ee' },
      },
      { method: 'DELETE', path: '/api/ext/mailchimp-subscribe/subscribe', body: { email: 'uudis@example.ee' } },
      {
        method: 'POST',
        path: '/api/ext/mail-service/send-email',
        body: {
          sourceAddress: 'a@example.ee',
          targetAddress: 'shop@roivas.example',
          subject: 'Tere',
          emailText: 'Tere',
        },
      },
      {
        method: 'POST',
        path: '/api/ext/paper-catalogue',
        body: {
          storeCode: 'ee',
          firstname: 'Mari',
          lastname: 'Maasikas',
          street: 'Pikk',
          houseNumber: '12',
          city: 'Tallinn',
          postcode: '10123',
          countryId: 'EE',
          telephone: '5123456',
        },
      },
      {
        method: 'GET',
        path: '/img/:width/:height/resize/:file',
        params: { width: '210', height: '300', file: 'x.jpg' },
      },
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['GET', (): string => `/api/stock/check?sku=x%00`, undefined, 'sku: must not contain a NUL character'],
    ['GET', (): string => `/api/cart/pull?cartId=${cartId}%00`, undefined, 'cartId: must not contain a NUL character'],
    [
      'GET',
      (): string => `/api/catalog/ee/product/_search?request=${encodeURIComponent('{"query":"kleit\\u0000"}')}`,
      undefined,
      'request.query: must not contain a NUL character',
    ],
    [
      'GET',
      (): string =>
        `/api/catalog/ee/product/_search?request=${encodeURIComponent(JSON.stringify({ filters: { category_ids: [2 ** 40] } }))}`,
      undefined,
      'filters.category_ids: expected a whole number from -2147483648 to 2147483647',
    ],
    [
      'POST',
      (): string => '/api/user/create',
      { customer: { firstname: 'A\u0000', lastname: 'B', email: 'c@example.ee' }, password: 'Ab-12345678' },
      'customer.firstname: must not contain a NUL character',
    ],
    ['POST', (): string => `/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: 2 ** 40 } }, 'cartItem.item_id'],
    [
      'POST',
      (): string => '/api/review/create',
      { review: { product_id: 2 ** 40, title: 'a', detail: 'b', nickname: 'c' } },
      'review.product_id',
    ],
  ] as const)('answers %s %s with a 400 naming the field', async (method, url, body, message) => {
    const reply = await t.call(method, url(), { body, ip: '192.0.2.1' });
    expect(reply.status).toBe(400);
    expect(String(reply.body.result)).toContain(message);
  });

  it('answers an order with a product_option nested 10,000 deep with a 400 naming it, and places nothing', async () => {
    const order = orderBody([{ sku: p.inStock, qty: 1 }]);
    const text = JSON.stringify(order).replace('"qty":1', `"qty":1,"product_option":${DEEP_JSON}`);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: text,
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().result).toMatch(/^products\.0\.product_option(\.a)+: nested too deeply \(at most 32 levels\)$/);
    const rows = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where order_id = ${order.order_id}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it.each(BAD_VALUES)(
    'answers $name in any input of any API route without a 500',
    async ({ value }) => {
      const failures: string[] = [];
      for (const probe of probes) {
        for (const variant of variants(probe, value)) {
          const reply = await send(variant.probe);
          if (reply.status >= 500 && !reply.body.includes('Error while adding products')) {
            failures.push(
              `${probe.method} ${probe.path} ${variant.where}: ${reply.status} ${reply.body.slice(0, 120)}`,
            );
          }
        }
      }
      console.log(failures.join('\n'));
      expect(failures).toEqual([]);
    },
    600_000,
  );
});
