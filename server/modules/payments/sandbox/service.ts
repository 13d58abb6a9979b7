// Issue 15 "Sandboxes": the four providers played by the shop itself when their credentials are not configured. It
// checks what it receives exactly as the provider does (Montonio's HS256 JWT and access key, ESTO's Basic auth,
// Modena's OAuth client credentials and bearer token, Liisi's Basic auth), keeps each payment with the request as
// received (table sandbox_payments; tests read it), and when the shopper decides on its page it signs the return
// and the notification exactly as the provider does and sends the notification server-to-server: now, 5 s later,
// twice, followed by a stale one (out of order), or not at all. Its keys are random per database (../keys.ts).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { sandboxPayments } from '../../../db/schema';
import { HttpError } from '../../../http/reply';
import { estoMac } from '../esto/mac';
import type { SandboxKeys } from '../keys';
import { liisiSignature } from '../liisi/service';
import { signJwt } from '../montonio/jwt';
import type { OnlineProvider, ProviderFetch } from '../provider';

export type SandboxProvider = OnlineProvider;
export type SandboxAction = 'approve' | 'decline' | 'cancel' | 'timeout';
export type SandboxNotify = 'now' | 'delayed' | 'twice' | 'stale' | 'none';
export type SandboxPayment = typeof sandboxPayments.$inferSelect;

export const SANDBOX_NOTIFY_DELAY_MS = 5000;

/** The provider's status for each choice on its page; the stale one is what an out-of-order notification says. */
const STATUSES: Record<SandboxProvider, Record<Exclude<SandboxAction, 'timeout'> | 'stale', string>> = {
  montonio: { approve: 'PAID', decline: 'VOIDED', cancel: 'ABANDONED', stale: 'PENDING' },
  esto: { approve: 'APPROVED', decline: 'REJECTED', cancel: 'CANCELLED', stale: 'CREATED' },
  modena: { approve: 'SUCCESS', decline: 'FAILED', cancel: 'CANCELLED', stale: 'PENDING' },
  liisi: { approve: 'APPROVED', decline: 'REJECTED', cancel: 'CANCELLED', stale: 'PROCESSING' },
};

export interface SandboxCredentials {
  montonio: () => Promise<{ accessKey: string; secretKey: string }>;
  esto: () => Promise<{ shopId: string; secretKey: string }>;
  modena: () => Promise<{ clientId: string; clientSecret: string }>;
  liisi: () => Promise<{ merchantId: string; secretKey: string }>;
}

export function sandboxCredentials(keys: SandboxKeys): SandboxCredentials {
  return {
    montonio: async () => ({
      accessKey: await keys('montonio-access-key'),
      secretKey: await keys('montonio-secret-key'),
    }),
    esto: async () => ({
      shopId: `sandbox-${(await keys('esto-shop-id')).slice(0, 8)}`,
      secretKey: await keys('esto-secret-key'),
    }),
    modena: async () => ({
      clientId: await keys('modena-client-id'),
      clientSecret: await keys('modena-client-secret'),
    }),
    liisi: async () => ({ merchantId: await keys('liisi-merchant-id'), secretKey: await keys('liisi-secret-key') }),
  };
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** HTTP Basic credentials of a request, or 401. */
export function basicAuth(header: string | undefined): { user: string; password: string } {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  const decoded = match ? Buffer.from(match[1] ?? '', 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new HttpError(401, 'authorization: HTTP Basic credentials required');
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export interface SandboxDeps {
  db: Db;
  clock: () => Date;
  credentials: SandboxCredentials;
  keys: SandboxKeys;
  /** How the sandbox reaches the shop's notification URLs (in-process, ../http.ts). */
  deliver: ProviderFetch;
  log?: FastifyBaseLogger;
  /** Tests shorten the 'delayed' notification. */
  notifyDelayMs?: number;
}

const withQuery = (url: string, params: Record<string, string>) => {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
};

export function createSandbox(deps: SandboxDeps) {
  const { db, clock } = deps;

  async function find(provider: SandboxProvider, id: string): Promise<SandboxPayment | undefined> {
    const [row] = await db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.provider, provider), eq(sandboxPayments.id, id)));
    return row;
  }

  async function store(row: Omit<SandboxPayment, 'id' | 'createdAt' | 'status'> & { id?: string }) {
    const id = row.id ?? randomUUID();
    const values = { ...row, id, status: 'PENDING', createdAt: clock() };
    await db
      .insert(sandboxPayments)
      .values(values)
      .onConflictDoUpdate({ target: sandboxPayments.id, set: { ...values } });
    return id;
  }

  /** Modena's bearer tokens: signed, stateless, 5 minutes. */
  async function modenaToken(clientId: string, scope: string): Promise<{ token: string; expiresIn: number }> {
    const secret = await deps.keys('modena-token-key');
    const claims = Buffer.from(
      JSON.stringify({ clientId, scope, exp: Math.floor(clock().getTime() / 1000) + 300 }),
    ).toString('base64url');
    return { token: `${claims}.${createHmac('sha256', secret).update(claims).digest('base64url')}`, expiresIn: 300 };
  }

  async function checkModenaToken(header: string | undefined): Promise<{ clientId: string; scope: string }> {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
    const [claims = '', signature = ''] = token.split('.');
    const secret = await deps.keys('modena-token-key');
    if (!sameSecret(signature, createHmac('sha256', secret).update(claims).digest('base64url'))) {
      throw new HttpError(401, 'authorization: invalid bearer token');
    }
    let parsed: { clientId: string; scope: string; exp: number };
    try {
      parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
    } catch {
      throw new HttpError(401, 'authorization: invalid bearer token');
    }
    if (parsed.exp * 1000 <= clock().getTime()) throw new HttpError(401, 'authorization: expired bearer token');
    return parsed;
  }

  /** The signed notification the provider sends for a status. */
  async function notification(payment: SandboxPayment, status: string): Promise<RequestInit> {
    const request = payment.request as Record<string, unknown>;
    switch (payment.provider as SandboxProvider) {
      case 'montonio':
        return {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            orderToken: await montonioToken(payment, status, request.bank as string | undefined),
          }),
        };
      case 'esto': {
        const { json, mac } = await estoSigned(payment, status);
        return {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ json, mac }).toString(),
        };
      }
      case 'modena':
        return {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ orderId: payment.reference }),
        };
      case 'liisi': {
        const body = JSON.stringify({
          applicationId: payment.id,
          reference: payment.reference,
          status,
          amount: payment.amount,
          currency: payment.currency,
        });
        const { secretKey } = await deps.credentials.liisi();
        return {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-liisi-signature': liisiSignature(body, secretKey) },
          body,
        };
      }
    }
  }

  async function montonioToken(payment: SandboxPayment, status: string, bank?: string): Promise<string> {
    const { accessKey, secretKey } = await deps.credentials.montonio();
    const now = Math.floor(clock().getTime() / 1000);
    return signJwt(
      {
        uuid: payment.id,
        accessKey,
        merchantReference: payment.reference,
        merchantReferenceDisplay: payment.reference,
        paymentStatus: status,
        paymentMethod: 'paymentInitiation',
        paymentProviderName: bank ?? null,
        grandTotal: payment.amount,
        currency: payment.currency,
        iat: now,
        exp: now + 600,
      },
      secretKey,
    );
  }

  async function estoSigned(payment: SandboxPayment, status: string): Promise<{ json: string; mac: string }> {
    const { shopId, secretKey } = await deps.credentials.esto();
    const json = JSON.stringify({
      id: payment.id,
      status,
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      shop_id: shopId,
      is_test: true,
    });
    return { json, mac: estoMac(json, secretKey) };
  }

  function send(payment: SandboxPayment, init: RequestInit) {
    const url = payment.notificationUrl;
    if (!url) return Promise.resolve();
    return deps
      .deliver(url, init)
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok)
          deps.log?.warn({ provider: payment.provider, status: response.status }, 'sandbox notification refused');
      })
      .catch((error: unknown) =>
        deps.log?.warn({ provider: payment.provider, kind: (error as Error).name }, 'sandbox notification failed'),
      );
  }

  /** Sends the notification(s) the page asked for; 'delayed' ones leave after the reply. */
  async function notify(payment: SandboxPayment, status: string, mode: SandboxNotify) {
    if (mode === 'none') return;
    const right = await notification(payment, status);
    if (mode === 'now') await send(payment, right);
    else if (mode === 'twice') await Promise.all([send(payment, right), send(payment, right)]);
    else if (mode === 'stale') {
      await send(payment, right);
      await send(payment, await notification(payment, STATUSES[payment.provider as SandboxProvider].stale));
    } else {
      setTimeout(() => void send(payment, right), deps.notifyDelayMs ?? SANDBOX_NOTIFY_DELAY_MS).unref();
    }
  }

  /** Where the browser goes back to, signed as the provider signs its return (null: no return, a note page). */
  async function returnUrl(payment: SandboxPayment, action: SandboxAction, status: string): Promise<string | null> {
    const request = payment.request as Record<string, unknown>;
    switch (payment.provider as SandboxProvider) {
      case 'montonio':
        return withQuery(payment.returnUrl, {
          'order-token': await montonioToken(payment, status, request.bank as string | undefined),
        });
      case 'esto':
        return withQuery(payment.returnUrl, await estoSigned(payment, status));
      case 'modena':
        return withQuery(action === 'cancel' ? (payment.cancelUrl ?? payment.returnUrl) : payment.returnUrl, {
          status,
          incrementId: payment.reference,
        });
      case 'liisi':
        return null;
    }
  }

  return {
    clock,
    credentials: deps.credentials,
    find,
    store,
    modenaToken,
    checkModenaToken,
    /** Status query (Modena): the sandbox payment of an order number. */
    async byReference(provider: SandboxProvider, reference: string) {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.provider, provider), eq(sandboxPayments.reference, reference)));
      return row;
    },
    /**
     * The shopper's choice on the page: the payment's new status, the notification(s), and where the browser goes.
     * A payment already decided is not decided again (its page says so).
     */
    async decide(
      provider: SandboxProvider,
      id: string,
      action: SandboxAction,
      mode: SandboxNotify,
      bank?: string,
    ): Promise<{ redirect: string } | { note: 'expired' | 'decided' | 'unknown'; locale: string }> {
      const payment = await find(provider, id);
      if (!payment) return { note: 'unknown', locale: 'en' };
      if (payment.status !== 'PENDING') return { note: 'decided', locale: payment.locale };
      if (action === 'timeout') {
        // The session expires at the provider: no return, no notification; the shop's reservation ends the order.
        await db.update(sandboxPayments).set({ status: 'EXPIRED' }).where(eq(sandboxPayments.id, id));
        return { note: 'expired', locale: payment.locale };
      }
      const status = STATUSES[provider][action];
      const decided = { ...payment, status, request: { ...(payment.request as object), ...(bank ? { bank } : {}) } };
      const [claimed] = await db
        .update(sandboxPayments)
        .set({ status, request: decided.request })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'PENDING')))
        .returning({ id: sandboxPayments.id });
      if (!claimed) return { note: 'decided', locale: payment.locale };
      await notify(decided, status, mode);
      const back = await returnUrl(decided, action, status);
      return back ? { redirect: back } : { note: 'decided', locale: payment.locale };
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
