// Montonio, Stargate "Payments v2" API (issue 15, SPEC 7): the order is created by POSTing { data: <JWT> } to
// /orders, the JWT signed HS256 with the secret key and carrying the access key, the merchant reference (= the
// order number), return and notification URLs, the amount and currency, the payment method (paymentInitiation:
// the shopper picks the bank on Montonio's page), the addresses and the locale; the reply has the paymentUrl.
// Montonio sends the shopper back with ?order-token=<JWT> and POSTs { orderToken } to the notification URL (retried
// for 48 h). Both tokens are verified the same way: signature, exp, access key, then amount and currency against the
// STORED order (orders.ts settle) and the uuid against the payment the shop created.
import { z } from 'zod';
import { type JwtCheck, signJwt, verifyJwt } from './jwt';
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

export interface MontonioCredentials {
  accessKey: string;
  secretKey: string;
}

export const MONTONIO_NOTIFICATION_PATH = '/api/ext/montonio/notification';

/** Montonio's paymentStatus values and what they mean for the order (SPEC 3). */
const OUTCOMES: Record<string, PaymentOutcome> = {
  PAID: 'paid',
  AUTHORIZED: 'paid',
  PENDING: 'pending',
  ABANDONED: 'canceled',
  VOIDED: 'declined',
};

const orderTokenClaims = z.object({
  uuid: z.string().min(1),
  accessKey: z.string().min(1),
  merchantReference: z.string().min(1),
  paymentStatus: z.string().min(1),
  grandTotal: z.coerce.number(),
  currency: z.string().min(1),
});

const createReply = z.object({ uuid: z.string().min(1), paymentUrl: z.url() });

const PROBLEMS: Record<Exclude<JwtCheck, { ok: true }>['problem'], string> = {
  malformed: 'order-token: not a JWT',
  algorithm: 'order-token: not signed with HS256',
  signature: 'order-token: the signature is not Montonio’s',
  expired: 'order-token: expired',
};

function address(a: PayableOrder['billing'], email: string | null) {
  if (!a) return undefined;
  return {
    firstName: a.firstname,
    lastName: a.lastname,
    email: email ?? undefined,
    phoneNumber: a.telephone ?? undefined,
    addressLine1: a.street[0] ?? '',
    locality: a.city,
    postalCode: a.postcode,
    country: a.countryId,
  };
}

export function createMontonio(setup: ProviderSetup<MontonioCredentials>, clock: () => Date) {
  const adapter: PaymentAdapter = {
    provider: 'montonio',
    mode: setup.mode,
    async createPayment(order: PayableOrder, urls: PaymentUrls): Promise<CreatedPayment> {
      const { accessKey, secretKey } = await setup.credentials();
      const now = Math.floor(clock().getTime() / 1000);
      const claims = {
        accessKey,
        merchantReference: order.incrementId,
        returnUrl: urls.returnUrl,
        notificationUrl: `${urls.notifyOrigin}${MONTONIO_NOTIFICATION_PATH}`,
        currency: order.currency,
        grandTotal: order.grandTotal,
        locale: localeOf(order.storeCode),
        billingAddress: address(order.billing, order.email),
        shippingAddress: address(order.shipping, order.email),
        lineItems: order.lines.map((line) => ({ name: line.name, quantity: line.qty, finalPrice: line.price })),
        payment: {
          method: 'paymentInitiation',
          methodDisplay: 'Bank link',
          amount: order.grandTotal,
          currency: order.currency,
          methodOptions: {
            preferredCountry: order.storeCode.toUpperCase(),
            preferredLocale: localeOf(order.storeCode),
          },
        },
        iat: now,
        exp: now + 600,
      };
      const response = await setup.fetch(`${setup.apiBase(new URL(urls.returnUrl).origin)}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: signJwt(claims, secretKey) }),
      });
      const reply = createReply.safeParse(await providerJson(response, 'Montonio POST /orders'));
      if (!reply.success) throw new ProviderError('Montonio POST /orders answered without uuid and paymentUrl');
      return { providerReference: reply.data.uuid, paymentUrl: reply.data.paymentUrl };
    },
  };

  /** The order token of a return or a notification, verified; PaymentRefused says what is wrong. */
  async function verifyOrderToken(token: string): Promise<PaymentEvent> {
    const { accessKey, secretKey } = await setup.credentials();
    const checked = verifyJwt(token, secretKey, clock());
    if (!checked.ok) throw new PaymentRefused(PROBLEMS[checked.problem]);
    const claims = orderTokenClaims.safeParse(checked.claims);
    if (!claims.success) {
      throw new PaymentRefused(`order-token: ${claims.error.issues.map((i) => i.path.join('.')).join(', ')} missing`);
    }
    const c = claims.data;
    if (c.accessKey !== accessKey) throw new PaymentRefused('order-token: issued for another store (accessKey)');
    const outcome = OUTCOMES[c.paymentStatus];
    if (!outcome) throw new PaymentRefused(`order-token: unknown paymentStatus ${c.paymentStatus}`);
    return {
      provider: 'montonio',
      orderNumber: c.merchantReference,
      providerReference: c.uuid,
      providerStatus: c.paymentStatus,
      outcome,
      amount: c.grandTotal,
      currency: c.currency,
      // SPEC 3: a bank that refuses the payment is 'banklink_payment_failed'.
      declinedStatus: 'banklink_payment_failed',
    };
  }

  return { adapter, verifyOrderToken };
}

export type Montonio = ReturnType<typeof createMontonio>;
