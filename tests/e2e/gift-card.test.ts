// Issue 17 in Chromium, in both stores: a gift card bought (paid online through the Montonio sandbox: a virtual cart
// has no cash on delivery), its code read from the recipient's mail in the outbox, then redeemed on a later order of
// a dress: the payment step checks the code (an unknown one is refused with its message), the review shows what the
// card pays and what is left, and the card's balance goes down by that amount once the order is placed.
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { screenshots } from '../helpers/screenshots';
import { e2eSuite } from '../helpers/e2e-suite';
import { open, shopper, waitForMail } from '../helpers/shop';

const suite = e2eSuite();

checkLayoutOfEveryPage();

const TEXT = {
  ee: { gift: '/ee/p/GIFT-CARD-904/kinkekaart-904', amount: 'Summa', recipient: 'Saaja e-posti aadress', pay: 'Maksa' },
  lv: {
    gift: '/lv/p/GIFT-CARD-904/davanu-karte-904',
    amount: 'Summa',
    recipient: 'Saņēmēja e-pasta adrese',
    pay: 'Maksāt',
  },
} as const;

const ADDRESSES = {
  ee: { street: 'Pikk 12', city: 'Tallinn', zip: '10123', phone: '5123456' },
  lv: { street: 'Brīvības iela 21', city: 'Rīga', zip: 'LV-1050', phone: '21234567' },
} as const;

const money = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

async function balanceOf(code: string): Promise<number> {
  const reply = await fetch(`${suite.server.url}/api/gift-card/balance?code=${encodeURIComponent(code)}`);
  return ((await reply.json()) as { result: { balance: number } }).result.balance;
}

describe.each(['ee', 'lv'] as const)('a gift card in %s', (store) => {
  const text = TEXT[store];
  const shop = shopper(store);
  const { t } = shop;

  it('is bought, mailed to its recipient and redeemed on a later order', async () => {
    const width = store === 'ee' ? 1280 : 390;
    const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const recipient = `gift-recipient-${store}@example.com`;

    // The card: 50 €, paid online (the sandbox approves).
    await open(page, `${suite.server.url}${text.gift}`);
    await page.getByRole('main').getByLabel(text.amount).selectOption({ label: '50 €' });
    await page.getByRole('main').getByLabel(text.recipient).fill(recipient);
    await page.getByRole('button', { name: t('Add to cart') }).click();
    await page.getByText(t('Product has been added to the cart!')).first().waitFor();
    await open(page, `${suite.server.url}/${store}/checkout`);
    await page.getByRole('heading', { name: t('Personal details') }).waitFor();
    await shop.fillPersonal(page, `gift-buyer-${store}@example.com`);
    await page.getByRole('radio', { name: /Montonio/ }).waitFor();
    // A virtual cart ships nothing: the billing address is asked on the payment step.
    const billing = page.locator('.checkout__billing');
    const address = ADDRESSES[store];
    await billing.getByLabel(shop.field('First name')).fill('Kadri');
    await billing.getByLabel(shop.field('Last name')).fill('Kask');
    await billing.getByLabel(shop.field('Street address')).fill(address.street);
    await billing.getByLabel(shop.field('City')).fill(address.city);
    await billing.getByLabel(shop.field('Zip-code')).fill(address.zip);
    await billing.getByLabel(new RegExp(`^${t('Phone number')}`)).fill(address.phone);
    await shop.fillPayment(page, /Montonio/);
    await page.getByRole('button', { name: t('Place the order') }).click();
    await page.waitForURL(/\/sandbox\/montonio\/pay\//);
    await page.getByRole('button', { name: text.pay }).click();
    await page.waitForURL(new RegExp(`/${store}/thankyou$`));

    // The recipient's mail carries the code.
    const mail = await waitForMail(suite.server.url, recipient, /GC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/, 20_000);
    const code = /GC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(mail.text)?.[0] ?? '';
    expect(await balanceOf(code)).toBe(50);

    // A later order: a dress, courier, cash on delivery, the card on the payment step.
    await shop.addFirstProductAndCheckout(page, suite.server.url);
    await shop.fillPersonal(page, `gift-redeemer-${store}@example.com`);
    await shop.fillShipping(page, 'courier');
    const codeField = page.getByLabel(t('Gift card code'));
    // An unknown code: SPEC-style message, nothing applied.
    await codeField.fill('GC-AAAA-BBBB-CCCC');
    await page.getByRole('button', { name: t('Apply'), exact: true }).click();
    await page.getByText(t('No gift card has this code. Check the code and try again.')).waitFor();
    await codeField.fill(code.toLowerCase());
    await page.getByRole('button', { name: t('Apply'), exact: true }).click();
    await page.getByRole('button', { name: t('Remove'), exact: true }).waitFor();
    const pays = page.locator('.checkout__gift-card .form-status');
    await expect.poll(() => pays.textContent()).not.toBe('');
    const paid = await pays.textContent();
    // A reload keeps the card applied with what its balance pays (kept with the checkout details, like the fields).
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('heading', { name: t('Personal details') }).waitFor();
    // The stored details are back (the checkout restored them) before the steps are left again.
    const emailField = page.getByLabel(shop.field('E-mail address'));
    await expect.poll(() => emailField.inputValue()).toBe(`gift-redeemer-${store}@example.com`);
    await page.getByRole('button', { name: t('Continue') }).click();
    const street = shop.shippingForm(page).getByLabel(shop.field('Street address'));
    await expect.poll(() => street.inputValue()).toBe(ADDRESSES[store].street);
    // The cart's methods are back too (the courier chosen before is checked again).
    await expect.poll(() => shop.shippingForm(page).getByRole('radio').first().isChecked()).toBe(true);
    await shop
      .shippingForm(page)
      .getByRole('button', { name: t('Continue') })
      .click();
    await page.getByRole('button', { name: t('Remove'), exact: true }).waitFor();
    expect(await codeField.inputValue()).toBe(code);
    expect(await pays.textContent()).toBe(paid);
    // The order summary beside the steps says it too: what the card pays and what is left to pay.
    const summary = page.locator('.checkout__summary');
    expect(money(await summary.getByTestId('gift-card-amount').textContent())).toBeGreaterThan(0);
    const summaryTotal = money(await summary.locator('.totals-summary__row--grand dd').textContent());
    expect(money(await summary.getByTestId('remaining-total').textContent())).toBeCloseTo(
      summaryTotal - money(await summary.getByTestId('gift-card-amount').textContent()),
      2,
    );
    await screenshots(page, `checkout-gift-card-payment-${store}`, width);
    await shop.fillPayment(page);

    // The review: what the card pays and what is left of the total.
    const amount = money(await page.getByTestId('gift-card-amount').textContent());
    const remaining = money(await page.getByTestId('remaining-total').textContent());
    const total = money(await page.locator('.checkout-review .totals-summary__row--grand dd').textContent());
    expect(amount).toBeGreaterThan(0);
    expect(amount).toBe(Math.min(50, total));
    expect(remaining).toBeCloseTo(total - amount, 2);
    await screenshots(page, `checkout-gift-card-${store}`, width);
    await page.getByRole('button', { name: t('Place the order') }).click();
    await page.waitForURL(new RegExp(`/${store}/thankyou$`));
    await page.locator('.thank-you__number strong').waitFor();
    // The database: the card paid that amount of the order.
    await expect.poll(() => balanceOf(code)).toBeCloseTo(50 - amount, 2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
