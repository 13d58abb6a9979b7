// Issue 17: a gift card bought (GIFT-CARD-904, 50 €) is issued when its order is complete and mailed to the
// recipient; redeemed twice partially, then refused when spent; its balance endpoint; two orders spending the same
// balance at once: one wins. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../src/domain/contract/order';
import { giftCardBalanceResponseSchema } from '../../src/domain/contract/gift-card';
import { GIFT_CARD_ERRORS } from '../../server/modules/gift-card/service';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_OPTIONS, TYPED_SKUS } from '../../server/seed/typed-products';
import { engines } from '../helpers/db';
import { MANY_ORDERS, orderBody } from './cart-fixtures';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

describe.each(engines())('gift cards on $name', (engine) => {
  let t: AccountApp;
  let code = '';

  const place = (body: object) => t.call('POST', '/api/order', { body });
  const balance = (value: string) => t.call('GET', `/api/gift-card/balance?code=${encodeURIComponent(value)}`);

  beforeAll(async () => {
    t = await openAccountApp(engine, MANY_ORDERS);
    await t.rows(sql`update stock_items set qty = 20, is_in_stock = true where manage_stock`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues a bought card when its order is complete and mails the code to the recipient', async () => {
    const card = {
      sku: TYPED_SKUS.giftCard,
      qty: 1,
      product_option: {
        extension_attributes: {
          custom_options: [
            { option_id: GIFT_CARD_OPTIONS.amount, option_value: GIFT_CARD_AMOUNTS[1].option_type_id },
            { option_id: GIFT_CARD_OPTIONS.recipient, option_value: 'saaja@example.ee' },
            { option_id: GIFT_CARD_OPTIONS.message, option_value: 'Palju õnne!' },
          ],
        },
      },
    };
    // With a belt the order ships, so cash on delivery completes it at once.
    const reply = await place(orderBody([card, { sku: TYPED_SKUS.belt, qty: 1 }]));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(orderResponseSchema.parse(reply.body).result).toMatchObject({ status: 'complete', grand_total: 79.89 });
    const [row] = await t.rows<{ code: string; balance: string; recipient_email: string }>(
      sql`select code, balance, recipient_email from gift_cards`,
    );
    expect(row).toMatchObject({ recipient_email: 'saaja@example.ee' });
    expect(Number(row?.balance)).toBe(50);
    code = row?.code ?? '';
    // Issue 18: the code's mail was recorded with the order (the durable outbox); wait until it is delivered.
    await t.app.services.mailOutbox.drain();
    const mails = readdirSync(t.outboxDir).map((file) => JSON.parse(readFileSync(join(t.outboxDir, file), 'utf8')));
    const mail = mails.find((candidate) => candidate.to === 'saaja@example.ee');
    expect(mail?.text).toContain(code);
    expect(mail?.text).toContain('Palju õnne!');
    const shown = giftCardBalanceResponseSchema.parse((await balance(code.toLowerCase())).body).result;
    expect(shown).toMatchObject({ code, balance: 50, currency: 'EUR' });
  });

  it('pays part of two orders, then is refused when spent', async () => {
    const first = await place(orderBody([{ sku: TYPED_SKUS.belt, qty: 1 }], { gift_card_code: code }));
    expect(orderResponseSchema.parse(first.body).result.grand_total).toBe(0); // 24.90 + 4.99 courier ≤ 50
    const second = await place(
      orderBody(
        [
          { sku: TYPED_SKUS.scarf, qty: 1 },
          { sku: TYPED_SKUS.socks, qty: 1 },
        ],
        { gift_card_code: code },
      ),
    );
    // 19.90 + 7.50 + 4.99 courier = 32.39; the card has 50 − 29.89 = 20.11 left.
    expect(orderResponseSchema.parse(second.body).result.grand_total).toBe(12.28);
    expect(giftCardBalanceResponseSchema.parse((await balance(code)).body).result.balance).toBe(0);
    const third = await place(orderBody([{ sku: TYPED_SKUS.socks, qty: 1 }], { gift_card_code: code }));
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({ result: GIFT_CARD_ERRORS.spent });
  });

  it('lets only one of two simultaneous orders spend the same balance', async () => {
    await t.rows(sql`update gift_cards set balance = 30 where code = ${code}`);
    const replies = await Promise.all([
      place(orderBody([{ sku: TYPED_SKUS.belt, qty: 1 }], { gift_card_code: code })),
      place(orderBody([{ sku: TYPED_SKUS.belt, qty: 1 }], { gift_card_code: code })),
    ]);
    const [row] = await t.rows<{ balance: string }>(sql`select balance from gift_cards where code = ${code}`);
    const [taken] = await t.rows<{ total: string }>(
      sql`select coalesce(sum(amount), 0) as total from gift_card_redemptions r join gift_cards g on g.id = r.gift_card_id where g.code = ${code}`,
    );
    // Whatever the interleaving, the two orders took exactly what the card held (the first 50 € went earlier) and
    // the balance never went below 0.
    expect(Number(row?.balance)).toBeGreaterThanOrEqual(0);
    expect(roundTo2(Number(taken?.total) - 50 + Number(row?.balance))).toBe(30);
    expect(replies.every((reply) => reply.status === 200 || reply.status === 400)).toBe(true);
  });

  it('answers 404 for an unknown code and 400 naming code for a malformed one', async () => {
    expect((await balance('GC-AAAA-BBBB-CCCC')).status).toBe(404);
    const bad = await balance('x\u0000');
    expect(bad.status).toBe(400);
    expect(String((bad.body as { result: unknown }).result)).toMatch(/code/);
  });
});

const roundTo2 = (value: number) => Math.round(value * 100) / 100;
