// Issue 15, SPEC 2 "Return pages", SPEC 5, SPEC 8 "Payment": the shop's side of the Montonio, ESTO and Modena returns
// in Chromium, both stores, 1280 and 390 px. The server's verification is played by the browser's request routing
// (the provider endpoints and their sandboxes are another part of the issue): a declined Montonio return goes back to
// /checkout with 'Payment failed' and the cart intact, a declined ESTO return (code 500) stays with 'Payment failed',
// no reply says 'Payment processing failed.', a Modena return without status SUCCESS is never verified, and a paid
// return clears the cart and opens /thankyou. The return page asks the server with the provider's query.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translator } from '../helpers/messages';
import { e2eSuite } from '../helpers/e2e-suite';

const suite = e2eSuite();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PAID_ORDER = {
  entity_id: 7,
  increment_id: 'EE000007',
  status: 'complete',
  grand_total: 49.99,
  currency: 'EUR',
  items: [],
};

function reply(code: number, result: unknown) {
  return (route: Route) =>
    route.fulfill({ status: code, contentType: 'application/json', body: JSON.stringify({ code, result }) });
}

describe.each([
  { store: 'ee', width: 1280, locale: 'et-EE' as const },
  { store: 'lv', width: 390, locale: 'lv-LV' as const },
])('payment returns in the $store store at $width px', ({ store, width, locale }) => {
  const t = translator(locale);
  const cartButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('Cart'))}`) });
  /** The header's count on the home page, once the cart has loaded from the browser's storage. */
  const expectCartCount = async (page: Page, count: number) => {
    await page.goto(`${suite.server.url}/${store}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect
      .poll(async () => /\((\d+)\)/.exec((await cartButton(page).textContent()) ?? '')?.[1], { timeout: 15_000 })
      .toBe(String(count));
  };

  it('declined, refused and unanswered returns keep the cart; a paid one clears it and opens the thank-you page', async () => {
    // The service worker would send the API calls itself, past the page's routing.
    const context = await suite.browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ext/')) asked.push(request.url());
    });

    // A line in the cart.
    await page.goto(`${suite.server.url}/${store}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('.product-card__link').first().click();
    await page.getByRole('button', { name: t('Add to cart') }).click();
    await page.getByText(t('Product has been added to the cart!')).first().waitFor();
    await expectCartCount(page, 1);

    // Montonio declined: back to the checkout with SPEC 8's notification, the cart intact.
    await page.route('**/api/ext/montonio/montonio-return**', reply(200, { paymentSuccess: false, order: null }));
    await page.goto(`${suite.server.url}/${store}/montonio-return?order-token=declined.jwt.token`);
    await page.waitForURL(`${suite.server.url}/${store}/checkout`);
    await page.getByText(t('Payment failed')).first().waitFor();
    expect(asked.at(-1)).toContain(`order-token=declined.jwt.token`);
    expect(asked.at(-1)).toContain(`storeCode=${store}`);
    await expectCartCount(page, 1);

    // ESTO's code 500 (SPEC 5): 'Payment failed' stays on the page, with the way back to the checkout.
    await page.route('**/api/ext/payment-esto/esto-return**', reply(500, 'declined'));
    await page.goto(`${suite.server.url}/${store}/esto-return?json=%7B%7D&mac=ABC`);
    await page
      .locator('.payment-return')
      .getByRole('alert')
      .filter({ hasText: t('Payment failed') })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${store}/esto-return`);
    await page.getByRole('link', { name: t('Back to checkout') }).waitFor();

    // No reply: 'Payment processing failed.'.
    await page.route('**/api/ext/payment-modena/modena-return**', (route) => route.abort());
    await page.goto(`${suite.server.url}/${store}/modena-return?status=SUCCESS&incrementId=X1`);
    await page
      .locator('.payment-return')
      .getByRole('alert')
      .filter({ hasText: t('Payment processing failed.') })
      .waitFor();

    // Modena without SUCCESS: not asked, 'Payment processing failed.'.
    const before = asked.length;
    await page.goto(`${suite.server.url}/${store}/modena-return?status=FAILED&incrementId=X1`);
    await page
      .locator('.payment-return')
      .getByRole('alert')
      .filter({ hasText: t('Payment processing failed.') })
      .waitFor();
    expect(asked.slice(before).filter((url) => url.includes('modena-return'))).toEqual([]);
    await expectCartCount(page, 1);

    // Paid: the cart is cleared and the thank-you page opens.
    await page.unroute('**/api/ext/montonio/montonio-return**');
    await page.route(
      '**/api/ext/montonio/montonio-return**',
      reply(200, { paymentSuccess: true, order: PAID_ORDER, merchant_reference: PAID_ORDER.increment_id }),
    );
    await page.goto(`${suite.server.url}/${store}/montonio-return?order-token=paid.jwt.token`);
    await page.waitForURL(`${suite.server.url}/${store}/thankyou`);
    await expectCartCount(page, 0);
    await context.close();
  });
});
