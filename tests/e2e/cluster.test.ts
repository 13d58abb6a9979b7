// Issue 18 "Several instances": `scripts/cluster.mjs` runs two shop processes on one PostgreSQL and one Redis behind
// HAProxy, and they behave as one shop: a sign-in on one instance is valid on the other, one order sent to both at
// once is one row, a rate limit counts across instances, /invalidate on one clears the cached page and the
// catalogue caches on all, and an instance killed mid-run loses no order. Runs when TEST_DATABASE_URL and
// TEST_REDIS_URL are set (its own fresh database, dropped afterwards, and its own Redis database: see
// tests/helpers/cluster.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequest } from '../../src/domain/contract/order';
import { type RunningCluster, startCluster } from '../helpers/cluster';

const databaseBaseUrl = process.env.TEST_DATABASE_URL;
const redisBaseUrl = process.env.TEST_REDIS_URL;
const INVALIDATE_KEY = 'cluster-test-invalidate-key-0123456789';
const PER_EMAIL = 3;

interface Reply {
  status: number;
  body: { code: number; result: unknown };
  headers: Headers;
}

async function call(base: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Reply['body'];
  try {
    parsed = JSON.parse(text) as Reply['body'];
  } catch {
    parsed = { code: response.status, result: text };
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

const address = (email: string) => ({
  firstname: 'Kati',
  lastname: 'Karu',
  city: 'Tallinn',
  postcode: '10117',
  street: ['Narva mnt 7'],
  telephone: '5123 4567',
  email,
  countryId: 'EE',
});

/** Each order its own id and (unless given) its own e-mail, so no test spends another's per-e-mail quota. */
function order(skus: readonly string[], n: number, email = `cluster-${randomUUID()}@example.ee`): OrderRequest {
  const now = new Date().toISOString();
  return {
    order_id: `cluster-${randomUUID()}`,
    created_at: now,
    updated_at: now,
    store_code: 'ee',
    products: [{ sku: skus[n % skus.length] as string, qty: 1 }],
    addressInformation: {
      shippingAddress: address(email),
      billingAddress: address(email),
      shipping_method_code: 'courier',
      shipping_carrier_code: 'courier',
      payment_method_code: 'cashondelivery',
    },
  };
}

describe.skipIf(!databaseBaseUrl || !redisBaseUrl)('the shop on two instances behind HAProxy', () => {
  let cluster: RunningCluster;
  let skus: string[];
  const instanceUrl = (n: number) => `http://127.0.0.1:${cluster.instances.get(n)?.port}`;

  beforeAll(async () => {
    cluster = await startCluster({
      databaseBaseUrl: databaseBaseUrl as string,
      redisBaseUrl: redisBaseUrl as string,
      env: {
        INVALIDATE_KEY,
        // Every test order comes from this one address: the per-address limit is raised past the run; the
        // per-e-mail one is low so its test is short (every other order has an e-mail of its own).
        ORDER_RATE_LIMIT_PER_ADDRESS: '100000',
        ORDER_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
      },
    });
    // Plenty of stock, so every order is placed.
    await cluster.query(
      `update stock_items set qty = 1000000, is_in_stock = true, manage_stock = true
       where sku in (select sku from product_variants where status = 1)`,
    );
    skus = (
      await cluster.query<{ sku: string }>(
        `select v.sku from product_variants v join products p on p.sku = v.parent_sku and p.store_code = 'ee'
         where v.status = 1 and p.status < 2 order by v.sku limit 50`,
      )
    ).map((row) => row.sku);
  }, 300_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('a customer signed in on one instance is signed in on the other', async () => {
    const email = `kati-${randomUUID()}@example.ee`;
    const customer = {
      customer: {
        firstname: 'Kati',
        lastname: 'Karu',
        email,
        addresses: [
          {
            firstname: 'Kati',
            lastname: 'Karu',
            street: ['Narva mnt 7'],
            city: 'Tallinn',
            postcode: '10117',
            country_id: 'EE',
          },
        ],
      },
      password: 'Kati-pass-2',
    };
    expect((await call(instanceUrl(1), 'POST', '/api/user/create', customer)).status).toBe(200);
    const login = await call(instanceUrl(2), 'POST', '/api/user/login', { username: email, password: 'Kati-pass-2' });
    expect(login.status).toBe(200);
    const { token } = login.body.result as { token: string };
    const me = await call(instanceUrl(1), 'GET', '/api/user/me', undefined, token);
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({ email });
    // Signed out on one: the token is refused on the other too.
    expect((await call(instanceUrl(2), 'POST', '/api/user/logout', {}, token)).status).toBe(200);
    expect((await call(instanceUrl(1), 'GET', '/api/user/me', undefined, token)).status).toBe(401);
  });

  it('the same order sent to both instances at once is one order', async () => {
    const body = order(skus, 1);
    const [a, b] = await Promise.all([
      call(instanceUrl(1), 'POST', '/api/order', body),
      call(instanceUrl(2), 'POST', '/api/order', body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.result).toEqual(b.body.result);
    const rows = await cluster.query<{ n: string }>('select count(*) as n from orders where order_id = $1', [
      body.order_id,
    ]);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('the per-e-mail order limit counts the orders of both instances together', async () => {
    const email = `limited-${randomUUID()}@example.ee`;
    for (let n = 0; n < PER_EMAIL; n++) {
      const reply = await call(instanceUrl((n % 2) + 1), 'POST', '/api/order', order(skus, n, email));
      expect(reply.status).toBe(200);
    }
    // One more on either instance: refused, each instance alone has seen fewer than the limit.
    const over = await call(instanceUrl(1), 'POST', '/api/order', order(skus, 9, email));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('/invalidate on one instance clears the cached page and the catalogue caches on all', async () => {
    const [product] = await cluster.query<{ id: number; sku: string; name: string }>(
      `select id, sku, name from products where store_code = 'ee' and status = 1 and visibility = 4 order by id limit 1`,
    );
    if (!product) throw new Error('the seed lists products');
    const search = `/api/catalog/ee/product/_search?request=${encodeURIComponent(JSON.stringify({ filters: { sku: product.sku }, size: 1 }))}`;
    // Both instances hold the page (the shared output cache) and the search result (each its own memory).
    const page = async (n: number) => (await fetch(`${instanceUrl(n)}/ee/`)).headers.get('x-output-cache');
    await page(1);
    expect(await page(2)).toBe('hit');
    expect(JSON.stringify((await call(instanceUrl(2), 'GET', search)).body)).toContain(product.name);
    const renamed = `${product.name} (uus)`;
    await cluster.query(`update products set name = $1 where store_code = 'ee' and id = $2`, [renamed, product.id]);
    // Instance 2 still answers from its cache …
    expect(JSON.stringify((await call(instanceUrl(2), 'GET', search)).body)).not.toContain(renamed);
    // … until instance 1 is told the product changed.
    const cleared = await call(instanceUrl(1), 'GET', `/invalidate?key=${INVALIDATE_KEY}&tag=P${product.id},home`);
    expect(cleared.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page(2)).toBe('miss');
    expect(JSON.stringify((await call(instanceUrl(2), 'GET', search)).body)).toContain(renamed);
  });

  it('an instance killed mid-run loses no order: every accepted order is in the database exactly once', async () => {
    const orders = Array.from({ length: 40 }, (_, n) => order(skus, n));
    const accepted: string[] = [];
    const failures: string[] = [];
    let sent = 0;
    let killed = false;
    const victim = cluster.instances.get(1)?.pid as number;
    // Like the client's order queue (SPEC 4): a network error or 5xx is retried with the identical body.
    const place = async (body: OrderRequest) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        try {
          const reply = await call(cluster.url, 'POST', '/api/order', body);
          if (reply.status === 200) return accepted.push(body.order_id);
          if (reply.status < 500)
            return failures.push(`${body.order_id}: ${reply.status} ${JSON.stringify(reply.body)}`);
        } catch {
          // connection reset by the dying instance: try again
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      failures.push(`${body.order_id}: no answer after 20 attempts`);
    };
    const worker = async () => {
      while (sent < orders.length) {
        const body = orders[sent++] as OrderRequest;
        if (!killed && sent >= 10) {
          killed = true;
          process.kill(victim, 'SIGKILL');
        }
        await place(body);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(killed).toBe(true);
    expect(failures).toEqual([]);
    expect(accepted).toHaveLength(orders.length);
    const rows = await cluster.query<{ order_id: string; n: string }>(
      'select order_id, count(*) as n from orders where order_id = any($1) group by order_id',
      [orders.map((body) => body.order_id)],
    );
    expect(rows).toHaveLength(orders.length);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    // The script started the killed instance again.
    await expect.poll(() => cluster.instances.get(1)?.pid, { timeout: 60_000, interval: 500 }).not.toBe(victim);
    expect(cluster.output()).toContain('instance 1 exited (SIGKILL); starting it again');
  }, 180_000);
});
