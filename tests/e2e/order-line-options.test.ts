// Issue 17, SPEC 3 configurable_item_options: a configurable product's colour and size are on the thank-you page and
// on the order's page in My account, in both stores and in their languages (the server names them; it used to store
// only their values, so the lines showed neither). Screenshots at 390 and 1280 px into SCREENSHOTS when it is set.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { screenshots } from '../helpers/screenshots';
import { e2eSuite } from '../helpers/e2e-suite';
import { DEMO_CUSTOMERS, open, shopper } from '../helpers/shop';

const suite = e2eSuite();

checkLayoutOfEveryPage();

/** The options every line shows (LineOptions: a description list per line), as term -> value maps. */
async function lineOptions(page: Page, scope: string): Promise<Record<string, string>[]> {
  return page
    .locator(`${scope} .line-options`)
    .evaluateAll((lists) =>
      lists.map((list) =>
        Object.fromEntries(
          [...list.querySelectorAll(':scope > div')].map((row) => [
            row.querySelector('dt')?.textContent ?? '',
            row.querySelector('dd')?.textContent ?? '',
          ]),
        ),
      ),
    );
}

describe.each(['ee', 'lv'] as const)('a configurable line’s colour and size in %s', (store) => {
  const shop = shopper(store);
  const { t } = shop;

  it('show on the thank-you page and on the order’s page in the account', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, `${suite.server.url}/${store}/`);
    await (await shop.logIn(page, DEMO_CUSTOMERS[store][0])).waitFor({ state: 'hidden' });
    await shop.addFirstProductAndCheckout(page, suite.server.url);
    await shop.fillPersonal(page);
    await shop.fillShipping(page, 'courier');
    await shop.fillPayment(page);
    await page.getByRole('button', { name: t('Place the order') }).click();
    await page.waitForURL(new RegExp(`/${store}/thankyou$`));
    const orderNumber = (await page.locator('.thank-you__number strong').textContent())?.trim() ?? '';
    // The configurable product's line names its colour and size (in the store's language, never empty).
    const named = (lines: Record<string, string>[]) =>
      lines.filter((line) => line[t('Colour')] && line[t('Size')]).map((line) => JSON.stringify(line));
    await expect.poll(async () => named(await lineOptions(page, 'main')).length).toBeGreaterThan(0);
    const thankYou = named(await lineOptions(page, 'main'));
    await screenshots(page, `thank-you-colour-size-${store}`, 1280);

    await open(page, `${suite.server.url}/${store}/my-account/orders/${orderNumber}`);
    await page.getByRole('table').first().waitFor();
    await expect.poll(async () => named(await lineOptions(page, 'main'))).toEqual(thankYou);
    await screenshots(page, `order-detail-colour-size-${store}`, 1280);
    await context.close();
  });
});
