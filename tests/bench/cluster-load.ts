// Issue 18 "A load run with autocannon through the balancer": `scripts/cluster.mjs` (two instances behind HAProxy,
// a fresh PostgreSQL database and its own Redis database, tests/helpers/cluster.ts), then every connection repeats
// a visitor's round for a fixed time: the home page, a category page, a search, a new guest cart with one item,
// and an order with an id of its own. Prints req/s, p95, errors and checks orders in the database = orders
// accepted. Needs TEST_DATABASE_URL (or BENCH_DATABASE_URL) and TEST_REDIS_URL; without them it is skipped with a
// note. `node --import tsx tests/bench/cluster-load.ts` runs it alone.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { slugify } from '../../src/domain/slug';
import { type RunningCluster, startCluster } from '../helpers/cluster';
import { fixed, ms, table } from './report';

const DURATION_S = Number(process.env.BENCH_CLUSTER_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 10);
const INSTANCES = Number(process.env.BENCH_CLUSTER_INSTANCES ?? 2);

export interface ClusterLoad {
  instances: number;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Responses other than 2xx, and connection errors/timeouts. */
  non2xx: number;
  errors: number;
  ordersSent: number;
  ordersAccepted: number;
  /** Every accepted order_id is in the orders table, once. */
  acceptedInDatabaseOnce: boolean;
  /** Orders of the run in the table: the accepted ones plus those whose reply came after the stop. */
  ordersInDatabase: number;
  /** Requests per step of the round. */
  byStep: Record<string, number>;
}

export type ClusterLoadOutcome = { ran: true; result: ClusterLoad } | { ran: false; note: string };

function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
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

interface Context {
  cartId?: string;
  /** The order_id this connection sent last (no pipelining: its reply is the next one). */
  orderId?: string;
}

async function load(cluster: RunningCluster): Promise<ClusterLoad> {
  await cluster.query(
    `update stock_items set qty = 1000000, is_in_stock = true, manage_stock = true
     where sku in (select sku from product_variants where status = 1)`,
  );
  const skus = (
    await cluster.query<{ sku: string }>(
      `select v.sku from product_variants v join products p on p.sku = v.parent_sku and p.store_code = 'ee'
       where v.status = 1 and p.status < 2 order by v.sku limit 100`,
    )
  ).map((row) => row.sku);
  const [categoryRow] = await cluster.query<{ id: number; name: string }>(
    `select id, name from categories where store_code = 'ee' and is_active and id > 2 order by id limit 1`,
  );
  // SPEC 2 category slug: the slugified name, '-', the id (server/modules/catalog/categories.ts).
  const category = categoryRow ? { slug: `${slugify(categoryRow.name)}-${categoryRow.id}` } : undefined;
  const prefix = `load-${process.pid}-${Date.now()}-`;
  const acceptedIds: string[] = [];
  let sent = 0;
  const byStep: Record<string, number> = {};
  const count = (step: string) => {
    byStep[step] = (byStep[step] ?? 0) + 1;
  };
  const sku = () => skus[Math.floor(Math.random() * skus.length)] as string;
  const json = { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' };
  const browser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
  const search = (text: string) =>
    `/api/catalog/ee/product/_search?request=${encodeURIComponent(JSON.stringify({ query: text, size: 24 }))}`;

  const requests = [
    { method: 'GET', path: '/ee/', headers: browser, onResponse: () => count('home') },
    {
      method: 'GET',
      path: category ? `/ee/c/${category.slug}` : '/ee/',
      headers: browser,
      onResponse: () => count('category'),
    },
    {
      method: 'GET',
      setupRequest: (request: Record<string, unknown>) => ({
        ...request,
        path: search(['kleit', 'pluus', 'jope', 'särk', 'püksid'][Math.floor(Math.random() * 5)] as string),
      }),
      headers: json,
      onResponse: () => count('search'),
    },
    {
      method: 'POST',
      path: '/api/cart/create?storeCode=ee',
      headers: json,
      body: '{}',
      onResponse: (status: number, body: string, context: Context) => {
        count('cart create');
        if (status === 200) context.cartId = String((JSON.parse(body) as { result: unknown }).result);
      },
    },
    {
      method: 'POST',
      headers: json,
      setupRequest: (request: Record<string, unknown>, context: Context) => ({
        ...request,
        path: `/api/cart/update?cartId=${encodeURIComponent(context.cartId ?? '')}`,
        body: JSON.stringify({ cartItem: { sku: sku(), qty: 1, quoteId: context.cartId } }),
      }),
      onResponse: () => count('cart add'),
    },
    {
      method: 'POST',
      path: '/api/order',
      headers: json,
      setupRequest: (request: Record<string, unknown>, context: Context) => {
        const id = `${prefix}${randomUUID()}`;
        context.orderId = id;
        sent++;
        const now = new Date().toISOString();
        const email = `${id}@example.ee`;
        return {
          ...request,
          body: JSON.stringify({
            order_id: id,
            created_at: now,
            updated_at: now,
            store_code: 'ee',
            products: [{ sku: sku(), qty: 1 }],
            addressInformation: {
              shippingAddress: address(email),
              billingAddress: address(email),
              shipping_method_code: 'courier',
              shipping_carrier_code: 'courier',
              payment_method_code: 'cashondelivery',
            },
          }),
        };
      },
      onResponse: (status: number, _body: string, context: Context) => {
        count('order');
        if (status === 200 && context.orderId) acceptedIds.push(context.orderId);
      },
    },
  ];

  const latencies: number[] = [];
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: cluster.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 10,
        requests,
      } as unknown as Parameters<typeof autocannon>[0],
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, latency: number) =>
      latencies.push(latency),
    );
  });
  latencies.sort((a, b) => a - b);
  // Orders sent when the run stopped get no counted reply but may be placed: the database holds every accepted
  // order exactly once, and at most one unanswered order per connection besides.
  const [row] = await cluster.query<{ n: string }>('select count(*) as n from orders where order_id like $1', [
    `${prefix}%`,
  ]);
  const [found] = await cluster.query<{ n: string; once: boolean }>(
    'select count(distinct order_id) as n, count(*) = count(distinct order_id) as once from orders where order_id = any($1)',
    [acceptedIds],
  );
  return {
    instances: INSTANCES,
    connections: CONNECTIONS,
    durationS: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ordersSent: sent,
    ordersAccepted: acceptedIds.length,
    acceptedInDatabaseOnce: Number(found?.n ?? 0) === acceptedIds.length && found?.once === true,
    ordersInDatabase: Number(row?.n ?? 0),
    byStep,
  };
}

export async function runClusterLoad(): Promise<ClusterLoadOutcome> {
  const databaseBaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisBaseUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!databaseBaseUrl || !redisBaseUrl) {
    return { ran: false, note: 'skipped: set TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL and Redis) to run it' };
  }
  const cluster = await startCluster({
    databaseBaseUrl,
    redisBaseUrl,
    instances: INSTANCES,
    // One load generator is one client address: the order limits are raised past the run.
    env: { ORDER_RATE_LIMIT_PER_ADDRESS: '10000000', ORDER_RATE_LIMIT_PER_EMAIL: '10000000' },
  });
  try {
    return { ran: true, result: await load(cluster) };
  } finally {
    await cluster.stop();
  }
}

/**
 * A result's budget: no errors, every accepted order in the database exactly once, and nothing else but the orders
 * still unanswered when the run stopped (at most one per connection).
 */
export function clusterLoadOk(result: ClusterLoad): boolean {
  return (
    result.non2xx === 0 &&
    result.errors === 0 &&
    result.ordersAccepted > 0 &&
    result.acceptedInDatabaseOnce &&
    result.ordersInDatabase - result.ordersAccepted <= result.connections
  );
}

export function clusterLoadSummary(outcome: ClusterLoadOutcome): string {
  if (!outcome.ran) return `Cluster load (HAProxy + instances): ${outcome.note}`;
  const r = outcome.result;
  return table(
    `Cluster load (scripts/cluster.mjs: ${r.instances} instances behind HAProxy on PostgreSQL + Redis; autocannon, ${r.connections} connections, ${fixed(r.durationS, 0)} s; round: home, category, search, cart create, cart add, order)`,
    [
      'req/s',
      'p50',
      'p95',
      'p99',
      'non2xx/err',
      'orders sent/accepted/in DB',
      'accepted in DB once',
      'requests by step',
    ],
    [
      [
        fixed(r.requestsPerSecond),
        ms(r.p50Ms),
        ms(r.p95Ms),
        ms(r.p99Ms),
        `${r.non2xx}/${r.errors}`,
        `${r.ordersSent}/${r.ordersAccepted}/${r.ordersInDatabase}`,
        r.acceptedInDatabaseOnce ? 'yes' : 'NO',
        Object.entries(r.byStep)
          .map(([step, n]) => `${step} ${n}`)
          .join(', '),
      ],
    ],
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runClusterLoad()
    .then((outcome) => {
      process.stdout.write(`${clusterLoadSummary(outcome)}\n`);
      if (outcome.ran) {
        process.stdout.write(`${JSON.stringify(outcome.result)}\n`);
        if (!clusterLoadOk(outcome.result)) process.exitCode = 1;
      }
    })
    .catch((error: unknown) => {
      process.stderr.write(`✖ cluster load failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
