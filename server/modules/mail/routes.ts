// SPEC 7 mail service: POST /api/ext/mail-service/send-email {sourceAddress, targetAddress, subject, emailText}.
// Not an open relay (our decision): the target must be the shop's own address (MAIL_FROM: contact forms), or the
// address of the customer whose token comes with the call (a copy to oneself). The sender is always the shop;
// sourceAddress becomes Reply-To. Mails leave as plain text only.
// Development outbox (ARCHITECTURE §7): GET /dev/outbox (HTML, newest first, links clickable) and GET /api/dev/outbox
// (JSON), served when DEV_OUTBOX is on — by default exactly when no SMTP server is configured — and only to whom
// server/exposure.ts allows (issue 13 finding 1: in development, to this machine in production on loopback).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromThisMachine, type OutboxAccess } from '../../exposure';
import { CONTACT_LIMIT, MAIL_ERRORS, type OutboxMail, sendEmailRequestSchema } from '../../../src/domain/contract/mail';
import { SHOP_EMAIL } from '../../../src/domain/store-views';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import { requestToken } from '../user/request-token';
import type { UserService } from '../user/service';
import type { MailOutbox } from './outbox';
import { MailSendError, type MailService } from './service';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Escaped text with its http(s) links made clickable. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function outboxPage(mails: readonly OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${escapeHtml(mail.date)} · to <b>${escapeHtml(mail.to)}</b> · from ${escapeHtml(mail.from)}${
        mail.replyTo ? ` · reply to ${escapeHtml(mail.replyTo)}` : ''
      }</p>
<pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (${mails.length})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}
article{border-top:1px solid #ccc;padding:1rem 0}.meta{color:#555;font-size:.9rem}
pre{white-space:pre-wrap;font:inherit;background:#f6f6f6;padding:1rem}</style></head>
<body><h1>Outbox</h1><p>Mails the shop would have sent (no SMTP_URL is set), newest first.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

export async function mailRoutes(
  app: FastifyInstance,
  opts: { mail: MailService; mailOutbox?: Pick<MailOutbox, 'drain'>; user: UserService; outbox: OutboxAccess },
) {
  const { mail, user } = opts;
  // Issue 16 contact form: messages to the shop per sender address (the client address has its own limit above).
  const bySender = app.createRateLimit({
    max: CONTACT_LIMIT.perSender,
    timeWindow: CONTACT_LIMIT.windowSeconds * 1000,
    keyGenerator: (request: FastifyRequest) =>
      `mail-sender:${String((request.body as { sourceAddress?: unknown }).sourceAddress)
        .trim()
        .toLowerCase()}`,
  });

  app.post(
    '/api/ext/mail-service/send-email',
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const body = parseOr400(sendEmailRequestSchema, request.body);
      // The shop's own addresses: MAIL_FROM and each store view's contact address (SPEC 2 footer).
      let allowed =
        body.targetAddress === mail.from.toLowerCase() ||
        Object.values(SHOP_EMAIL).some((address) => address.toLowerCase() === body.targetAddress);
      const token = requestToken(request);
      const toShop = allowed;
      if (!allowed && token) {
        const customer = await user.profile(await user.authenticate(token));
        allowed = customer.email === body.targetAddress;
      }
      if (!allowed) throw new HttpError(403, MAIL_ERRORS.targetNotAllowed);
      if (toShop) {
        const outcome = await bySender(request);
        if (!outcome.isAllowed && outcome.isExceeded) {
          reply.header('Retry-After', outcome.ttlInSeconds);
          throw new HttpError(429, MAIL_ERRORS.tooManyFromSender);
        }
      }
      // The honeypot was filled in: a robot. It is told the message left; nothing is mailed or logged.
      if (body.website?.trim()) return ok(reply, 'OK');
      try {
        await mail.send({
          to: body.targetAddress,
          replyTo: body.sourceAddress,
          subject: body.subject,
          text: body.emailText,
        });
      } catch (error) {
        if (!(error instanceof MailSendError)) throw error;
        // The failure's kind only: the SMTP server's answer may quote the addresses (nothing personal in logs).
        request.log.error({ err: { name: error.name } }, 'contact mail could not be sent');
        return ok(reply, MAIL_ERRORS.sendFailed, 500);
      }
      return ok(reply, 'OK');
    },
  );

  if (!mail.outboxListed || opts.outbox === 'nobody') return;
  // Another client is told the page does not exist, as when the outbox is off.
  const onlyHere = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (opts.outbox === 'this-machine' && !fromThisMachine(request)) {
        return reply.code(404).send({ code: 404, result: `Not found: ${request.url.split('?')[0]}` });
      }
    },
  };

  // Issue 18: the mails the durable outbox holds (an order's confirmation recorded a moment ago) are delivered
  // before the folder is listed, so the page shows every mail the shop has to send.
  const delivered = async () => {
    await opts.mailOutbox?.drain();
    return mail.outbox();
  };

  app.get('/api/dev/outbox', onlyHere, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(reply, await delivered());
  });

  app.get('/dev/outbox', onlyHere, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(await delivered())),
  );
}
