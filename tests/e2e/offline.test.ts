// SPEC 2 "Offline behaviour" in Chromium: the service worker registers from the site root and caches the shop, the
// header shows the offline state from the network machine, and a visited page opens offline from the cache with
// the worker's message shown as a notification.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { type RunningServer, startServer } from '../helpers/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('offline', () => {
  it('caches the shop, shows the offline state and serves a visited page from the cache', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/ee/`);
    await page.waitForSelector('html[data-hydrated="true"]');

    // The worker's first install: 'cached for offline use', in Estonian, from the notifications machine.
    await page.getByText('Pood on salvestatud kasutamiseks ka ilma võrguühenduseta.').waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);

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
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/lv/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.getByText('Veikals ir saglabāts lietošanai bezsaistē.').waitFor();

    await context.setOffline(true);
    await page.goto(`${server.url}/lv/c/never-visited`).catch(() => undefined);
    await page.waitForURL(`${server.url}/lv/`);
    await page
      .getByText('Prece, kategorija vai satura lapa nav pieejama bezsaistes režīmā. Novirzām uz sākumlapu.')
      .waitFor();
    await context.close();
  });
});
