// Issue 15, SPEC 2 "Abandoned-cart return", end to end in Chromium on PostgreSQL (the test ages the carts and sets
// the stock in the database the real server uses): a customer's cart left untouched gets the reminder mail from the
// job; its link, opened as a guest, asks to log in and opens the login modal; after login and the cart's sync the
// sold-out line is removed and the short line reduced with SPEC 2's two messages; then the checkout at 1280 px
// (Estonian store) or the mini cart at 390 px (Latvian store).
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { launchBrowser } from '../helpers/browser';
import { translator } from '../helpers/messages';
import { type RunningServer, startServer } from '../helpers/server';

const postgresUrl = process.env.TEST_DATABASE_URL;

interface Shopper {
  store: 'ee' | 'lv';
  email: string;
  width: number;
  locale: 'et-EE' | 'lv-LV';
}

const SHOPPERS: Shopper[] = [
  { store: 'ee', email: 'mari.maasikas@example.ee', width: 1280, locale: 'et-EE' },
  { store: 'lv', email: 'janis.berzins@example.lv', width: 390, locale: 'lv-LV' },
];

describe.runIf(postgresUrl)('the abandoned-cart return', () => {
  const scratch = `shop_e2e_abandoned_${process.pid}_${Date.now()}`;
  const url = new URL(postgresUrl ?? 'postgres://localhost/none');
  url.pathname = `/${scratch}`;
  let server: RunningServer;
  let browser: Browser;
  let db: pg.Client;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${scratch}"`);
    [server, browser] = await Promise.all([
      startServer({ env: { DATABASE_URL: url.toString(), ABANDONED_CART_CHECK_SECONDS: '1' } }),
      launchBrowser(),
    ]);
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
    await admin(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  });

  /** A customer's server cart with a line to sell out (qty 1) and one to run short (qty 3), untouched for 3 hours. */
  async function abandonedCart(shopper: Shopper, offset: number): Promise<{ soldOut: string; short: string }> {
    const { rows } = await db.query<{ sku: string; parent_sku: string }>(
      `select v.sku, v.parent_sku from product_variants v
       join products p on p.sku = v.parent_sku and p.store_code = $1 and p.status = 1
       where v.status = 1 order by v.parent_sku, v.id limit 2 offset $2`,
      [shopper.store, offset],
    );
    const [soldOut, short] = rows as [{ sku: string; parent_sku: string }, { sku: string; parent_sku: string }];
    await db.query(`update stock_items set qty = 0, is_in_stock = false, manage_stock = true where sku = $1`, [
      soldOut.sku,
    ]);
    await db.query(`update stock_items set qty = 1, is_in_stock = true, manage_stock = true where sku = $1`, [
      short.sku,
    ]);
    const { rows: customers } = await db.query<{ id: number }>('select id from customers where email = $1', [
      shopper.email,
    ]);
    const customerId = customers[0]?.id;
    await db.query('delete from carts where customer_id = $1', [customerId]);
    const cartId = `abandoned-e2e-${shopper.store}`;
    const touched = new Date(Date.now() - 3 * 3600 * 1000).toISOString();
    await db.query(
      `insert into carts (id, customer_id, store_code, active, created_at, updated_at) values ($1, $2, $3, true, $4, $4)`,
      [cartId, customerId, shopper.store, touched],
    );
    for (const [line, qty] of [
      [soldOut, 1],
      [short, 3],
    ] as const) {
      await db.query(
        `insert into cart_items (cart_id, sku, parent_sku, qty, product_type, created_at, updated_at)
         values ($1, $2, $3, $4, 'configurable', $5, $5)`,
        [cartId, line.sku, line.parent_sku, qty, touched],
      );
    }
    return { soldOut: soldOut.sku, short: short.sku };
  }

  async function reminderLink(email: string): Promise<string> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const body = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
        result: { to: string; text: string }[];
      };
      const link = body.result
        .find((mail) => mail.to === email)
        ?.text.match(/https?:\/\/\S+\/abandoned-cart-return/)?.[0];
      if (link) return new URL(link).pathname;
      if (Date.now() > deadline) throw new Error(`No abandoned-cart mail to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it.each(SHOPPERS.map((shopper, index) => ({ ...shopper, index })))(
    '$store at $width px: mail link, login, sold-out line removed and short line reduced, then on',
    async (shopper) => {
      const t = translator(shopper.locale);
      const { soldOut, short } = await abandonedCart(shopper, shopper.index * 7);
      const path = await reminderLink(shopper.email);
      expect(path).toBe(`/${shopper.store}/abandoned-cart-return`);

      const context = await browser.newContext({ viewport: { width: shopper.width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByText(t('Please log in to continue with checkout ...')).first().waitFor();
      const login = page.getByRole('dialog', { name: t('Log in') });
      await login.waitFor();
      await login.getByLabel(new RegExp(`^${t('E-mail address')}`)).fill(shopper.email);
      await login.getByLabel(new RegExp(`^${t('Password')}`)).fill(DEMO_PASSWORD);
      await login.getByRole('button', { name: t('Log in') }).click();

      await page
        .getByText(t('Product {sku} removed from cart because is out of stock', { sku: soldOut }))
        .first()
        .waitFor({ timeout: 20_000 });
      await page
        .getByText(t('Product {sku} qty updated {from} -> {to}', { sku: short, from: 3, to: 1 }))
        .first()
        .waitFor();
      if (shopper.width >= 768) {
        await page.waitForURL(`${server.url}/${shopper.store}/checkout`);
      } else {
        await page.getByRole('dialog', { name: t('Shopping cart') }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
      }
      // The server cart holds what the shopper now sees: the short line reduced, the sold-out one gone.
      await expect
        .poll(
          async () => {
            const { rows: now } = await db.query<{ sku: string; qty: number }>(
              `select i.sku, i.qty from cart_items i join carts c on c.id = i.cart_id
             join customers cu on cu.id = c.customer_id where cu.email = $1 and c.active`,
              [shopper.email],
            );
            return now.map((row) => [row.sku, Number(row.qty)]);
          },
          { timeout: 10_000 },
        )
        .toEqual([[short, 1]]);
      await context.close();
    },
  );
});
