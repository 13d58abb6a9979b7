// ESTO (issue 15, SPEC 7): the purchase is POSTed as JSON to /v2/purchase/redirect with HTTP Basic auth (shop id and
// secret key); the reply is { data: "<json>", mac, errors } whose data holds the purchase_url. ESTO returns the
// shopper with ?json=…&mac=… and POSTs the same json and mac to the notification URL. The mac is the upper-case
// hex SHA-512 of the JSON text followed by the secret key, compared in constant time; then the shop id (when the
// JSON has one), the status (APPROVED / REJECTED / CANCELLED …), the reference (= order number) and the amount are
// checked against the stored order (orders.ts settle).
import { z } from 'zod';
import { estoMac, validEstoMac } from './mac';
import {
  type CreatedPayment,
  localeOf,
  type PayableOrder,
  type PaymentAdapter,
  type PaymentEvent,
  type PaymentOutcome,
  PaymentRefused,
  type PaymentUrls,
  ProviderError,
  type ProviderSetup,
  providerJson,
} from '../provider';

export interface EstoCredentials {
  shopId: string;
  secretKey: string;
}

export const ESTO_NOTIFICATION_PATH = '/api/ext/payment-esto/notification';

/** ESTO's purchase statuses (SPEC 3 for the order). */
const OUTCOMES: Record<string, PaymentOutcome> = {
  APPROVED: 'paid',
  CREATED: 'pending',
  PENDING: 'pending',
  REJECTED: 'declined',
  CANCELLED: 'canceled',
};

const signedReply = z.object({ data: z.string().min(1), mac: z.string().min(1) });
const purchase = z.object({ id: z.union([z.string(), z.number()]).transform(String), purchase_url: z.url() });
const callback = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  status: z.string().min(1),
  reference: z.string().min(1),
  amount: z.coerce.number(),
  currency: z.string().optional(),
  shop_id: z.string().optional(),
});

/** ESTO's schedule type from the payment method code (esto_hirepurchase, esto_pay, esto_x, esto_pay_later). */
export function scheduleType(code: string): string {
  if (code.includes('pay_later')) return 'PAY_LATER';
  if (code.includes('esto_pay')) return 'ESTO_PAY';
  if (code.includes('esto_x') || code.includes('esto3')) return 'ESTO_X';
  return 'REGULAR';
}

export function createEsto(setup: ProviderSetup<EstoCredentials>) {
  const adapter: PaymentAdapter = {
    provider: 'esto',
    mode: setup.mode,
    async createPayment(order: PayableOrder, urls: PaymentUrls): Promise<CreatedPayment> {
      const { shopId, secretKey } = await setup.credentials();
      const billing = order.billing ?? order.shipping;
      const body = {
        amount: order.grandTotal,
        reference: order.incrementId,
        return_url: urls.returnUrl,
        notification_url: `${urls.notifyOrigin}${ESTO_NOTIFICATION_PATH}`,
        schedule_type: scheduleType(order.paymentMethodCode),
        language: localeOf(order.storeCode),
        customer: billing
          ? {
              first_name: billing.firstname,
              last_name: billing.lastname,
              email: order.email ?? undefined,
              phone: billing.telephone ?? undefined,
              address: billing.street.join(', '),
              city: billing.city,
              post_code: billing.postcode,
            }
          : undefined,
        items: order.lines.map((line) => ({ name: line.name, unit_price: line.price, quantity: line.qty })),
      };
      const response = await setup.fetch(`${setup.apiBase(new URL(urls.returnUrl).origin)}/v2/purchase/redirect`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`,
        },
        body: JSON.stringify(body),
      });
      const signed = signedReply.safeParse(await providerJson(response, 'ESTO POST /v2/purchase/redirect'));
      if (!signed.success || !validEstoMac(signed.data.data, signed.data.mac, secretKey)) {
        throw new ProviderError('ESTO POST /v2/purchase/redirect answered without a valid mac');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(signed.data.data);
      } catch {
        throw new ProviderError('ESTO POST /v2/purchase/redirect answered data that is not JSON');
      }
      const data = purchase.safeParse(parsed);
      if (!data.success) throw new ProviderError('ESTO POST /v2/purchase/redirect answered without purchase_url');
      return { providerReference: data.data.id, paymentUrl: data.data.purchase_url };
    },
  };

  /** ESTO's json and mac (a return or a notification), verified; PaymentRefused says what is wrong. */
  async function verifyCallback(json: string, mac: string): Promise<PaymentEvent> {
    const { shopId, secretKey } = await setup.credentials();
    if (!validEstoMac(json, mac, secretKey)) throw new PaymentRefused('mac: not ESTO’s signature of json');
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new PaymentRefused('json: not JSON');
    }
    const data = callback.safeParse(parsed);
    if (!data.success)
      throw new PaymentRefused(`json: ${data.error.issues.map((i) => i.path.join('.')).join(', ')} missing`);
    const c = data.data;
    if (c.shop_id !== undefined && c.shop_id !== shopId) throw new PaymentRefused('json.shop_id: another shop');
    const outcome = OUTCOMES[c.status];
    if (!outcome) throw new PaymentRefused(`json.status: unknown status ${c.status}`);
    return {
      provider: 'esto',
      orderNumber: c.reference,
      providerReference: c.id,
      providerStatus: c.status,
      outcome,
      amount: c.amount,
      currency: c.currency ?? 'EUR',
    };
  }

  return { adapter, verifyCallback };
}

export type Esto = ReturnType<typeof createEsto>;
export { estoMac };
