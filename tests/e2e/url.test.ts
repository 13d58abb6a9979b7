// SPEC 2 "Unknown URLs" end to end, both stores: a category's and a product's url_path (and a configurable child
// below its parent's url_path) render their pages on the server with status 200 and hydrate; a path nothing maps
// is the 404 page; a url_path reached by client-side navigation resolves in the browser.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { e2eSuite } from '../helpers/e2e-suite';

const suite = e2eSuite();

checkLayoutOfEveryPage();

interface Listed {
  name: string;
  url_path: string;
  level?: number;
  configurable_children?: { sku: string; stock: { is_in_stock: boolean } }[];
}

async function search(store: string, entity: 'category' | 'product', request: object): Promise<Listed[]> {
  const url = `${suite.server.url}/api/catalog/${store}/${entity}/_search?request=${encodeURIComponent(JSON.stringify(request))}`;
  const body = (await (await fetch(url)).json()) as { result: { items: Listed[] } };
  return body.result.items;
}

describe.each(['ee', 'lv'] as const)('URL dispatcher in %s', (store) => {
  it('renders a category by its url_path on the server, 200, with its products', async () => {
    const categories = await search(store, 'category', { filters: { level: 3 }, size: 5 });
    const category = categories.find((candidate) => candidate.url_path.includes('/')) as Listed;
    const response = await fetch(`${suite.server.url}/${store}/${category.url_path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(category.name);
    expect(html).toContain('product-card');
  });

  it('renders a product and a configurable child by url_path, and answers 404 for a path nothing maps', async () => {
    const [product] = await search(store, 'product', { size: 1 });
    const parent = product as Listed;
    const child = parent.configurable_children?.find((candidate) => candidate.stock.is_in_stock);
    const page = await (await suite.browser.newContext()).newPage();
    const response = await page.goto(`${suite.server.url}/${store}/${parent.url_path}/${child?.sku}`);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(parent.name);
    expect(await page.title()).toContain(parent.name);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const missing = await page.goto(`${suite.server.url}/${store}/no/such/page-here`);
    expect(missing?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('link', { name: /./ }).first().waitFor();
    await page.context().close();
  });
});

it('resolves a url_path in the browser after a client-side navigation', async () => {
  const categories = await search('ee', 'category', { filters: { level: 2 }, size: 1 });
  const category = categories[0] as Listed;
  const page = await (await suite.browser.newContext()).newPage();
  await page.goto(`${suite.server.url}/ee/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // A link the shop did not render as a route: wouter navigates in the client and the dispatcher resolves it.
  await page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/ee/${category.url_path}`);
  await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
  await page.locator('.product-card').first().waitFor();

  // SPEC 2 (1): the mapping is kept in browser storage: after a reload the same path resolves without the server.
  await page.goto(`${suite.server.url}/ee/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/url/map')) lookups.push(request.url());
  });
  await page.waitForFunction(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('ee-shop');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const found = await new Promise((resolve) => {
      const get = db.transaction('urlMappings').objectStore('urlMappings').get(key);
      get.onsuccess = () => resolve(get.result !== undefined);
      get.onerror = () => resolve(false);
    });
    db.close();
    return found;
  }, `/ee/${category.url_path}`);
  await page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/ee/${category.url_path}`);
  await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
  expect(lookups).toEqual([]);
  await page.context().close();
});
