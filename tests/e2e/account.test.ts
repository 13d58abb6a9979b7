// Accounts end to end in Chromium (issue 4): register, log out, log in, the wrong-password message, forgot password
// through the development outbox's link, change the password, edit the profile offline then online, the seeded order
// history and the newsletter; axe on the account pages. Texts come from the shop's own Estonian catalogue.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkLayoutOfEveryPage } from '../helpers/layout';
import { e2eSuite } from '../helpers/e2e-suite';
import { outbox, open as openUrl, shopper, waitForMail } from '../helpers/shop';

const { t, field, logIn } = shopper('ee');
const suite = e2eSuite();

checkLayoutOfEveryPage();

const open = (page: Page, path: string) => openUrl(page, `${suite.server.url}${path}`);

/** The path of the reset link mailed to `to`. */
async function outboxLink(to: string): Promise<string> {
  const mail = await waitForMail(suite.server.url, to, /\/reset-password\//);
  return new URL(mail.text.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0] ?? '').pathname;
}

describe('accounts in the ee store', () => {
  it('registers, logs out, refuses a wrong password, logs in, and resets a forgotten password', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const email = `kati.kask.${Date.now()}@example.ee`;
    await open(page, '/ee/');

    // Register (the modal opens on log in; switch to the registration form).
    await page.getByRole('button', { name: t('My account') }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: t('Register a new account') }).click();
    await modal.getByLabel(field('First name')).fill('Kati');
    await modal.getByLabel(field('Last name')).fill('Kask');
    await modal.getByLabel(field('E-mail address')).fill(email);
    await modal.getByLabel(field('Password')).fill('Kevad-2026');
    await modal.getByLabel(field('Repeat password')).fill('Kevad-2026');
    await modal.getByLabel(field('I accept the terms and conditions')).check();
    await modal.getByRole('button', { name: t('Create an account') }).click();
    await modal.waitFor({ state: 'hidden' });

    // The account page now shows the profile; log out from it.
    await page.getByRole('button', { name: t('My account') }).click();
    await page.waitForURL(`${suite.server.url}/ee/my-account`);
    await page.getByText(email).waitFor();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: t('Log out') }).click();
    await page.getByText(t('You need to be logged in to see this page')).waitFor();
    await page.getByText(t("You're logged out")).waitFor();

    // A wrong password: SPEC 8's message, in Estonian.
    const dialog = await logIn(page, email, 'Vale-parool-1');
    await dialog
      .getByText(
        t(
          'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
        ),
      )
      .waitFor();
    expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([]);

    // Forgot the password: the link from the outbox sets a new one and logs in.
    await dialog.getByRole('button', { name: t('Forgot the password?') }).click();
    await page.getByRole('dialog').getByLabel(field('E-mail address')).fill(email);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('Send the reset link') })
      .click();
    const path = await outboxLink(email);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /×|Sulge/ })
      .first()
      .click()
      .catch(() => undefined);
    await open(page, path);
    await page.getByLabel(field('E-mail address')).fill(email);
    await page.getByLabel(field('New password')).fill('Talv-2026-uus');
    await page.getByLabel(field('Repeat password')).fill('Talv-2026-uus');
    await page.getByRole('button', { name: t('Save the password') }).click();
    await page.getByText(t('Your new password is saved. You can now log in with it.')).waitFor();
    await context.close();
  });

  it('shows the seeded order history, changes the password, edits the profile offline, subscribes and changes the e-mail', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await open(page, '/ee/my-account/orders');
    await page.getByText(t('You need to be logged in to see this page')).waitFor();
    const dialog = await logIn(page, 'jaan.tamm@example.ee', 'Demo-pass-1');
    await dialog.waitFor({ state: 'hidden' });

    // Four orders within six months (the fifth, 230 days old, is dropped: SPEC 5).
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(5);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Change the password, then log in again with the new one.
    await page.getByRole('link', { name: t('My profile') }).click();
    await page.getByLabel(field('Current password')).fill('Demo-pass-1');
    await page.getByLabel(field('New password')).fill('Demo-pass-2026');
    await page.getByLabel(field('Repeat password')).fill('Demo-pass-2026');
    await page.getByRole('button', { name: t('Change the password') }).click();
    await page.getByText(t('Password has successfully been changed')).first().waitFor();

    // Edit the profile offline: queued, then sent when the browser is back online.
    await context.setOffline(true);
    await page.getByRole('button', { name: t('Edit your profile') }).click();
    await page.getByLabel(field('Last name')).fill('Tamm-Kuusk');
    await page.getByRole('button', { name: t('Save the changes') }).click();
    await page
      .getByText(t('You are offline. Your changes are saved and will be sent when you are back online.'))
      .waitFor();
    await context.setOffline(false);
    await page.getByText(t('Account data has successfully been updated')).first().waitFor();
    await page.getByText('Tamm-Kuusk').first().waitFor();

    // Newsletter: subscribe; the coupon goes out by mail.
    await page.getByRole('link', { name: t('Newsletter') }).click();
    await page
      .locator('main')
      .getByRole('button', { name: t('Subscribe') })
      .click();
    await page
      .locator('main')
      .getByRole('button', { name: t('Unsubscribe') })
      .waitFor();
    const mails = await outbox(suite.server.url);
    expect(mails.some((mail) => mail.to === 'jaan.tamm@example.ee' && /NEWS-/.test(mail.text))).toBe(true);

    // The new password works after a reload (the session survived it, and logging out and in again uses it).
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: t('Log out') }).click();
    const again = await logIn(page, 'jaan.tamm@example.ee', 'Demo-pass-2026');
    await again.waitFor({ state: 'hidden' });

    // Issue 13: a new e-mail address needs the current password, and the old address is told of the change.
    await open(page, '/ee/my-account');
    await page.getByRole('button', { name: t('Edit your profile') }).click();
    const profileForm = page.locator('form').filter({ has: page.getByRole('button', { name: t('Save the changes') }) });
    await profileForm.getByLabel(field('E-mail address')).fill('jaan.uus@example.ee');
    await profileForm.getByLabel(field('Current password')).fill('Demo-pass-2026');
    await profileForm.getByRole('button', { name: t('Save the changes') }).click();
    await page.getByRole('definition').filter({ hasText: 'jaan.uus@example.ee' }).waitFor();
    expect(
      (await outbox(suite.server.url)).some(
        (mail) => mail.to === 'jaan.tamm@example.ee' && mail.text.includes('jaan.uus@example.ee'),
      ),
    ).toBe(true);
    await context.close();
  });
});
