// Liisi (issue 15, SPEC 3 "Instalment form fields", SPEC 7): the shopper's instalment application is stored with the
// order and forwarded to the lender (POST /applications, HTTP Basic with the merchant id and secret key). The
// lender decides later and POSTs its decision to the shop's callback, signed: X-Liisi-Signature is the hex
// HMAC-SHA256 of the raw body under the secret key, compared in constant time; then the reference (= order number)
// and the amount are checked against the stored order. APPROVED completes the order, REJECTED fails the payment.
// The application is personal data: it never reaches a log line or an error message.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { LiisiForm } from '../../../../src/domain/contract/payment';
import {
  localeOf,
  type PayableOrder,
  type PaymentEvent,
  type PaymentOutcome,
  PaymentRefused,
  ProviderError,
  type ProviderSetup,
  providerJson,
} from '../provider';

export interface LiisiCredentials {
  merchantId: string;
  secretKey: string;
}

export const LIISI_CALLBACK_PATH = '/api/ext/payment-liisi/notification';
export const LIISI_SIGNATURE_HEADER = 'x-liisi-signature';

const OUTCOMES: Record<string, PaymentOutcome> = {
  PROCESSING: 'pending',
  APPROVED: 'paid',
  REJECTED: 'declined',
  CANCELLED: 'canceled',
};

const submitted = z.object({ id: z.string().min(1), status: z.string().min(1), applicationUrl: z.url().optional() });
const decision = z.object({
  applicationId: z.string().min(1),
  reference: z.string().min(1),
  status: z.string().min(1),
  amount: z.coerce.number(),
  currency: z.string().min(1),
});

export function liisiSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function createLiisi(setup: ProviderSetup<LiisiCredentials>) {
  /** Forwards the application; answers the lender's id and, where it has one, the page the applicant follows. */
  async function submit(order: PayableOrder, form: LiisiForm, urls: { browserOrigin: string; notifyOrigin: string }) {
    const { merchantId, secretKey } = await setup.credentials();
    const billing = order.billing ?? order.shipping;
    const response = await setup.fetch(`${setup.apiBase(urls.browserOrigin)}/applications`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${merchantId}:${secretKey}`).toString('base64')}`,
      },
      body: JSON.stringify({
        reference: order.incrementId,
        amount: order.grandTotal,
        currency: order.currency,
        period: form.numberOfPayments,
        language: localeOf(order.storeCode),
        callbackUrl: `${urls.notifyOrigin}${LIISI_CALLBACK_PATH}`,
        customer: billing
          ? { firstName: billing.firstname, lastName: billing.lastname, email: order.email, phone: billing.telephone }
          : undefined,
        applicant: form,
      }),
    });
    const reply = submitted.safeParse(await providerJson(response, 'Liisi POST /applications'));
    if (!reply.success) throw new ProviderError('Liisi POST /applications answered without an application id');
    return reply.data;
  }

  /** The lender's signed decision; PaymentRefused says what is wrong. */
  async function verifyDecision(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
    const { secretKey } = await setup.credentials();
    const expected = Buffer.from(liisiSignature(rawBody, secretKey));
    const given = Buffer.from(signature ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new PaymentRefused(`${LIISI_SIGNATURE_HEADER}: not Liisi’s signature of the body`);
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new PaymentRefused('body: not JSON');
    }
    const parsed = decision.safeParse(body);
    if (!parsed.success) {
      throw new PaymentRefused(`body: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')} missing`);
    }
    const d = parsed.data;
    const outcome = OUTCOMES[d.status];
    if (!outcome) throw new PaymentRefused(`status: unknown status ${d.status}`);
    return {
      provider: 'liisi',
      orderNumber: d.reference,
      providerReference: d.applicationId,
      providerStatus: d.status,
      outcome,
      amount: d.amount,
      currency: d.currency,
    };
  }

  return { mode: setup.mode, submit, verifyDecision };
}

export type Liisi = ReturnType<typeof createLiisi>;
