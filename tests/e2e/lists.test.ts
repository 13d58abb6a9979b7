// End-to-end in Chromium, both stores: products added to compare and the wishlist from the product page show on
// /compare and in the header's wishlist panel, a viewed product on /my-account/recently-viewed, all kept in
// IndexedDB per store view across a reload; axe finds nothing on the list pages.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { e2eSuite } from '../helpers/e2e-suite';

const suite = e2eSuite();

checkLayoutOfEveryPage();

const TEXT = {
  ee: {
    addCompare: 'Lisa võrdlusesse',
    addWishlist: 'Lisa soovinimekirja',
    compareTitle: 'Võrdle tooteid',
    recentTitle: 'Hiljuti vaadatud',
    wishlist: 'Soovinimekiri',
    remove: (name: string) => `Eemalda ${name} võrdlusest`,
    emptyCompare: 'Sul pole võrreldavaid tooteid',
  },
  lv: {
    addCompare: 'Pievienot salīdzināšanai',
    addWishlist: 'Pievienot vēlmju sarakstam',
    compareTitle: 'Salīdzināt preces',
    recentTitle: 'Nesen skatītās',
    wishlist: 'Vēlmju saraksts',
    remove: (name: string) => `Izņemt ${name} no salīdzināšanas`,
    emptyCompare: 'Jums nav produktu, ko salīdzināt',
  },
} as const;

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Opens the n-th product of the home page, adds it to the lists and returns its name. */
async function addProduct(page: Page, store: 'ee' | 'lv', index: number, lists: ('compare' | 'wishlist')[]) {
  await hydrated(page, `${suite.server.url}/${store}/`);
  await page.locator('.product-card__link').nth(index).click();
  await page.waitForURL(new RegExp(`/${store}/p/`));
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  if (lists.includes('compare')) await page.getByRole('button', { name: TEXT[store].addCompare }).click();
  if (lists.includes('wishlist')) await page.getByRole('button', { name: TEXT[store].addWishlist }).click();
  return name;
}

describe.each(['ee', 'lv'] as const)('product lists in %s', (store) => {
  it('shows compared, wished and viewed products on their pages, across a reload, with no axe violations', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const first = await addProduct(page, store, 0, ['compare', 'wishlist']);
    const second = await addProduct(page, store, 1, ['compare']);

    await hydrated(page, `${suite.server.url}/${store}/compare`);
    await page.getByRole('heading', { level: 1, name: TEXT[store].compareTitle }).waitFor();
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([first, second]);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Removing one leaves the other, and the choice survives a reload.
    await page.getByRole('button', { name: TEXT[store].remove(second) }).click();
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('table').getByRole('columnheader').allTextContents()).toEqual([first]);

    // Recently viewed: the newest first.
    await hydrated(page, `${suite.server.url}/${store}/my-account/recently-viewed`);
    const viewed = page.getByRole('list', { name: TEXT[store].recentTitle });
    await viewed.waitFor();
    expect(await viewed.locator('.product-card__name').allTextContents()).toEqual([second, first]);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The wishlist panel from the header.
    await page.getByRole('button', { name: new RegExp(`^${TEXT[store].wishlist}`) }).click();
    const panel = page.getByRole('dialog', { name: TEXT[store].wishlist });
    await panel.getByRole('link', { name: first }).waitFor();
    expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await context.close();
  });
});

it('keeps the lists per store view: the Latvian compare list does not show Estonian choices', async () => {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  await addProduct(page, 'ee', 2, ['compare']);
  await hydrated(page, `${suite.server.url}/lv/compare`);
  await page.getByText(TEXT.lv.emptyCompare).waitFor();
  await context.close();
});
