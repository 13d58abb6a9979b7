// The everyday path through the shop for end-to-end tests, in either store view, written once: open a page and wait
// for hydration, log in through the header's modal, put the home page's first product in the cart and go to the
// checkout, fill its steps (personal details, shipping with a courier or a parcel machine, payment), read the
// development outbox, and ask the API for a customer's token and order count. Texts are the shop's own translations
// (tests/helpers/messages.ts), so the tests find things by the names a shopper reads.
import type { Locator, Page } from 'playwright-core';
import { translator } from './messages';

export type StoreCode = 'ee' | 'lv';

/** The password of every seeded demo customer (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo-pass-1';

export const DEMO_CUSTOMERS = {
  ee: ['mari.maasikas@example.ee', 'jaan.tamm@example.ee'],
  lv: ['janis.berzins@example.lv', 'liga.ozola@example.lv'],
} as const;

const LOCALES = { ee: 'et-EE', lv: 'lv-LV' } as const;

/** A delivery address of the store's country. */
const ADDRESSES = {
  ee: { street: 'Pikk 12', city: 'Tallinn', zip: '10123', phone: '5123456' },
  lv: { street: 'Brīvības iela 21', city: 'Rīga', zip: 'LV-1050', phone: '21234567' },
} as const;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Goes to the URL and waits until the app has hydrated. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
}

export type Delivery = 'courier' | 'parcel-machine';

export interface ShopperDetails {
  firstName: string;
  lastName: string;
}

/** The steps of the everyday path in one store view, in its language. */
export function shopper(store: StoreCode) {
  const t = translator(LOCALES[store]);
  /** A form field's label: its text, and the ' *' that marks a required one. */
  const field = (source: string) => new RegExp(`^${escapeRegExp(t(source))}( \\*)?$`);
  const cartButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('Cart'))}`) });

  /** Opens the login modal from the header and sends the form; returns the modal (hidden once logged in). */
  async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<Locator> {
    await page.getByRole('button', { name: t('My account') }).click();
    const dialog = page.getByRole('dialog', { name: t('Log in') });
    await dialog.getByLabel(field('E-mail address')).fill(email);
    await dialog.getByLabel(field('Password')).fill(password);
    await dialog.getByRole('button', { name: t('Log in') }).click();
    return dialog;
  }

  /** The home page's first product into the cart, then the checkout's first step. */
  async function addFirstProductAndCheckout(page: Page, base: string): Promise<void> {
    if (page.url() !== `${base}/${store}/`) await open(page, `${base}/${store}/`);
    await page.locator('.product-card__link').first().click();
    // Opened from the listing, the page shows the product at once and its variant once the product has loaded; until
    // then the button is aria-disabled and a click does nothing (a click too early failed a CI run).
    const add = page.getByRole('button', { name: t('Add to cart') });
    await page.locator('.add-to-cart[aria-disabled="false"]').first().waitFor();
    await add.click();
    await page.getByText(t('Product has been added to the cart!')).first().waitFor();
    await page
      .getByRole('button', { name: t('Proceed to checkout') })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/${store}/checkout$`));
    await page.getByRole('heading', { name: t('Personal details') }).waitFor();
  }

  /** The personal details step; a logged-in customer's are filled from the profile, so `email` may be omitted. */
  async function fillPersonal(page: Page, email?: string, who: ShopperDetails = KADRI): Promise<void> {
    if (email !== undefined) {
      await page.getByLabel(field('First name')).first().fill(who.firstName);
      await page.getByLabel(field('Last name')).first().fill(who.lastName);
      await page.getByLabel(field('E-mail address')).fill(email);
    }
    await page.getByRole('button', { name: t('Continue') }).click();
  }

  /** The shipping step's form (it is the one with a street address). */
  const shippingForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel(field('Street address')) });

  /** The shipping step: the store country's address, then a courier (the first method) or an Omniva parcel machine
   * (the first in its list). */
  async function fillShipping(page: Page, delivery: Delivery = 'courier', who: ShopperDetails = KADRI): Promise<void> {
    const form = shippingForm(page);
    const address = ADDRESSES[store];
    await form.getByRole('radio').first().waitFor();
    await form.getByLabel(field('First name')).fill(who.firstName);
    await form.getByLabel(field('Last name')).fill(who.lastName);
    await form.getByLabel(field('Street address')).fill(address.street);
    await form.getByLabel(field('City')).fill(address.city);
    await form.getByLabel(field('Zip-code')).fill(address.zip);
    await form.getByLabel(new RegExp(`^${escapeRegExp(t('Phone number'))}`)).fill(address.phone);
    if (delivery === 'courier') {
      await form.getByRole('radio').first().check();
    } else {
      await form.getByRole('radio', { name: /Omniva/ }).check();
      const machine = form.getByLabel(field('Parcel machine'));
      await machine.locator('option').nth(1).waitFor({ state: 'attached' });
      await machine.selectOption({ index: 1 });
    }
    await form.getByRole('button', { name: t('Continue') }).click();
  }

  /** The payment step: cash on delivery (the default, SPEC 9) or the method whose name matches, the terms accepted,
   * on to the review. */
  async function fillPayment(page: Page, method?: RegExp): Promise<void> {
    if (method) await page.getByRole('radio', { name: method }).check();
    const firstWord = t('I accept the terms and conditions').split(' ')[0] ?? '';
    await page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(firstWord)}`) }).check();
    await page.getByRole('button', { name: t('Continue') }).click();
    await page.getByRole('button', { name: t('Place the order') }).waitFor();
  }

  return {
    store,
    t,
    field,
    cartButton,
    logIn,
    addFirstProductAndCheckout,
    fillPersonal,
    shippingForm,
    fillShipping,
    fillPayment,
  };
}

const KADRI: ShopperDetails = { firstName: 'Kadri', lastName: 'Kask' };

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail in the development outbox (README "DEV_OUTBOX"). */
export async function outbox(base: string): Promise<OutboxMail[]> {
  const body = (await (await fetch(`${base}/api/dev/outbox`)).json()) as { result: OutboxMail[] };
  return body.result;
}

/** The mails to `to`, optionally only those whose text matches. */
export async function mailsTo(base: string, to: string, text?: RegExp): Promise<OutboxMail[]> {
  return (await outbox(base)).filter((mail) => mail.to === to && (text === undefined || text.test(mail.text)));
}

/** Waits for a mail to `to` whose text matches (the request that sends it may still be on its way). */
export async function waitForMail(base: string, to: string, text: RegExp, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await mailsTo(base, to, text);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A customer's access token, through the API. */
export async function logInByApi(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  return ((await response.json()) as { result: { token: string } }).result.token;
}

/** How many orders the customer's order history holds, through the API. */
export async function orderCount(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/api/user/order-history?token=${token}`);
  const body = (await response.json()) as { result: { total_count: number } };
  return body.result.total_count;
}
