// SPEC 4 "Add flow", "Cart changes persist": an add survives a full reload that comes at once after the click, in
// both stores and several times over (it used to be lost now and then: the cart's code, its stock check or its
// IndexedDB write was cut off). A configurable product (a chosen child) and a simple one (the belt, issue 17).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../helpers/e2e-suite';
import { DEMO_CUSTOMERS, logInByApi, open, shopper } from '../helpers/shop';

const suite = e2eSuite();

const ROUNDS = 3;

describe.each(['ee', 'lv'] as const)('an add reloaded at once in %s', (store) => {
  const { t, cartButton } = shopper(store);

  /** The count the header's cart button shows: '(3)'. */
  async function cartCount(page: Page): Promise<number> {
    const text = (await cartButton(page).textContent()) ?? '';
    return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN);
  }

  it(`keeps the product in the cart, ${ROUNDS} times over`, async () => {
    let product = '';
    for (let round = 1; round <= ROUNDS; round++) {
      // A new visitor each time (an empty cart; the cart's code not loaded yet when the button is clicked).
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      if (!product) {
        await open(page, `${suite.server.url}/${store}/`);
        await page.locator('.product-card__link').first().click();
        await page.getByRole('button', { name: t('Add to cart') }).waitFor();
        product = page.url();
      }
      await open(page, product);
      await page.getByRole('button', { name: t('Add to cart') }).click();
      // At once: no wait for the notification, the stock check or the cart's write.
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect.poll(() => cartCount(page), { timeout: 15_000, message: `round ${round}` }).toBe(1);
      // And once more after a quiet reload: nothing was taken twice.
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBe(1);
      await page.waitForTimeout(300);
      expect(await cartCount(page), `round ${round}: still one`).toBe(1);
      await context.close();
    }
  });
});

// SPEC 4 "Connect": a customer's add the server has not taken yet (the page was left while its update was on the
// way) is kept on the next page, even when the cart's code starts there before the account's: the cart waits for
// the stored session instead of connecting as a guest's, which would clear the customer's cart (the line was lost,
// now and then, when the checkout was opened right after an add: machines/commerce-account.machine.ts).
describe.each(['ee', 'lv'] as const)('a customer’s add left unsent in %s', (store) => {
  const shop = shopper(store);
  const { t } = shop;

  /** How many lines the customer's server cart holds (`token`: the customer's, from the API's login). */
  async function serverLines(token: string): Promise<number> {
    const created = await fetch(`${suite.server.url}/api/cart/create?token=${token}&storeCode=${store}`, {
      method: 'POST',
    });
    const cartId = ((await created.json()) as { result: string }).result;
    const pulled = await fetch(`${suite.server.url}/api/cart/pull?token=${token}&cartId=${cartId}&storeCode=${store}`);
    const lines = ((await pulled.json()) as { result: unknown }).result;
    if (!Array.isArray(lines)) throw new Error(`no cart lines: ${JSON.stringify(lines)}`);
    return lines.length;
  }

  it('is in the checkout’s summary and then on the server', async () => {
    // No service worker: the code's requests reach the network, where the test holds them up.
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const accountCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/account-actors-[^/]*\.js$/.test(request.url())) accountCode.push(page.url());
    });
    await open(page, `${suite.server.url}/${store}/`);
    await (await shop.logIn(page, DEMO_CUSTOMERS[store][0])).waitFor({ state: 'hidden' });
    await open(page, `${suite.server.url}/${store}/`);
    await page.locator('.product-card__link').first().click();
    // The customer's cart exists on the server; the add's update never gets there from this page.
    const created = page.waitForResponse((response) => /\/api\/cart\/create/.test(response.url()));
    // Held while on this page (never answered: the page is left with the add on its way), let through after.
    let holding = true;
    await page.route(/\/api\/cart\/update/, (route) => (holding ? undefined : route.continue()));
    await page.getByRole('button', { name: t('Add to cart') }).click();
    await created;
    await page.getByText(t('Product has been added to the cart!')).first().waitFor();
    const token = await logInByApi(suite.server.url, DEMO_CUSTOMERS[store][0]);
    expect(await serverLines(token), 'the add has not reached the server').toBe(0);
    holding = false;
    // On the next page the account's code comes late: the cart's starts first.
    await page.route(/\/assets\/account-actors-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await open(page, `${suite.server.url}/${store}/checkout`);
    await page.locator('.checkout__summary .checkout-lines__line').first().waitFor();
    expect(accountCode.at(-1), 'the account’s code was held up on the checkout').toMatch(/\/checkout$/);
    expect(await page.getByText(t('Your shopping cart is empty.')).count()).toBe(0);
    // The line reaches the customer's server cart.
    await expect.poll(() => serverLines(token)).toBe(1);
    await context.close();
  });
});
