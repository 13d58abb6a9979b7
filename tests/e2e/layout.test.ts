// The shop at a phone's 390 px and a desktop's 1280 px, in both stores (issue 12 "Phones" and "Must show"): on every
// page a shopper passes through (home, a category with its filters closed and open, a product, the mini cart, each
// checkout step, search) nothing of the header, the mini cart, the page or a dialog extends past the viewport
// (tests/helpers/layout.ts), and no page logs a console error. On a phone the first products of a category are on
// the first screen with the filters behind a button, and 'Add to cart' is on the first screen of a product page, not
// under the 'added' notice. The header is one row with a usable search at 1280 px and two compact rows on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage, expectWithinViewport } from '../helpers/layout';
import { translator } from '../helpers/messages';
import { e2eSuite } from '../helpers/e2e-suite';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
const SEARCH_TERMS = { ee: 'kleit', lv: 'kleita' } as const;
const EMAILS = { ee: 'kadri.kask@example.ee', lv: 'liga.kalnina@example.lv' } as const;

const suite = e2eSuite();

checkLayoutOfEveryPage();

/** The category with the most products at level 3 (a real listing with filters). */
async function busiestCategory(store: string): Promise<string> {
  const request = encodeURIComponent(JSON.stringify({ filters: { level: 3 }, size: 50 }));
  const response = await fetch(`${suite.server.url}/api/catalog/${store}/category/_search?request=${request}`);
  const items = (await response.json()).result.items as { slug: string; product_count: number }[];
  const [busiest] = items.sort((a, b) => b.product_count - a.product_count);
  if (!busiest) throw new Error(`no level-3 category in ${store}`);
  return busiest.slug;
}

/** Whether the element's box is wholly on the current screen (no scrolling needed to see it). */
async function onFirstScreen(page: Page, selector: string): Promise<boolean> {
  const [box, screen] = await Promise.all([page.locator(selector).first().boundingBox(), page.viewportSize()]);
  return box !== null && screen !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= screen.height;
}

/** Whether the element starts on the current screen, with at least `visible` px of it showing. */
async function startsOnFirstScreen(page: Page, selector: string, visible: number): Promise<boolean> {
  const [box, screen] = await Promise.all([page.locator(selector).first().boundingBox(), page.viewportSize()]);
  return box !== null && screen !== null && box.y >= 0 && box.y + visible <= screen.height;
}

describe.each(['ee', 'lv'] as const)('layout in the %s store', (store) => {
  const t = translator(store === 'ee' ? 'et-EE' : 'lv-LV');
  const field = (source: string) => new RegExp(`^${escapeRegExp(t(source))}( \\*)?$`);

  it.each(WIDTHS)('fits $width px on every page of a purchase, without console errors', async (viewport) => {
    const phone = viewport.width < 768;
    const context = await suite.browser.newContext({ viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const open = async (path: string) => {
      await page.goto(`${suite.server.url}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
    };

    await open(`/${store}/`);
    await page.locator('.product-card').first().waitFor();
    await expectWithinViewport(page, 'home');
    // The header: one row with a usable search field at 1280 px; two compact rows on a phone (menu, logo, wishlist,
    // account and cart; then the search and the store switch).
    const [header, search] = await Promise.all([
      page.locator('header').boundingBox(),
      page.locator('.site-header__search').boundingBox(),
    ]);
    if (phone) {
      expect(header?.height, 'the phone header in two rows').toBeLessThanOrEqual(130);
    } else {
      expect(header?.height, 'the header in one row').toBeLessThan(80);
      expect(search?.width, 'a search field a product name fits in').toBeGreaterThanOrEqual(260);
    }

    // A category: on a phone the filters wait behind a button (the machine's filtersOpen) and products come first.
    await open(`/${store}/c/${await busiestCategory(store)}`);
    await page.locator('.product-card').first().waitFor();
    const toggle = page.getByRole('button', { name: t('Show filters') });
    const panel = page.locator('.listing__filters');
    if (phone) {
      expect(await panel.isVisible(), 'the filter panel is closed on a phone').toBe(false);
      // The header is another part's (a drawer is coming); the products start on the first screen, photos showing.
      expect(await startsOnFirstScreen(page, '.product-card', 200), 'the first products on the first screen').toBe(
        true,
      );
      await expectWithinViewport(page, 'category, filters closed');
      await toggle.click();
      await page.getByRole('button', { name: t('Hide filters') }).waitFor();
      expect(await panel.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: t('Hide filters') }).getAttribute('aria-expanded')).toBe('true');
      await expectWithinViewport(page, 'category, filters open');
    } else {
      expect(await toggle.isVisible(), 'no filter button beside the panel on a wide screen').toBe(false);
      expect(await panel.isVisible()).toBe(true);
      await expectWithinViewport(page, 'category');
    }

    // A product: 'Add to cart' is on the first screen without scrolling past the gallery.
    await page.locator('.product-card__link').first().click();
    const add = page.getByRole('button', { name: t('Add to cart') });
    await add.waitFor();
    expect(await onFirstScreen(page, '.add-to-cart'), "'Add to cart' is on the first screen").toBe(true);
    await expectWithinViewport(page, 'product');
    await add.click();
    await page.getByText(t('Product has been added to the cart!')).first().waitFor();
    if (phone) {
      // The notices stack above the phone's fixed 'Add to cart' bar instead of covering it.
      const [notices, bar] = await Promise.all([
        page.locator('.notification-stack').boundingBox(),
        page.locator('.add-to-cart').boundingBox(),
      ]);
      expect(notices && bar && notices.y + notices.height <= bar.y, "the notice leaves 'Add to cart' free").toBe(true);
    }

    // The mini cart: its close button, prices and coupon button inside the screen.
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('Cart'))}`) }).click();
    const miniCart = page.getByRole('dialog', { name: t('Shopping cart') });
    await miniCart.waitFor();
    await miniCart.getByRole('button', { name: t('Close') }).waitFor();
    await expectWithinViewport(page, 'mini cart');

    // Each checkout step.
    await miniCart.getByRole('link', { name: t('Go to checkout') }).click();
    await page.waitForURL(new RegExp(`/${store}/checkout$`));
    await page.getByRole('heading', { name: t('Personal details') }).waitFor();
    await expectWithinViewport(page, 'checkout: personal details');
    await page.getByLabel(field('First name')).first().fill('Kadri');
    await page.getByLabel(field('Last name')).first().fill('Kask');
    await page.getByLabel(field('E-mail address')).fill(EMAILS[store]);
    await page.getByRole('button', { name: t('Continue') }).click();

    const shipping = page.locator('form').filter({ has: page.getByLabel(field('Street address')) });
    await shipping.waitFor();
    await expectWithinViewport(page, 'checkout: shipping');
    await shipping.getByLabel(field('First name')).fill('Kadri');
    await shipping.getByLabel(field('Last name')).fill('Kask');
    await shipping.getByLabel(field('Street address')).fill('Pikk 12');
    await shipping.getByLabel(field('City')).fill(store === 'ee' ? 'Tallinn' : 'Rīga');
    await shipping.getByLabel(field('Zip-code')).fill(store === 'ee' ? '10123' : 'LV-1050');
    await shipping.getByLabel(new RegExp(`^${escapeRegExp(t('Phone number'))}`)).fill('5123456');
    await shipping.getByRole('radio').first().check();
    await shipping.getByRole('button', { name: t('Continue') }).click();

    const terms = page.getByRole('checkbox', {
      name: new RegExp(`^${escapeRegExp(t('I accept the terms and conditions').split(' ')[0] ?? '')}`),
    });
    await terms.waitFor();
    await expectWithinViewport(page, 'checkout: payment');
    await terms.check();
    await page.getByRole('button', { name: t('Continue') }).click();
    await page.getByRole('button', { name: t('Place the order') }).waitFor();
    await expectWithinViewport(page, 'checkout: review');

    await open(`/${store}/search?q=${SEARCH_TERMS[store]}`);
    await page.locator('.product-card').first().waitFor();
    await expectWithinViewport(page, 'search');

    expect(errors, 'no console error on any page').toEqual([]);
    await context.close();
  });
});
