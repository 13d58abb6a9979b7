// SPEC 2 "Offline behaviour" in Chromium: the service worker registers from the site root and caches the shop, the
// header shows the offline state from the network machine, and a visited page opens offline from the cache with
// the worker's message shown as a notification.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { translator } from '../helpers/messages';
import { e2eSuite } from '../helpers/e2e-suite';

const suite = e2eSuite();

checkLayoutOfEveryPage();

describe('offline', () => {
  it('caches the shop, shows the offline state and serves a visited page from the cache', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/ee/`);
    await page.waitForSelector('html[data-hydrated="true"]');

    // The worker's first install: 'cached for offline use', in Estonian, from the notifications machine.
    await page.getByText('Pood on salvestatud kasutamiseks ka ilma võrguühenduseta.').waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${suite.server.url}/`);

    await context.setOffline(true);
    await page.getByText('Oled võrguühenduseta. Mõned lehed ei pruugi olla saadaval.').waitFor();

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByText('Oled võrguühenduseta: see leht näidati vahemälust.').waitFor();
    expect(await page.locator('.product-card').count()).toBe(16);

    await context.setOffline(false);
    await page.getByText('Oled võrguühenduseta. Mõned lehed').waitFor({ state: 'detached' });
    await context.close();
  });

  it('redirects a page never visited to the store home when offline, with SPEC 8 notice', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/lv/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.getByText('Veikals ir saglabāts lietošanai bezsaistē.').waitFor();

    await context.setOffline(true);
    await page.goto(`${suite.server.url}/lv/c/never-visited`).catch(() => undefined);
    await page.waitForURL(`${suite.server.url}/lv/`);
    await page
      .getByText('Prece, kategorija vai satura lapa nav pieejama bezsaistes režīmā. Novirzām uz sākumlapu.')
      .waitFor();
    await context.close();
  });

  // Issue 12: the same SPEC 8 notice when the shopper moves inside the running app (no page load the worker could
  // answer): the page machines see their data missing offline and the app goes to the store's home.
  describe.each(['ee', 'lv'] as const)('moving offline inside the app in the %s store', (store) => {
    const t = translator(store === 'ee' ? 'et-EE' : 'lv-LV');
    const notice = () => t('The product, category or CMS page is not available in Offline mode. Redirecting to Home.');

    it('goes from a product and a category never loaded to the home, with the notice; no other console error', async () => {
      const { context, page, errors } = await cachedShop(store);
      await context.setOffline(true);
      await page.getByText(t('You are offline. Some pages may not be available.')).waitFor();

      // A product card of the home: its data was never loaded.
      await page.locator('.product-card__link').first().click();
      await page.getByText(notice()).waitFor();
      await page.waitForURL(`${suite.server.url}/${store}/`);
      expect(await page.getByText(t('The product could not be loaded.')).count()).toBe(0);
      await page
        .getByRole('button', { name: t('OK') })
        .first()
        .click();
      await page.getByText(notice()).waitFor({ state: 'detached' });

      // A category reached by a client-side link (history navigation): never loaded either.
      const [, slug] = await categorySlugs(store);
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/${store}/c/${slug}`);
      await page.getByText(notice()).waitFor();
      await page.waitForURL(`${suite.server.url}/${store}/`);
      expect(await page.getByText(t('The category could not be loaded.')).count()).toBe(0);
      expect(errors()).toEqual([]);
      await context.close();
    });

    it('hydrates cached pages offline without a React error and warns instead of zero counts when filtering', async () => {
      const { context, page, errors } = await cachedShop(store);
      const [slug] = await categorySlugs(store);
      await open(page, `/${store}/c/${slug}`);
      await page.locator('.product-card').first().waitFor();
      const firstColour = page.locator('.filter-panel input[type="checkbox"]').first();
      const colourLabel = ((await firstColour.locator('xpath=..').textContent()) ?? '').trim();
      // Loaded as a page (not a client-side link), so the worker keeps its HTML.
      const productPath = (await page.locator('.product-card__link').first().getAttribute('href')) ?? '';
      await open(page, productPath);
      await page.getByRole('button', { name: t('Add to cart') }).waitFor();

      await context.setOffline(true);
      // The cached product page and category page, loaded offline: served by the worker, hydrated without #418.
      await open(page, productPath);
      await page.getByText(t('You are offline: this page was served from the cache.')).waitFor();
      await page.getByRole('button', { name: t('Add to cart') }).waitFor();
      await open(page, `/${store}/c/${slug}`);
      await page.locator('.product-card').first().waitFor();
      await page.getByText(t('You are offline. Some pages may not be available.')).waitFor();

      // A filter needs the catalogue: SPEC 8's warning (notification and listing), and the counts known so far.
      await firstColour.check({ force: true });
      const warning = t('No products synchronized for this category. Please come back while online!');
      await page.locator('.listing__message').getByText(warning).waitFor();
      await page.locator('.notification').getByText(warning).waitFor();
      expect(await page.getByText(t('The products could not be loaded.')).count()).toBe(0);
      const counts = ((await page.locator('.filter-panel').textContent()) ?? '').match(/\((\d+)\)/g) ?? [];
      expect(counts.length).toBeGreaterThan(0);
      expect(
        counts.every((count) => count === '(0)'),
        'no zero counts in place of the known ones',
      ).toBe(false);
      expect(colourLabel).not.toBe('');
      expect(errors()).toEqual([]);
      await context.close();
    });
  });
});

async function open(page: Page, path: string) {
  await page.goto(`${suite.server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
}

async function categorySlugs(store: string): Promise<string[]> {
  const request = encodeURIComponent(JSON.stringify({ filters: { level: 3 }, size: 50 }));
  const response = await fetch(`${suite.server.url}/api/catalog/${store}/category/_search?request=${request}`);
  const items = (await response.json()).result.items as { slug: string; product_count: number }[];
  return items.sort((a, b) => b.product_count - a.product_count).map((category) => category.slug);
}

/**
 * A fresh browser on the store's home with the service worker ready and the shop cached. Console errors and page
 * errors are collected, except the browser's own line for a request refused offline ('net::ERR_FAILED' and the like),
 * which is what offline means, not a fault of the page.
 */
async function cachedShop(store: string): Promise<{ context: BrowserContext; page: Page; errors(): string[] }> {
  const t = translator(store === 'ee' ? 'et-EE' : 'lv-LV');
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/.test(text)) {
      errors.push(`${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await open(page, `/${store}/`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.getByText(t('The shop has been cached for offline use.')).waitFor();
  return { context, page, errors: () => errors };
}
