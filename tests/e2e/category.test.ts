// Category pages in Chromium, in both stores: filters and sort in the route query (back restores them), load
// more (50, then pages of 40), and no axe violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { e2eSuite } from '../helpers/e2e-suite';

const suite = e2eSuite();

checkLayoutOfEveryPage();

async function categories(store: string, level: number): Promise<{ slug: string; product_count: number }[]> {
  const request = encodeURIComponent(JSON.stringify({ filters: { level }, size: 50 }));
  const response = await fetch(`${suite.server.url}/api/catalog/${store}/category/_search?request=${request}`);
  return (await response.json()).result.items;
}

async function open(path: string): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

const cardCount = (page: Page) => page.locator('.product-card').count();
const prices = async (page: Page) =>
  (await page.locator('.product-card .price').allTextContents()).map((text) =>
    Number((text.match(/[\d\s\u00a0]+,\d{2}/)?.[0] ?? '0').replace(/[\s\u00a0]/g, '').replace(',', '.')),
  );

describe.each(['ee', 'lv'] as const)('category page in %s', (store) => {
  it('filters by colour and price, sorts by price, restores filters on back, with no axe violations', async () => {
    const [category] = (await categories(store, 3)).sort((a, b) => b.product_count - a.product_count);
    const page = await open(`/${store}/c/${category?.slug}`);
    const all = await cardCount(page);
    expect(all).toBe(category?.product_count);

    await page.locator('.filter-panel input[type="checkbox"]').first().check();
    await page.waitForURL(/color=\d+/);
    await page.waitForFunction((before) => document.querySelectorAll('.product-card').length < before, all);
    const byColour = await cardCount(page);
    expect(byColour).toBeGreaterThan(0);

    await page.locator('select').selectOption('final_price:asc');
    await page.waitForURL(/sort=final_price(:|%3A)asc/);
    await page.waitForTimeout(300);
    const sorted = await prices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    const priceRadios = page.locator('.filter-panel input[type="radio"]');
    await priceRadios.nth((await priceRadios.count()) - 2).check();
    await page.waitForURL(/price=/);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('price='));
    expect(page.url()).toMatch(/color=\d+/);
    expect(await page.locator('.filter-panel input[type="checkbox"]').first().isChecked()).toBe(true);

    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('shows 50 products, then loads 40 more', async () => {
    const [top] = (await categories(store, 2)).sort((a, b) => b.product_count - a.product_count);
    expect(top?.product_count).toBeGreaterThan(50);
    const page = await open(`/${store}/c/${top?.slug}`);
    expect(await cardCount(page)).toBe(50);
    await page.locator('.load-more button').click();
    await page.waitForFunction(() => document.querySelectorAll('.product-card').length > 50);
    expect(await cardCount(page)).toBe(Math.min(90, top?.product_count ?? 0));
    await page.context().close();
  });
});

describe('category page errors', () => {
  it('answers an unknown category with 404', async () => {
    const response = await fetch(`${suite.server.url}/ee/c/no-such-category-999`);
    expect(response.status).toBe(404);
  });
});
