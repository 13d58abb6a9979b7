// Checkout and orders end to end in Chromium (issue 6): a guest checkout with cash on delivery to the thank-you page
// with the order number; an order placed in the browser's offline mode, queued, offered for confirmation when the
// browser is back online, confirmed and sent once, then in the customer's order history; the same with automatic
// transmission on (a server of its own); axe on the checkout and thank-you pages. What the shop holds is read from
// its database through the order history API.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { type RunningServer, startServer } from '../helpers/server';
import { escapeRegExp, logInByApi, open, orderCount, shopper } from '../helpers/shop';

const shop = shopper('ee');
const { t, field } = shop;
let server: RunningServer;
let automatic: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, automatic, browser] = await Promise.all([
    startServer(),
    startServer({ env: { OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION: 'true' } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), automatic?.stop()]);
});

checkLayoutOfEveryPage();

/** Orders every piece of a sku in stock through the API, ten a line (SPEC 9), as other shoppers would. */
async function sellOut(base: string, sku: string) {
  const stock = await fetch(`${base}/api/stock/check?sku=${encodeURIComponent(sku)}`);
  let left = ((await stock.json()) as { result: { qty: number } }).result.qty;
  const address = {
    firstname: 'Jaan',
    lastname: 'Tamm',
    city: 'Tartu',
    postcode: '50090',
    street: ['Rüütli 1'],
    telephone: '5123456',
    email: 'jaan.tamm@example.ee',
    countryId: 'EE',
  };
  while (left > 0) {
    const qty = Math.min(left, 10);
    const now = new Date().toISOString();
    const response = await fetch(`${base}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        order_id: `sell-out-${sku}-${left}-${Date.now()}`,
        created_at: now,
        updated_at: now,
        store_code: 'ee',
        products: [{ sku, qty }],
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shipping_method_code: 'courier',
          shipping_carrier_code: 'courier',
          payment_method_code: 'cashondelivery',
        },
      }),
    });
    if (response.status !== 200) throw new Error(`sell-out order: ${response.status} ${await response.text()}`);
    left -= qty;
  }
}

async function logIn(page: Page, email: string) {
  await (await shop.logIn(page, email)).waitFor({ state: 'hidden' });
}

/** A seeded customer logs in, fills the cart and goes through the checkout up to the review. */
async function checkoutAsCustomer(page: Page, base: string, email: string) {
  await open(page, `${base}/ee/`);
  await logIn(page, email);
  await shop.addFirstProductAndCheckout(page, base);
  await shop.fillPersonal(page, email);
  await shop.fillShipping(page);
  await shop.fillPayment(page);
}

/** In the browser's offline mode the order is placed (queued), then the shopper leaves the thank-you page (which
 * would send it by itself) for the shop. */
async function placeOrderOffline(page: Page) {
  await page.context().setOffline(true);
  await page.getByRole('button', { name: t('Place the order') }).click();
  await page.getByText(t('Your order will be sent when you are back online.')).waitFor();
  // SPEC 2 /thankyou: what is known of a queued order, its lines; no prices or totals before the server priced it.
  await page.locator('.thank-you__lines .checkout-lines__line').first().waitFor();
  await page.getByText(t('The prices and totals are confirmed when the order reaches us.')).waitFor();
  expect(await page.locator('.thank-you__lines .checkout-lines__total').count()).toBe(0);
  expect(await page.locator('.thank-you__totals').count()).toBe(0);
  await page.getByRole('link', { name: t('Continue shopping') }).click();
  await page.waitForURL(/\/ee\/$/);
}

describe('checkout in the ee store', () => {
  let context: BrowserContext;

  it('takes a guest through the checkout with cash on delivery to the thank-you page', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await shop.addFirstProductAndCheckout(page, server.url);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await shop.fillPersonal(page, `kadri.kask.${Date.now()}@example.ee`);
    await shop.fillShipping(page);
    await shop.fillPayment(page);
    const grand = page.locator('.totals-summary__row--grand dd');
    const reviewTotal = await page.locator('.checkout-review').locator(grand).textContent();
    await page.getByRole('button', { name: t('Place the order') }).click();
    await page.waitForURL(/\/ee\/thankyou$/);
    const number = page.locator('.thank-you__number strong');
    await number.waitFor();
    expect(await number.textContent()).toMatch(/^EE\d{6}$/);
    // SPEC 2 /thankyou: the order's line and the server's totals, the grand total the review showed.
    expect(await page.locator('.thank-you__lines .checkout-lines__total').count()).toBe(1);
    expect(await page.locator('.thank-you__totals').locator(grand).textContent()).toBe(reviewTotal);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // The cart was emptied after the order (SPEC 4 step 8).
    await page.getByRole('link', { name: t('Continue shopping') }).click();
    await page.waitForURL(/\/ee\/$/);
    await expect
      .poll(async () => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('Cart'))}`) }).textContent())
      .toContain('(0)');
    await context.close();
  });

  it('takes a logged-in customer through the checkout; the order is in the order history', async () => {
    const email = 'mari.maasikas@example.ee';
    const token = await logInByApi(server.url, email);
    const before = await orderCount(server.url, token);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, `${server.url}/ee/`);
    await logIn(page, email);
    await shop.addFirstProductAndCheckout(page, server.url);
    // The profile fills the personal details (SPEC 6).
    await expect.poll(() => page.getByLabel(field('E-mail address')).inputValue()).toBe(email);
    await page.getByRole('button', { name: t('Continue') }).click();
    await shop.fillShipping(page);
    await shop.fillPayment(page);
    await page.getByRole('button', { name: t('Place the order') }).click();
    await page.waitForURL(/\/ee\/thankyou$/);
    const number = (await page.locator('.thank-you__number strong').textContent()) ?? '';
    expect(await orderCount(server.url, token)).toBe(before + 1);
    await open(page, `${server.url}/ee/my-account/orders`);
    await page.getByText(number).first().waitFor();
    await context.close();
  });

  it('queues an order placed offline, offers it on reconnecting, sends it once when confirmed, and shows it in the order history', async () => {
    const email = 'jaan.tamm@example.ee';
    const token = await logInByApi(server.url, email);
    const before = await orderCount(server.url, token);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await checkoutAsCustomer(page, server.url, email);
    // Away from the thank-you page the confirmation is offered on reconnecting.
    await placeOrderOffline(page);
    await context.setOffline(false);
    await page.getByRole('button', { name: t('Send the orders now') }).click();
    await expect.poll(() => orderCount(server.url, token), { timeout: 30_000 }).toBe(before + 1);
    await page.getByRole('button', { name: t('Send the orders now') }).waitFor({ state: 'detached' });

    // Sent once: a reload, and the queue draining on page load, add nothing.
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(2000);
    expect(await orderCount(server.url, token)).toBe(before + 1);
    await open(page, `${server.url}/ee/my-account/orders`);
    await page
      .getByText(/EE\d{6}/)
      .first()
      .waitFor();
    await context.close();
  });

  it('cancels a queued order whose products sold out meanwhile, with the message of SPEC 8', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await shop.addFirstProductAndCheckout(page, server.url);
    const sku = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('ee-shop');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const cart = await new Promise<{ items: { sku: string }[] }>((resolve, reject) => {
        const request = db.transaction('records').objectStore('records').get('current-cart');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      return cart.items[0]?.sku ?? '';
    });
    await shop.fillPersonal(page, `kadri.kask.${Date.now()}@example.ee`);
    await shop.fillShipping(page);
    await shop.fillPayment(page);
    await placeOrderOffline(page);

    // Meanwhile other shoppers buy every piece of it.
    await sellOut(server.url, sku);
    await context.setOffline(false);
    await page.getByRole('button', { name: t('Send the orders now') }).click();
    await page.getByText(t("Some products you've ordered are out of stock. Your order has been canceled.")).waitFor();
    await page.getByRole('button', { name: t('Send the orders now') }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('sends an order placed offline by itself when automatic transmission is on', async () => {
    const email = 'mari.maasikas@example.ee';
    const token = await logInByApi(automatic.url, email);
    const before = await orderCount(automatic.url, token);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await checkoutAsCustomer(page, automatic.url, email);
    await placeOrderOffline(page);
    await context.setOffline(false);
    await expect.poll(() => orderCount(automatic.url, token), { timeout: 30_000 }).toBe(before + 1);
    expect(await page.getByRole('button', { name: t('Send the orders now') }).count()).toBe(0);
    await context.close();
  });
});
