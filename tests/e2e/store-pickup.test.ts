// Issue 16 "Store pickup at checkout uses the same list" (the shipping_location_id flow) in Chromium, in both stores:
// a guest chooses store pickup, picks a store of the store locator's list by its city and places the order, which the
// thank-you page confirms and whose confirmation mail names the chosen store.
import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../helpers/e2e-suite';
import { escapeRegExp, shopper, waitForMail } from '../helpers/shop';

const suite = e2eSuite();

const CITIES = { ee: 'Tartu', lv: 'Liepāja' } as const;
const ADDRESSES = {
  ee: { street: 'Pikk 12', city: 'Tallinn', zip: '10123', phone: '5123456' },
  lv: { street: 'Brīvības iela 21', city: 'Rīga', zip: 'LV-1050', phone: '21234567' },
} as const;

describe.each(['ee', 'lv'] as const)('store pickup in %s', (store) => {
  const s = shopper(store);
  const { t, field } = s;

  it('a guest picks a store by its city and places the order; the confirmation mail names the store', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await s.addFirstProductAndCheckout(page, suite.server.url);
    const email = `pickup.${store}.${Date.now()}@example.com`;
    await s.fillPersonal(page, email);

    const form = s.shippingForm(page);
    const address = ADDRESSES[store];
    await form.getByRole('radio').first().waitFor();
    await form.getByLabel(field('First name')).fill('Kadri');
    await form.getByLabel(field('Last name')).fill('Kask');
    await form.getByLabel(field('Street address')).fill(address.street);
    await form.getByLabel(field('City')).fill(address.city);
    await form.getByLabel(field('Zip-code')).fill(address.zip);
    await form.getByLabel(new RegExp(`^${escapeRegExp(t('Phone number'))}`)).fill(address.phone);
    await form.getByRole('radio', { name: new RegExp(escapeRegExp(t('Store pickup'))) }).check();
    await form.getByLabel(field('Store city')).selectOption(CITIES[store]);
    const pickup = form.getByLabel(field('Pickup store'));
    await pickup.locator('option').nth(1).waitFor({ state: 'attached' });
    // The same list as the store locator's: the city's stores that take pickups, by name and street.
    const reply = (await (
      await fetch(`${suite.server.url}/api/ext/stores?city=${encodeURIComponent(CITIES[store])}`)
    ).json()) as {
      result: { name: string; street: string; services: string[] }[];
    };
    const expected = reply.result.filter((shop) => shop.services.includes('pickup'));
    expect(expected.length).toBeGreaterThan(0);
    const options = (await pickup.locator('option').allTextContents()).slice(1);
    expect(options).toEqual(
      expected.map((shop) => expect.stringMatching(new RegExp(`^${escapeRegExp(`${shop.name}, ${shop.street}`)}`))),
    );
    const chosen = (await pickup.locator('option').nth(1).textContent()) ?? '';
    expect(chosen).toContain(',');
    await pickup.selectOption({ index: 1 });
    await form.getByRole('button', { name: t('Continue') }).click();

    await s.fillPayment(page);
    const storeName = chosen.split(',')[0] ?? '';
    await page.getByRole('button', { name: t('Place the order') }).click();
    await page.waitForURL(new RegExp(`/${store}/thankyou$`));
    const number = page.locator('.thank-you__number strong');
    await number.waitFor();
    expect(await number.textContent()).toMatch(new RegExp(`^${store.toUpperCase()}\\d{6}$`));
    // The order keeps the chosen store (shipping_location_id): the confirmation mail names it.
    await waitForMail(suite.server.url, email, new RegExp(escapeRegExp(storeName)));
    await context.close();
  });
});
