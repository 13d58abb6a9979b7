// SPEC 7 "Newsletter" behind /api/ext/mailchimp-subscribe/subscribe: a local subscriber list by default, Mailchimp
// when MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID are set. SPEC 9: subscribing issues a 10 % coupon, once per address,
// sent by mail (never in the reply, so coupons cannot be collected with made-up addresses).
import { randomInt } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import {
  NEWSLETTER_COUPON_PERCENT,
  type NewsletterCheckAnswer,
  type NewsletterStatus,
  type NewsletterSubscribeAnswer,
} from '../../../src/domain/contract/newsletter';
import type { Db } from '../../db/client';
import { coupons, newsletterPending, newsletterSubscribers } from '../../db/schema';
import type { MailService } from '../mail/service';
import { createMailchimpList, type MailchimpSettings, type SubscriberList } from './mailchimp';
import {
  CONFIRM_LINK_TTL_MS,
  confirmToken,
  confirmUrl,
  readConfirmToken,
  unsubscribeKey,
  unsubscribeSignature,
  unsubscribeUrl,
  validUnsubscribeSignature,
} from './unsubscribe-link';

export const NEWSLETTER_COUPON_SOURCE = 'newsletter';

/** What a confirmation link did: subscribed the address (the coupon mailed the first time), or why not. */
export type ConfirmOutcome =
  | { kind: 'subscribed'; email: string; storeCode: string }
  | { kind: 'invalid' }
  | { kind: 'expired' };

export interface NewsletterService {
  /** The list's status; 'pending' while a confirmation link mailed to a not-subscribed address is still good. */
  status(email: string): Promise<NewsletterCheckAnswer>;
  /**
   * Issue 16 double opt-in: an address not yet subscribed is only mailed a confirmation link ('pending'); one already
   * subscribed answers 'subscribed' and nothing is sent.
   */
  requestSubscription(email: string, storeCode: string): Promise<NewsletterSubscribeAnswer>;
  /** Whether a confirmation token is good (the page asks only then). */
  checkConfirmation(token: string): Promise<'valid' | 'invalid' | 'expired'>;
  /** The confirmation link's token: subscribes the address it names, unless it was forged or has expired. */
  confirm(token: string): Promise<ConfirmOutcome>;
  /** Subscribes at once (a confirmed address, a customer's own); the first subscription issues and mails its coupon. */
  subscribe(email: string, storeCode: string): Promise<NewsletterStatus>;
  unsubscribe(email: string): Promise<NewsletterStatus>;
  /** Issue 13 finding 13: the signed link of the newsletter mails to the address. */
  unsubscribeLink(email: string, storeCode: string): Promise<string>;
  /** Whether the signature is the address's own (the unsubscribe page asks only then). */
  validUnsubscribeSignature(email: string, signature: string): Promise<boolean>;
  /** Unsubscribes when the signature is the address's own; false (and nothing changes) when it is not. */
  unsubscribeSigned(email: string, signature: string): Promise<boolean>;
}

/** Without look-alikes (0/O, 1/I/L) so a coupon read from a mail is typed right. */
const COUPON_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function couponCode(): string {
  return `NEWS-${Array.from({ length: 8 }, () => COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)]).join('')}`;
}

function localList(db: Db, clock: () => Date): SubscriberList {
  const set = async (email: string, status: 'subscribed' | 'unsubscribed') => {
    const now = clock();
    await db
      .insert(newsletterSubscribers)
      .values({ email, status, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { status, updatedAt: now } });
  };
  return {
    async status(email) {
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      return row?.status ?? 'not-found';
    },
    subscribe: (email) => set(email, 'subscribed'),
    async unsubscribe(email) {
      await db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', updatedAt: clock() })
        .where(eq(newsletterSubscribers.email, email));
    },
  };
}

const COUPON_MAIL: Record<string, { subject: string; text: (code: string, unsubscribe: string) => string }> = {
  ee: {
    subject: 'Tere tulemast uudiskirja! Sinu 10 % sooduskood',
    text: (code, unsubscribe) =>
      `Aitäh, et liitusid Rõivase uudiskirjaga!\n\nSinu 10 % sooduskood: ${code}\nSisesta see ostukorvis.\n\n` +
      `Uudiskirjast loobumiseks ava see link:\n${unsubscribe}\n`,
  },
  lv: {
    subject: 'Laipni lūdzam jaunumos! Tava 10 % atlaides kods',
    text: (code, unsubscribe) =>
      `Paldies, ka pierakstījies Rõivas jaunumiem!\n\nTavs 10 % atlaides kods: ${code}\nIevadi to grozā.\n\n` +
      `Lai atteiktos no jaunumiem, atver šo saiti:\n${unsubscribe}\n`,
  },
};

const CONFIRM_MAIL: Record<string, { subject: string; text: (link: string) => string }> = {
  ee: {
    subject: 'Kinnita Rõivase uudiskirja tellimine',
    text: (link) =>
      'Tere!\n\nKeegi (loodetavasti sina) soovis selle aadressiga Rõivase uudiskirjaga liituda. Tellimuse ' +
      `kinnitamiseks ava see link 48 tunni jooksul:\n${link}\n\nPärast kinnitamist saadame sulle 10 % sooduskoodi.\n` +
      'Kui sa ei soovinud liituda, ära tee midagi: ilma kinnituseta me sulle kirju ei saada.\n',
  },
  lv: {
    subject: 'Apstiprini Rõivas jaunumu abonēšanu',
    text: (link) =>
      'Sveiki!\n\nKāds (cerams, tu) vēlējās ar šo adresi pierakstīties Rõivas jaunumiem. Lai apstiprinātu ' +
      `abonēšanu, 48 stundu laikā atver šo saiti:\n${link}\n\nPēc apstiprināšanas nosūtīsim tev 10 % atlaides kodu.\n` +
      'Ja tu nevēlējies pierakstīties, neko nedari: bez apstiprinājuma mēs tev vēstules nesūtīsim.\n',
  },
};

export function createNewsletterService(
  db: Db,
  mail: MailService,
  options: {
    mailchimp?: MailchimpSettings;
    clock?: () => Date;
    /** Origin of the unsubscribe links (PUBLIC_URL, else http://localhost:PORT). */
    publicUrl?: string;
    /** NEWSLETTER_SECRET; unset: a generated key kept in the database. */
    secret?: string;
  },
): NewsletterService {
  const clock = options.clock ?? (() => new Date());
  const key = unsubscribeKey(db, options.secret, clock);
  const unsubscribeLink = async (email: string, storeCode: string) =>
    unsubscribeUrl(options.publicUrl ?? '', email, storeCode, unsubscribeSignature(await key(), email));
  const list = options.mailchimp ? createMailchimpList(options.mailchimp) : localList(db, clock);

  const issueCoupon = async (email: string): Promise<string | undefined> => {
    const [existing] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.email, email), eq(coupons.source, NEWSLETTER_COUPON_SOURCE)));
    if (existing) return undefined;
    const code = couponCode();
    const inserted = await db
      .insert(coupons)
      .values({
        code,
        percent: NEWSLETTER_COUPON_PERCENT,
        email,
        source: NEWSLETTER_COUPON_SOURCE,
        createdAt: clock(),
      })
      .onConflictDoNothing()
      .returning({ code: coupons.code });
    return inserted[0]?.code;
  };

  // Issue 16 follow-up: the confirmation links mailed and not used yet, so the account page can say 'pending'.
  const pendingUntil = async (email: string): Promise<Date | null> => {
    const [row] = await db
      .select({ expiresAt: newsletterPending.expiresAt })
      .from(newsletterPending)
      .where(and(eq(newsletterPending.email, email), gt(newsletterPending.expiresAt, clock())));
    return row?.expiresAt ?? null;
  };
  const forgetPending = (email: string) => db.delete(newsletterPending).where(eq(newsletterPending.email, email));
  const rememberPending = async (email: string, storeCode: string, expiresAt: Date) => {
    const now = clock();
    // Unconfirmed addresses are kept no longer than their link is good.
    await db.delete(newsletterPending).where(lte(newsletterPending.expiresAt, now));
    await db
      .insert(newsletterPending)
      .values({ email, storeCode, expiresAt, createdAt: now })
      .onConflictDoUpdate({ target: newsletterPending.email, set: { storeCode, expiresAt } });
  };

  const service: NewsletterService = {
    async status(email) {
      const listed = await list.status(email);
      if (listed === 'subscribed') return listed;
      return (await pendingUntil(email)) ? 'pending' : listed;
    },
    async requestSubscription(email, storeCode) {
      if ((await list.status(email)) === 'subscribed') return 'subscribed';
      const exp = clock().getTime() + CONFIRM_LINK_TTL_MS;
      const token = confirmToken(await key(), { email, store: storeCode, exp });
      const texts = CONFIRM_MAIL[storeCode] ?? CONFIRM_MAIL.ee;
      if (texts) {
        await mail.send({
          to: email,
          subject: texts.subject,
          text: texts.text(confirmUrl(options.publicUrl ?? '', token, storeCode)),
        });
      }
      await rememberPending(email, storeCode, new Date(exp));
      return 'pending';
    },
    async checkConfirmation(token) {
      const read = readConfirmToken(await key(), token, clock());
      return read.ok ? 'valid' : read.reason;
    },
    async confirm(token) {
      const read = readConfirmToken(await key(), token, clock());
      if (!read.ok) return { kind: read.reason };
      const storeCode = read.claims.store === 'lv' ? 'lv' : 'ee';
      await service.subscribe(read.claims.email, storeCode);
      return { kind: 'subscribed', email: read.claims.email, storeCode };
    },
    async subscribe(email, storeCode) {
      await list.subscribe(email);
      await forgetPending(email);
      const code = await issueCoupon(email);
      if (code) {
        const texts = COUPON_MAIL[storeCode] ?? COUPON_MAIL.ee;
        if (texts) {
          const link = await unsubscribeLink(email, storeCode);
          await mail.send({ to: email, subject: texts.subject, text: texts.text(code, link) });
        }
      }
      return 'subscribed';
    },
    async unsubscribe(email) {
      await list.unsubscribe(email);
      await forgetPending(email);
      return 'unsubscribed';
    },
    unsubscribeLink,
    validUnsubscribeSignature: async (email, signature) => validUnsubscribeSignature(await key(), email, signature),
    async unsubscribeSigned(email, signature) {
      if (!validUnsubscribeSignature(await key(), email, signature)) return false;
      await list.unsubscribe(email);
      await forgetPending(email);
      return true;
    },
  };
  return service;
}
