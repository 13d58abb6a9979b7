// Two tabs of one shopper (issue 4, SPEC 4 "Session and account", "User token lock"). A login or logout in one tab
// is followed by the other without a reload. Refresh tokens are single use and a spent one presented again revokes
// the whole family (server/modules/user/tokens.ts): a tab opened after the login holds the same token pair as the
// first, and when the first has rotated it, the second must take the rotated pair instead of spending the old token
// again, or both tabs are logged out. Access tokens live 2 s here, so every call after the wait needs a refresh.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { type RunningServer, startServer } from '../helpers/server';
import { DEMO_CUSTOMERS, open, shopper } from '../helpers/shop';

const shop = shopper('ee');
const { t, field } = shop;
const ACCESS_TOKEN_TTL_SECONDS = 2;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

checkLayoutOfEveryPage();

async function openTab(context: BrowserContext, path = '/ee/my-account'): Promise<Page> {
  const page = await context.newPage();
  await open(page, `${server.url}${path}`);
  return page;
}

async function logIn(page: Page) {
  await (await shop.logIn(page, DEMO_CUSTOMERS.ee[0])).waitFor({ state: 'hidden' });
}

const guestText = () => t('You need to be logged in to see this page');

/** Edits the last name on the profile page and waits for the server's confirmation (a call that needs a token). */
async function renameTo(page: Page, lastName: string) {
  await page.getByRole('button', { name: t('Edit your profile') }).click();
  await page.getByLabel(field('Last name')).fill(lastName);
  await page.getByRole('button', { name: t('Save the changes') }).click();
  await page.getByText(t('Account data has successfully been updated')).first().waitFor();
  await page.getByText(lastName).first().waitFor();
}

/** A tab that logs in on the profile page, and a second tab opened after it: the stored session, the same pair. */
async function loggedInTabs(): Promise<{ context: BrowserContext; first: Page; second: Page }> {
  const context = await browser.newContext();
  const first = await openTab(context);
  await logIn(first);
  await first.getByRole('button', { name: t('Edit your profile') }).waitFor();
  const second = await openTab(context);
  await second.getByRole('button', { name: t('Edit your profile') }).waitFor();
  return { context, first, second };
}

const expire = () => new Promise((resolve) => setTimeout(resolve, (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));

it('keeps both tabs logged in when each refreshes its token after the other rotated it', async () => {
  const { context, first, second } = await loggedInTabs();

  await expire();
  await renameTo(first, 'Maasikas-Esimene'); // refreshes: the pair both tabs held is spent
  await renameTo(second, 'Maasikas-Teine'); // its pair is the spent one: it must take the first tab's
  await expire();
  await renameTo(first, 'Maasikas'); // and the family is still valid for the first tab

  for (const page of [first, second]) {
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: t('Edit your profile') }).waitFor();
  }
  expect(await second.getByText(guestText()).count()).toBe(0);
  await context.close();
});

it('follows a login and a logout made in another tab, without a reload', async () => {
  const context = await browser.newContext();
  const [first, second] = [
    await openTab(context, '/ee/my-account/orders'),
    await openTab(context, '/ee/my-account/orders'),
  ];
  for (const page of [first, second]) await page.getByText(guestText()).waitFor();

  await logIn(first);
  // The other tab is logged in too: its order history loads (four orders within six months and the header row).
  await second.getByRole('table').waitFor();
  expect(await second.getByRole('table').getByRole('row').count()).toBe(5);

  await second.getByRole('button', { name: t('Log out') }).click();
  await first.getByText(guestText()).waitFor();
  expect(await first.getByRole('table').count()).toBe(0);
  await context.close();
});

it('keeps the other tab logged in when the password is changed in one (the change revokes every pair)', async () => {
  const { context, first, second } = await loggedInTabs();

  // The change revokes both tabs' pair; the first logs in again with the new password and stores the new pair.
  await first.getByLabel(field('Current password')).fill('Demo-pass-1');
  await first.getByLabel(field('New password')).fill('Demo-pass-2026');
  await first.getByLabel(field('Repeat password')).fill('Demo-pass-2026');
  await first.getByRole('button', { name: t('Change the password') }).click();
  await first.getByText(t('Password has successfully been changed')).first().waitFor();

  // The second tab took the new pair: its next call is accepted, and it is not logged out.
  await renameTo(second, 'Maasikas-Uus');
  expect(await second.getByText(guestText()).count()).toBe(0);
  await context.close();
});
