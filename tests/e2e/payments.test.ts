// Issue 15 end to end, in Chromium, in both stores and at both widths: a shopper pays through the provider's page as
// the local sandbox plays it (server/modules/payments/sandbox/) and comes back through the return page
// (machines/payment-return.machine.ts). Approved: the thank-you page with the order's number, the order `complete` in
// the history and its confirmation mail; declined or canceled at Montonio: 'Payment failed' and back to the checkout
// with the cart; ESTO declined or canceled: 'Payment failed' stays on the return page; Modena declined or canceled:
// 'Payment processing failed.' (SPEC 2: only status SUCCESS pays).
// No console error on any page; nothing past the viewport's edge.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { screenshots } from '../helpers/screenshots';
import { type RunningServer, startServer } from '../helpers/server';
import { DEMO_CUSTOMERS, logInByApi, open, type StoreCode, shopper, waitForMail } from '../helpers/shop';

let server: RunningServer;
/** Issue 15: the timeout case's shop: a 15-second reservation, swept every second (PAYMENT_SWEEP_SECONDS). */
let shortReservation: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, shortReservation, browser] = await Promise.all([
    startServer(),
    startServer({ env: { PAYMENT_RESERVATION_MINUTES: '0.25', PAYMENT_SWEEP_SECONDS: '1' } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), shortReservation?.stop()]);
});

checkLayoutOfEveryPage();

/** The sandbox page's buttons (server/modules/payments/sandbox/page.ts), by the store's language. */
const SANDBOX = {
  ee: { pay: 'Maksa', approve: 'Kinnita', bankDeclines: 'Pank keeldub maksest', cancel: 'Katkesta ja naase poodi' },
  lv: {
    pay: 'Maksāt',
    approve: 'Apstiprināt',
    bankDeclines: 'Banka noraida maksājumu',
    cancel: 'Atcelt un atgriezties veikalā',
  },
} as const;

type Provider = 'montonio' | 'esto' | 'modena';
type Choice = 'approve' | 'decline' | 'cancel' | 'timeout';

interface Case {
  store: StoreCode;
  width: 390 | 1280;
  provider: Provider;
  choice: Choice;
  /** A demo customer (the paid order then in the history), or a guest. */
  customer: string | null;
}

const CASES: Case[] = [
  { store: 'ee', width: 1280, provider: 'montonio', choice: 'approve', customer: DEMO_CUSTOMERS.ee[1] },
  { store: 'lv', width: 390, provider: 'montonio', choice: 'decline', customer: null },
  { store: 'lv', width: 1280, provider: 'esto', choice: 'approve', customer: DEMO_CUSTOMERS.lv[1] },
  { store: 'ee', width: 390, provider: 'esto', choice: 'decline', customer: null },
  // Every provider's approval reaches a customer's history as `complete` (guests: the decline and cancel cases).
  { store: 'ee', width: 1280, provider: 'modena', choice: 'approve', customer: DEMO_CUSTOMERS.ee[1] },
  { store: 'lv', width: 390, provider: 'modena', choice: 'cancel', customer: null },
  // A customer's canceled payment: the order `canceled` in the history and its stock given back.
  { store: 'ee', width: 390, provider: 'montonio', choice: 'cancel', customer: DEMO_CUSTOMERS.ee[0] },
  { store: 'lv', width: 1280, provider: 'esto', choice: 'cancel', customer: null },
  { store: 'ee', width: 1280, provider: 'modena', choice: 'decline', customer: null },
  // The sandbox's "let it time out": the provider's expired-session page; the shop's sweep cancels the order when its
  // reservation ends (15 s on this case's shop) and gives the stock back; back in the shop the cart is intact.
  { store: 'lv', width: 390, provider: 'esto', choice: 'timeout', customer: DEMO_CUSTOMERS.lv[0] },
];

/** The sandbox's expired-session note (server/modules/payments/sandbox/page.ts), by the store's language. */
const EXPIRED = { ee: /Makseseanss aegus/, lv: /Maksājuma sesija ir beigusies/ } as const;

const METHOD: Record<Provider, RegExp> = { montonio: /Montonio/, esto: /ESTO/, modena: /Modena/ };

function sandboxButton(page: Page, store: StoreCode, provider: Provider, choice: Choice) {
  const words = SANDBOX[store];
  const name =
    choice === 'approve'
      ? provider === 'montonio'
        ? words.pay
        : words.approve
      : choice === 'decline'
        ? provider === 'montonio'
          ? words.bankDeclines
          : /^(Keeldu|Atteikt)$/
        : choice === 'cancel'
          ? words.cancel
          : /^(Lase seansil aeguda|Ļaut sesijai beigties)$/;
  return page.getByRole('button', { name });
}

/** A customer's latest order (the history's first), with its first line's stock now. */
async function latestOrder(customer: string, shop: RunningServer = server) {
  const token = await logInByApi(shop.url, customer);
  const history = (await (await fetch(`${shop.url}/api/user/order-history?token=${token}`)).json()) as {
    result: { items: { increment_id: string; status: string; items: { sku: string; qty: number }[] }[] };
  };
  const order = history.result.items[0];
  const line = order?.items[0];
  if (!order || !line) throw new Error(`no order in ${customer}'s history`);
  const reply = await fetch(`${shop.url}/api/stock/check?sku=${encodeURIComponent(line.sku)}`);
  const stock = ((await reply.json()) as { result: { qty: number } }).result.qty;
  return { order, stock, qty: line.qty };
}

describe('paying with the local providers through their sandboxes', () => {
  it.each(CASES)(
    '$store at $width px: $provider, $choice ($customer)',
    async ({ store, width, provider, choice, customer }) => {
      const shopServer = choice === 'timeout' ? shortReservation : server;
      const shop = shopper(store);
      const { t } = shop;
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      // Every console error counts: back from an unpaid payment the cart never pulls the server cart the order
      // converted (the checkout tells the cart, which keeps the lines on a new one), so no 404 either.
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url ?? ''}`);
      });
      const cartCalls: { status: number; url: string }[] = [];
      page.on('response', (response) => {
        if (/\/api\/cart\//.test(response.url())) cartCalls.push({ status: response.status(), url: response.url() });
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      if (process.env.DEBUG_PAY) {
        page.on('response', (r) => {
          if (/\/api\/(ext|order)|sandbox/.test(r.url()) || r.status() >= 400)
            console.log('resp', r.status(), r.url().slice(0, 200));
        });
        page.on('framenavigated', (f) => {
          if (f === page.mainFrame()) console.log('nav', f.url().slice(0, 200));
        });
        page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
      }
      try {
        await open(page, `${shopServer.url}/${store}/`);
        if (customer) {
          const dialog = await shop.logIn(page, customer);
          await dialog.waitFor({ state: 'hidden' });
        }
        await shop.addFirstProductAndCheckout(page, shopServer.url);
        const email = customer ?? `pay-${provider}-${choice}-${store}@example.com`;
        await shop.fillPersonal(page, customer ? undefined : email);
        await shop.fillShipping(page, 'courier');
        await shop.fillPayment(page, METHOD[provider]);
        const reviewTotal = await page.locator('.checkout-review .totals-summary__row--grand dd').textContent();
        await page.getByRole('button', { name: t('Place the order') }).click();

        // The provider's page, as the sandbox plays it, in the store's language.
        await page.waitForURL(new RegExp(`/sandbox/${provider}/pay/`));
        // A customer's order while it waits for the payment: pending, its stock reserved.
        const pending = customer ? await latestOrder(customer, shopServer) : null;
        if (pending) expect(pending.order.status).toBe('pending');
        await sandboxButton(page, store, provider, choice).click();

        if (choice === 'approve') {
          await page.waitForURL(new RegExp(`/${store}/thankyou$`));
          const numberText = page.locator('.thank-you__number strong');
          await numberText.waitFor();
          const number = (await numberText.textContent())?.trim() ?? '';
          expect(number).toMatch(new RegExp(`^${store.toUpperCase()}\\d{6}$`));
          // SPEC 2 /thankyou after a paid return too: the order's line and the total the review showed.
          await expect.poll(() => page.locator('.thank-you__lines .checkout-lines__line').count()).toBe(1);
          expect(await page.locator('.thank-you__totals .totals-summary__row--grand dd').first().textContent()).toBe(
            reviewTotal,
          );
          await waitForMail(shopServer.url, email, new RegExp(number));
          if (customer) {
            const token = await logInByApi(shopServer.url, customer);
            const history = (await (await fetch(`${shopServer.url}/api/user/order-history?token=${token}`)).json()) as {
              result: { items: { increment_id: string; status: string }[] };
            };
            expect(history.result.items.find((order) => order.increment_id === number)?.status).toBe('complete');
          }
          // SPEC 4 step 8: the cart is empty after a paid order (the header's cart, back in the shop).
          await open(page, `${shopServer.url}/${store}/`);
          await expect
            .poll(async () => (await shop.cartButton(page).textContent())?.replace(/\D/g, '') || '0')
            .toBe('0');
        } else if (choice === 'timeout') {
          // The provider's page says the session expired; the order stays reserved until the reservation ends,
          // then the shop's sweep cancels it and gives its stock back. Back in the shop the cart holds the product.
          await page.getByText(EXPIRED[store]).first().waitFor();
          if (!customer || !pending) throw new Error('the timeout case is a customer’s (its order in the history)');
          await expect
            .poll(async () => (await latestOrder(customer, shopServer)).order.status, {
              timeout: 40_000,
              interval: 1000,
            })
            .toBe('canceled');
          const canceled = await latestOrder(customer, shopServer);
          expect(canceled.order.increment_id).toBe(pending.order.increment_id);
          expect(canceled.stock, 'the canceled order holds no stock').toBe(pending.stock + pending.qty);
          await open(page, `${shopServer.url}/${store}/checkout`);
          await page.locator('.checkout__summary li').first().waitFor();
        } else if (provider === 'montonio') {
          // SPEC 2: 'Payment failed' and back to the checkout, the cart intact.
          await page.getByText(t('Payment failed')).first().waitFor();
          await page.waitForURL(new RegExp(`/${store}/checkout$`));
          await screenshots(page, `payment-failed-${provider}-${choice}-${store}`, width);
          // The cart is intact: the checkout's order summary still lists the product.
          await page.locator('.checkout__summary li').first().waitFor();
          if (customer && pending) {
            // SPEC 3: the canceled order in the customer's history, its reserved stock given back.
            const canceled = await latestOrder(customer, shopServer);
            expect(canceled.order.increment_id).toBe(pending.order.increment_id);
            expect(canceled.order.status).toBe('canceled');
            expect(canceled.stock, 'the canceled order holds no stock').toBe(pending.stock + pending.qty);
          }
        } else if (provider === 'esto') {
          await page.waitForURL(new RegExp(`/${store}/esto-return`));
          await page.getByText(t('Payment failed')).first().waitFor();
          await screenshots(page, `payment-failed-${provider}-${choice}-${store}`, width);
        } else {
          await page.waitForURL(new RegExp(`/${store}/modena-return`));
          await page.getByText(t('Payment processing failed.')).first().waitFor();
          await screenshots(page, `payment-failed-${provider}-${choice}-${store}`, width);
        }
        expect(consoleErrors).toEqual([]);
        expect(
          cartCalls.filter((call) => call.status === 404),
          'no pull of the converted server cart',
        ).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
