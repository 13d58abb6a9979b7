// Issue 17 in Chromium, in both stores: the gift card page shows its lowest amount, asks for its fields with SPEC 5
// messages and goes to the cart with its options; a grouped set adds each product with its quantity; a bundle is
// bought with a chosen shirt size; a cart of the gift card alone checks out without a shipping step or cash on
// delivery. At 390 px and 1280 px (the layout watcher fails a page with anything past the viewport's edge).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { e2eSuite } from '../helpers/e2e-suite';
import { DEMO_CUSTOMERS, logInByApi, shopper } from '../helpers/shop';
import type { OrderSummary } from '../../src/domain/contract/user';

const suite = e2eSuite();

checkLayoutOfEveryPage();

const TEXT = {
  ee: {
    gift: '/ee/p/GIFT-CARD-904/kinkekaart-904',
    look: '/ee/p/LOOK-907/taienda-valimust-voo-sall-ja-sokid-907',
    set: '/ee/p/SET-OFFICE-906/kontorikomplekt-sark-puksid-ja-voo-906',
    from: 'alates 25,00 €',
    amount: 'Summa',
    recipient: 'Saaja e-posti aadress',
    message: 'Sõnum saajale',
    required: 'Väli on kohustuslik',
    add: 'Lisa ostukorvi',
    shipping: 'Tarne',
    cod: 'Lunamaks',
  },
  lv: {
    gift: '/lv/p/GIFT-CARD-904/davanu-karte-904',
    look: '/lv/p/LOOK-907/papildini-telu-josta-salle-un-zekes-907',
    set: '/lv/p/SET-OFFICE-906/biroja-komplekts-krekls-bikses-un-josta-906',
    from: 'no 25,00 €',
    amount: 'Summa',
    recipient: 'Saņēmēja e-pasta adrese',
    message: 'Ziņa saņēmējam',
    required: 'Lauks ir obligāts',
    add: 'Pievienot grozam',
    shipping: 'Piegāde',
    cod: 'Skaidrā naudā saņemot',
  },
} as const;

async function open(path: string, width: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

const main = (page: Page) => page.getByRole('main');

/** The count the header's cart button shows: '(3)'. */
async function cartCount(page: Page): Promise<number> {
  const text = (await page.locator('.cart-button').first().textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN);
}

/** The checkout's order summary, reached as a shopper does (the header's cart, then its checkout link). */
async function checkoutLines(page: Page): Promise<string[]> {
  await page.locator('.cart-button').first().click();
  await page.locator('a.mini-cart__checkout').click();
  await page.waitForURL(/\/checkout$/);
  await page.locator('.checkout-lines__line').first().waitFor();
  return page.locator('.checkout__summary .checkout-lines__line').allTextContents();
}

describe.each(['ee', 'lv'] as const)('typed products in %s', (store) => {
  const text = TEXT[store];

  it.each([390, 1280])(
    'buys a gift card with its amount, recipient and message, checked out without shipping (%i px)',
    async (width) => {
      const page = await open(text.gift, width);
      // Never 0,00 €: the lowest amount.
      await main(page).getByText(text.from).waitFor();
      await main(page).getByRole('button', { name: text.add }).click();
      // SPEC 5: the empty required fields say so, nothing is added.
      await expect.poll(() => main(page).getByText(text.required).count()).toBeGreaterThan(0);
      await main(page).getByLabel(text.amount).selectOption({ label: '50 €' });
      await main(page).getByLabel(text.recipient).fill('liis@example.ee');
      await main(page).getByLabel(text.message).fill('Palju õnne!');
      await main(page).getByRole('button', { name: text.add }).click();
      await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBe(1);
      // The line shows its options (the server's labels).
      const [line] = await checkoutLines(page);
      expect(line).toContain('liis@example.ee');
      // SPEC 4: a virtual cart ships nothing: no shipping step; SPEC 5: no cash on delivery.
      await main(page).getByRole('heading', { level: 2 }).first().waitFor();
      // The cart's methods tell the checkout the cart is virtual: the shipping step goes (if it showed at all).
      const hasShippingStep = async () =>
        (await main(page).getByRole('heading', { level: 2 }).allTextContents()).some(
          (heading) => heading.includes(text.shipping) && /\d/.test(heading),
        );
      await expect.poll(hasShippingStep, { timeout: 10_000 }).toBe(false);
      expect(await main(page).getByText(text.cod).count()).toBe(0);
      await page.context().close();
    },
  );

  it('buys a grouped set as its products with their quantities, and a bundle with a chosen shirt size', async () => {
    const page = await open(text.look, 1280);
    // A customer: the order is then read back from the history.
    const shop = shopper(store);
    const customer = DEMO_CUSTOMERS[store][0];
    await (await shop.logIn(page, customer)).waitFor({ state: 'hidden' });
    const quantities = main(page).locator('table input[type=number]');
    await expect.poll(() => quantities.count()).toBeGreaterThan(1);
    await quantities.nth(1).fill('2');
    await main(page).getByRole('button', { name: text.add }).click();
    await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.goto(`${suite.server.url}${text.set}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const shirt = main(page).locator('.options-picker select').first();
    const sizes = await shirt.locator('option').count();
    expect(sizes).toBeGreaterThan(1);
    await shirt.selectOption({ index: sizes - 1 });
    const before = await cartCount(page);
    await main(page).getByRole('button', { name: text.add }).click();
    await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
    // The chosen link (the shirt in its last colour and size) is what the order's bundle option selects.
    const chosenLink = Number(await shirt.inputValue());
    const lines = await checkoutLines(page);
    // The grouped products are lines of their own (one with 2 pieces); the bundle one line with its items.
    expect(lines.join(' | '), 'a grouped product with 2 pieces').toMatch(/2 ×/);
    expect(lines.length, lines.join(' | ')).toBeGreaterThan(1);

    // Bought, paid on delivery: the order holds what was chosen.
    await shop.fillPersonal(page);
    await shop.fillShipping(page, 'courier');
    await shop.fillPayment(page, new RegExp(text.cod));
    // The review step's grand total, as the shopper reads it before placing the order.
    const grand = main(page).locator('.totals-summary__row--grand dd').first();
    await grand.waitFor();
    const total = (await grand.textContent()) ?? '';
    await page.getByRole('button', { name: shop.t('Place the order') }).click();
    await page.waitForURL(new RegExp(`/${store}/thankyou$`));
    const number = ((await page.locator('.thank-you__number strong').textContent()) ?? '').trim();
    const token = await logInByApi(suite.server.url, customer);
    const history = (await (await fetch(`${suite.server.url}/api/user/order-history?token=${token}`)).json()) as {
      result: { items: OrderSummary[] };
    };
    const order = history.result.items.find((candidate) => candidate.increment_id === number);
    if (!order) throw new Error(`order ${number} is not in ${customer}'s history`);
    const skus = order.items.map((item) => `${item.sku}×${item.qty}`);
    expect(
      skus.some((sku) => sku.endsWith('×2')),
      skus.join(', '),
    ).toBe(true);
    const bundle = order.items.find((item) => item.sku.startsWith('SET-OFFICE-906'));
    const bundleOptions = bundle?.product_option?.extension_attributes?.bundle_options ?? [];
    expect(bundleOptions.length, 'the bundle is ordered with its chosen items').toBeGreaterThan(0);
    expect(
      bundleOptions.some((option) => option.option_selections.includes(chosenLink)),
      JSON.stringify(bundleOptions),
    ).toBe(true);
    // SPEC 5: the server's total is the one the checkout showed.
    expect(total.replace(/\s/g, '')).toContain(order.grand_total.toFixed(2).replace('.', ','));
    await page.context().close();
  });
});
