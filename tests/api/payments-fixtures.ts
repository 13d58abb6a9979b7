// Fixtures of the payment suites (issue 15): an order paid online placed through POST /api/order, and a driver per
// provider that walks the shopper's path through the local sandbox exactly as a browser does: the shop's redirect
// call, the sandbox's page and its form, the signed return the sandbox redirects to, and the shop's return call.
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { outboxResponseSchema } from '../../src/domain/contract/mail';
import { orderResponseSchema } from '../../src/domain/contract/order';
import { paymentReturnResponseSchema, redirectUrlResponseSchema } from '../../src/domain/contract/payment';
import type { OnlineProvider } from '../../server/modules/payments/provider';
import { orderBody, type Prepared, stockOf } from './cart-fixtures';
import { type AccountApp, type Reply, sql } from './user-fixtures';

/** The origin Fastify's inject answers as (its default Host header). */
export const ORIGIN = 'http://localhost:80';

export const METHOD: Record<OnlineProvider, string> = {
  montonio: 'montonio_vsf',
  esto: 'esto_hirepurchase',
  modena: 'modena_slice',
  liisi: 'liisi_vsf',
};

export const RETURN_PATH: Record<OnlineProvider, string> = {
  montonio: '/ee/montonio-return',
  esto: '/ee/esto-return',
  modena: '/ee/modena-return',
  liisi: '/ee/checkout',
};

/** SPEC 3 form of a Liisi application that passes every rule. */
export const LIISI_FORM = {
  personalCode: '38001085718',
  employer: 'Rõivas OÜ',
  timeWorked: '24_60',
  totalIncome: 9000,
  monthlyLiabilities: 300,
  politicallyExposed: false,
  taxAuthorityConsent: true,
  validIdCard: true,
  numberOfPayments: 12,
  documentNumber: 'AB1234567',
  documentIssueDate: '2021-05-04',
  documentIssuePlace: 'Tallinn',
  occupation: 'employed_private',
} as const;

export interface Placed {
  orderNumber: string;
  cartId: string;
  email: string;
}

let carts = 0;

/** An order paid with the provider: 2 × the prepared product (100.00 €), courier, stock reserved. */
export async function placeOnline(
  t: AccountApp,
  p: Prepared,
  provider: OnlineProvider,
  options: { token?: string; qty?: number } = {},
): Promise<Placed> {
  carts += 1;
  const cartId = `pay-cart-${process.pid}-${Date.now()}-${carts}`;
  const email = `pay-${carts}@example.ee`;
  const body = orderBody([{ sku: p.inStock, qty: options.qty ?? 2 }], { cart_id: cartId, email });
  body.addressInformation.payment_method_code = METHOD[provider];
  const reply = await t.call('POST', '/api/order', { body, token: options.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const result = orderResponseSchema.parse(reply.body).result;
  expect(result.status).toBe('pending');
  return { orderNumber: result.orderNumber, cartId, email };
}

export async function orderRow(t: AccountApp, orderNumber: string) {
  const [row] = await t.rows<{ id: number; status: string; grand_total: string }>(
    sql`select id, status, grand_total from orders where increment_id = ${orderNumber}`,
  );
  return row;
}

export async function statusOf(t: AccountApp, orderNumber: string): Promise<string | undefined> {
  return (await orderRow(t, orderNumber))?.status;
}

export async function appliedEvents(t: AccountApp, orderNumber: string): Promise<number> {
  const [row] = await t.rows<{ n: number }>(
    sql`select count(*)::int as n from payment_events e join orders o on o.id = e.order_id
        where o.increment_id = ${orderNumber} and e.applied`,
  );
  return row?.n ?? 0;
}

export async function mailsTo(t: AccountApp, email: string) {
  const outbox = outboxResponseSchema.parse((await t.call('GET', '/api/dev/outbox')).body).result;
  return outbox.filter((mail) => mail.to === email);
}

/** A sandbox key as the sandbox generated it for this database. */
export async function sandboxKey(t: AccountApp, name: string): Promise<string> {
  const [row] = await t.rows<{ value: string }>(
    sql`select value from app_secrets where name = ${`payment-sandbox:${name}`}`,
  );
  if (!row) throw new Error(`no sandbox key ${name}`);
  return row.value;
}

export async function sandboxPayment(t: AccountApp, id: string) {
  const [row] = await t.rows<{ id: string; reference: string; status: string; request: Record<string, unknown> }>(
    sql`select id, reference, status, request from sandbox_payments where id = ${id}`,
  );
  return row;
}

/** The payment's id in a sandbox page URL (/sandbox/<provider>/pay/<id>). */
export function sandboxId(paymentUrl: string): string {
  const match = /\/sandbox\/[a-z]+\/pay\/([^/?]+)$/.exec(new URL(paymentUrl).pathname);
  if (!match?.[1]) throw new Error(`not a sandbox page: ${paymentUrl}`);
  return decodeURIComponent(match[1]);
}

/** The shopper's click on the sandbox page: the reply (303 to the shop's return, or a page). */
export async function decide(
  t: AccountApp,
  paymentUrl: string,
  action: 'approve' | 'decline' | 'cancel' | 'timeout',
  notify: 'now' | 'delayed' | 'twice' | 'stale' | 'none' = 'now',
) {
  const url = new URL(paymentUrl);
  const form = new URLSearchParams({ action, notify, ...(url.pathname.includes('/montonio/') ? { bank: 'LHV' } : {}) });
  return t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** The shop's redirect call of the provider (Liisi: the application call, whose reply names the lender's page). */
export async function redirectUrl(
  t: AccountApp,
  provider: OnlineProvider,
  placed: Placed,
  token?: string,
): Promise<Reply<unknown>> {
  const returnUrl = `${ORIGIN}${RETURN_PATH[provider]}`;
  if (provider === 'montonio') {
    // The order named exactly (a cart can have placed a second order, e.g. a draft sent again after a failure).
    const query = new URLSearchParams({
      cart_server_token: placed.cartId,
      merchant_return_url: returnUrl,
      order_increment_id: placed.orderNumber,
    });
    return t.call('GET', `/api/ext/montonio/get-montonio-redirect-url?${query}`, { token });
  }
  if (provider === 'liisi') {
    return t.call('POST', '/api/ext/payment-liisi/payment-liisi-add-order-comment', {
      // Issue 15: a guest order's proof of ownership, the server cart it was placed from.
      body: { order_increment_id: placed.orderNumber, liisi_form_data: LIISI_FORM, cart_server_token: placed.cartId },
      token,
    });
  }
  const query = new URLSearchParams({
    order_increment_id: placed.orderNumber,
    payment_method: METHOD[provider],
    store_code: 'ee',
    return_url: returnUrl,
    cart_server_token: placed.cartId,
  });
  const path = provider === 'esto' ? 'payment-esto' : 'payment-modena';
  return t.call('GET', `/api/ext/${path}/get-redirect-url?${query}`, { token });
}

export async function paymentPage(t: AccountApp, provider: OnlineProvider, placed: Placed, token?: string) {
  const reply = await redirectUrl(t, provider, placed, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  if (provider === 'liisi') return (reply.body.result as { redirect_url: string }).redirect_url;
  return redirectUrlResponseSchema.parse(reply.body).result;
}

/** The shop's return call for the query the sandbox returned the browser with. */
export async function returnCall(t: AccountApp, provider: OnlineProvider, location: string, token?: string) {
  const query = new URL(location).searchParams;
  query.set('storeCode', 'ee');
  const path =
    provider === 'montonio'
      ? '/api/ext/montonio/montonio-return'
      : provider === 'esto'
        ? '/api/ext/payment-esto/esto-return'
        : '/api/ext/payment-modena/modena-return';
  const reply = await t.call('GET', `${path}?${query}`, { token });
  return reply;
}

export function parseReturn(reply: Reply<unknown>) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return paymentReturnResponseSchema.parse(reply.body).result;
}

/**
 * A notification as the provider sends it after the approval the browser returned from (`location`): Montonio's
 * { orderToken }, ESTO's urlencoded json and mac, Modena's { orderId } callback, Liisi's signed decision.
 */
export async function notificationCall(
  t: AccountApp,
  provider: OnlineProvider,
  placed: Placed,
  page: string,
  location?: string,
): Promise<() => Promise<{ status: number; body: { result: unknown } }>> {
  const send =
    (url: string, contentType: string, payload: string, headers: Record<string, string> = {}) =>
    async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType, ...headers },
        payload,
      });
      return { status: reply.statusCode, body: reply.json() as { result: unknown } };
    };
  if (provider === 'montonio') {
    const orderToken = new URL(location ?? '').searchParams.get('order-token');
    return send('/api/ext/montonio/notification', 'application/json', JSON.stringify({ orderToken }));
  }
  if (provider === 'esto') {
    const query = new URL(location ?? '').searchParams;
    const form = new URLSearchParams({ json: query.get('json') ?? '', mac: query.get('mac') ?? '' });
    return send('/api/ext/payment-esto/notification', 'application/x-www-form-urlencoded', form.toString());
  }
  if (provider === 'modena') {
    return send(
      '/api/ext/payment-modena/notification',
      'application/json',
      JSON.stringify({ orderId: placed.orderNumber }),
    );
  }
  const id = sandboxId(page);
  const status = (await sandboxPayment(t, id))?.status ?? 'APPROVED';
  // The lender's decision names the order's own amount (the fault test's orders are not all 100.00 €).
  const [order] = await t.rows<{ grand_total: string }>(
    sql`select grand_total from orders where increment_id = ${placed.orderNumber}`,
  );
  const body = JSON.stringify({
    applicationId: id,
    reference: placed.orderNumber,
    status,
    amount: Number(order?.grand_total ?? 100),
    currency: 'EUR',
  });
  const signature = createHmac('sha256', await sandboxKey(t, 'liisi-secret-key'))
    .update(body)
    .digest('hex');
  return send('/api/ext/payment-liisi/notification', 'application/json', body, { 'x-liisi-signature': signature });
}

export { createHmac, stockOf };
