// SPEC 7 "Newsletter" behind /api/ext/mailchimp-subscribe/subscribe: a local subscriber list by default, Mailchimp
// when MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID are set. SPEC 9: subscribing issues a 10 % coupon, once per address,
// sent by mail (never in the reply, so coupons cannot be collected with made-up addresses).
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { NEWSLETTER_COUPON_PERCENT, type NewsletterStatus } from '../../../src/domain/contract/newsletter';
import type { Db } from '../../db/client';
import { coupons, newsletterSubscribers } from '../../db/schema';
import type { MailService } from '../mail/service';
import { createMailchimpList, type MailchimpSettings, type SubscriberList } from './mailchimp';

export const NEWSLETTER_COUPON_SOURCE = 'newsletter';

export interface NewsletterService {
  status(email: string): Promise<NewsletterStatus>;
  /** Subscribes; the first subscription of an address issues and mails its coupon. */
  subscribe(email: string, storeCode: string): Promise<NewsletterStatus>;
  unsubscribe(email: string): Promise<NewsletterStatus>;
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

const COUPON_MAIL: Record<string, { subject: string; text: (code: string) => string }> = {
  ee: {
    subject: 'Tere tulemast uudiskirja! Sinu 10 % sooduskood',
    text: (code) =>
      `Aitäh, et liitusid Rõivase uudiskirjaga!\n\nSinu 10 % sooduskood: ${code}\nSisesta see ostukorvis.`,
  },
  lv: {
    subject: 'Laipni lūdzam jaunumos! Tava 10 % atlaides kods',
    text: (code) => `Paldies, ka pierakstījies Rõivas jaunumiem!\n\nTavs 10 % atlaides kods: ${code}\nIevadi to grozā.`,
  },
};

export function createNewsletterService(
  db: Db,
  mail: MailService,
  options: { mailchimp?: MailchimpSettings; clock?: () => Date },
): NewsletterService {
  const clock = options.clock ?? (() => new Date());
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

  return {
    status: (email) => list.status(email),
    async subscribe(email, storeCode) {
      await list.subscribe(email);
      const code = await issueCoupon(email);
      if (code) {
        const texts = COUPON_MAIL[storeCode] ?? COUPON_MAIL.ee;
        if (texts) await mail.send({ to: email, subject: texts.subject, text: texts.text(code) });
      }
      return 'subscribed';
    },
    async unsubscribe(email) {
      await list.unsubscribe(email);
      return 'unsubscribed';
    },
  };
}
