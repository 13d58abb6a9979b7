// Category navigation in Chromium, in both stores (issue 12): a subcategory reached through the header's menu only, at
// 1280 px with the mouse and with the keyboard (WAI-ARIA disclosure: Escape closes and returns focus), at 390 px
// through the menu drawer (a dialog: open, submenu, back after SPEC 4's 300 ms, subcategory); a product page's
// breadcrumbs lead back to its category (SPEC 2); the menu links are in the server's HTML; axe finds nothing with the
// menu open and closed on desktop and phone; no console error on any page visited.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { e2eSuite } from '../helpers/e2e-suite';

const suite = e2eSuite();

checkLayoutOfEveryPage();

interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  children_data?: MenuCategory[];
}

/** The store's first top category and its second subcategory, as SPEC 7's category menu answers them. */
async function menuOf(store: string): Promise<{ top: MenuCategory; sub: MenuCategory; tops: MenuCategory[] }> {
  const response = await fetch(`${suite.server.url}/api/ext/category-menu/get?storeCode=${store}`);
  const tops = ((await response.json()).result as MenuCategory).children_data ?? [];
  const top = tops[0] as MenuCategory;
  const sub = top.children_data?.[1] as MenuCategory;
  return { top, sub, tops };
}

const LABELS = {
  ee: { menu: 'Menüü', back: 'Tagasi', subcategories: 'alamkategooriad', breadcrumbs: 'Leivapururada' },
  lv: { menu: 'Izvēlne', back: 'Atpakaļ', subcategories: 'apakškategorijas', breadcrumbs: 'Navigācijas ceļš' },
} as const;

let errors: string[] = [];
afterEach(() => {
  expect(errors, 'no console error on any page visited').toEqual([]);
  errors = [];
});

async function open(path: string, width: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(suite.server.url + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

const noViolations = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

async function expectCategoryPage(page: Page, store: string, category: MenuCategory) {
  await page.waitForURL(`${suite.server.url}/${store}/c/${category.slug}`);
  await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
}

describe.each(['ee', 'lv'] as const)('category navigation in %s', (store) => {
  const labels = LABELS[store];

  it('serves the menu in the HTML: every top category and subcategory is a link without JavaScript', async () => {
    const { tops } = await menuOf(store);
    const html = await (await fetch(`${suite.server.url}/${store}/`)).text();
    for (const top of tops) {
      expect(html).toContain(`href="/${store}/c/${top.slug}"`);
      for (const child of top.children_data ?? []) expect(html).toContain(`href="/${store}/c/${child.slug}"`);
    }
    const home = await open(`/${store}/`, 1280);
    // The home page links the top categories in its content too.
    const shop = home.getByRole('main').getByRole('navigation');
    await expect.poll(() => shop.getByRole('link').allTextContents()).toEqual(tops.map((top) => top.name));
    await home.context().close();
  });

  it('at 1280 px the mouse reaches a subcategory through the menu, which closes on the way', async () => {
    const { top, sub } = await menuOf(store);
    const page = await open(`/${store}/`, 1280);
    const header = page.locator('header');
    const subLink = header.getByRole('link', { name: sub.name, exact: true });
    expect(await subLink.isVisible(), 'closed at first').toBe(false);
    await noViolations(page);
    await header.getByRole('link', { name: top.name, exact: true }).hover();
    await subLink.waitFor();
    const toggle = header.getByRole('button', { name: `${top.name}: ${labels.subcategories}` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await noViolations(page);
    await subLink.click();
    await expectCategoryPage(page, store, sub);
    expect(await toggle.getAttribute('aria-expanded'), 'a route change closes the menu').toBe('false');
    // The top category's page, reached by the breadcrumbs, links its subcategories.
    await page.getByRole('navigation', { name: labels.breadcrumbs }).getByRole('link', { name: top.name }).click();
    await expectCategoryPage(page, store, top);
    const subcategories = page.getByRole('main').getByRole('navigation').last();
    expect(await subcategories.getByRole('link').allTextContents()).toEqual(
      (top.children_data ?? []).map((child) => child.name),
    );
    await page.context().close();
  });

  it('at 1280 px the keyboard reaches a subcategory: Enter opens, Escape closes and returns focus', async () => {
    const { top, sub } = await menuOf(store);
    const page = await open(`/${store}/`, 1280);
    const toggleName = `${top.name}: ${labels.subcategories}`;
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    for (let presses = 0; presses < 8 && (await focusedName()) !== toggleName; presses++)
      await page.keyboard.press('Tab');
    expect(await focusedName(), 'Tab reaches the first top category button').toBe(toggleName);
    const toggle = page.getByRole('button', { name: toggleName });
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focusedName(), 'into the open list').toBe(((top.children_data ?? [])[0] as MenuCategory).name);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded'), 'Escape closes').toBe('false');
    expect(await focusedName(), 'and focus is back on the button').toBe(toggleName);
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(sub.name);
    await page.keyboard.press('Enter');
    await expectCategoryPage(page, store, sub);
    await page.context().close();
  });

  it('at 390 px the drawer reaches a subcategory: open, submenu, back after 300 ms, subcategory', async () => {
    const { top, sub, tops } = await menuOf(store);
    const page = await open(`/${store}/`, 390);
    expect(await page.locator('.category-menu').isVisible(), 'no desktop menu on a phone').toBe(false);
    await noViolations(page);
    const menuButton = page.getByRole('button', { name: labels.menu });
    await menuButton.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    expect(await drawer.getByRole('button').allTextContents()).toEqual(
      expect.arrayContaining(tops.map((category) => `${category.name} ›`)),
    );
    await noViolations(page);
    // Focus stays in the drawer.
    for (let presses = 0; presses < 6; presses++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);

    await drawer.getByRole('button', { name: top.name }).click();
    const subLink = drawer.getByRole('link', { name: sub.name, exact: true });
    await subLink.waitFor();
    await noViolations(page);
    // SPEC 4: the submenu is popped after 300 ms, sliding out meanwhile; timed in the page, so a busy test runner
    // does not count.
    await drawer.getByRole('button', { name: labels.back }).waitFor();
    const { leaving, elapsed } = await page.evaluate(
      () =>
        new Promise<{ leaving: number; elapsed: number }>((resolve) => {
          const start = performance.now();
          (document.querySelector('.menu-drawer__back') as HTMLButtonElement).click();
          requestAnimationFrame(() => {
            const leaving = document.querySelectorAll('.menu-drawer__panel--leaving').length;
            const check = () => {
              if (document.querySelector('.menu-drawer__panel--sub')) requestAnimationFrame(check);
              else resolve({ leaving, elapsed: performance.now() - start });
            };
            check();
          });
        }),
    );
    expect(leaving, 'sliding out').toBe(1);
    expect(elapsed, 'popped after 300 ms, not before').toBeGreaterThanOrEqual(295);
    expect(elapsed, 'and not much later').toBeLessThan(1500);
    await drawer.getByRole('button', { name: top.name }).waitFor();

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('menu-button');
    await menuButton.click();
    await drawer.getByRole('button', { name: top.name }).click();
    await subLink.click();
    await expectCategoryPage(page, store, sub);
    expect(await page.getByRole('dialog').count(), 'a route change closes the drawer').toBe(0);
    await page.context().close();
  });

  it("a product page's breadcrumbs lead back to its category", async () => {
    const { top, sub } = await menuOf(store);
    const page = await open(`/${store}/c/${sub.slug}`, 1280);
    await page.locator('.product-card__link').first().click();
    await page.waitForURL(new RegExp(`/${store}/p/`));
    const breadcrumbs = page.getByRole('navigation', { name: labels.breadcrumbs });
    await breadcrumbs.getByRole('link', { name: sub.name }).waitFor();
    expect((await breadcrumbs.getByRole('link').allTextContents()).slice(1)).toEqual([top.name, sub.name]);
    // The same trail in the server's HTML of the product page opened directly (the deepest category).
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await breadcrumbs.getByRole('link', { name: sub.name }).click();
    await expectCategoryPage(page, store, sub);
    await page.context().close();
  });
});
