// SPEC 2 languages modal (issue 16) in Chromium: on a phone (390 px) the header's store button opens the store and
// language modal, whose Latvian link leads from an Estonian product page to the same product in the Latvian store (its
// Latvian name and address); at 1280 px the header's links do the same, and from a Latvian category back to the same
// Estonian category. Nothing passes the viewport's edge (the header, the modal) and axe finds nothing in the modal.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { canonicalCategoryPath, canonicalProductPath } from '../../src/domain/seo';
import { checkLayoutOfEveryPage, expectWithinViewport } from '../helpers/layout';
import { translator } from '../helpers/messages';
import { e2eSuite } from '../helpers/e2e-suite';
import { open } from '../helpers/shop';

const suite = e2eSuite();

checkLayoutOfEveryPage();

const et = translator('et-EE');

interface Listed {
  sku: string;
  slug: string;
  name: string;
}

async function firstProduct(store: 'ee' | 'lv', sku?: string): Promise<Listed> {
  const request = encodeURIComponent(JSON.stringify(sku ? { filters: { sku }, size: 1 } : { size: 1 }));
  const response = await fetch(`${suite.server.url}/api/catalog/${store}/product/_search?request=${request}`);
  const [item] = (await response.json()).result.items as Listed[];
  if (!item) throw new Error(`no product in ${store}`);
  return item;
}

describe('the store switch', () => {
  it('on a phone opens the languages modal and leads from a product in ee to the same product in lv', async () => {
    const ee = await firstProduct('ee');
    const lv = await firstProduct('lv', ee.sku);
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await open(page, `${suite.server.url}${canonicalProductPath('ee', ee)}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ee.name);
    await page.getByRole('button', { name: `EE – ${et('Store and language')}` }).click();
    const modal = page.getByRole('dialog', { name: et('Store and language') });
    await modal.waitFor();
    await expectWithinViewport(page, 'languages modal');
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    await modal.getByRole('link', { name: 'Latvija' }).click();
    await page.waitForURL(`${suite.server.url}${canonicalProductPath('lv', lv)}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getAttribute('html', 'lang')).toBe('lv');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(lv.name);
    await context.close();
  });

  it('keeps the chosen variant: a colour chosen in ee opens the same variant in lv (phone modal)', async () => {
    const ee = await firstProduct('ee');
    const lv = await firstProduct('lv', ee.sku);
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await open(page, `${suite.server.url}${canonicalProductPath('ee', ee)}`);
    const colours = page
      .getByRole('group')
      .filter({ has: page.getByRole('radio') })
      .first()
      .getByRole('radio');
    await colours.first().waitFor();
    const before = page.url();
    for (let i = 0; i < (await colours.count()); i++) {
      if (!(await colours.nth(i).isChecked())) {
        await colours.nth(i).check({ force: true });
        break;
      }
    }
    await page.waitForURL((url) => url.toString() !== before);
    const childSku = decodeURIComponent(page.url().split('/').pop() ?? '');
    expect(childSku.startsWith(ee.sku)).toBe(true);
    await page.getByRole('button', { name: `EE – ${et('Store and language')}` }).click();
    await page
      .getByRole('dialog', { name: et('Store and language') })
      .getByRole('link', { name: 'Latvija' })
      .click();
    await page.waitForURL(`${suite.server.url}${canonicalProductPath('lv', lv)}/${encodeURIComponent(childSku)}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(lv.name);
    // The same variant is chosen there: the page keeps the child in its URL and a colour is checked.
    await page.getByRole('radio', { checked: true }).first().waitFor();
    expect(decodeURIComponent(page.url().split('/').pop() ?? '')).toBe(childSku);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 1280 px leads by the header’s links to the same product, and from a category to the same category', async () => {
    const ee = await firstProduct('ee');
    const lv = await firstProduct('lv', ee.sku);
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, `${suite.server.url}${canonicalProductPath('ee', ee)}`);
    const links = page.getByRole('navigation', { name: et('Store and language') });
    expect(await page.getByRole('button', { name: `EE – ${et('Store and language')}` }).isVisible()).toBe(false);
    await links.getByRole('link', { name: 'Latvija' }).click();
    await page.waitForURL(`${suite.server.url}${canonicalProductPath('lv', lv)}`);
    await page.waitForSelector('html[data-hydrated="true"]');

    // From the product's category (its breadcrumb) in lv back to the same category in ee.
    const response = await fetch(
      `${suite.server.url}/api/catalog/lv/category/_search?request=${encodeURIComponent(JSON.stringify({ filters: { level: 3 }, size: 1 }))}`,
    );
    const [category] = (await response.json()).result.items as { id: number; slug: string }[];
    if (!category) throw new Error('no category');
    const eeResponse = await fetch(
      `${suite.server.url}/api/catalog/ee/category/_search?request=${encodeURIComponent(JSON.stringify({ filters: { id: [category.id] }, size: 1 }))}`,
    );
    const [eeCategory] = (await eeResponse.json()).result.items as { slug: string }[];
    await open(page, `${suite.server.url}${canonicalCategoryPath('lv', category.slug)}`);
    await page
      .getByRole('navigation', { name: translator('lv-LV')('Store and language') })
      .getByRole('link', { name: 'Eesti' })
      .click();
    await page.waitForURL(`${suite.server.url}${canonicalCategoryPath('ee', eeCategory?.slug ?? '')}`);
    await context.close();
  });
});
