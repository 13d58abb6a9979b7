// SPEC 2 "Return pages", SPEC 5 "Return pages" rules and SPEC 8 "Payment": what a provider's return to the shop
// needs before the server is asked, when the server's answer is a paid order, and which of SPEC 8's messages a
// failure shows. Pure: the payment-return machine calls these from its guards.
import type { PaymentReturnResult } from '../contract/payment';
import { confirmedDetails } from '../order/confirmed-details';
import type { OrderConfirmation } from '../order/outcome';

/** The providers that send the shopper back to a return page (Liisi decides later, SPEC 7). */
export type ReturnProvider = 'montonio' | 'esto' | 'modena';

export const RETURN_PROVIDERS: readonly ReturnProvider[] = ['montonio', 'esto', 'modena'];

/** SPEC 8 "Payment": the exact English texts; the shop translates them once (src/app/messages/commerce-messages.ts). */
export const PAYMENT_FAILED = 'Payment failed';
export const PAYMENT_PROCESSING_FAILED = 'Payment processing failed.';
export type PaymentReturnMessage = typeof PAYMENT_FAILED | typeof PAYMENT_PROCESSING_FAILED;

/** The query of a return URL, as the page read it. */
export type ReturnQuery = Readonly<Record<string, string>>;

/** The route name of a return page (`montonio-return`) names its provider. */
export function returnProviderOf(routeName: string): ReturnProvider | null {
  const provider = routeName.replace(/-return$/, '');
  return (RETURN_PROVIDERS as readonly string[]).includes(provider) ? (provider as ReturnProvider) : null;
}

/**
 * Whether the return carries what its provider signs, so the server can verify it: Montonio's `order-token`,
 * ESTO's `json` and `mac` (SPEC 2: "reads the query parameters mac and json"), Modena's status SUCCESS with the
 * incrementId (SPEC 2, SPEC 5 "Modena requires status SUCCESS"; anything else is not a payment).
 */
export function hasReturnParams(provider: ReturnProvider, query: ReturnQuery): boolean {
  if (provider === 'montonio') return Boolean(query['order-token']);
  if (provider === 'esto') return Boolean(query.json && query.mac);
  return query.status === 'SUCCESS' && Boolean(query.incrementId);
}

/** SPEC 5: Montonio and ESTO require paymentSuccess true (Modena's server check too), with the order it paid. */
export function isPaidReturn(result: PaymentReturnResult): boolean {
  return result.paymentSuccess && result.order !== null;
}

/** SPEC 3 "Order confirmation" of a paid order, for the thank-you page. */
export function paidConfirmation(result: PaymentReturnResult): OrderConfirmation {
  return {
    backendOrderId: result.order?.entity_id ?? null,
    orderNumber: result.order?.increment_id ?? result.order_increment_id ?? result.merchant_reference ?? null,
    // SPEC 2 /thankyou: the verified order's lines and totals.
    ...confirmedDetails(result.order ?? {}),
  };
}

/** The HTTP code of a failed return call (ApiError from src/adapters/http.ts carries it), or null: no reply. */
export function errorCodeOf(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

/**
 * SPEC 5: "The Esto return fails when paymentSuccess is false or the code is 500": ESTO's 500 is a declined payment
 * ('Payment failed'), as is the server's refusal (4xx: forged, tampered, wrong amount) of any return. Anything else
 * (no reply, another 5xx, a reply of the wrong shape) is SPEC 8's exception on return pages.
 */
export function isRefusal(provider: ReturnProvider, error: unknown): boolean {
  const code = errorCodeOf(error);
  if (code === null) return false;
  if (code >= 400 && code < 500) return true;
  return provider === 'esto' && code === 500;
}

/** SPEC 2 / SPEC 8: a declined return says 'Payment failed'; Modena's says 'Payment processing failed.'. */
export function declinedMessage(provider: ReturnProvider): PaymentReturnMessage {
  return provider === 'modena' ? PAYMENT_PROCESSING_FAILED : PAYMENT_FAILED;
}

/** SPEC 2 "Montonio return": on failure the shopper goes back to /checkout, the cart intact. */
export function returnsToCheckout(provider: ReturnProvider): boolean {
  return provider === 'montonio';
}
