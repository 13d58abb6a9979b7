// Issue 17 in Chromium, in both stores: the monogrammed T-shirt end to end. A demo customer opens the T-shirt with
// custom options, types a monogram and ticks the gift wrap; the page shows what each adds (SPEC 5: only values with
// option_type_id > 0 add a price; fixed 6 €, gift wrap 10 % of the shirt) and the price with them; the checkout's line
// shows the options and a total that includes them; the order is placed with cash on delivery and the order the
// server stored (read back through the customer's order history) carries
// product_option.extension_attributes.custom_options with the monogram, and the server's totals are the ones the
// page showed. The thank-you page then shows the order's lines and totals from the order confirmation (SPEC 2/3).
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../src/domain/contract/user';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { screenshots } from '../helpers/screenshots';
import { e2eSuite } from '../helpers/e2e-suite';
import { DEMO_CUSTOMERS, logInByApi, open, shopper } from '../helpers/shop';

const suite = e2eSuite();

checkLayoutOfEveryPage();

/** The first men's T-shirt, which the seed gives the monogram and gift wrap options (server/seed/typed-products.ts). */
const TEE = {
  ee: { path: '/ee/mehed/t-sargid/puuvillane-polosark-1006', monogram: /^Monogramm/, giftWrap: /^Kinkepakend/ },
  lv: { path: '/lv/viriesi/t-krekli/kokvilnas-polo-krekls-1006', monogram: /^Monogramma/, giftWrap: /^Dāvanu/ },
} as const;

/** '22,50 €' → 22.5 */
const money = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
const round = (value: number) => Math.round(value * 100) / 100;
/** Text with its spaces as plain ones (prices are formatted with a no-break space before '€'). */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

async function orderHistory(token: string): Promise<OrderSummary[]> {
  const reply = await fetch(`${suite.server.url}/api/user/order-history?token=${token}`);
  return ((await reply.json()) as { result: { items: OrderSummary[] } }).result.items;
}

describe.each(['ee', 'lv'] as const)('the monogrammed T-shirt in %s', (store) => {
  const shop = shopper(store);
  const { t } = shop;
  const tee = TEE[store];
  const monogram = store === 'ee' ? 'MKS' : 'JBZ';

  it('shows what the options add, keeps them to the order and the server charges what the page showed', async () => {
    const width = store === 'ee' ? 1280 : 390;
    const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = DEMO_CUSTOMERS[store][1];
    await open(page, `${suite.server.url}/${store}/`);
    await (await shop.logIn(page, email)).waitFor({ state: 'hidden' });

    // The product page: the shirt's price, what the monogram and the gift wrap add, then the price with them.
    await open(page, `${suite.server.url}${tee.path}`);
    const main = page.getByRole('main');
    const base = money(await main.locator('.price .price__special, .price .price__regular').first().textContent());
    expect(base).toBeGreaterThan(0);
    const monogramField = main.getByLabel(tee.monogram);
    await expect
      .poll(async () => plain(await main.locator('label', { hasText: tee.monogram }).textContent()))
      .toContain('+6,00 €');
    // SPEC 5: percent: 10 % of the shirt's price.
    const wrap = round(base * 0.1);
    const wrapField = main.getByLabel(tee.giftWrap);
    const wrapOption = wrapField.locator('option').nth(1);
    expect(plain(await wrapOption.textContent())).toContain(`+${wrap.toFixed(2).replace('.', ',')} €`);
    // Nothing chosen yet: nothing added, no price with options.
    expect(await main.getByTestId('price-with-options').count()).toBe(0);
    await monogramField.fill(monogram);
    await wrapField.selectOption({ index: 1 });
    const unit = round(base + 6 + wrap);
    await expect.poll(async () => money(await main.getByTestId('price-with-options').textContent())).toBe(unit);
    await screenshots(page, `product-monogram-${store}`, width);
    await main.getByRole('button', { name: t('Add to cart') }).click();
    await page.getByText(t('Product has been added to the cart!')).first().waitFor();

    // The checkout: the line with its options and its total with them.
    await open(page, `${suite.server.url}/${store}/checkout`);
    await page.getByRole('heading', { name: t('Personal details') }).waitFor();
    const line = page.locator('.checkout__summary .checkout-lines__line', { hasText: monogram });
    await line.waitFor();
    expect(await line.textContent()).toMatch(tee.giftWrap.source.slice(1));
    expect(money(await line.locator('.checkout-lines__total').textContent())).toBe(unit);
    await shop.fillPersonal(page);
    await shop.fillShipping(page, 'courier');
    await shop.fillPayment(page);
    const reviewLine = page.locator('.checkout-review .checkout-lines__line', { hasText: monogram });
    expect(money(await reviewLine.locator('.checkout-lines__total').textContent())).toBe(unit);
    const grandTotal = money(await page.locator('.checkout-review .totals-summary__row--grand dd').textContent());
    expect(grandTotal).toBeGreaterThanOrEqual(unit);
    await page.getByRole('button', { name: t('Place the order') }).click();
    await page.waitForURL(new RegExp(`/${store}/thankyou$`));
    const number = (await page.locator('.thank-you__number strong').textContent()) ?? '';
    expect(number).not.toBe('');
    // SPEC 2 /thankyou: the order's lines (the shirt with its options, its price) and the server's totals.
    const confirmed = page.locator('.thank-you__lines .checkout-lines__line', { hasText: monogram });
    expect(await confirmed.textContent()).toMatch(tee.giftWrap.source.slice(1));
    expect(money(await confirmed.locator('.checkout-lines__total').textContent())).toBe(unit);
    const thanked = (row: string) => page.locator(`.thank-you__totals .totals-summary__row${row} dd`).first();
    expect(money(await thanked('--grand').textContent())).toBe(grandTotal);
    await screenshots(page, `thankyou-monogram-${store}`, width);

    // The stored order: the monogram in its custom options, the server's totals those the page showed.
    const token = await logInByApi(suite.server.url, email);
    const order = (await orderHistory(token)).find((candidate) => candidate.increment_id === number);
    expect(order, `order ${number} in the history`).toBeDefined();
    const item = order?.items.find((candidate) =>
      candidate.product_option?.extension_attributes.custom_options?.some((option) => option.value === monogram),
    );
    expect(item, JSON.stringify(order?.items)).toBeDefined();
    expect(item?.row_total).toBe(unit);
    expect(order?.grand_total).toBe(grandTotal);
    expect(money(await thanked('').textContent()), 'subtotal').toBe(order?.subtotal);
    expect(money(await thanked('--tax').textContent()), 'tax').toBe(order?.tax);
    expect(errors).toEqual([]);
    await context.close();
  });
});
