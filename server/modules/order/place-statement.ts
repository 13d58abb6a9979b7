// ARCHITECTURE §4 "Orders are created exactly once", issue 18 (orders ≥ 500/s): an accepted order is written by ONE
// statement, so it costs one round trip to the database instead of a transaction of ten. A single statement is atomic
// on its own (no BEGIN/COMMIT), and it writes nothing unless every check inside it holds:
//   1. the single-use coupon's row (if any) is locked, then every stock row the order touches, children first and
//      parents after, each group in sku order (./stock.ts's lock order, shared with releaseStock);
//   2. the gate reads the locked rows (their newest committed versions): every line's stock must hold its quantity
//      (unmanaged stock always does, SPEC 4 "volatile"), and the coupon must still be unused;
//   3. only then the order row is inserted, its order_id claiming the idempotency key (`on conflict do nothing`: a
//      concurrent twin waits for the first to commit and then inserts nothing);
//   4. only when the row was inserted: the stock is decremented (each configurable parent's record follows its
//      children), the coupon is spent, the online payment's reservation is recorded, the server cart is closed and
//      the confirmation mail is recorded in the durable mail outbox (issue 18, ../mail/outbox.ts: delivered after
//      the commit by the outbox's worker, so the request does not wait for a file or an SMTP server).
// The reply says which of these happened; the service turns "not inserted" into a replay or a 409.
// Every stock and variant row is reached through `sku = any(array(...))`, an index lookup: joined to the lines
// (estimated at 100 rows) the planner would read the whole stock table three times per order.
import type { Db } from '../../db/client';
import { hasConnectionPool } from '../../db/client';
import type { StockLine } from './stock';

/** What the order row holds (the service computed every figure from the server's own data). */
export interface OrderRow {
  orderId: string;
  storeCode: 'ee' | 'lv';
  customerId: number | null;
  email: string | null;
  status: string;
  currency: string;
  subtotal: number;
  tax: number;
  shipping: number;
  discount: number;
  grandTotal: number;
  payload: unknown;
  requestHash: string;
  now: Date;
  /** SPEC 2 /thankyou: the lines and totals of the stored result, so a replay answers what the first reply did. */
  confirmation: { lines: unknown; totals: unknown };
}

export interface PlaceStatementInput {
  order: OrderRow;
  /** stockLines(quote.lines): the rows to reserve. */
  stock: readonly StockLine[];
  /** A single-use (newsletter) coupon to spend with the order; the shop's reusable codes need no write. */
  singleUseCoupon: string | null;
  /** Issue 15: an online payment's provider and how long its stock stays reserved. */
  payment: { provider: string; reservedUntil: Date } | null;
  /** The server cart the order came from (owned by the caller): emptied and closed with the order. */
  cartId: string | null;
  /** Issue 12, 18: record the order's confirmation mail in the mail outbox with the order. */
  mailConfirmation: boolean;
}

export type PlaceStatementOutcome =
  | { kind: 'placed'; id: number; incrementId: string }
  /** The order_id is taken (a replay, or a twin that committed first): nothing was written. */
  | { kind: 'taken' }
  | { kind: 'out-of-stock' }
  | { kind: 'coupon-spent' };

// $1 stock lines [{sku, qty}]   $2 single-use coupon code   $3 order_id   $4 store code   $5 customer id   $6 e-mail
// $7 status   $8 currency   $9 subtotal   $10 tax   $11 shipping   $12 discount   $13 grand total   $14 payload
// $15 request hash   $16 now   $17 payment provider   $18 reserved until   $19 cart id   $20 confirmation {lines, totals}
// $21 whether to record the confirmation mail
const PLACE_ORDER_SQL = `
with
lines as (
  select l.sku, sum(l.qty)::int as qty from jsonb_to_recordset($1::jsonb) as l(sku text, qty int) group by l.sku
),
parents as (
  select v.parent_sku as sku, sum(l.qty)::int as qty
  from lines l join product_variants v on v.sku = l.sku
  where v.sku = any(array(select sku from lines)) and v.parent_sku <> l.sku
  group by v.parent_sku
),
coupon as materialized (
  select c.id from coupons c where c.code = $2::text and not c.used for update
),
locked as materialized (
  select s.sku, s.qty, s.is_in_stock, s.manage_stock
  from stock_items s
  where s.sku = any(array(select sku from lines union all select sku from parents))
    and (select count(*) from coupon) >= 0
  order by s.sku in (select sku from parents), s.sku
  for update
),
gate as (
  select
    (select count(*) from lines l join locked s on s.sku = l.sku
      where not s.manage_stock or (s.is_in_stock and s.qty >= l.qty)) = (select count(*) from lines) as stock_ok,
    ($2::text is null or exists (select 1 from coupon)) as coupon_ok
),
numbered as (
  select n.id, upper($4::text) || case when n.n < 1000000 then lpad(n.n::text, 6, '0') else n.n::text end as increment_id
  from (
    select nextval('orders_id_seq')::int as id,
      case when $4::text = 'lv' then nextval('order_number_lv') else nextval('order_number_ee') end as n
    from gate where gate.stock_ok and gate.coupon_ok
  ) n
),
ins as (
  insert into orders (id, increment_id, order_id, customer_id, email, store_code, status, currency, subtotal, tax,
    shipping, discount, grand_total, payload, request_hash, created_at, updated_at, result)
  select n.id, n.increment_id, $3::text, $5::int, $6::text, $4::text, $7::text, $8::text, $9::numeric, $10::numeric,
    $11::numeric, $12::numeric, $13::numeric, $14::jsonb, $15::text, $16::timestamptz, $16::timestamptz,
    $20::jsonb || jsonb_build_object('backendOrderId', n.id, 'orderNumber', n.increment_id, 'status', $7::text,
      'grand_total', $13::numeric, 'currency', $8::text)
  from numbered n
  on conflict (order_id) do nothing
  returning id, increment_id
),
reserved as (
  update stock_items s
  set qty = case when s.manage_stock then s.qty - l.qty else s.qty end,
    is_in_stock = case when s.manage_stock then s.qty - l.qty > 0 else s.is_in_stock end
  from lines l
  where s.sku = any(array(select sku from lines)) and s.sku = l.sku and exists (select 1 from ins)
  returning s.sku
),
parents_reserved as (
  update stock_items s set qty = greatest(s.qty - p.qty, 0)
  from parents p
  where s.sku = any(array(select sku from parents)) and s.sku = p.sku and s.manage_stock and exists (select 1 from ins)
  returning s.sku
),
spent as (
  update coupons c set used = true, used_at = $16::timestamptz
  from coupon k where c.id = k.id and exists (select 1 from ins)
  returning c.id
),
payment as (
  insert into order_payments (order_id, provider, reserved_until, created_at, updated_at)
  select ins.id, $17::text, $18::timestamptz, $16::timestamptz, $16::timestamptz from ins where $17::text is not null
  returning order_id
),
emptied as (
  delete from cart_items where cart_id = $19::text and exists (select 1 from ins) returning id
),
closed as (
  update carts set active = false, updated_at = $16::timestamptz
  where id = $19::text and exists (select 1 from ins)
  returning id
),
mailed as (
  insert into mail_outbox (kind, order_id, queued_at)
  select 'order-confirmation', ins.id, $16::timestamptz from ins where $21::boolean
  returning id
)
select (select id from ins) as id, (select increment_id from ins) as increment_id, g.stock_ok, g.coupon_ok
from gate g`;

interface PlaceRow {
  id: number | null;
  increment_id: string | null;
  stock_ok: boolean;
  coupon_ok: boolean;
}

interface QueryClient {
  query(
    config: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/**
 * Runs one statement on the database's own client: on PostgreSQL as a named prepared statement (parsed and planned
 * once per pooled connection), on PGlite as a parameterised query (it has one connection, which waits for any open
 * transaction to end first).
 */
export async function runStatement<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const result = hasConnectionPool(db) ? await client.query({ name, text, values }) : await client.query(text, values);
  return result.rows as T[];
}

export async function placeOrderStatement(db: Db, input: PlaceStatementInput): Promise<PlaceStatementOutcome> {
  const { order } = input;
  const [row] = await runStatement<PlaceRow>(db, 'order-place', PLACE_ORDER_SQL, [
    JSON.stringify(input.stock.map((line) => ({ sku: line.sku, qty: line.qty }))),
    input.singleUseCoupon,
    order.orderId,
    order.storeCode,
    order.customerId,
    order.email,
    order.status,
    order.currency,
    order.subtotal,
    order.tax,
    order.shipping,
    order.discount,
    order.grandTotal,
    JSON.stringify(order.payload),
    order.requestHash,
    order.now.toISOString(),
    input.payment?.provider ?? null,
    input.payment?.reservedUntil.toISOString() ?? null,
    input.cartId,
    JSON.stringify(order.confirmation),
    input.mailConfirmation,
  ]);
  if (!row) throw new Error('the order statement returned no row');
  if (!row.stock_ok) return { kind: 'out-of-stock' };
  if (!row.coupon_ok) return { kind: 'coupon-spent' };
  if (row.id === null || row.increment_id === null) return { kind: 'taken' };
  return { kind: 'placed', id: Number(row.id), incrementId: row.increment_id };
}
