// SPEC 7 "Newsletter": /api/ext/mailchimp-subscribe/subscribe — GET ?email= (result 'subscribed' means subscribed),
// POST {email}, DELETE {email} (the signed-in customer's own address, with the token; issue 13); success is code 200. SPEC 9: subscribing issues a 10 % coupon (sent by mail).
import * as z from 'zod/mini';
import { envelope } from './envelope';

export const NEWSLETTER_STATUSES = ['subscribed', 'unsubscribed', 'not-found'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export { NEWSLETTER_COUPON_PERCENT } from '../newsletter';

const email = z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254));

/** Issue 13 finding 13: DELETE unsubscribes only the signed-in customer's own address. */
export const NEWSLETTER_ERRORS = {
  notOwnAddress:
    "email: only your own address can be unsubscribed here; use the link in the newsletter's mail for another",
} as const;

export const newsletterQuerySchema = z.object({ email });
export const newsletterRequestSchema = z.object({ email, storeCode: z.optional(z.enum(['ee', 'lv'])) });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/** Every call answers the resulting status; the coupon code travels only by mail (no coupon farming). */
export const newsletterResponseSchema = envelope(z.enum(NEWSLETTER_STATUSES));

/**
 * Issue 16 double opt-in: POST answers 'pending' when it only mailed a confirmation link (the address is subscribed,
 * and its coupon mailed, once the link is opened and confirmed); 'subscribed' for an address already in, or the
 * signed-in customer's own address (with the token), which is subscribed at once.
 */
export const NEWSLETTER_SUBSCRIBE_ANSWERS = [...NEWSLETTER_STATUSES, 'pending'] as const;
export type NewsletterSubscribeAnswer = (typeof NEWSLETTER_SUBSCRIBE_ANSWERS)[number];
export const newsletterSubscribeResponseSchema = envelope(z.enum(NEWSLETTER_SUBSCRIBE_ANSWERS));

/**
 * GET: the status, or 'pending' while a confirmation link mailed for a not-yet-subscribed address is still good
 * (issue 16 follow-up: the account page shows it instead of 'not subscribed'). SPEC 7: only 'subscribed' is subscribed.
 */
export type NewsletterCheckAnswer = NewsletterSubscribeAnswer;
export const newsletterStatusResponseSchema = newsletterSubscribeResponseSchema;
