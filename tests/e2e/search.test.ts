// Search in Chromium, in both stores: the header panel searches as the shopper types (3+ characters) and forgives
// a typo and missing diacritics (SPEC 5, 9); Enter opens /search with the same product.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '../../src/domain/slug';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { e2eSuite } from '../helpers/e2e-suite';

const suite = e2eSuite();

checkLayoutOfEveryPage();

/** A product name on the home page, and its longest word with the diacritics dropped and one letter missing. */
async function misspelledWord(store: string): Promise<{ name: string; typed: string }> {
  const html = await (await fetch(`${suite.server.url}/${store}/`)).text();
  const name = html.match(/class="product-card__name">([^<]+)</)?.[1] ?? '';
  const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
  const folded = foldDiacritics(word).toLowerCase();
  return { name, typed: folded.slice(0, 2) + folded.slice(3) };
}

describe.each(['ee', 'lv'] as const)('search in %s', (store) => {
  it('finds a product despite a typo and missing diacritics, in the panel and on /search', async () => {
    const { name, typed } = await misspelledWord(store);
    expect(typed.length).toBeGreaterThanOrEqual(5);
    const page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${suite.server.url}/${store}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const box = page.getByRole('combobox');
    await box.click();
    await box.pressSequentially(typed, { delay: 30 });
    await page.locator('.search-panel [role="option"]', { hasText: name }).first().waitFor();

    await box.press('Enter');
    await page.waitForURL(new RegExp(`/${store}/search\\?q=`));
    await page.locator('.product-card__name', { hasText: name }).first().waitFor();
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe.each(['ee', 'lv'] as const)('search suggestions in %s', (store) => {
  it('behave as a combobox over the page: arrows move, Enter opens one, Escape and navigation close them', async () => {
    const { name } = await misspelledWord(store);
    const page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${suite.server.url}/${store}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const mainTop = async () => (await page.locator('main').boundingBox())?.y;
    const before = await mainTop();
    const box = page.getByRole('combobox');
    await box.click();
    const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? name;
    await box.pressSequentially(word, { delay: 20 });
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await mainTop(), 'the suggestions open over the page, nothing moves').toBe(before);
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = options.nth(1);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowUp');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
    const chosen = (await options.first().locator('.search-result__name').textContent()) ?? '';
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/${store}/p/`));
    await page.getByRole('heading', { level: 1, name: chosen }).waitFor();
    expect(await page.getByRole('listbox').isVisible(), 'closed after the navigation').toBe(false);

    await box.click();
    await box.pressSequentially(word, { delay: 20 });
    await options.first().waitFor();
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('search results on the server', () => {
  it('renders /search?q= results in the HTML and asks for 3 characters for a shorter term', async () => {
    const { name, typed } = await misspelledWord('ee');
    const html = await (await fetch(`${suite.server.url}/ee/search?q=${encodeURIComponent(typed)}`)).text();
    expect(html).toContain(name);
    const short = await (await fetch(`${suite.server.url}/ee/search?q=kl`)).text();
    expect(short).not.toContain('class="product-card"');
  });
});
