// Issue 16, SPEC 5 ("tag-manager and analytics hooks start only when an id is configured") and SPEC 1 (purchase
// tracked in EUR), end to end in Chromium in both stores. With GTM_ID set: the consent banner asks; no request goes
// to www.googletagmanager.com before Accept, one after (the request is answered by the test, nothing leaves the
// machine); Decline loads nothing; after either choice a reload asks no more; the banner never covers the checkout's
// button at 390 px; a cash-on-delivery order's thank-you page puts exactly one GA4 purchase in EUR into the dataLayer.
// Without GTM_ID: no banner, no request, no dataLayer. Axe finds nothing with the banner shown. Issue 16 follow-up:
// the footer's "Cookie settings" reopen the choice with the current one shown; withdrawing removes the script at once
// and is remembered: after a reload nothing is requested and nobody asks; without GTM_ID the footer has no button.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '../../src/domain/store-views';
import { launchBrowser } from '../helpers/browser';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { translator } from '../helpers/messages';
import { type RunningServer, startServer } from '../helpers/server';
import { open, shopper } from '../helpers/shop';

const GTM_ID = 'GTM-AB12CD3';
const SHOTS = process.env.CONSENT_SHOTS_DIR;

let withId: RunningServer;
let withoutId: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [withId, withoutId, browser] = await Promise.all([startServer({ env: { GTM_ID } }), startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([withId?.stop(), withoutId?.stop()]);
});

checkLayoutOfEveryPage();

/** A fresh visitor whose requests to the tag manager's host are answered here (an empty script) and counted. */
async function visitor(width: number): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const requests: string[] = [];
  await context.route(/googletagmanager\.com/, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  context.on('close', () => expect(errors, 'no console error').toEqual([]));
  return { context, page, requests };
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);

/** Lets the page settle (the machine read the stored choice) before asserting that something did not happen. */
const settle = (page: Page) => page.waitForTimeout(400);

describe.each(['ee', 'lv'] as const)('consent in %s', (store) => {
  const t = translator(STORE_VIEWS[store].locale as 'et-EE' | 'lv-LV');
  const banner = (page: Page) => page.getByRole('region', { name: t('Analytics consent') });

  it('loads nothing before Accept, the tag manager once after, and never asks again', async () => {
    const { context, page, requests } = await visitor(390);
    await open(page, `${withId.url}/${store}/`);
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toContain(t('Accept'));
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/banner-${store}-390.png` });
    await settle(page);
    expect(requests, 'no request before Accept').toEqual([]);
    expect(await dataLayer(page)).toBeNull();

    await banner(page)
      .getByRole('button', { name: t('Accept') })
      .click();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toBe(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);
    expect(await banner(page).count()).toBe(0);
    expect((await dataLayer(page))?.[0]?.event).toBe('gtm.js');

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    // Granted is remembered: the new page load starts the tag manager again, without asking.
    await expect.poll(() => requests.length).toBe(2);
    expect(await banner(page).count(), 'never asked again').toBe(0);
    await context.close();
  });

  it('Decline loads nothing, now or after a reload, and asks no more', async () => {
    const { context, page, requests } = await visitor(1280);
    await open(page, `${withId.url}/${store}/`);
    await banner(page).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/banner-${store}-1280.png` });
    await banner(page)
      .getByRole('button', { name: t('Decline') })
      .click();
    await banner(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await settle(page);
    expect(await banner(page).count()).toBe(0);
    expect(requests).toEqual([]);
    expect(await dataLayer(page)).toBeNull();
    await context.close();
  });

  it('stays clear of the checkout button at 390 px; a COD order puts one GA4 purchase in EUR in the dataLayer', async () => {
    const { context, page, requests } = await visitor(390);
    const shop = shopper(store);
    await shop.addFirstProductAndCheckout(page, withId.url);
    await banner(page).waitFor();
    const continueButton = page.getByRole('button', { name: t('Continue') });
    const [bannerBox, buttonBox] = await Promise.all([banner(page).boundingBox(), continueButton.boundingBox()]);
    expect(bannerBox && buttonBox).toBeTruthy();
    if (bannerBox && buttonBox) {
      expect(bannerBox.y + bannerBox.height, 'the banner ends above the button').toBeLessThanOrEqual(buttonBox.y);
    }
    await continueButton.scrollIntoViewIfNeeded();
    expect(
      await continueButton.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === button;
      }),
      'nothing covers the button',
    ).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-${store}-390.png`, fullPage: true });

    await banner(page)
      .getByRole('button', { name: t('Accept') })
      .click();
    await expect.poll(() => requests.length).toBe(1);
    await shop.fillPersonal(page, `consent.${store}.${Date.now()}@example.com`);
    await shop.fillShipping(page);
    await shop.fillPayment(page);
    await page.getByRole('button', { name: t('Place the order') }).click();
    await page.waitForURL(new RegExp(`/${store}/thankyou$`));
    const number = page.locator('.thank-you__number strong');
    await number.waitFor();
    const orderNumber = (await number.textContent()) ?? '';
    await expect
      .poll(async () => ((await dataLayer(page)) ?? []).filter((entry) => entry.event === 'purchase').length)
      .toBe(1);
    await settle(page);
    const purchases = ((await dataLayer(page)) ?? []).filter((entry) => entry.event === 'purchase');
    expect(purchases, 'exactly once per order').toHaveLength(1);
    const ecommerce = purchases[0]?.ecommerce as {
      transaction_id: string;
      value: number;
      currency: string;
      items: { item_id: string; price: number; quantity: number }[];
    };
    expect(ecommerce.transaction_id).toBe(orderNumber);
    expect(ecommerce.currency).toBe('EUR');
    expect(ecommerce.items.length).toBeGreaterThan(0);
    expect(ecommerce.value).toBeCloseTo(
      ecommerce.items.reduce((sum, item) => sum + item.price * item.quantity, 0),
      2,
    );
    expect(ecommerce.value).toBeGreaterThan(0);
    await context.close();
  });

  it('accept, reopen from the footer, withdraw, reload: the choice is withdrawn and nothing loads', async () => {
    const { context, page, requests } = await visitor(390);
    await open(page, `${withId.url}/${store}/`);
    await banner(page)
      .getByRole('button', { name: t('Accept') })
      .click();
    await expect.poll(() => requests.length).toBe(1);
    const gtmScripts = () => page.locator('script[src^="https://www.googletagmanager.com/"]').count();
    expect(await gtmScripts()).toBe(1);

    const settingsButton = page.locator('footer').getByRole('button', { name: t('Cookie settings') });
    await settingsButton.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/footer-${store}-390.png`, fullPage: true });
    await settingsButton.click();
    const settings = page.getByRole('dialog', { name: t('Cookie settings') });
    await settings.waitFor();
    expect(await settings.getByRole('status').textContent()).toBe(t('Your current choice: analytics allowed.'));
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-granted-${store}-390.png` });

    await settings.getByRole('button', { name: t('Decline analytics') }).click();
    await settings.waitFor({ state: 'detached' });
    expect(await gtmScripts(), 'the script is removed at once').toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), 'roivas:consent')).toBe('denied');

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await settle(page);
    expect(requests, 'nothing requested after the reload').toHaveLength(1);
    expect(await gtmScripts()).toBe(0);
    expect(await banner(page).count(), 'the withdrawn choice holds: nobody asks').toBe(0);

    // Reopened once more: the current choice is 'declined'; closing keeps it.
    await page
      .locator('footer')
      .getByRole('button', { name: t('Cookie settings') })
      .click();
    await settings.waitFor();
    expect(await settings.getByRole('status').textContent()).toBe(t('Your current choice: analytics declined.'));
    await page.setViewportSize({ width: 1280, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-denied-${store}-1280.png` });
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    await settle(page);
    expect(requests).toHaveLength(1);
    if (SHOTS) {
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/footer-${store}-1280.png`, fullPage: true });
    }
    await context.close();
  });

  it('without GTM_ID there is no banner, no request and no dataLayer', async () => {
    const { context, page, requests } = await visitor(390);
    await open(page, `${withoutId.url}/${store}/`);
    await settle(page);
    expect(await banner(page).count()).toBe(0);
    expect(
      await page
        .locator('footer')
        .getByRole('button', { name: t('Cookie settings') })
        .count(),
      'no cookie settings without a tag manager',
    ).toBe(0);
    expect(requests).toEqual([]);
    expect(await dataLayer(page)).toBeNull();
    await context.close();
  });
});
