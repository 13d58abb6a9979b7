// Modena (issue 15, SPEC 7): OAuth 2.0 client credentials (client id and secret, HTTP Basic) give a bearer token;
// the payment order is POSTed as JSON to /modena/api/merchant/<slice|direct>-payment-order and answered with a
// redirect (Location) to Modena's page. Modena returns the shopper with ?status=…&incrementId=… and calls the
// callback URL; neither is signed, so neither is believed: the shop asks Modena for the order's status
// (GET /modena/api/merchant/applications/<orderId>/status) and only SUCCESS pays (SPEC 5).
import { z } from 'zod';
import {
  type CreatedPayment,
  localeOf,
  type PayableOrder,
  type PaymentAdapter,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentUrls,
  ProviderError,
  type ProviderSetup,
  providerJson,
} from '../provider';

export interface ModenaCredentials {
  clientId: string;
  clientSecret: string;
}

export const MODENA_CALLBACK_PATH = '/api/ext/payment-modena/notification';

const OUTCOMES: Record<string, PaymentOutcome> = {
  SUCCESS: 'paid',
  PENDING: 'pending',
  IN_PROGRESS: 'pending',
  FAILED: 'declined',
  REJECTED: 'declined',
  CANCELLED: 'canceled',
  EXPIRED: 'canceled',
};

const tokenReply = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().default(300) });
const statusReply = z.object({
  orderId: z.string().min(1),
  status: z.string().min(1),
  amount: z.coerce.number(),
  currency: z.string().min(1),
});

/** Modena's product from the payment method code: modena_slice (pay in 3), modena_direct (bank/card). */
export function modenaProduct(code: string): 'slice' | 'direct' {
  return code.includes('direct') ? 'direct' : 'slice';
}

export function createModena(setup: ProviderSetup<ModenaCredentials>, clock: () => Date) {
  let cached: { token: string; until: number; base: string } | undefined;

  async function accessToken(base: string): Promise<string> {
    const now = clock().getTime();
    if (cached && cached.base === base && cached.until > now) return cached.token;
    const { clientId, clientSecret } = await setup.credentials();
    const response = await setup.fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'slicepayment directpayment' }).toString(),
    });
    const reply = tokenReply.safeParse(await providerJson(response, 'Modena POST /oauth2/token'));
    if (!reply.success) throw new ProviderError('Modena POST /oauth2/token answered without access_token');
    // A little early, so a token never expires on the way.
    cached = { token: reply.data.access_token, until: now + Math.max(0, reply.data.expires_in - 30) * 1000, base };
    return cached.token;
  }

  const adapter: PaymentAdapter = {
    provider: 'modena',
    mode: setup.mode,
    async createPayment(order: PayableOrder, urls: PaymentUrls): Promise<CreatedPayment> {
      const base = setup.apiBase(new URL(urls.returnUrl).origin);
      const token = await accessToken(base);
      const billing = order.billing ?? order.shipping;
      const body = {
        orderId: order.incrementId,
        totalAmount: order.grandTotal,
        currency: order.currency,
        orderItems: order.lines.map((line) => ({
          description: line.name,
          amount: line.rowTotal,
          currency: order.currency,
          quantity: line.qty,
        })),
        customer: billing
          ? {
              firstName: billing.firstname,
              lastName: billing.lastname,
              phoneNumber: billing.telephone ?? undefined,
              email: order.email ?? undefined,
              address: `${billing.street.join(', ')}, ${billing.postcode} ${billing.city}`,
            }
          : undefined,
        language: localeOf(order.storeCode),
        timestamp: clock().toISOString(),
        returnUrl: urls.returnUrl,
        cancelUrl: urls.returnUrl,
        callbackUrl: `${urls.notifyOrigin}${MODENA_CALLBACK_PATH}`,
      };
      const product = modenaProduct(order.paymentMethodCode);
      const response = await setup.fetch(`${base}/modena/api/merchant/${product}-payment-order`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const location = response.headers.get('location');
      await response.arrayBuffer();
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new ProviderError(`Modena POST ${product}-payment-order answered ${response.status} without a redirect`);
      }
      return { providerReference: order.incrementId, paymentUrl: new URL(location, base).toString() };
    },
  };

  /** What Modena says of the order now (the return and the callback only prompt this question). */
  async function status(orderNumber: string, browserOrigin: string): Promise<PaymentEvent> {
    const base = setup.apiBase(browserOrigin);
    const token = await accessToken(base);
    const response = await setup.fetch(
      `${base}/modena/api/merchant/applications/${encodeURIComponent(orderNumber)}/status`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (response.status === 404) {
      await response.arrayBuffer();
      return {
        provider: 'modena',
        orderNumber,
        providerReference: orderNumber,
        providerStatus: 'UNKNOWN',
        outcome: 'pending',
        amount: Number.NaN,
        currency: '',
      };
    }
    const reply = statusReply.safeParse(await providerJson(response, 'Modena GET application status'));
    if (!reply.success) throw new ProviderError('Modena GET application status answered without a status');
    return {
      provider: 'modena',
      orderNumber,
      providerReference: reply.data.orderId,
      providerStatus: reply.data.status,
      outcome: OUTCOMES[reply.data.status] ?? 'pending',
      amount: reply.data.amount,
      currency: reply.data.currency,
    };
  }

  return { adapter, status };
}

export type Modena = ReturnType<typeof createModena>;
