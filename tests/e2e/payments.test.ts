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
import { type RunningServer, startServer } from '../helpers/server';
import { DEMO_CUSTOMERS, logInByApi, open, type StoreCode, shopper, waitForMail } from '../helpers/shop';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
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
type Choice = 'approve' | 'decline' | 'cancel';

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
  { store: 'ee', width: 1280, provider: 'modena', choice: 'approve', customer: null },
  { store: 'lv', width: 390, provider: 'modena', choice: 'cancel', customer: null },
  { store: 'ee', width: 390, provider: 'montonio', choice: 'cancel', customer: null },
  { store: 'lv', width: 1280, provider: 'esto', choice: 'cancel', customer: null },
  { store: 'ee', width: 1280, provider: 'modena', choice: 'decline', customer: null },
];

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
        : words.cancel;
  return page.getByRole('button', { name });
}

describe('paying with the local providers through their sandboxes', () => {
  it.each(CASES)(
    '$store at $width px: $provider, $choice ($customer)',
    async ({ store, width, provider, choice, customer }) => {
      const shop = shopper(store);
      const { t } = shop;
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      // Known and handled (issue 15 closing note): placing the order converted the server cart, so back from an
      // unpaid payment the cart's first pull answers 404 and the cart machine makes a new server cart with the same
      // lines (SPEC 4 "Sync": a non-200 retries as a guest cart); Chromium logs that 404 as a console error.
      const convertedCartPull = (url: string) => /\/api\/cart\/pull\?/.test(url);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (convertedCartPull(message.location().url ?? '')) return;
        consoleErrors.push(message.text());
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
        await open(page, `${server.url}/${store}/`);
        if (customer) {
          const dialog = await shop.logIn(page, customer);
          await dialog.waitFor({ state: 'hidden' });
        }
        await shop.addFirstProductAndCheckout(page, server.url);
        const email = customer ?? `pay-${provider}-${choice}-${store}@example.com`;
        await shop.fillPersonal(page, customer ? undefined : email);
        await shop.fillShipping(page, 'courier');
        await shop.fillPayment(page, METHOD[provider]);
        await page.getByRole('button', { name: t('Place the order') }).click();

        // The provider's page, as the sandbox plays it, in the store's language.
        await page.waitForURL(new RegExp(`/sandbox/${provider}/pay/`));
        await sandboxButton(page, store, provider, choice).click();

        if (choice === 'approve') {
          await page.waitForURL(new RegExp(`/${store}/thankyou$`));
          const numberText = page.locator('.thank-you__number strong');
          await numberText.waitFor();
          const number = (await numberText.textContent())?.trim() ?? '';
          expect(number).toMatch(new RegExp(`^${store.toUpperCase()}\\d{6}$`));
          await waitForMail(server.url, email, new RegExp(number));
          if (customer) {
            const token = await logInByApi(server.url, customer);
            const history = (await (await fetch(`${server.url}/api/user/order-history?token=${token}`)).json()) as {
              result: { items: { increment_id: string; status: string }[] };
            };
            expect(history.result.items.find((order) => order.increment_id === number)?.status).toBe('complete');
          }
          // SPEC 4 step 8: the cart is empty after a paid order (the header's cart, back in the shop).
          await open(page, `${server.url}/${store}/`);
          await expect
            .poll(async () => (await shop.cartButton(page).textContent())?.replace(/\D/g, '') || '0')
            .toBe('0');
        } else if (provider === 'montonio') {
          // SPEC 2: 'Payment failed' and back to the checkout, the cart intact.
          await page.getByText(t('Payment failed')).first().waitFor();
          await page.waitForURL(new RegExp(`/${store}/checkout$`));
          // The cart is intact: the checkout's order summary still lists the product.
          await page.locator('.checkout__summary li').first().waitFor();
        } else if (provider === 'esto') {
          await page.waitForURL(new RegExp(`/${store}/esto-return`));
          await page.getByText(t('Payment failed')).first().waitFor();
        } else {
          await page.waitForURL(new RegExp(`/${store}/modena-return`));
          await page.getByText(t('Payment processing failed.')).first().waitFor();
        }
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
