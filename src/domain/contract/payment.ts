// SPEC 7 "Payment providers", SPEC 4 "Order placing" (payment method table), SPEC 5 "Return pages", SPEC 3 "Instalment
// form fields", SPEC 9 (instalment periods, work-time bands, occupations): the payment contract shared by the client
// (checkout redirect, return pages, Liisi form) and the server (server/modules/payments/<provider>/).
// Every reply is the usual envelope { code, result }.
import * as z from 'zod/mini';
import { envelope } from './envelope';
import { confirmedLineSchema, confirmedTotalsSchema, ORDER_STATUSES } from './order';

/** SPEC 4: the payment method code decides the provider flow. */
export type PaymentProvider = 'montonio' | 'esto' | 'modena' | 'liisi' | 'cashondelivery';

export function paymentProviderOf(code: string): PaymentProvider | null {
  if (code === 'montonio_vsf') return 'montonio';
  if (code === 'liisi_vsf') return 'liisi';
  if (code.includes('esto')) return 'esto';
  if (code.includes('modena')) return 'modena';
  if (code === 'cashondelivery') return 'cashondelivery';
  return null;
}

const storeCode = z.enum(['ee', 'lv']);
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const returnUrl = z.string().check(z.minLength(1), z.maxLength(2000));
const orderNumber = text(50);

/**
 * GET /api/ext/montonio/get-montonio-redirect-url (SPEC 7: cart_server_token, merchant_return_url, token).
 * The server finds the pending `montonio_vsf` order placed from that cart (the newest; `order_increment_id`, when
 * given, names it exactly) and answers the URL of Montonio's (or the sandbox's) payment page.
 */
export const montonioRedirectQuerySchema = z.object({
  cart_server_token: text(100),
  merchant_return_url: returnUrl,
  token: z.optional(z.string().check(z.maxLength(200))),
  order_increment_id: z.optional(orderNumber),
});

/** GET /api/ext/payment-esto/get-redirect-url and /api/ext/payment-modena/get-redirect-url (SPEC 7). */
export const providerRedirectQuerySchema = z.object({
  order_increment_id: orderNumber,
  payment_method: text(100),
  store_code: storeCode,
  return_url: returnUrl,
  token: z.optional(z.string().check(z.maxLength(200))),
  /** Issue 15: a guest order's proof of ownership, the server cart the order was placed from (SPEC 7 cart_server_token). */
  cart_server_token: z.optional(z.string().check(z.maxLength(200))),
});

/** Both redirect calls answer { code: 200, result: '<absolute URL of the provider's page>' }. */
export const redirectUrlResponseSchema = envelope(z.string());

/** GET /api/ext/montonio/montonio-return (SPEC 7): the `order-token` JWT Montonio appends to the return URL. */
export const montonioReturnQuerySchema = z.object({
  'order-token': text(8000),
  storeCode,
  token: z.optional(z.string().check(z.maxLength(200))),
});

/** GET /api/ext/payment-esto/esto-return (SPEC 7): ESTO's `json` and its `mac` (SHA-512, upper-case hex). */
export const estoReturnQuerySchema = z.object({
  json: text(20000),
  mac: text(200),
  storeCode,
  token: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * GET /api/ext/payment-modena/modena-return (not in SPEC 7, which only has the client rule "status SUCCESS with
 * incrementId"): the client's word is never taken, so the return page asks the server, which asks Modena (OAuth
 * client credentials) for the payment's status and checks it against the stored order.
 */
export const modenaReturnQuerySchema = z.object({
  incrementId: orderNumber,
  status: z.optional(z.string().check(z.maxLength(50))),
  storeCode,
  token: z.optional(z.string().check(z.maxLength(200))),
});

/** The order as a return reply shows it (SPEC 7: result.order with entity_id and items). */
export const paidOrderSchema = z.object({
  entity_id: z.number(),
  increment_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  grand_total: z.number(),
  currency: z.string(),
  items: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number(), row_total_incl_tax: z.number() })),
  /** SPEC 2 /thankyou: the verified order's lines (with their options) and totals, for the thank-you page. */
  lines: z.optional(z.array(confirmedLineSchema)),
  totals: z.optional(confirmedTotalsSchema),
});
export type PaidOrder = z.infer<typeof paidOrderSchema>;

/** The three return calls answer this (SPEC 7: paymentSuccess, order, merchant_reference / order_increment_id). */
export const paymentReturnResultSchema = z.object({
  paymentSuccess: z.boolean(),
  order: z.nullable(paidOrderSchema),
  merchant_reference: z.optional(z.string()),
  order_increment_id: z.optional(z.string()),
});
export type PaymentReturnResult = z.infer<typeof paymentReturnResultSchema>;
export const paymentReturnResponseSchema = envelope(paymentReturnResultSchema);

/** SPEC 9 instalment periods, work-time bands and occupation options. */
export const INSTALMENT_PERIODS = [3, 6, 9, 12, 15, 18, 21, 24] as const;
export const WORK_TIME_BANDS = ['up_to_6', '6_24', '24_60', 'over_60'] as const;
export const OCCUPATIONS = [
  'employed_private',
  'employed_public',
  'employed_military',
  'self_employed',
  'unemployed',
  'retired',
  'parental_leave',
] as const;

const money = z.number().check(z.gte(0), z.lte(10_000_000));
const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** SPEC 3 "Instalment form fields"; SPEC 5: the personal code has at least 11 digits. */
export const liisiFormSchema = z.object({
  personalCode: z.string().check(z.regex(/^\d{11}$/)),
  employer: text(200),
  timeWorked: z.enum(WORK_TIME_BANDS),
  totalIncome: money,
  monthlyLiabilities: money,
  politicallyExposed: z.boolean(),
  taxAuthorityConsent: z.literal(true),
  validIdCard: z.literal(true),
  numberOfPayments: z.literal(INSTALMENT_PERIODS),
  documentNumber: text(50),
  documentIssueDate: date,
  documentIssuePlace: text(100),
  occupation: z.enum(OCCUPATIONS),
});
export type LiisiForm = z.infer<typeof liisiFormSchema>;

/** POST /api/ext/payment-liisi/payment-liisi-add-order-comment (SPEC 7). */
export const liisiCommentBodySchema = z.object({
  order_increment_id: orderNumber,
  liisi_form_data: liisiFormSchema,
  token: z.optional(z.string().check(z.maxLength(200))),
  /** Issue 15: a guest order's proof of ownership (the server cart it was placed from). */
  cart_server_token: z.optional(z.string().check(z.maxLength(200))),
});
