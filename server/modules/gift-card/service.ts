// Issue 17: gift cards. A complete order with GIFT-CARD-904 lines issues one card per unit (its amount is the line's
// server price; the recipient and message are the line's custom options) and mails the code to the recipient; a
// later order redeems a code (partial use, the rest stays, expiry after GIFT_CARD_VALID_DAYS). The balance only goes
// down by one conditional UPDATE (balance >= amount), so two orders can never spend the same euro.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { roundMoney } from '../../../src/domain/money';
import type { Db } from '../../db/client';
import { giftCardRedemptions, giftCards, type OrderPayload } from '../../db/schema';
import { HttpError } from '../../http/reply';
import type { Mail } from '../mail/service';
import { GIFT_CARD_OPTIONS, TYPED_SKUS } from '../../seed/typed-products';

export const GIFT_CARD_VALID_DAYS = 365;
export const GIFT_CARD_ERRORS = {
  unknown: 'gift_card_code: no such gift card',
  expired: 'gift_card_code: this gift card has expired',
  spent: 'gift_card_code: this gift card has no balance left',
} as const;

/** 'GC-7KQ2-M9XA-4TPW': 60 random bits, letters and digits people do not confuse. */
export function newGiftCardCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `GC-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

const normalize = (code: string) => code.trim().toUpperCase();

export interface GiftCardBalance {
  code: string;
  balance: number;
  currency: string;
  expires_at: string;
}

/** The card's balance (404 unknown, 400 expired). */
export async function giftCardBalance(db: Db, code: string, now: Date): Promise<GiftCardBalance> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.code, normalize(code)));
  if (!card) throw new HttpError(404, GIFT_CARD_ERRORS.unknown);
  if (card.expiresAt.getTime() <= now.getTime()) throw new HttpError(400, GIFT_CARD_ERRORS.expired);
  return { code: card.code, balance: card.balance, currency: card.currency, expires_at: card.expiresAt.toISOString() };
}

/** What the card would pay of `total` now (its balance or the total, the smaller). 400 when it pays nothing. */
export async function giftCardShare(
  tx: Db,
  code: string,
  total: number,
  now: Date,
): Promise<{ code: string; amount: number }> {
  const card = await giftCardBalance(tx, code, now);
  if (card.balance <= 0) throw new HttpError(400, GIFT_CARD_ERRORS.spent);
  return { code: card.code, amount: roundMoney(Math.min(card.balance, total)) };
}

/** Takes `amount` off the card for the order, in the caller's transaction; false when the balance no longer holds it. */
export async function redeemGiftCard(
  tx: Db,
  code: string,
  amount: number,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const [card] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}`, updatedAt: now })
    .where(and(eq(giftCards.code, code), sql`${giftCards.balance} >= ${amount}`, gt(giftCards.expiresAt, now)))
    .returning({ id: giftCards.id });
  if (!card) return false;
  await tx.insert(giftCardRedemptions).values({ giftCardId: card.id, orderId, amount, createdAt: now });
  return true;
}

/** An order that will not be paid gives back what it took of its gift cards. */
export async function restoreGiftCards(tx: Db, orderId: number, now: Date): Promise<void> {
  const taken = await tx.delete(giftCardRedemptions).where(eq(giftCardRedemptions.orderId, orderId)).returning();
  for (const redemption of taken) {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${redemption.amount}`, updatedAt: now })
      .where(eq(giftCards.id, redemption.giftCardId));
  }
}

type PayloadLine = OrderPayload['products'][number] & {
  product_option?: {
    extension_attributes?: { custom_options?: { option_id: string | number; option_value: string | number }[] };
  };
};

const optionText = (line: PayloadLine, optionId: number) =>
  line.product_option?.extension_attributes?.custom_options?.find(
    (entry) => String(entry.option_id) === String(optionId),
  )?.option_value;

/**
 * Issues the cards a complete order bought (once: the source key is unique) and returns the mails to send after
 * the transaction commits.
 */
export async function issueGiftCards(
  tx: Db,
  order: { id: number; storeCode: string; incrementId: string; payload: OrderPayload },
  now: Date,
): Promise<Mail[]> {
  const mails: Mail[] = [];
  const lines = order.payload.products as PayloadLine[];
  for (const [index, line] of lines.entries()) {
    if (line.sku !== TYPED_SKUS.giftCard) continue;
    const recipient = String(optionText(line, GIFT_CARD_OPTIONS.recipient) ?? '').trim();
    const message = optionText(line, GIFT_CARD_OPTIONS.message);
    if (!recipient) continue;
    for (let unit = 0; unit < line.qty; unit++) {
      const code = newGiftCardCode();
      const [card] = await tx
        .insert(giftCards)
        .values({
          code,
          storeCode: order.storeCode,
          initialAmount: line.price,
          balance: line.price,
          orderId: order.id,
          sourceKey: `${order.id}:${index}:${unit}`,
          recipientEmail: recipient,
          message: message === undefined ? null : String(message),
          expiresAt: new Date(now.getTime() + GIFT_CARD_VALID_DAYS * 86_400_000),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: giftCards.sourceKey })
        .returning();
      if (card)
        mails.push(giftCardMail(order.storeCode, recipient, card.code, card.balance, card.expiresAt, card.message));
    }
  }
  return mails;
}

function giftCardMail(
  storeCode: string,
  to: string,
  code: string,
  amount: number,
  expiresAt: Date,
  message: string | null,
): Mail {
  const ee = storeCode !== 'lv';
  const euros = `${amount.toFixed(2).replace('.', ',')} €`;
  const until = expiresAt.toISOString().slice(0, 10);
  const text = ee
    ? [
        `Teile on kingitud Rõivase kinkekaart väärtusega ${euros}.`,
        message ? `Sõnum: ${message}` : '',
        `Kood: ${code}`,
        `Kehtib kuni ${until}. Sisesta kood kassas.`,
      ]
    : [
        `Jums ir uzdāvināta Rõivas dāvanu karte ${euros} vērtībā.`,
        message ? `Ziņa: ${message}` : '',
        `Kods: ${code}`,
        `Derīga līdz ${until}. Ievadiet kodu, noformējot pasūtījumu.`,
      ];
  return {
    to,
    subject: ee ? `Rõivase kinkekaart ${euros}` : `Rõivas dāvanu karte ${euros}`,
    text: text.filter(Boolean).join('\n\n'),
  };
}
