// `node --import tsx tests/bench/cart.ts`: issue 5 "Bench: add-to-cart round trip (shopper action to synced) p95 on
// loopback, and API calls per add (target: one update and one totals call at most)". The real server (Fastify on an
// in-memory PGlite, seeded, listening on 127.0.0.1) and the real client: the cart machine built by createCartActor
// (src/app/root/cart-actor.ts) over cartApi and ky, whose fetch is wrapped to count the requests by path. Each cart is
// created and synced first; then BENCH_CART_ADDS adds (varied children) are made one at a time, each timed from
// `cart.add` to the machine settled with the server's totals. SPEC 4's add flow checks stock (GET /api/stock/check)
// before the cart update: that call is reported on its own, and the budget counts the cart calls without it.
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { createActor, waitFor } from 'xstate';
import type { PersistedCart } from '../../machines/cart/cart-types';
import { networkMachine } from '../../machines/network.machine';
import { cartApi } from '../../src/adapters/cart';
import { loadProductBySku } from '../../src/adapters/catalog';
import { createHttp } from '../../src/adapters/http';
import { createCartActor } from '../../src/app/root/cart-actor';
import type { CartProduct } from '../../src/domain/cart/cart-item';
import { cartProductFromChild } from '../../src/domain/cart-product';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';
import { SEED_NOW } from '../helpers/app';
import { CART_CALLS_PER_ADD_BUDGET } from './budgets';
import { fixed, pass, table } from './report';

const ADDS = Number(process.env.BENCH_CART_ADDS ?? 200);
/** Adds per cart: a cart holds at most a handful of lines, as a shopper's does (each add is a new line or +1). */
const ADDS_PER_CART = 5;
const WARMUP = 10;
const STORE = 'ee' as const;
const PATHS = ['stock/check', 'cart/create', 'cart/pull', 'cart/update', 'cart/delete', 'cart/totals'] as const;
type CallPath = (typeof PATHS)[number];

const step = (message: string) => process.stdout.write(`${message}\n`);

function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export interface CartBench {
  adds: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Calls per add by path: the largest and the mean over the measured adds. */
  calls: Record<CallPath, { max: number; mean: number }>;
  /** The cart calls of one add without the stock check (update, totals, pull, delete, create): the budget's count. */
  cartCallsMax: number;
  cartCallsMean: number;
  /** Adds whose cart did not end equal to the server's totals (must be 0). */
  unsynced: number;
}

export async function measureCartAdds(adds = ADDS): Promise<CartBench> {
  const database = await openDatabase({});
  await database.migrate();
  const mediaDir = mkdtempSync(join(tmpdir(), 'shop-bench-media-'));
  const app = await buildApp({
    config: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    database,
    mediaDir,
    clock: () => SEED_NOW,
  });
  try {
    await seedDatabase(database.db, { now: SEED_NOW });
    // Plenty of stock on the sellable children, so every add is accepted as it is.
    await database.db.execute(
      sql`update stock_items set qty = 1000000, is_in_stock = true, manage_stock = true
          where sku in (select sku from product_variants where status = 1)`,
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const prefixUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`;
    const plain = createHttp(prefixUrl);
    const parents = (await database.db.execute(
      sql`select distinct v.parent_sku from product_variants v
          join products p on p.sku = v.parent_sku and p.store_code = ${STORE} and p.status = 1
          where v.status = 1 order by v.parent_sku limit 20`,
    )) as unknown as { rows: { parent_sku: string }[] };
    const products: CartProduct[] = [];
    for (const { parent_sku } of parents.rows) {
      const product = await loadProductBySku(plain, STORE, parent_sku);
      for (const child of (product?.configurable_children ?? []).filter((c) => c.status === 1).slice(0, 3)) {
        if (product) products.push(cartProductFromChild(product, child));
      }
    }

    // ky's fetch, counting each request by path (the client's own calls, as the browser would send them).
    const counts = new Map<CallPath, number>();
    const countingFetch: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = PATHS.find((candidate) => url.pathname === `/api/${candidate}`);
      if (path) counts.set(path, (counts.get(path) ?? 0) + 1);
      return fetch(input, init);
    };
    const api = cartApi(createHttp(prefixUrl).extend({ fetch: countingFetch }), STORE);
    const verifier = cartApi(plain, STORE);

    const latencies: number[] = [];
    const perAdd: Record<CallPath, number>[] = [];
    let unsynced = 0;
    let next = 0;
    const total = WARMUP + adds;
    step(`cart: ${WARMUP} warm-up adds, then ${adds} adds over ${Math.ceil(adds / ADDS_PER_CART)} carts ...`);
    while (next < total) {
      // A fresh tab with a synced guest cart: created by a first add, which is not measured.
      let stored: PersistedCart | null = null;
      const network = createActor(networkMachine, { input: { online: true } }).start();
      const cart = createCartActor(
        {
          cartApi: api,
          cartStorage: {
            load: async () => stored,
            save: async (value) => {
              stored = value;
            },
          },
          cartChannel: { post: () => undefined, listen: () => () => undefined },
          now: () => new Date(),
        },
        { storeCode: STORE, online: true, network, notify: () => undefined },
      );
      const synced = (snapshot: ReturnType<typeof cart.getSnapshot>) =>
        snapshot.matches({ ready: { adding: 'idle', server: 'idle' } }) &&
        snapshot.context.cartServerToken !== null &&
        snapshot.context.totals?.items_qty === snapshot.context.items.reduce((sum, item) => sum + item.qty, 0);
      cart.send({ type: 'cart.connect', token: null });
      cart.start();
      const first = products[next % products.length] as CartProduct;
      // The stored cart loads first (an add meanwhile is the page's to hold back, as the product page does).
      await waitFor(cart, (snapshot) => snapshot.matches('ready'), { timeout: 15_000 });
      cart.send({ type: 'cart.add', product: first, qty: 1 });
      await waitFor(cart, synced, { timeout: 15_000 });
      for (let inCart = 0; inCart < ADDS_PER_CART && next < total; inCart++, next++) {
        // Varied children: mostly new lines, every third one +1 on a line already there.
        const product = products[(next * 7 + (inCart % 3 === 2 ? 0 : inCart)) % products.length] as CartProduct;
        counts.clear();
        const started = performance.now();
        cart.send({ type: 'cart.add', product, qty: 1 });
        await waitFor(cart, (snapshot) => !snapshot.matches({ ready: { adding: 'idle' } }), { timeout: 15_000 });
        await waitFor(cart, synced, { timeout: 15_000 });
        const elapsed = performance.now() - started;
        if (next < WARMUP) continue;
        latencies.push(elapsed);
        perAdd.push(Object.fromEntries(PATHS.map((path) => [path, counts.get(path) ?? 0])) as Record<CallPath, number>);
        const context = cart.getSnapshot().context;
        const server = await verifier.totals({ token: null, cartId: context.cartServerToken as string });
        if (server.grand_total !== context.totals?.grand_total || server.items_qty !== context.totals?.items_qty) {
          unsynced += 1;
        }
      }
      cart.stop();
      network.stop();
    }
    latencies.sort((a, b) => a - b);
    const calls = Object.fromEntries(
      PATHS.map((path) => {
        const values = perAdd.map((entry) => entry[path]);
        return [path, { max: Math.max(...values), mean: values.reduce((a, b) => a + b, 0) / values.length }];
      }),
    ) as CartBench['calls'];
    const cartCalls = perAdd.map((entry) =>
      PATHS.filter((path) => path !== 'stock/check').reduce((sum, path) => sum + entry[path], 0),
    );
    return {
      adds: latencies.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      calls,
      cartCallsMax: Math.max(...cartCalls),
      cartCallsMean: cartCalls.reduce((a, b) => a + b, 0) / cartCalls.length,
      unsynced,
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  }
}

/** The printed tables: the round trip, then the calls per add by path and the budget line. */
export function cartSummary(result: CartBench): string {
  return [
    table(
      'Add to cart on loopback (PGlite): cart.add -> synced with the server totals, a synced guest cart, one at a time',
      ['adds', 'p50 ms', 'p95 ms', 'p99 ms', 'unsynced'],
      [
        [
          String(result.adds),
          fixed(result.p50Ms, 1),
          fixed(result.p95Ms, 1),
          fixed(result.p99Ms, 1),
          String(result.unsynced),
        ],
      ],
    ),
    table(
      'API calls per add (SPEC 4: the stock check comes before the cart update)',
      ['path', 'max', 'mean'],
      PATHS.map((path) => [`/api/${path}`, String(result.calls[path].max), fixed(result.calls[path].mean, 2)]),
    ),
    `cart calls per add without the stock check: max ${result.cartCallsMax}, mean ${fixed(result.cartCallsMean, 2)} ` +
      `(budget ≤ ${CART_CALLS_PER_ADD_BUDGET}): ${pass(result.cartCallsMax <= CART_CALLS_PER_ADD_BUDGET && result.unsynced === 0)}`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureCartAdds();
  step(cartSummary(result));
  if (result.cartCallsMax > CART_CALLS_PER_ADD_BUDGET || result.unsynced > 0) process.exitCode = 1;
}
