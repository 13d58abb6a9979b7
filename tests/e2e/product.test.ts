// The product page in Chromium, in both stores: server-rendered with JSON-LD, colour and size choice kept in the
// URL, compare and wishlist kept in IndexedDB, an unknown product answered with 404.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { e2eSuite } from '../helpers/e2e-suite';

const suite = e2eSuite();

checkLayoutOfEveryPage();

async function openFromHome(store: 'ee' | 'lv'): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/${store}/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('.product-card__link').first().click();
  await page.waitForURL(new RegExp(`/${store}/p/[^/]+/[^/]+/[^/]+$`));
  await page.getByRole('radio').first().waitFor();
  return page;
}

describe.each(['ee', 'lv'] as const)('product page in %s', (store) => {
  it('keeps the chosen colour and size in the URL and has no axe violations', async () => {
    const page = await openFromHome(store);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    // SPEC 9: every demo product is in a size-table category (Naised, Mehed, Lapsed / Sievietes, Vīrieši, Bērni).
    await page
      .getByRole('main')
      .getByRole('link', { name: store === 'ee' ? 'Suurustabel' : 'Izmēru tabula' })
      .waitFor();
    expect(await page.title()).toContain(heading ?? '');
    const before = page.url();
    // The first group of radios is the colour (SPEC 5: colour, then size).
    const colours = page
      .getByRole('group')
      .filter({ has: page.getByRole('radio') })
      .first()
      .getByRole('radio');
    const count = await colours.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      if (!(await colours.nth(i).isChecked())) {
        // The swatch is drawn over the visually hidden radio: pick it as a shopper does, by its label.
        await colours.nth(i).check({ force: true });
        break;
      }
    }
    await page.waitForURL((url) => url.toString() !== before);
    const afterColour = page.url();
    const childSku = afterColour.split('/').pop() ?? '';
    expect(childSku.startsWith(afterColour.split('/').at(-3) ?? '?')).toBe(true);

    // Then another size of that colour: the URL follows again.
    const sizes = page
      .getByRole('group')
      .filter({ has: page.getByRole('radio') })
      .nth(1)
      .getByRole('radio');
    for (let i = 0; i < (await sizes.count()); i++) {
      const size = sizes.nth(i);
      const label =
        (await size.getAttribute('aria-label')) ??
        (await size.evaluate((el) => el.closest('label')?.textContent ?? ''));
      if (!(await size.isChecked()) && !/not available|pole saadaval|nav pieejam/i.test(label)) {
        await size.check({ force: true });
        break;
      }
    }
    await page.waitForURL((url) => url.toString() !== afterColour);
    expect(page.url().split('/').at(-3)).toBe(afterColour.split('/').at(-3));
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('product page details', () => {
  it('renders JSON-LD with the offer in EUR on the server and 404 for an unknown product', async () => {
    const home = await (await fetch(`${suite.server.url}/ee/`)).text();
    const href = home.match(/href="(\/ee\/p\/[^"]+)"/)?.[1];
    expect(href).toBeDefined();
    const html = await (await fetch(suite.server.url + href)).text();
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', priceCurrency: 'EUR' } });
    expect(jsonLd.offers.price).toMatch(/^\d+\.\d{2}$/);
    const missing = await fetch(`${suite.server.url}/lv/p/NO-SUCH-SKU/nothing`);
    expect(missing.status).toBe(404);
  });

  it('answers a configurable child opened directly with 301 to its parent, keeping the child (SPEC 2)', async () => {
    const home = await (await fetch(`${suite.server.url}/ee/`)).text();
    const [, parentSku, slug, childSku] = home.match(/href="\/ee\/p\/([^/"]+)\/([^/"]+)\/([^/"]+)"/) ?? [];
    expect(childSku).toBeDefined();
    const response = await fetch(`${suite.server.url}/ee/p/${childSku}/${slug}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/ee/p/${parentSku}/${slug}/${childSku}`);
  });

  it('replaces the route with the parent when a child is opened by client-side navigation (SPEC 2)', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await page.goto(`${suite.server.url}/lv/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const href = (await page.locator('.product-card__link').first().getAttribute('href')) ?? '';
    const [, parentSku, slug, childSku] = href.match(/^\/lv\/p\/([^/]+)\/([^/]+)\/([^/]+)$/) ?? [];
    const before = await page.evaluate(() => history.length);
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/lv/p/${childSku}/${slug}`);
    await page.waitForURL(`${suite.server.url}/lv/p/${parentSku}/${slug}/${childSku}`);
    await page.getByRole('radio', { checked: true }).first().waitFor();
    // Replaced, not pushed: back leaves for the home page.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.context().close();
  });

  it('keeps the wishlist and compare choice across a reload (IndexedDB)', async () => {
    const page = await openFromHome('ee');
    await page.getByRole('button', { name: 'Lisa soovinimekirja' }).click();
    await page.getByRole('button', { name: 'Lisa võrdlusesse' }).click();
    expect(await page.getByRole('button', { name: 'Eemalda soovinimekirjast' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Eemalda soovinimekirjast' }).waitFor();
    await page.getByRole('button', { name: 'Eemalda võrdlusest' }).waitFor();
    await page.context().close();
  });
});
