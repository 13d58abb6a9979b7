// Reviews and the loyalty card end to end (issue 16), one server and one browser. A product page is served with its
// approved reviews (Estonian on /ee, Latvian on /lv) and the JSON-LD aggregateRating; a shopper writes a review
// (SPEC 5 messages first), sees 'awaiting moderation', the review is not shown until the owner approves it with
// `npm run reviews -- approve <id>` (through the running shop, CMS_ADMIN_KEY), then it shows with its stars and its
// `<script>` never ran; a signed-in customer is not asked for a name or e-mail (both stores). The loyalty card page
// asks a guest to log in, lets a customer join and shows the card's EAN-13 barcode, in both stores at 390 and
// 1280 px, with nothing sideways and axe finding nothing.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEan13 } from '../../src/domain/loyalty';
import { launchBrowser } from '../helpers/browser';
import { translator } from '../helpers/messages';
import { type RunningServer, startServer } from '../helpers/server';
import { DEMO_PASSWORD, escapeRegExp } from '../helpers/shop';

const run = promisify(execFile);
const ADMIN_KEY = 'reviews-e2e-admin-key-0123456789abcdef0123';
const PRODUCT = { ee: '/ee/p/NA-DR-1001/puuvillane-kleit-1001', lv: '/lv/p/NA-DR-1001/kokvilnas-kleita-1001' };
const SHOTS = process.env.E2E_SCREENSHOTS;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { CMS_ADMIN_KEY: ADMIN_KEY } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** The owner's command, against the running shop (PGlite: it goes through the shop's API with the same key). */
async function reviewsCommand(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/reviews-cli.ts', ...args], {
    env: {
      ...process.env,
      PORT: String(server.port),
      HOST: '127.0.0.1',
      CMS_ADMIN_KEY: ADMIN_KEY,
      DATA_DIR: server.dataDir,
    },
  });
  return stdout;
}

describe('product reviews', () => {
  it.each(['ee', 'lv'] as const)(
    '%s: the server renders the approved reviews and the aggregateRating',
    async (store) => {
      const url = (await fetch(`${server.url}${PRODUCT[store]}`, { redirect: 'manual' })).headers.get('location');
      const response = await fetch(`${server.url}${url ?? PRODUCT[store]}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const t = translator(store === 'ee' ? 'et-EE' : 'lv-LV');
      expect(html).toContain(t('Reviews'));
      expect(html).toContain(store === 'ee' ? 'Kadri' : 'Ilze');
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}');
      // The seed reviews the first listed products (server/seed/reviews.ts): dress 1001 has three in each store.
      expect(jsonLd.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        reviewCount: 3,
        ratingValue: store === 'ee' ? '4.0' : '4.3',
      });
    },
  );

  const guests = [
    {
      store: 'ee',
      name: 'Ene',
      email: 'ene.kask@example.ee',
      title: 'Mõnus kangas',
      detail: ['Kandsin terve nädala.', 'Soovitan!'],
    },
    {
      store: 'lv',
      name: 'Zane',
      email: 'zane.liepa@example.lv',
      title: 'Patīkams audums',
      detail: ['Valkāju visu nedēļu.', 'Iesaku!'],
    },
  ] as const;

  it.each(guests)(
    '$store: a review written as a guest waits for moderation, shows once approved by the command, and its script never runs',
    async ({ store, name, email, title, detail }) => {
      const t = translator(store === 'ee' ? 'et-EE' : 'lv-LV');
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await open(page, `${server.url}${PRODUCT[store]}`);
      const form = page.locator('form.review-form');
      await form.getByRole('button', { name: t('Send review') }).click();
      expect(await form.getByText(t('Field is required')).count()).toBe(5);
      await form.getByRole('radio', { name: t('{shown} of 5 stars', { shown: 4 }) }).check();
      await form.getByLabel(new RegExp(`^${t('Title')}`)).fill(`${title} <script>window.__reviewXss = 1</script>`);
      await form
        .getByLabel(new RegExp(`^${t('Review')}`))
        .fill(`${detail[0]} <img src=x onerror="window.__reviewXss = 2"> ${detail[1]}`);
      await form.getByLabel(new RegExp(`^${t('Your name')}`)).fill('E');
      await form.getByLabel(new RegExp(`^${escapeRegExp(t('E-mail (not shown)'))}`)).fill('ene@');
      await form.getByRole('button', { name: t('Send review') }).click();
      await form.getByText(t('Name must have at least 2 letters.')).waitFor();
      await form.getByText(t('Please provide valid e-mail address.')).waitFor();
      await form.getByLabel(new RegExp(`^${t('Your name')}`)).fill(name);
      await form.getByLabel(new RegExp(`^${escapeRegExp(t('E-mail (not shown)'))}`)).fill(email);
      await form.getByRole('button', { name: t('Send review') }).click();
      await page
        .getByText(t('Thank you! Your review is awaiting moderation and will appear once the shop has approved it.'))
        .waitFor();
      if (SHOTS) await page.locator('.reviews').screenshot({ path: `${SHOTS}/review-awaiting-${store}-390.png` });

      // Not on the page until approved.
      await open(page, `${server.url}${PRODUCT[store]}`);
      expect(await page.locator('.reviews__list').getByText(name).count()).toBe(0);

      const pending = await reviewsCommand('list');
      const line = new RegExp(
        `^\\s*(\\d+)\\s+${store}\\s+product 1001\\s+★★★★☆\\s+${escapeRegExp(`${name}: ${title}`)}`,
        'm',
      );
      const id = line.exec(pending)?.[1];
      expect(id, pending).toBeDefined();
      expect(await reviewsCommand('approve', id as string)).toContain('approved');

      await open(page, `${server.url}${PRODUCT[store]}`);
      const review = page.locator('.review', { hasText: name });
      await review.waitFor();
      expect(await review.locator('.review__title').textContent()).toBe(title);
      expect(await review.locator('.review__detail').textContent()).toBe(`${detail[0]} ${detail[1]}`);
      expect(await review.getByRole('img', { name: t('{shown} of 5 stars', { shown: 4 }) }).count()).toBe(1);
      expect(await page.locator('.reviews script, .reviews img').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __reviewXss?: number }).__reviewXss)).toBeUndefined();
      await page
        .getByText(t('{0, plural, one {# review} other {# reviews}}').replace(/\{0.*other \{# ([^}]+)\}\}/, '4 $1'))
        .waitFor();
      expect((await new AxeBuilder({ page }).include('.reviews').analyze()).violations).toEqual([]);
      expect(errors).toEqual([]);
      if (SHOTS) await page.locator('.reviews').screenshot({ path: `${SHOTS}/review-approved-${store}-390.png` });
      await context.close();
    },
  );
});

describe('a signed-in reviewer', () => {
  const reviewers = [
    {
      store: 'ee',
      email: 'mari.maasikas@example.ee',
      author: 'Mari M.',
      title: 'Mõnus kleit',
      detail: 'Kangas on pehme ja istub hästi.',
    },
    {
      store: 'lv',
      email: 'janis.berzins@example.lv',
      author: 'Jānis B.',
      title: 'Lieliska kleita',
      detail: 'Audums ir mīksts un labi pieguļ.',
    },
  ] as const;

  it.each(reviewers)(
    "$store: is not asked for a name or e-mail; the review is stored with the profile's name",
    async ({ store, email, author, title, detail }) => {
      const t = translator(store === 'ee' ? 'et-EE' : 'lv-LV');
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await open(page, `${server.url}/${store}/my-account`);
      await page
        .locator('main')
        .getByRole('button', { name: t('Log in') })
        .click();
      const login = page.getByRole('dialog', { name: t('Log in') });
      await login.getByLabel(new RegExp(`^${t('E-mail address')}`)).fill(email);
      await login.getByLabel(new RegExp(`^${t('Password')}`)).fill(DEMO_PASSWORD);
      await login.getByRole('button', { name: t('Log in') }).click();
      await login.waitFor({ state: 'hidden' });

      await open(page, `${server.url}${PRODUCT[store]}`);
      const form = page.locator('form.review-form');
      await form.getByText(t('Your review is shown with the name: {author}', { author })).waitFor();
      expect(await form.getByLabel(new RegExp(`^${t('Your name')}`)).count()).toBe(0);
      expect(await form.getByLabel(new RegExp(`^${escapeRegExp(t('E-mail (not shown)'))}`)).count()).toBe(0);
      await form.getByRole('button', { name: t('Send review') }).click();
      // Only the fields asked for: stars, title and text.
      expect(await form.getByText(t('Field is required')).count()).toBe(3);
      await form.getByRole('radio', { name: t('{shown} of 5 stars', { shown: 5 }) }).check();
      await form.getByLabel(new RegExp(`^${t('Title')}`)).fill(title);
      await form.getByLabel(new RegExp(`^${t('Review')}`)).fill(detail);
      await form.getByRole('button', { name: t('Send review') }).click();
      await page
        .getByText(t('Thank you! Your review is awaiting moderation and will appear once the shop has approved it.'))
        .waitFor();
      const pending = await reviewsCommand('list');
      expect(pending).toMatch(
        new RegExp(`^\\s*\\d+\\s+${store}\\s+product 1001\\s+★★★★★\\s+${escapeRegExp(`${author}: ${title}`)}`, 'm'),
      );
      expect((await new AxeBuilder({ page }).include('.reviews').analyze()).violations).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('loyalty card', () => {
  const cases = [
    { store: 'ee', width: 1280, email: 'mari.maasikas@example.ee', joins: true },
    { store: 'ee', width: 390, email: 'mari.maasikas@example.ee', joins: false },
    { store: 'lv', width: 390, email: 'janis.berzins@example.lv', joins: true },
    { store: 'lv', width: 1280, email: 'janis.berzins@example.lv', joins: false },
  ] as const;

  it.each(cases)(
    '$store at $width px: a guest is asked to log in, then joins (or sees the card) with its barcode',
    async ({ store, width, email, joins }) => {
      const t = translator(store === 'ee' ? 'et-EE' : 'lv-LV');
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      // Reachable from the account page's navigation.
      await open(page, `${server.url}/${store}/my-account`);
      await page.getByText(t('You need to be logged in to see this page')).waitFor();
      await page
        .locator('main')
        .getByRole('button', { name: t('Log in') })
        .click();
      const login = page.getByRole('dialog', { name: t('Log in') });
      await login.getByLabel(new RegExp(`^${t('E-mail address')}`)).fill(email);
      await login.getByLabel(new RegExp(`^${t('Password')}`)).fill(DEMO_PASSWORD);
      await login.getByRole('button', { name: t('Log in') }).click();
      await page
        .getByRole('navigation', { name: t('My account') })
        .getByRole('link', { name: t('Loyalty card') })
        .click();
      await page.waitForURL(`${server.url}/${store}/my-account/loyalty-card`);
      if (joins) {
        await page.getByText(t('Every whole euro of a completed order gives you one point.')).waitFor();
        await page.getByRole('button', { name: t('Join the loyalty programme') }).click();
      }
      const barcode = page.getByRole('img', {
        name: new RegExp(`^${t('Loyalty card barcode {0}').replace('{0}', '')}`),
      });
      await barcode.waitFor();
      const code = (await barcode.getAttribute('data-code')) ?? '';
      expect(isEan13(code)).toBe(true);
      expect(await page.locator('svg.ean13 rect').count()).toBeGreaterThan(20);
      expect(await page.locator('.loyalty__number strong').textContent()).toBe(code);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
      expect(errors).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/loyalty-${store}-${width}.png`, fullPage: true });
      await context.close();
    },
  );
});
