// Issue 12 "Checkout that tells the truth", in Chromium: a guest in the ee store chooses a parcel machine, reloads
// /checkout mid-way (the shipping methods are there again), and sees at the review the total the server then
// charges; the first placement gets a 500 (SPEC 4 step 5 "other failure"): the queued notice shows, the same cart
// cannot be placed again, the queue resends the order, which reaches the server once, and the thank-you page shows
// its number; the confirmation mail in the outbox carries the review's total. No console error.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { translator } from '../helpers/messages';
import { type RunningServer, startServer } from '../helpers/server';

const t = translator('et-EE');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (source: string) => new RegExp(`^${escapeRegExp(t(source))}( \\*)?$`);
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(email: string): Promise<OutboxMail[]> {
  const body = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as { result: OutboxMail[] };
  return body.result.filter((mail) => mail.to === email);
}

describe('a checkout that tells the truth (ee, 1280 px)', () => {
  it('charges the review’s total for a parcel machine after a reload and a failed first placement', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 500/.test(message.text())) consoleErrors.push(message.text());
    });
    const email = `parcel.${Date.now()}@example.ee`;

    await open(page, `${server.url}/ee/`);
    await page.locator('.product-card__link').first().click();
    await page.getByRole('button', { name: t('Add to cart') }).click();
    await page.getByText(t('Product has been added to the cart!')).first().waitFor();
    await page
      .getByRole('button', { name: t('Proceed to checkout') })
      .first()
      .click();
    await page.waitForURL(/\/ee\/checkout$/);
    await page.getByLabel(field('First name')).first().fill('Kadri');
    await page.getByLabel(field('Last name')).first().fill('Kask');
    await page.getByLabel(field('E-mail address')).fill(email);
    await page.getByRole('button', { name: t('Continue') }).click();

    // Reloaded mid-way: the shipping methods are listed again without changing the country.
    await page.getByLabel(field('Street address')).waitFor();
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    // The typed details came back; the shopper continues from the first step.
    await page
      .getByRole('button', { name: t('Continue') })
      .first()
      .click();
    const form = page.locator('form').filter({ has: page.getByLabel(field('Street address')) });
    await form.getByRole('radio').first().waitFor();
    await form.getByLabel(field('First name')).fill('Kadri');
    await form.getByLabel(field('Last name')).fill('Kask');
    await form.getByLabel(field('Street address')).fill('Pikk 12');
    await form.getByLabel(field('City')).fill('Tallinn');
    await form.getByLabel(field('Zip-code')).fill('10123');
    await form.getByLabel(new RegExp(`^${escapeRegExp(t('Phone number'))}`)).fill('5123456');
    await form.getByRole('radio', { name: /Omniva/ }).check();
    const machine = form.getByLabel(field('Parcel machine'));
    await machine.locator('option').nth(1).waitFor({ state: 'attached' });
    await machine.selectOption({ index: 1 });
    await form.getByRole('button', { name: t('Continue') }).click();

    await page.getByRole('checkbox', { name: /^Nõustun/ }).check();
    await page.getByRole('button', { name: t('Continue') }).click();
    const place = page.getByRole('button', { name: t('Place the order') });
    await place.waitFor();
    const grandTotal = page.locator('.checkout-review .totals-summary__row--grand dd');
    // The parcel machine's price is in the review's total (shipping sent to the cart).
    await expect.poll(async () => page.locator('.checkout-review .totals-summary').textContent()).toContain('2,99');
    const reviewTotal = (await grandTotal.textContent())?.trim() ?? '';
    expect(reviewTotal).toMatch(/€$/);

    // The first placement gets a 500; every later one goes through.
    let attempts = 0;
    await page.route('**/api/order', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"result":"boom"}' });
        return;
      }
      await route.continue();
    });
    await place.click();
    await page.getByText(t('The order can not be transfered because of server error. Order has been queued')).waitFor();
    // The queue resends it; the thank-you page shows its number.
    await page.waitForURL(/\/ee\/thankyou$/, { timeout: 20_000 });
    const number = page.locator('.thank-you__number strong');
    await number.waitFor();
    const orderNumber = (await number.textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^EE\d{6}$/);
    expect(attempts, 'one failed send, one resend').toBe(2);

    // Reached the server once, with the review's total, in the mail.
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain(orderNumber);
    expect(mail?.text).toContain(`Kokku: ${reviewTotal}`);
    expect(mail?.text).toContain('Tarneviis: Omniva pakiautomaat');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
