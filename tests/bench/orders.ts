// `node --import tsx tests/bench/orders.ts`: order placement (POST /api/order through Fastify's inject, ARCHITECTURE §4
// "Orders are created exactly once": pricing, then stock reservation and the insert in one atomic statement) on an
// in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on PostgreSQL (a scratch
// database, dropped afterwards). Prints orders per second, latency percentiles, CPU per order (this process, and the
// PostgreSQL backends read from /proc), checks that the database holds exactly what was accepted, and judges issue
// 18's budget (≥ 500 orders/s on PostgreSQL). BENCH_ENGINES=postgres|pglite picks engines; BENCH_PROFILE=dir writes a
// CPU profile of the measured orders. Where the time goes, before and after issue 18: tests/bench/README.md.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { type Database, openDatabase, redactUrl } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';
import type { OrderRequest } from '../../src/domain/contract/order';
import { SEED_NOW } from '../helpers/app';
import { ORDERS_PER_SECOND_BUDGET } from './budgets';
import { fixed, pass, table } from './report';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARMUP = 20;
export const POSTGRES_BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** BENCH_PROFILE=dir: a V8 CPU profile of the measured orders only (not the seed), for Chrome DevTools. */
const PROFILE_DIR = process.env.BENCH_PROFILE;

async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop(label: string) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(PROFILE_DIR as string, { recursive: true });
      const file = join(PROFILE_DIR as string, `orders-${label}-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      return file;
    },
  };
}

/** The PostgreSQL backends serving the app's pool (the bench runs on the same machine as the server). */
async function backendPids(database: Database): Promise<number[]> {
  const rows = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { pid: number }[] };
  return rows.rows.map((row) => Number(row.pid)).filter((pid) => existsSync(`/proc/${pid}/stat`));
}

/** User + system CPU of these processes in ms (/proc/<pid>/stat fields 14 and 15, in 1/100 s ticks). */
function backendCpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The backend ended; its CPU is lost to the figure.
    }
  }
  return ticks * 10;
}

/**
 * Issue 18: the CPU of this process's main thread in ms (/proc/self/task/<pid>/stat, Linux; NaN elsewhere). The app
 * answers on this one thread (the thread pool, GC helpers and PostgreSQL are elsewhere), so 1000 / (its ms per
 * order) is the most orders per second the process could place however many cores the machine has.
 */
function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

const step = (message: string) => process.stdout.write(`${message}\n`);

async function admin(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openEngine(name: 'pglite' | 'postgres'): Promise<Database & { target: string }> {
  if (name === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    return { ...database, target: 'memory://' };
  }
  const base = POSTGRES_BASE_URL as string;
  const scratch = `shop_bench_orders_${process.pid}_${Date.now()}`;
  await admin(base, `CREATE DATABASE "${scratch}"`);
  const url = new URL(base);
  url.pathname = `/${scratch}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    target: redactUrl(url.toString()),
    close: async () => {
      await database.close();
      await admin(base, `DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
    },
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

const address = {
  firstname: 'Kati',
  lastname: 'Karu',
  city: 'Tallinn',
  postcode: '10117',
  street: ['Narva mnt 7'],
  telephone: '5123 4567',
  email: 'bench@example.ee',
  countryId: 'EE',
};

function order(n: number, skus: readonly string[]): OrderRequest {
  const lines = 1 + (n % 3);
  return {
    order_id: `bench-${process.pid}-${n}`,
    created_at: SEED_NOW.toISOString(),
    updated_at: SEED_NOW.toISOString(),
    store_code: 'ee',
    products: Array.from({ length: lines }, (_, i) => ({
      sku: skus[(n * 7 + i * 13) % skus.length] as string,
      qty: 1,
    })),
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: 'courier',
      shipping_carrier_code: 'courier',
      payment_method_code: 'cashondelivery',
    },
  };
}

export interface OrdersRun {
  engine: string;
  target: string;
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** This process's CPU (user + system) per order: the server's work, and the in-process client's. */
  cpuMsPerOrder: number;
  /** Issue 18: the main thread's CPU per order (part of cpuMsPerOrder; NaN where /proc is missing). */
  mainThreadMsPerOrder: number;
  /** PostgreSQL's backends' CPU per order (the pool's connections, read from /proc; NaN for PGlite, in-process). */
  databaseCpuMsPerOrder: number;
  failures: number;
  /**
   * Orders in the database = orders accepted (warm-up included), the stock taken = the items they hold, and one
   * confirmation mail per accepted order delivered to the outbox folder and marked sent (issue 18: the durable
   * mail outbox, delivered in the background).
   */
  consistent: boolean;
  /** Issue 18: ms from the last order's reply until the last confirmation mail was delivered (drained). */
  mailDrainMs: number;
  /** Orders per second counted until every confirmation mail was delivered (the mail worker's work included). */
  ordersPerSecondMailed: number;
  /** Confirmation mails in the outbox folder after the run (warm-up included). */
  mailsDelivered: number;
}

export async function benchOrders(name: 'pglite' | 'postgres'): Promise<OrdersRun> {
  step(`${name}: migrating and seeding the demo catalogue ...`);
  const database = await openEngine(name);
  const mediaDir = mkdtempSync(join(tmpdir(), 'shop-bench-media-'));
  const outboxDir = mkdtempSync(join(tmpdir(), 'shop-bench-outbox-'));
  try {
    await seedDatabase(database.db, { now: SEED_NOW });
    // Plenty of stock on the sellable children, so every order is placed.
    await database.db.execute(
      sql`update stock_items set qty = 1000000, is_in_stock = true, manage_stock = true
          where sku in (select sku from product_variants where status = 1)`,
    );
    const rows = (await database.db.execute(
      sql`select v.sku from product_variants v join products p on p.sku = v.parent_sku and p.store_code = 'ee'
          where v.status = 1 and p.status < 2 order by v.sku limit 200`,
    )) as unknown as { rows: { sku: string }[] };
    const skus = rows.rows.map((row) => row.sku);
    const app = await buildApp({
      // Every order comes from one address with one e-mail: the order rate limits (issue 13) are raised past the run.
      config: {
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        ORDER_RATE_LIMIT_PER_ADDRESS: 1_000_000,
        ORDER_RATE_LIMIT_PER_EMAIL: 1_000_000,
      },
      database,
      mediaDir,
      outboxDir,
      clock: () => SEED_NOW,
    });
    await app.ready();
    let next = 0;
    let failures = 0;
    let itemsAccepted = 0;
    let ordersAccepted = 0;
    const latencies: number[] = [];
    const worker = async (count: number, record: boolean) => {
      while (next < count) {
        const n = next++;
        const started = performance.now();
        const body = order(n, skus);
        const reply = await app.inject({ method: 'POST', url: '/api/order', payload: body });
        if (reply.statusCode !== 200) failures++;
        else {
          ordersAccepted++;
          itemsAccepted += body.products.reduce((sum, line) => sum + line.qty, 0);
        }
        if (record) latencies.push(performance.now() - started);
      }
    };
    step(`${name}: ${WARMUP} warm-up orders, then ${ORDERS} orders, ${CONCURRENCY} at a time ...`);
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(WARMUP, false)));
    await app.services.mailOutbox.drain();
    failures = 0;
    const backends = name === 'postgres' ? await backendPids(database) : [];
    const serverCpuBefore = backendCpuMs(backends);
    const profiler = PROFILE_DIR ? await startProfile() : undefined;
    const startedAt = performance.now();
    const cpuBefore = process.cpuUsage();
    const mainBefore = mainThreadCpuMs();
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(WARMUP + ORDERS, true)));
    const acceptedAt = performance.now();
    const elapsedS = (acceptedAt - startedAt) / 1000;
    // Issue 18: the confirmation mails are delivered by the outbox's worker; the run ends when the last one is.
    await app.services.mailOutbox.drain();
    const deliveredAt = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    const mainMs = mainThreadCpuMs() - mainBefore;
    const serverCpuMs = backends.length ? backendCpuMs(backends) - serverCpuBefore : Number.NaN;
    if (profiler) step(`${name}: CPU profile of the measured orders in ${await profiler.stop(name)}`);
    await app.close();
    // What the database holds must be what was accepted: one row per order, the stock taken item for item.
    const held = (await database.db.execute(
      sql`select (select count(*)::int from orders where order_id like ${`bench-${process.pid}-%`}) as orders,
                 (select coalesce(sum(1000000 - qty), 0)::int from stock_items
                   where sku in (select sku from product_variants where status = 1)) as taken,
                 (select count(*)::int from mail_outbox where kind = 'order-confirmation' and sent_at is not null) as sent`,
    )) as unknown as { rows: { orders: number; taken: number; sent: number }[] };
    const mailsDelivered = readdirSync(outboxDir).filter((file) => file.endsWith('.json')).length;
    const consistent =
      held.rows[0]?.orders === ordersAccepted &&
      held.rows[0]?.taken === itemsAccepted &&
      held.rows[0]?.sent === ordersAccepted &&
      mailsDelivered === ordersAccepted;
    if (!consistent) {
      step(
        `${name}: MISMATCH: ${JSON.stringify(held.rows[0])} in the database, ${mailsDelivered} mails in the outbox folder, ${ordersAccepted} orders with ${itemsAccepted} items accepted`,
      );
    }
    latencies.sort((a, b) => a - b);
    return {
      engine: name,
      target: database.target,
      orders: latencies.length,
      ordersPerSecond: latencies.length / elapsedS,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      cpuMsPerOrder: (cpu.user + cpu.system) / 1000 / latencies.length,
      mainThreadMsPerOrder: mainMs / latencies.length,
      databaseCpuMsPerOrder: serverCpuMs / latencies.length,
      failures: failures + (consistent ? 0 : 1),
      consistent,
      mailDrainMs: deliveredAt - acceptedAt,
      ordersPerSecondMailed: latencies.length / ((deliveredAt - startedAt) / 1000),
      mailsDelivered,
    };
  } finally {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
    rmSync(outboxDir, { recursive: true, force: true });
  }
}

/** Issue 18's budget: accepted orders per second on PostgreSQL, every order placed (no non-200). */
export function ordersCheck(runs: readonly OrdersRun[]) {
  const run = runs.find((candidate) => candidate.engine === 'postgres');
  const pglite = runs.find((candidate) => candidate.engine === 'pglite');
  return {
    name: `Orders/s on PostgreSQL (${CONCURRENCY} concurrent; all accepted)`,
    actual: run
      ? `${fixed(run.ordersPerSecond)} (p95 ${fixed(run.p95)} ms, ${run.failures} non-200)`
      : `not measured: no BENCH_DATABASE_URL${pglite ? ` (PGlite ${fixed(pglite.ordersPerSecond)})` : ''}`,
    budget: `≥ ${ORDERS_PER_SECOND_BUDGET}`,
    ok: run !== undefined && run.failures === 0 && run.consistent && run.ordersPerSecond >= ORDERS_PER_SECOND_BUDGET,
  };
}

/** The orders table; exported for `npm run bench` (run.ts). */
export function ordersSummary(runs: readonly OrdersRun[]): string {
  return table(
    `POST /api/order through app.inject (${CONCURRENCY} concurrent, 1-3 lines each, cash on delivery)`,
    [
      'engine',
      'orders',
      'orders/s',
      'incl. mails',
      'mail drain ms',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'CPU ms/order',
      'main thread ms/order',
      'db CPU ms/order',
      'non-200',
      'db = accepted',
      'database',
    ],
    runs.map((run) => [
      run.engine,
      String(run.orders),
      fixed(run.ordersPerSecond, 1),
      fixed(run.ordersPerSecondMailed, 1),
      fixed(run.mailDrainMs, 1),
      fixed(run.p50, 1),
      fixed(run.p95, 1),
      fixed(run.p99, 1),
      fixed(run.cpuMsPerOrder, 2),
      Number.isNaN(run.mainThreadMsPerOrder) ? '—' : fixed(run.mainThreadMsPerOrder, 2),
      Number.isNaN(run.databaseCpuMsPerOrder) ? '—' : fixed(run.databaseCpuMsPerOrder, 2),
      String(run.failures),
      run.consistent ? 'yes' : 'NO',
      run.target,
    ]),
    [13],
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const runs: OrdersRun[] = [];
  if (engines.includes('pglite')) runs.push(await benchOrders('pglite'));
  if (POSTGRES_BASE_URL && engines.includes('postgres')) runs.push(await benchOrders('postgres'));
  step(ordersSummary(runs));
  const check = ordersCheck(runs);
  step(`\n${check.name}: ${check.actual}, budget ${check.budget}: ${pass(check.ok)}`);
  // Run alone it keeps its figures apart from `npm run bench`'s test-results/bench.json (which holds them too).
  const results = join(import.meta.dirname, '..', '..', 'test-results');
  mkdirSync(results, { recursive: true });
  const machine = { cpus: cpus().length, loadavg: loadavg() };
  const json = { date: new Date().toISOString(), node: process.version, machine, checks: [check], orders: runs };
  writeFileSync(join(results, 'bench-orders.json'), `${JSON.stringify(json, null, 2)}\n`);
  if (!check.ok) process.exitCode = 1;
}
