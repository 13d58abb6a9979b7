// Issue 15, SPEC 7 "Payment providers", ARCHITECTURE §4 "Payments": what every provider adapter shares. Each adapter
// (montonio/, esto/, modena/, liisi/) speaks its provider's real protocol to a base URL: the real provider when its
// credentials are in the environment, else the local sandbox the shop serves itself (sandbox/). An adapter turns the
// provider's verified word into a PaymentEvent; settle.ts applies it to the order exactly once.
import type { PaymentProvider } from '../../../src/domain/contract/payment';
import { HttpError } from '../../http/reply';

export type OnlineProvider = Exclude<PaymentProvider, 'cashondelivery'>;

/** SPEC 3 "Order statuses": what a provider's verified status means for the order. */
export type PaymentOutcome = 'paid' | 'declined' | 'canceled' | 'pending';

/** A provider's status, verified (signature, keys, amount checked by the adapter and settle.ts). */
export interface PaymentEvent {
  provider: OnlineProvider;
  /** The shop's order number (merchant reference). */
  orderNumber: string;
  /** The provider's own id of the payment (Montonio uuid, ESTO purchase id …): ties the event to the attempt. */
  providerReference: string;
  /** The status as the provider named it (PAID, APPROVED, SUCCESS …). */
  providerStatus: string;
  outcome: PaymentOutcome;
  /** What the provider says was paid; compared with the stored order (never the client's figure). */
  amount: number;
  currency: string;
  /** Montonio's bank decline is SPEC 3's 'banklink_payment_failed'; the others' declines are 'payment failed'. */
  declinedStatus?: 'payment failed' | 'banklink_payment_failed';
}

/** The order a provider is asked to collect: figures from the database only. */
export interface PayableOrder {
  id: number;
  incrementId: string;
  storeCode: 'ee' | 'lv';
  grandTotal: number;
  currency: string;
  email: string | null;
  paymentMethodCode: string;
  lines: { sku: string; name: string; qty: number; price: number; rowTotal: number }[];
  billing: {
    firstname: string;
    lastname: string;
    street: string[];
    city: string;
    postcode: string;
    countryId: string;
    telephone: string | null;
  } | null;
  shipping: PayableOrder['billing'];
}

/** Where the provider sends the shopper back and the shop's own origin for notifications. */
export interface PaymentUrls {
  /** The shop page the provider returns the browser to (checked to be this shop's). */
  returnUrl: string;
  /** The shop's origin as the provider calls it (notifications): PUBLIC_URL, else the request's. */
  notifyOrigin: string;
}

export interface CreatedPayment {
  providerReference: string;
  paymentUrl: string;
}

/** One interface for the four adapters: create the payment at the provider, answer its page. */
export interface PaymentAdapter {
  readonly provider: OnlineProvider;
  /** 'sandbox' when no credentials are configured. */
  readonly mode: 'real' | 'sandbox';
  createPayment(order: PayableOrder, urls: PaymentUrls): Promise<CreatedPayment>;
}

/** The fetch an adapter calls its provider with (the sandbox is called in-process, see http.ts). */
export type ProviderFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A refused return or notification: 400 with what was wrong (the order does not change). */
export class PaymentRefused extends HttpError {
  constructor(message: string) {
    super(400, message);
    this.name = 'PaymentRefused';
  }
}

/** A provider that answered something unexpected (a 502 to the shop's client). */
export class ProviderError extends HttpError {
  constructor(message: string) {
    super(502, message);
    this.name = 'ProviderError';
  }
}

/** Amounts compared in cents: the provider's number and the stored numeric(12,2). */
export function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

export const localeOf = (storeCode: string): 'et' | 'lv' | 'en' =>
  storeCode === 'ee' ? 'et' : storeCode === 'lv' ? 'lv' : 'en';

/** How an adapter reaches its provider: the real one (credentials from the environment) or the local sandbox. */
export interface ProviderSetup<Credentials> {
  mode: 'real' | 'sandbox';
  credentials: () => Promise<Credentials>;
  /**
   * The provider's API base; in sandbox mode the shop's own /sandbox/<provider>/api under the origin the browser
   * uses (that of the return URL), so the sandbox's page is reachable at whatever address the shop was opened.
   */
  apiBase: (browserOrigin: string) => string;
  fetch: ProviderFetch;
}

/** A provider's JSON reply, or a ProviderError naming the call. */
export async function providerJson(response: Response, call: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new ProviderError(`${call} answered ${response.status}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError(`${call} did not answer JSON`);
  }
}
