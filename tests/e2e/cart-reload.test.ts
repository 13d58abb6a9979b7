// SPEC 4 "Add flow", "Cart changes persist": an add survives a full reload that comes at once after the click, in
// both stores and several times over (it used to be lost now and then: the cart's code, its stock check or its
// IndexedDB write was cut off). A configurable product (a chosen child) and a simple one (the belt, issue 17).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../helpers/e2e-suite';
import { open, shopper } from '../helpers/shop';

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
