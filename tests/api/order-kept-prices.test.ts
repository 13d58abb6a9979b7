// Issue 18 (orders ≥ 500/s): a new order is priced from price sources kept in the process (server/modules/pricing/
// products.ts priceKeptItems), so it costs one round trip to the database. ARCHITECTURE §4 "the server recomputes
// every price": what the order charges is the database's price as the catalogue shows it, and a price changed by the
// shop owner is charged by the next order once /invalidate was called: on this instance, and on every other instance
// of the shop (through Redis, server/http/cluster-bus.ts). The stock is never kept: the order's statement reserves it.
// On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set; the two-instance case on PostgreSQL and Redis
// (TEST_DATABASE_URL and TEST_REDIS_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../src/domain/contract/order';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';
import { SEED_NOW } from '../helpers/app';
import { engines } from '../helpers/db';
import { DIST, ensureBuilt } from '../security/infra-fixtures';
import { MANY_ORDERS, orderBody } from './cart-fixtures';

const KEY = 'kept-prices-invalidate-key-0123456789';

/** Net prices: 40.3226 is 50.00 € with EE VAT 24 %, 56.4516 is 70.00 €. */
const NET_50 = 40.3226;
const NET_70 = 56.4516;

type Shop = Awaited<ReturnType<typeof buildApp>>;

/** A shop instance with its pages (for GET /invalidate) on this database. */
async function openShop(database: Database, config: Partial<Config> = {}) {
  const mediaDir = mkdtempSync(join(tmpdir(), 'shop-media-'));
  const outboxDir = mkdtempSync(join(tmpdir(), 'shop-outbox-'));
  const app = await buildApp({
    config: { LOG_LEVEL: 'silent', NODE_ENV: 'test', ...MANY_ORDERS, ...config },
    database,
    mediaDir,
    outboxDir,
    clock: () => SEED_NOW,
    ssr: { distDir: DIST, invalidateKey: KEY },
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(mediaDir, { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A sellable child of a product sold in the ee store view, with plenty of stock, at the parent's net price. */
async function prepareChild(database: Database): Promise<{ parentSku: string; sku: string }> {
  const [child] = await rows<{ sku: string; parent_sku: string }>(
    database,
    sql`select v.sku, v.parent_sku from product_variants v
        where v.status = 1 and exists (select 1 from products p where p.sku = v.parent_sku and p.status = 1
          and p.store_code = 'ee')
        order by v.sku limit 1`,
  );
  if (!child) throw new Error('the seed sells configurable products');
  await setNetPrice(database, child.parent_sku, NET_50);
  await rows(
    database,
    sql`update stock_items set qty = 100, is_in_stock = true, manage_stock = true where sku = ${child.sku}`,
  );
  return { parentSku: child.parent_sku, sku: child.sku };
}

/** The shop owner's price change (every child of the product, no special price). */
async function setNetPrice(database: Database, parentSku: string, net: number) {
  await rows(database, sql`update products set price = ${net}, special_price = null where sku = ${parentSku}`);
  await rows(
    database,
    sql`update product_variants set price = ${net}, special_price = null where parent_sku = ${parentSku}`,
  );
}

/** One item of the child, delivered by courier (free from 75 €: the grand total is the item's price plus 4.90). */
async function orderOne(shop: Shop, sku: string) {
  const reply = await shop.inject({ method: 'POST', url: '/api/order', payload: orderBody([{ sku, qty: 1 }]) });
  expect(reply.statusCode).toBe(200);
  const result = orderResponseSchema.parse(reply.json()).result;
  return { result, unit: result.lines?.[0]?.price };
}

async function invalidate(shop: Shop, tag = '*') {
  const reply = await shop.inject({ method: 'GET', url: `/invalidate?key=${KEY}&tag=${encodeURIComponent(tag)}` });
  expect(reply.statusCode).toBe(200);
}

beforeAll(() => {
  ensureBuilt();
}, 600_000);

describe.each(engines())('kept order prices on $name', (engine) => {
  let database: Database;
  let shop: Awaited<ReturnType<typeof openShop>>;
  let child: { parentSku: string; sku: string };

  beforeAll(async () => {
    database = await engine.open();
    await seedDatabase(database.db, { now: SEED_NOW });
    child = await prepareChild(database);
    shop = await openShop(database);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  it('charges the price the catalogue shows until /invalidate, and the owner’s new price from the next order on', async () => {
    const first = await orderOne(shop.app, child.sku);
    expect(first.unit).toBe(50);
    await setNetPrice(database, child.parentSku, NET_70);
    // Kept: the catalogue's pages show 50.00 € too until the owner invalidates (their results are kept as long).
    expect((await orderOne(shop.app, child.sku)).unit).toBe(50);
    await invalidate(shop.app, 'P1');
    const next = await orderOne(shop.app, child.sku);
    expect(next.unit).toBe(70);
    // What the database holds is what the reply said: the new price.
    const [stored] = await rows<{ grand_total: string; payload: { products: { price: number }[] } }>(
      database,
      sql`select grand_total, payload from orders where id = ${next.result.backendOrderId}`,
    );
    expect(stored?.payload.products[0]?.price).toBe(70);
    expect(Number(stored?.grand_total)).toBe(next.result.grand_total);
  });

  it('never keeps the stock: an order after the last item was sold is refused, and the stock stays at 0', async () => {
    await orderOne(shop.app, child.sku);
    await rows(database, sql`update stock_items set qty = 1, is_in_stock = true where sku = ${child.sku}`);
    await orderOne(shop.app, child.sku);
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: orderBody([{ sku: child.sku, qty: 1 }]),
    });
    expect(refused.statusCode).toBe(500);
    const [stock] = await rows<{ qty: number }>(database, sql`select qty from stock_items where sku = ${child.sku}`);
    expect(Number(stock?.qty)).toBe(0);
    await rows(database, sql`update stock_items set qty = 100, is_in_stock = true where sku = ${child.sku}`);
  });

  it('stops selling a product the owner disabled from the next order after /invalidate', async () => {
    await setNetPrice(database, child.parentSku, NET_50);
    await invalidate(shop.app);
    expect((await orderOne(shop.app, child.sku)).unit).toBe(50);
    await rows(database, sql`update product_variants set status = 2 where sku = ${child.sku}`);
    await invalidate(shop.app);
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: orderBody([{ sku: child.sku, qty: 1 }]),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result).toMatch(/^products\.0\.sku: /);
    await rows(database, sql`update product_variants set status = 1 where sku = ${child.sku}`);
  });
});

// Issue 18 "several instances": two shop processes on one PostgreSQL and one Redis; /invalidate on one clears the
// kept prices of the other (the cluster bus), so neither charges the old price.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (databaseUrl && redisUrl) {
  describe('kept order prices on two instances (PostgreSQL and Redis)', () => {
    const scratch = `shop_test_kept_prices_${process.pid}_${Date.now()}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    const databases: Database[] = [];
    const shops: Awaited<ReturnType<typeof openShop>>[] = [];
    let child: { parentSku: string; sku: string };

    beforeAll(async () => {
      const redis = new Redis(redisUrl);
      await redis.flushdb();
      await redis.quit();
      await admin(`CREATE DATABASE "${scratch}"`);
      const url = new URL(databaseUrl);
      url.pathname = `/${scratch}`;
      // Each instance its own pool, as two processes have.
      for (let n = 0; n < 2; n++) databases.push(await openDatabase({ url: url.toString() }));
      const [first] = databases as [Database];
      await first.migrate();
      await seedDatabase(first.db, { now: SEED_NOW });
      child = await prepareChild(first);
      for (const database of databases) shops.push(await openShop(database, { REDIS_URL: redisUrl }));
    });
    afterAll(async () => {
      for (const shop of shops) await shop.close();
      for (const database of databases) await database.close();
      await admin(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
    });

    it('/invalidate on one instance makes the other charge the new price from its next order', async () => {
      const [one, two] = shops.map((shop) => shop.app) as [Shop, Shop];
      const [database] = databases as [Database];
      expect((await orderOne(one, child.sku)).unit).toBe(50);
      expect((await orderOne(two, child.sku)).unit).toBe(50);
      // A catalogue result on instance two, cleared by the same invalidation: the sign that its message arrived.
      const search = `/api/catalog/ee/product/_search?request=${encodeURIComponent(JSON.stringify({ filters: { sku: child.parentSku }, size: 1 }))}`;
      expect((await two.inject({ method: 'GET', url: search })).statusCode).toBe(200);
      expect(two.services.catalog.cacheStats().size).toBeGreaterThan(0);
      await setNetPrice(database, child.parentSku, NET_70);
      expect((await orderOne(two, child.sku)).unit).toBe(50);
      await invalidate(one, 'P1');
      await expect.poll(() => two.services.catalog.cacheStats().size, { timeout: 5000 }).toBe(0);
      expect((await orderOne(two, child.sku)).unit).toBe(70);
      expect((await orderOne(one, child.sku)).unit).toBe(70);
    });
  });
}
