// Issue 15, SPEC 2 "Abandoned-cart return": the reminder job on both engines. A logged-in customer's cart with items,
// untouched for ABANDONED_CART_MINUTES, with no order since, gets ONE mail per ABANDONED_CART_PERIOD_HOURS in the
// store's language with the link to /{store}/abandoned-cart-return; guests, empty or converted carts, carts touched
// lately and carts followed by an order get none; instances running the job at once send one mail. What the outbox
// and the database show.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAbandonedCartService } from '../../server/modules/abandoned-cart/service';
import { createMailService } from '../../server/modules/mail/service';
import { outboxResponseSchema } from '../../src/domain/contract/mail';
import { engines } from '../helpers/db';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

const MARI = 'mari.maasikas@example.ee';
const JANIS = 'janis.berzins@example.lv';
const JAAN = 'jaan.tamm@example.ee';
const MINUTES = 120;
const PERIOD_HOURS = 72;
const PUBLIC_URL = 'https://shop.example';

describe.each(engines())('abandoned-cart reminders on $name', (engine) => {
  let t: AccountApp;
  let cartSeq = 0;

  beforeAll(async () => {
    t = await openAccountApp(engine, { PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    t.resetClock();
    await t.rows(sql`delete from abandoned_cart_reminders`);
    await t.rows(sql`delete from carts`);
    // Each test reads only its own mails.
    for (const file of readdirSync(t.outboxDir)) rmSync(join(t.outboxDir, file));
    await t.rows(
      sql`delete from orders where created_at > ${new Date('2026-11-01T00:00:00Z').toISOString()}::timestamptz`,
    );
  });

  /** The job of one instance, on the app's database, clock and outbox. */
  const instance = () =>
    createAbandonedCartService(
      t.database.db,
      createMailService({ from: 'shop@roivas.example', outboxDir: t.outboxDir, clock: t.now }),
      { minutes: MINUTES, periodHours: PERIOD_HOURS, publicUrl: PUBLIC_URL },
      t.now,
    );
  const outbox = async () => outboxResponseSchema.parse((await t.call('GET', '/api/dev/outbox')).body).result;
  const remindersTo = async (email: string) =>
    (await outbox()).filter((mail) => mail.to === email && mail.text.includes('abandoned-cart-return'));

  async function customerId(email: string): Promise<number> {
    const [row] = await t.rows<{ id: number }>(sql`select id from customers where email = ${email}`);
    return Number(row?.id);
  }

  /** A server cart touched `minutesAgo` before the app's now, with the given lines. */
  async function cart(options: {
    email?: string;
    storeCode?: string;
    minutesAgo: number;
    lines?: number[];
    active?: boolean;
  }): Promise<string> {
    cartSeq += 1;
    const id = `abandoned-${cartSeq}`;
    const touched = new Date(t.now().getTime() - options.minutesAgo * 60_000).toISOString();
    const customer = options.email ? await customerId(options.email) : null;
    await t.rows(sql`insert into carts (id, customer_id, store_code, active, created_at, updated_at)
      values (${id}, ${customer}, ${options.storeCode ?? 'ee'}, ${options.active ?? true}, ${touched}::timestamptz,
              ${touched}::timestamptz)`);
    for (const [index, qty] of (options.lines ?? [1]).entries()) {
      await t.rows(sql`insert into cart_items (cart_id, sku, parent_sku, qty, product_type, created_at, updated_at)
        values (${id}, ${`SKU-${cartSeq}-${index}`}, ${`SKU-${cartSeq}`}, ${qty}, 'simple', ${touched}::timestamptz,
                ${touched}::timestamptz)`);
    }
    return id;
  }

  it('mails a customer whose cart with items was left for the configured time, once, in Estonian with the link', async () => {
    const id = await cart({ email: MARI, minutesAgo: MINUTES + 1, lines: [2, 1] });
    const run = await instance().sendReminders();
    expect(run).toEqual({ sent: [id], failed: [] });
    const [mail, ...others] = await remindersTo(MARI);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Sinu ostukorv ootab sind / Your shopping cart is waiting for you');
    expect(mail?.text).toContain('Tere Mari,');
    expect(mail?.text).toContain('Sinu Rõivase ostukorvi jäi 3 toodet.');
    expect(mail?.text).toContain(`${PUBLIC_URL}/ee/abandoned-cart-return`);
    const rows = await t.rows<{ cart_id: string }>(sql`select cart_id from abandoned_cart_reminders`);
    expect(rows.map((row) => row.cart_id)).toEqual([id]);

    // Later runs within the period mail nothing more; after the period the cart, still untouched, gets one more.
    t.advance(3600);
    expect((await instance().sendReminders()).sent).toEqual([]);
    t.advance((PERIOD_HOURS - 1) * 3600 - 60);
    expect((await instance().sendReminders()).sent).toEqual([]);
    t.advance(120);
    expect((await instance().sendReminders()).sent).toEqual([id]);
    expect(await remindersTo(MARI)).toHaveLength(2);
  });

  it("mails a Latvian store's customer in Latvian, linking to the Latvian store", async () => {
    await cart({ email: JANIS, storeCode: 'lv', minutesAgo: MINUTES + 5 });
    await instance().sendReminders();
    const [mail] = await remindersTo(JANIS);
    expect(mail?.subject).toBe('Tavs iepirkumu grozs tevi gaida / Your shopping cart is waiting for you');
    expect(mail?.text).toContain('Tavā Rõivas iepirkumu grozā palika 1 prece.');
    expect(mail?.text).toContain(`${PUBLIC_URL}/lv/abandoned-cart-return`);
  });

  it('mails no guest, no empty or converted cart, no cart touched lately and none followed by an order', async () => {
    await cart({ minutesAgo: MINUTES + 10 }); // a guest's cart
    await cart({ email: MARI, minutesAgo: MINUTES + 10, lines: [] }); // no items
    await cart({ email: JANIS, storeCode: 'lv', minutesAgo: MINUTES - 1 }); // touched 119 minutes ago
    const converted = await cart({ email: MARI, storeCode: 'lv', minutesAgo: MINUTES + 10, active: false });
    expect(converted).toBeTruthy();
    expect(await instance().sendReminders()).toEqual({ sent: [], failed: [] });

    // A line changed lately keeps the cart fresh even when the cart row is old.
    const fresh = await cart({ email: JAAN, minutesAgo: MINUTES + 10 });
    await t.rows(
      sql`update cart_items set updated_at = ${t.now().toISOString()}::timestamptz where cart_id = ${fresh}`,
    );
    expect((await instance().sendReminders()).sent).toEqual([]);

    // An order placed after the last touch: none.
    await t.rows(sql`delete from carts`);
    await cart({ email: JANIS, storeCode: 'lv', minutesAgo: MINUTES + 30 });
    const customer = await customerId(JANIS);
    const placed = new Date(t.now().getTime() - 10 * 60_000).toISOString();
    await t.rows(sql`insert into orders (increment_id, order_id, customer_id, email, store_code, subtotal, tax, shipping,
        grand_total, payload, created_at, updated_at)
      values ('LVTEST1', 'abandoned-order-1', ${customer}, ${JANIS}, 'lv', 10, 2, 0, 10, '{}'::jsonb,
              ${placed}::timestamptz, ${placed}::timestamptz)`);
    expect((await instance().sendReminders()).sent).toEqual([]);
    expect(await remindersTo(JANIS)).toEqual([]);
    expect(await remindersTo(MARI)).toEqual([]);
  });

  it('sends one mail when several instances run the job at the same moment', async () => {
    const id = await cart({ email: MARI, minutesAgo: MINUTES + 1 });
    const runs = await Promise.all(Array.from({ length: 5 }, () => instance().sendReminders()));
    expect(runs.flatMap((run) => run.sent)).toEqual([id]);
    expect(await remindersTo(MARI)).toHaveLength(1);
  });
});
