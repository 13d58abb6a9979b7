// Issue 17 in Chromium, in both stores: a seeded customer logs in, buys the downloadable knitting pattern (paid
// online through the Montonio sandbox: a virtual cart has no cash on delivery), opens the order in their account and
// clicks Download: the browser saves a PDF, and the link shows one download fewer at once and after a reload.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { e2eSuite } from '../helpers/e2e-suite';
import { screenshots } from '../helpers/screenshots';
import { DEMO_CUSTOMERS, escapeRegExp, open, shopper } from '../helpers/shop';

const suite = e2eSuite();

checkLayoutOfEveryPage();

const TEXT = {
  ee: {
    pattern: '/ee/p/DL-PATTERN-905/kootud-kampsuni-muster-pdf-905',
    pay: 'Maksa',
    file: 'knitting-pattern-905-et.pdf',
  },
  lv: {
    pattern: '/lv/p/DL-PATTERN-905/adita-dzempera-raksts-pdf-905',
    pay: 'Maksāt',
    file: 'knitting-pattern-905-lv.pdf',
  },
} as const;

const ADDRESSES = {
  ee: { first: 'Mari', last: 'Maasikas', street: 'Pikk 12', city: 'Tallinn', zip: '10123', phone: '5123456' },
  lv: { first: 'Jānis', last: 'Bērziņš', street: 'Brīvības iela 21', city: 'Rīga', zip: 'LV-1050', phone: '21234567' },
} as const;

describe.each(['ee', 'lv'] as const)('a downloadable pattern in %s', (store) => {
  const text = TEXT[store];
  const shop = shopper(store);
  const { t } = shop;

  it('is bought by a customer and downloaded as a PDF from the order’s page', async () => {
    const width = store === 'ee' ? 1280 : 390;
    const context = await suite.browser.newContext({
      viewport: { width, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await open(page, `${suite.server.url}/${store}/`);
    const dialog = await shop.logIn(page, DEMO_CUSTOMERS[store][0]);
    await dialog.waitFor({ state: 'hidden' });

    // The pattern, paid online (the sandbox approves).
    await open(page, `${suite.server.url}${text.pattern}`);
    await page.getByRole('button', { name: t('Add to cart') }).click();
    await page.getByText(t('Product has been added to the cart!')).first().waitFor();
    await open(page, `${suite.server.url}/${store}/checkout`);
    await page.getByRole('heading', { name: t('Personal details') }).waitFor();
    // A customer is not told to log in for the download.
    expect(await page.getByText(/Download links are given|Allalaadimislingid|Lejupielādes saites/).count()).toBe(0);
    // The customer's details come from the profile.
    await expect.poll(() => page.getByLabel(shop.field('E-mail address')).inputValue()).toBe(DEMO_CUSTOMERS[store][0]);
    // SPEC 4: a virtual cart has no shipping step (once the cart knows its line's type).
    await page
      .getByRole('heading', { name: new RegExp(`${escapeRegExp(t('Shipping'))}$`) })
      .waitFor({ state: 'detached' });
    await shop.fillPersonal(page);
    await page.getByRole('radio', { name: /Montonio/ }).waitFor();
    const billing = page.locator('.checkout__billing');
    const address = ADDRESSES[store];
    await billing.getByLabel(shop.field('First name')).fill(address.first);
    await billing.getByLabel(shop.field('Last name')).fill(address.last);
    await billing.getByLabel(shop.field('Street address')).fill(address.street);
    await billing.getByLabel(shop.field('City')).fill(address.city);
    await billing.getByLabel(shop.field('Zip-code')).fill(address.zip);
    await billing.getByLabel(new RegExp(`^${t('Phone number')}`)).fill(address.phone);
    await shop.fillPayment(page, /Montonio/);
    await page.getByRole('button', { name: t('Place the order') }).click();
    await page.waitForURL(/\/sandbox\/montonio\/pay\//);
    await page.getByRole('button', { name: text.pay }).click();
    await page.waitForURL(new RegExp(`/${store}/thankyou$`));
    const orderNumber = (await page.locator('.thank-you__number strong').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^[A-Z]*\d+$/);

    // The order's page in the account: the pattern's link with its downloads left.
    await open(page, `${suite.server.url}/${store}/my-account/orders/${orderNumber}`);
    await page.getByRole('heading', { name: t('Downloads') }).waitFor();
    expect(await page.locator('.order-downloads__meta').textContent()).toMatch(/\b5\b/);
    await screenshots(page, `order-detail-download-${store}`, width);

    const link = page.getByRole('link', { name: t('Download'), exact: true });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(text.file);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // At once, without a reload: the link shows one download fewer.
    await expect.poll(() => page.locator('.order-downloads__meta').textContent(), { timeout: 5_000 }).toMatch(/\b4\b/);
    await screenshots(page, `order-detail-downloaded-${store}`, width);

    // Loaded again, the server agrees: one download fewer.
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('link', { name: t('Download'), exact: true }).waitFor();
    expect(await page.locator('.order-downloads__meta').textContent()).toMatch(/\b4\b/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
