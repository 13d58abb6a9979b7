// The cart end to end in Chromium (issue 5): two variants added from the product page, a quantity changed in the
// mini cart, the newsletter coupon applied, the same cart in a second tab and after a reload, a seeded customer's
// login merging the guest lines once, and a change made in the browser's offline mode synced when back online.
// What the server holds is read through the cart API with the customer's own token; axe on the mini cart.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { e2eSuite } from '../helpers/e2e-suite';
import {
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  escapeRegExp,
  logInByApi,
  outbox,
  open as openUrl,
  shopper,
} from '../helpers/shop';

const { t, cartButton, logIn } = shopper('ee');
const CUSTOMER = { email: DEMO_CUSTOMERS.ee[0], password: DEMO_PASSWORD };
const suite = e2eSuite();

checkLayoutOfEveryPage();

const open = (page: Page, path: string) => openUrl(page, `${suite.server.url}${path}`);

/** The count the header's cart button shows: '(3)'. */
async function cartCount(page: Page): Promise<number> {
  const text = (await cartButton(page).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN);
}

async function expectCount(page: Page, count: number) {
  await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBe(count);
}

/** Picks an available size other than the chosen one (the sizes are the second group of radios). */
async function pickAnotherSize(page: Page) {
  const before = page.url();
  const sizes = page
    .getByRole('group')
    .filter({ has: page.getByRole('radio') })
    .nth(1)
    .getByRole('radio');
  for (let i = 0; i < (await sizes.count()); i++) {
    const size = sizes.nth(i);
    if ((await size.isChecked()) || (await size.isDisabled())) continue;
    await size.check({ force: true });
    break;
  }
  await page.waitForURL((url) => url.toString() !== before);
}

async function addToCart(page: Page) {
  await page.getByRole('button', { name: t('Add to cart') }).click();
  await page.getByText(t('Product has been added to the cart!')).first().waitFor();
}

async function openMiniCart(page: Page) {
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: t('Shopping cart') });
  await dialog.waitFor();
  return dialog;
}

async function closeMiniCart(page: Page) {
  await page
    .getByRole('dialog', { name: t('Shopping cart') })
    .getByRole('button', { name: t('Close') })
    .click();
}

/** The customer's one active server cart, opened as the customer: a fresh login, then the cart's id. */
let customerToken: string | undefined;

async function customerCart(): Promise<{ token: string; cartId: string }> {
  // One login for the whole test: sign-ins are rate limited per address.
  if (!customerToken) {
    customerToken = await logInByApi(suite.server.url, CUSTOMER.email, CUSTOMER.password);
  }
  const tokens = { token: customerToken };
  const created = await fetch(`${suite.server.url}/api/cart/create?token=${tokens.token}&storeCode=ee`, {
    method: 'POST',
  });
  const { result: cartId } = (await created.json()) as { result: string };
  return { token: tokens.token, cartId };
}

async function serverCart(): Promise<{ sku: string; qty: number }[]> {
  const { token, cartId } = await customerCart();
  const pulled = await fetch(`${suite.server.url}/api/cart/pull?token=${token}&cartId=${cartId}`);
  const body = (await pulled.json()) as { result: { sku: string; qty: number }[] | string };
  if (!Array.isArray(body.result)) throw new Error(`cart pull: ${JSON.stringify(body)}`);
  return body.result.map(({ sku, qty }) => ({ sku, qty })).sort((a, b) => a.sku.localeCompare(b.sku));
}

async function newsletterCoupon(email: string): Promise<string> {
  await fetch(`${suite.server.url}/api/ext/mailchimp-subscribe/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, storeCode: 'ee' }),
  });
  // Issue 16 double opt-in: the sign-up mails a confirmation link; confirming it (POST) mails the coupon.
  const link = (await outbox(suite.server.url))
    .find((mail) => mail.to === email)
    ?.text.match(/\/newsletter\/confirm\?token=\S+/)?.[0];
  if (!link) throw new Error(`No newsletter confirmation mailed to ${email}`);
  await fetch(`${suite.server.url}${link}`, { method: 'POST' });
  const code = (await outbox(suite.server.url))
    .filter((mail) => mail.to === email)
    .map((mail) => mail.text.match(/NEWS-[A-Z0-9-]+/)?.[0])
    .find(Boolean);
  if (!code) throw new Error(`No newsletter coupon mailed to ${email}`);
  return code;
}

describe('the cart in the ee store', () => {
  let context: BrowserContext;

  it('adds two variants, changes a quantity, applies the newsletter coupon, shows the cart in a second tab and after a reload, merges it once at login and syncs an offline change', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, '/ee/');
    await page.locator('.product-card__link').first().click();
    await page.getByRole('button', { name: t('Add to cart') }).waitFor();
    const productName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    const increase = t('Increase the quantity of {productName}', { productName });

    // Two variants of one product: the chosen size, then another.
    const firstSku = page.url().split('/').pop() ?? '';
    await addToCart(page);
    await pickAnotherSize(page);
    await addToCart(page);
    await expectCount(page, 2);

    // The mini cart: one more of the first line.
    const dialog = await openMiniCart(page);
    const lines = dialog.getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(2);
    await dialog.getByRole('button', { name: increase }).first().click();
    await expectCount(page, 3);

    // The newsletter's 10 % coupon: the discount shows in the totals.
    const code = await newsletterCoupon(`kadri.${Date.now()}@example.ee`);
    await dialog.getByLabel(new RegExp(`^${escapeRegExp(t('Discount code'))}`)).fill(code);
    await dialog.getByRole('button', { name: t('Apply') }).click();
    await dialog
      .getByRole('button', { name: t('Remove the discount code {appliedCode}', { appliedCode: code }) })
      .waitFor();
    expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
    await closeMiniCart(page);

    // A second tab sees the same cart; so does a reload.
    const second = await context.newPage();
    await open(second, '/ee/');
    await expectCount(second, 3);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expectCount(page, 3);

    // The customer already has one of the first variant in the cart from another device.
    const earlier = await customerCart();
    await fetch(`${suite.server.url}/api/cart/update?token=${earlier.token}&cartId=${earlier.cartId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartItem: { sku: firstSku, qty: 1 } }),
    });

    // Log in as that customer: the guest lines are summed into the customer's cart once (2 + 1 of the first
    // variant, 1 of the second), and a reload or the other tab never sums them again.
    await (await logIn(page, CUSTOMER.email, CUSTOMER.password)).waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await serverCart()).reduce((sum, line) => sum + line.qty, 0), { timeout: 20_000 })
      .toBe(4);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await second.reload();
    await second.waitForSelector('html[data-hydrated="true"]');
    await expectCount(page, 4);
    await expectCount(second, 4);
    const afterLogin = await serverCart();
    expect(afterLogin.find((line) => line.sku === firstSku)?.qty, 'summed once').toBe(3);
    expect(
      afterLogin.reduce((sum, line) => sum + line.qty, 0),
      'no line summed twice',
    ).toBe(4);
    expect(afterLogin).toHaveLength(2);

    // Offline (the browser's offline mode): the cart still changes; back online it reaches the server.
    await context.setOffline(true);
    const offlineDialog = await openMiniCart(page);
    await offlineDialog.getByText(t('You are offline. Changes will be synced when you are back online.')).waitFor();
    await offlineDialog.getByRole('button', { name: increase }).last().click();
    await expectCount(page, 5);
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverCart()).reduce((sum, line) => sum + line.qty, 0), { timeout: 30_000 })
      .toBe(5);
    await expectCount(second, 5);
    await context.close();
  });
});
