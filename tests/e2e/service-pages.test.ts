// Issue 16 service pages end to end in Chromium, in both stores: the store locator filters its stores by city and
// opens a store's page with hours and map; an order is tracked by its number and e-mail (a wrong pair learns
// nothing); the contact form shows SPEC 5's messages, then its message reaches the shop's outbox; the sale page
// lists only products with a crossed-out regular price, sorted as chosen; a guest orders the paper catalogue (SPEC 5
// messages first) and its address reaches the shop's outbox. Axe finds nothing on each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_EMAIL, STORE_VIEWS } from '../../src/domain/store-views';
import { translator } from '../helpers/messages';
import { e2eSuite } from '../helpers/e2e-suite';
import { DEMO_CUSTOMERS, escapeRegExp, logInByApi, open, shopper, waitForMail } from '../helpers/shop';

const suite = e2eSuite();

const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}( \\*)?$`);

async function noAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

describe.each(['ee', 'lv'] as const)('service pages in %s', (store) => {
  const t = translator(STORE_VIEWS[store].locale as 'et-EE' | 'lv-LV');
  let page: Page;
  beforeAll(async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('the store locator filters the stores by city and opens a store with its hours and map', async () => {
    await open(page, `${suite.server.url}/${store}/store-locator`);
    const cards = page.locator('.store-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(8);
    await page.getByLabel(exactly(t('City'))).selectOption('Rīga');
    await page.waitForURL(/\?city=R%C4%ABga$/);
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.allInnerTexts()).toEqual([
      expect.stringContaining('Tērbatas iela 47'),
      expect.stringContaining('Audēju iela 16'),
    ]);
    await page.getByRole('link', { name: 'Rõivas Tērbatas' }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Rõivas Tērbatas' }).waitFor();
    expect(await page.getByRole('heading', { name: t('Opening hours') }).isVisible()).toBe(true);
    expect(await page.getByLabel(t('Map of our stores')).isVisible()).toBe(true);
    expect(await page.locator('.store-badge').textContent()).toMatch(
      new RegExp(`^(${escapeRegExp(t('Open now'))}|${escapeRegExp(t('Closed now'))})$`),
    );
    await noAxeViolations(page);
    await page.getByRole('link', { name: t('← All stores') }).click();
    await expect.poll(() => cards.count()).toBe(8);
  });

  it('the server renders the store list, filtered by the city in the URL; the browser does not load it again', async () => {
    const html = await (await fetch(`${suite.server.url}/${store}/store-locator?city=Tartu`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('Rüütli 11');
    expect(main).not.toContain('Tērbatas iela 47');
    expect(main).toContain(t('Map of our stores'));
    const storeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ext/stores')) storeRequests.push(request.url());
    });
    await open(page, `${suite.server.url}/${store}/store-locator?city=Tartu`);
    const cards = page.locator('.store-card');
    await cards.first().waitFor();
    expect(await cards.allInnerTexts()).toEqual([expect.stringContaining('Rüütli 11')]);
    // Hydrated: the filter works in place, from the list the server shipped.
    await page.getByLabel(exactly(t('City'))).selectOption('Liepāja');
    await page.waitForURL(/\?city=Liep%C4%81ja$/);
    await expect.poll(() => cards.count()).toBe(1);
    expect(storeRequests).toEqual([]);
  });

  it('tracks an order by number and e-mail, and a wrong pair shows only that nothing was found', async () => {
    const customer = DEMO_CUSTOMERS[store][0];
    const token = await logInByApi(suite.server.url, customer);
    const history = (await (await fetch(`${suite.server.url}/api/user/order-history?token=${token}`)).json()) as {
      result: { items: { increment_id: string; items: { name: string }[] }[] };
    };
    const order = history.result.items[0];
    if (!order) throw new Error('the demo customer has no order');

    await open(page, `${suite.server.url}/${store}/order-tracking`);
    const number = page.getByLabel(exactly(t('Order number')));
    const email = page.locator('main').getByLabel(exactly(t('E-mail')));
    await page.getByRole('button', { name: t('Track the order') }).click();
    expect(await page.getByText(t('Field is required')).count()).toBe(2);

    await number.fill(order.increment_id);
    await email.fill('someone.else@example.com');
    await page.getByRole('button', { name: t('Track the order') }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      t('We could not find an order with this number and e-mail address. Please check both.'),
    );

    await email.fill(customer.toUpperCase());
    await page.getByRole('button', { name: t('Track the order') }).click();
    await page.getByRole('heading', { name: t('Order {0}').replace('{0}', order.increment_id) }).waitFor();
    const shown = await page.locator('.tracked-order').textContent();
    for (const line of order.items) expect(shown).toContain(line.name);
    await noAxeViolations(page);
  });

  it('the contact form shows SPEC 5 messages, then mails the shop', async () => {
    await open(page, `${suite.server.url}/${store}/contact`);
    const send = page.getByRole('button', { name: t('Send the message') });
    await send.click();
    expect(await page.getByText(t('Field is required')).count()).toBe(4);
    await page.getByLabel(exactly(t('Name'))).fill('Mari Maasikas');
    await page
      .locator('main')
      .getByLabel(exactly(t('E-mail')))
      .fill('mari@');
    await send.click();
    expect(await page.getByText(t('Please provide valid e-mail address.')).isVisible()).toBe(true);
    await page
      .locator('main')
      .getByLabel(exactly(t('E-mail')))
      .fill(`kirjutaja.${store}@example.com`);
    await page.getByLabel(exactly(t('Subject'))).fill('Kampsuni suurus');
    await page.getByLabel(exactly(t('Message'))).fill(`Tere! Kas villane kampsun tuleb ka suuruses XS? (${store})`);
    await send.click();
    await page.getByText(t('Thank you! Your message has been sent. We answer within one working day.')).waitFor();
    const mail = await waitForMail(suite.server.url, SHOP_EMAIL[store], new RegExp(`suuruses XS\\? \\(${store}\\)`));
    expect(mail).toMatchObject({ subject: 'Kampsuni suurus' });
    expect(mail.text).toContain('Mari Maasikas');
    await noAxeViolations(page);
  });

  it('a guest orders the paper catalogue under its page text: SPEC 5 messages, then the address mailed to the shop', async () => {
    const html = await (await fetch(`${suite.server.url}/${store}/paper-catalogue`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    // The server renders the CMS text and the form.
    expect(main).toContain(store === 'ee' ? 'Kaks korda aastas' : 'Divreiz gadā');
    expect(main).toContain(t('Order the catalogue'));
    // The page on ordering from the printed catalogue offers the same form.
    const fromCatalogue = await (await fetch(`${suite.server.url}/${store}/order-from-catalog`)).text();
    expect(fromCatalogue.slice(fromCatalogue.indexOf('<main'), fromCatalogue.indexOf('</main>'))).toContain(
      t('Order the catalogue'),
    );
    await open(page, `${suite.server.url}/${store}/paper-catalogue`);
    const form = page.locator('main form');
    const order = form.getByRole('button', { name: t('Order the catalogue') });
    await order.click();
    // First name, last name, street, house number, city, zip-code and phone (the country is the store's).
    expect(await form.getByText(t('Field is required')).count()).toBe(7);
    await form.getByLabel(exactly(t('First name'))).fill(store === 'ee' ? 'Kadri' : 'Ilze');
    await form.getByLabel(exactly(t('Last name'))).fill(store === 'ee' ? 'Kask' : 'Kalniņa');
    await form.getByLabel(exactly(t('Street'))).fill(store === 'ee' ? 'Pikk' : 'Brīvības iela');
    await form.getByLabel(exactly(t('House/apartment number'))).fill('12-5');
    await form.getByLabel(exactly(t('City'))).fill(store === 'ee' ? 'Tallinn' : 'Rīga');
    await form.getByLabel(exactly(t('Zip-code'))).fill('123');
    await form
      .getByLabel(new RegExp(`^${escapeRegExp(t('Phone number'))}`))
      .fill(store === 'ee' ? '5123456' : '29123456');
    await order.click();
    await form
      .getByText(t(store === 'ee' ? 'Zip-code must have five digits.' : 'Zip-code must have 4 digits.'))
      .waitFor();
    await form.getByLabel(exactly(t('Zip-code'))).fill(store === 'ee' ? '10123' : 'LV-1010');
    await order.click();
    await page.getByText(t('Thank you! We will post the paper catalogue to your address.')).waitFor();
    const envelope =
      store === 'ee'
        ? 'Kadri Kask\nPikk 12-5\n10123 Tallinn\nEE'
        : 'Ilze Kalniņa\nBrīvības iela 12-5\nLV-1010 Rīga\nLV';
    const mail = await waitForMail(suite.server.url, SHOP_EMAIL[store], new RegExp(escapeRegExp(envelope)));
    expect(mail.subject).toMatch(new RegExp(`^Paper catalogue order \\d+ \\(${store}\\)$`));
    await noAxeViolations(page);
  });

  it("a customer's order from My account reaches the same endpoint: stored (numbered) and mailed to the shop", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const customerPage = await context.newPage();
    await open(customerPage, `${suite.server.url}/${store}/`);
    const login = await shopper(store).logIn(customerPage, DEMO_CUSTOMERS[store][1]);
    await login.waitFor({ state: 'hidden' });
    await open(customerPage, `${suite.server.url}/${store}/my-account/paper-catalogue`);
    const form = customerPage.locator('main form');
    const street = store === 'ee' ? 'Kalevi' : 'Elizabetes iela';
    await form.getByLabel(exactly(t('First name'))).fill(store === 'ee' ? 'Jaan' : 'Līga');
    await form.getByLabel(exactly(t('Last name'))).fill(store === 'ee' ? 'Tamm' : 'Ozola');
    await form.getByLabel(exactly(t('Street'))).fill(street);
    await form.getByLabel(exactly(t('House/apartment number'))).fill('7');
    await form.getByLabel(exactly(t('City'))).fill(store === 'ee' ? 'Tartu' : 'Rīga');
    await form.getByLabel(exactly(t('Zip-code'))).fill(store === 'ee' ? '51004' : 'LV-1050');
    await form.getByLabel(exactly(t('Country'))).selectOption(store === 'ee' ? 'EE' : 'LV');
    await form
      .getByLabel(new RegExp(`^${escapeRegExp(t('Phone number'))}`))
      .fill(store === 'ee' ? '5234567' : '29234567');
    await form.getByRole('button', { name: t('Order the catalogue') }).click();
    await customerPage.getByText(t('Thank you! We will post the paper catalogue to your address.')).waitFor();
    const mail = await waitForMail(suite.server.url, SHOP_EMAIL[store], new RegExp(`${escapeRegExp(street)} 7\\n`));
    expect(mail.subject).toMatch(new RegExp(`^Paper catalogue order \\d+ \\(${store}\\)$`));
    await context.close();
  });

  it('the sale page lists only discounted products, server-rendered, and sorts them', async () => {
    const html = await (await fetch(`${suite.server.url}/${store}/sale`)).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    await open(page, `${suite.server.url}/${store}/sale`);
    const cards = page.locator('.product-card');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    expect(await page.locator('.product-card del').count()).toBe(count);
    await noAxeViolations(page);
    await page.getByLabel(t('Sort by')).selectOption('final_price:asc');
    await page.waitForURL(/sort=final_price/);
    await expect.poll(() => page.locator('.product-card__name').first().textContent()).not.toBe(null);
    const prices = await page.locator('.price__special').allTextContents();
    const amounts = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    await expect
      .poll(async () => {
        const now = (await page.locator('.price__special').allTextContents()).map((text) =>
          Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
        );
        return now.every((amount, index) => index === 0 || (now[index - 1] as number) <= amount);
      })
      .toBe(true);
    expect(amounts.length).toBeGreaterThan(0);
  });
});
