// CMS pages end to end (issue 16), one server and one browser: in both stores every static route of SPEC 2 and the
// terms and privacy links show their page's text in <main>, not only a heading, with the page's meta description;
// an unknown /i/{identifier} is the store's 404 page with status 404; the cached CMS pages are cleared by the
// 'cms' tag (what npm run cms -- set asks for); the size guide reads on a phone (no page-wide sideways scroll) and axe finds
// nothing; a link in a page's body navigates without a full load; the checkout's terms link opens the terms (both
// stores).
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_CMS_ROUTES } from '../../src/domain/cms';
import { STORE_VIEWS } from '../../src/domain/store-views';
import { launchBrowser } from '../helpers/browser';
import { translator } from '../helpers/messages';
import { type RunningServer, startServer } from '../helpers/server';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INVALIDATE_KEY = 'cms-e2e-invalidate-key-0123456789';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { INVALIDATE_KEY } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * React's out-of-order Suspense segment `n` of a server-rendered page: a boundary whose content suspended while the
 * shell rendered (the listing pages: home, category, product, search, /sale) is sent after the shell as
 * `<div hidden id="S:n">…</div><script>…$RC("B:n","S:n")</script>`, its place in <main> a `<template id="B:n">`.
 */
function segment(html: string, n: string): string {
  const marker = `<div hidden id="S:${n}">`;
  const start = html.indexOf(marker);
  const reveal = html.indexOf(`$RC("B:${n}","S:${n}")`);
  const end = html.lastIndexOf('</div><script', reveal);
  return start < 0 || reveal < 0 || end < start ? '' : html.slice(start + marker.length, end);
}

/** The text of <main> without its tags (its streamed segments put back in place), and its first heading. */
function mainOf(html: string): { text: string; heading: string } {
  const main = (/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').replace(
    /<template id="B:(\d+)"><\/template>/g,
    (_, n: string) => segment(html, n),
  );
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '';
  const text = main
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, heading };
}

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return response;
}

describe.each(['ee', 'lv'] as const)('CMS pages in %s', (store) => {
  const links = STORE_VIEWS[store].links;
  // /sale is the sale listing (its CMS text as the introduction): its <main> once looked like an empty heading because
  // the listing is streamed after the shell (segment() above), not because the page is empty.
  const paths = [...STATIC_CMS_ROUTES.map((route) => `/${route}`), links.terms, links.privacy];

  it.each(paths)('%s shows its page’s text beyond a heading, with a meta description of its own', async (path) => {
    const response = await fetch(`${server.url}/${store}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const { text, heading } = mainOf(html);
    expect(heading.length).toBeGreaterThan(2);
    expect(text.length - heading.length).toBeGreaterThan(120);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(30);
    expect(description).not.toContain(heading);
  });

  it('answers an unknown identifier with the store’s 404 page', async () => {
    const response = await fetch(`${server.url}/${store}/i/does-not-exist`);
    expect(response.status).toBe(404);
    expect(mainOf(await response.text()).heading).toBe(store === 'ee' ? 'Lehte ei leitud' : 'Lapa nav atrasta');
  });
});

describe('CMS in the browser', () => {
  it('shows the size guide’s tables on a phone without a page-wide sideways scroll, and axe finds nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await open(page, `${server.url}/lv/size-guide`);
    await expect(page.getByRole('heading', { level: 1, name: 'Izmēru tabula' }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('table').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // A link in a page's body to another page of the shop navigates without a full load.
    await open(page, `${server.url}/lv/magazine`);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.locator('.cms-body a[href="/lv/i/lina-vasara"]').click();
    await page.waitForURL(/\/lv\/i\/lina-vasara$/);
    await page.getByRole('heading', { level: 1, name: 'Lins – vēsākais vasaras audums' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The 404 page of an unknown identifier, after hydration too.
    const missing = await open(page, `${server.url}/lv/i/nav-tadas-lapas`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Lapa nav atrasta');
    await context.close();
  });

  const checkouts = [
    { store: 'ee', city: 'Tallinn', zip: '10123', phone: '5123456', title: 'Tellimistingimused', text: '14 päeva' },
    { store: 'lv', city: 'Rīga', zip: 'LV-1010', phone: '29123456', title: 'Pasūtīšanas noteikumi', text: '14 dienu' },
  ] as const;

  it.each(checkouts)('$store: opens the terms from the checkout’s terms link', async (shop) => {
    const { store } = shop;
    const t = translator(STORE_VIEWS[store].locale as 'et-EE' | 'lv-LV');
    const label = (source: string) => new RegExp(`^${escapeRegExp(t(source))}( \\*)?$`);
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, `${server.url}/${store}/`);
    await page.locator('.product-card__link').first().click();
    await page.getByRole('button', { name: t('Add to cart') }).click();
    await page.getByText(t('Product has been added to the cart!')).first().waitFor();
    await page
      .getByRole('button', { name: t('Proceed to checkout') })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/${store}/checkout$`));
    await page.getByLabel(label('First name')).first().fill('Kadri');
    await page.getByLabel(label('Last name')).first().fill('Kask');
    await page.getByLabel(label('E-mail address')).fill(`kadri.kask.${store}@example.ee`);
    await page.getByRole('button', { name: t('Continue') }).click();
    const form = page.locator('form').filter({ has: page.getByLabel(label('Street address')) });
    await form.getByLabel(label('First name')).fill('Kadri');
    await form.getByLabel(label('Last name')).fill('Kask');
    await form.getByLabel(label('Street address')).fill('Pikk 12');
    await form.getByLabel(label('City')).fill(shop.city);
    await form.getByLabel(label('Zip-code')).fill(shop.zip);
    await form.getByLabel(new RegExp(`^${escapeRegExp(t('Phone number'))}`)).fill(shop.phone);
    await form.getByRole('radio').first().check();
    await form.getByRole('button', { name: t('Continue') }).click();
    const href = `/${store}${STORE_VIEWS[store].links.terms}`;
    const terms = page.locator(`a[href="${href}"]`);
    await terms.waitFor();
    await terms.click();
    await page.waitForURL(new RegExp(`${escapeRegExp(href)}$`));
    await page.getByRole('heading', { level: 1, name: shop.title }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toContain(shop.text);
    await context.close();
  });

  it('clears the cached CMS pages by the cms tag, so an owner’s change shows at once', async () => {
    const first = await fetch(`${server.url}/ee/about-us`);
    expect(first.status).toBe(200);
    expect((await fetch(`${server.url}/ee/about-us`)).headers.get('x-output-cache')).toBe('hit');
    const cleared = await fetch(`${server.url}/invalidate?key=${INVALIDATE_KEY}&tag=cms`);
    expect(((await cleared.json()) as { result: { removed: number } }).result.removed).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/ee/about-us`)).headers.get('x-output-cache')).toBe('miss');
  });
});
