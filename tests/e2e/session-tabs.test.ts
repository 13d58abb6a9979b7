// Two tabs of one logged-in shopper (issue 4, SPEC 4 "User token lock"): refresh tokens are single use and a spent
// one presented again revokes the whole family (server/modules/user/tokens.ts). A tab opened after the login holds
// the same token pair as the first; when the first has rotated it, the second must take the rotated pair instead of
// spending the old token again, or both tabs are logged out. Access tokens live 2 s here, so every call after the
// wait needs a refresh.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { translator } from '../helpers/messages';
import { type RunningServer, startServer } from '../helpers/server';

const t = translator('et-EE');
const field = (source: string) => new RegExp(`^${t(source).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
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

async function openProfile(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/ee/my-account`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

/** Edits the last name on the profile page and waits for the server's confirmation (a call that needs a token). */
async function renameTo(page: Page, lastName: string) {
  await page.getByRole('button', { name: t('Edit your profile') }).click();
  await page.getByLabel(field('Last name')).fill(lastName);
  await page.getByRole('button', { name: t('Save the changes') }).click();
  await page.getByText(t('Account data has successfully been updated')).first().waitFor();
  await page.getByText(lastName).first().waitFor();
}

const expire = () => new Promise((resolve) => setTimeout(resolve, (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));

it('keeps both tabs logged in when each refreshes its token after the other rotated it', async () => {
  const context = await browser.newContext();
  const first = await openProfile(context);
  await first.getByRole('button', { name: t('My account') }).click();
  const dialog = first.getByRole('dialog', { name: t('Log in') });
  await dialog.getByLabel(field('E-mail address')).fill('mari.maasikas@example.ee');
  await dialog.getByLabel(field('Password')).fill('Demo-pass-1');
  await dialog.getByRole('button', { name: t('Log in') }).click();
  await dialog.waitFor({ state: 'hidden' });
  await first.getByRole('button', { name: t('Edit your profile') }).waitFor();

  // The second tab starts from the stored session: the same token pair.
  const second = await openProfile(context);
  await second.getByRole('button', { name: t('Edit your profile') }).waitFor();

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
  expect(await second.getByText(t('You need to be logged in to see this page')).count()).toBe(0);
  await context.close();
});
