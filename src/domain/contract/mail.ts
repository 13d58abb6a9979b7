// SPEC 7 mail service (VSF1's /api/ext/mail-service/send-email): the shop sends a message; ARCHITECTURE §7: SMTP in
// production, the outbox folder locally.
import * as z from 'zod/mini';
import { envelope } from './envelope';

/** POST /api/ext/mail-service/send-email. sourceAddress becomes Reply-To; the sender is always the shop. */
export const sendEmailRequestSchema = z.object({
  sourceAddress: z.string().check(z.trim(), z.email(), z.maxLength(254)),
  targetAddress: z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254)),
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  emailText: z.string().check(z.minLength(1), z.maxLength(20_000)),
  /**
   * Issue 16 contact form: a field people never see (hidden from eyes and assistive technology) that spam robots
   * fill in; a message with it is answered as sent and never mailed.
   */
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type SendEmailRequest = z.infer<typeof sendEmailRequestSchema>;

/** Why the mail-service call refuses a target (no open relay). */
export const MAIL_ERRORS = {
  targetNotAllowed:
    "targetAddress: the shop sends only to its own address, or to the customer's own address with a customer token",
  sendFailed: 'The e-mail could not be sent. Please try again later.',
  tooManyFromSender: 'Too many messages from this address; please try again later',
} as const;

/** Issue 16 contact form: messages to the shop one sender address may send within the window (then 429). */
export const CONTACT_LIMIT = { perSender: 5, windowSeconds: 60 * 60 } as const;

/** A mail as the development outbox (GET /api/dev/outbox) lists it, newest first. */
export const outboxMailSchema = z.object({
  id: z.string(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  replyTo: z.optional(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.optional(z.string()),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const sendEmailResponseSchema = envelope(z.string());
export const outboxResponseSchema = envelope(z.array(outboxMailSchema));
