// @vitest-environment jsdom
// The login modal and account page stories as tests, as tests/unit/stories.test.tsx and catalog-stories.test.tsx do
// it: every story renders through Storybook's portable stories with the real preview, checked by role and name.
// They render in en-US, the source language: the et-EE and lv-LV texts of these views reach the catalogues when
// `lingui extract` merges them, and the English text is what the code says whether or not that has happened.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as accountMachineStories from '../../stories/machines/account.stories';
import * as authModalStories from '../../src/components/auth/auth-modal-view.stories';
import * as accountLayoutStories from '../../src/pages/account/account-layout-view.stories';
import * as newsletterStories from '../../src/pages/account/newsletter-view.stories';
import * as orderDetailStories from '../../src/pages/account/order-detail-view.stories';
import * as ordersStories from '../../src/pages/account/orders-view.stories';
import * as paperCatalogueStories from '../../src/pages/account/paper-catalogue-view.stories';
import * as profileStories from '../../src/pages/account/profile-view.stories';
import * as resetPasswordStories from '../../src/pages/account/reset-password-view.stories';
import * as shippingDetailsStories from '../../src/pages/account/shipping-details-view.stories';

setProjectAnnotations([preview, { initialGlobals: { locale: 'en-US' } }]);
afterEach(cleanup);

const all = {
  authModal: composeStories(authModalStories),
  accountLayout: composeStories(accountLayoutStories),
  resetPassword: composeStories(resetPasswordStories),
  profile: composeStories(profileStories),
  shippingDetails: composeStories(shippingDetailsStories),
  newsletter: composeStories(newsletterStories),
  orders: composeStories(ordersStories),
  orderDetail: composeStories(orderDetailStories),
  paperCatalogue: composeStories(paperCatalogueStories),
};
const { authModal, accountLayout, resetPassword, profile, shippingDetails, newsletter, orders, orderDetail } = all;

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}
const textOf = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();
/** The message an input is described by (its error), as a screen reader reads it. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className === 'form-field__error')
    .map((element) => textOf(element as HTMLElement))
    .join();

describe('every account story renders', () => {
  it.each([
    [
      'authModal',
      [
        'Login',
        'LoginWithNotice',
        'LoginInvalid',
        'LoginBusy',
        'LoginWrongPassword',
        'LoginLocked',
        'Register',
        'RegisterInvalid',
        'RegisterBusy',
        'RegisterEmailExists',
        'Forgot',
        'ForgotInvalid',
        'ForgotBusy',
        'ForgotSent',
      ],
    ],
    ['accountLayout', ['Profile', 'Orders', 'LoginRequired', 'NotAuthorized']],
    ['resetPassword', ['Form', 'Invalid', 'Busy', 'Done', 'Expired', 'Failed', 'CreatePassword']],
    [
      'profile',
      [
        'Loading',
        'Viewing',
        'Editing',
        'EditingInvalid',
        'Saving',
        'Saved',
        'QueuedOffline',
        'SaveFailed',
        'EmailChangeRefused',
        'PasswordInvalid',
        'PasswordSaving',
        'PasswordChanged',
        'PasswordFailed',
        'Offline',
      ],
    ],
    ['shippingDetails', ['Loading', 'Empty', 'Filled', 'Invalid', 'Saving', 'Saved', 'QueuedOffline', 'Failed']],
    [
      'newsletter',
      [
        'Loading',
        'NotSubscribed',
        'Subscribing',
        'Subscribed',
        'SubscribedWithCoupon',
        'Unsubscribing',
        'ConfirmationPending',
        'Failed',
        'ChangeRefused',
      ],
    ],
    ['orders', ['Loading', 'Empty', 'Filled', 'Paged', 'LatvianDates', 'Failed', 'Offline']],
    ['orderDetail', ['Loading', 'Filled', 'WithDownloads', 'NotFound', 'Failed', 'Offline']],
    ['paperCatalogue', ['Form', 'Prefilled', 'Invalid', 'Sending', 'Sent', 'Failed']],
  ] as const)('the %s stories are exactly the ones listed', (file, names) => {
    expect(Object.keys(all[file]).sort()).toEqual([...names].sort());
  });

  for (const [file, stories] of Object.entries(all)) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file} ${name} renders a heading`, async () => {
        await renderStory(Story as never);
        expect(screen.getAllByRole('heading').length).toBeGreaterThan(0);
      });
    }
  }
});

describe('Auth/AuthModalView', () => {
  it('Login is a modal dialog named Log in with the focus in its e-mail field', async () => {
    await renderStory(authModal.Login);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/E-mail address/));
  });

  it('Login shows SPEC 5 messages on an empty submit, focuses the first, and sends nothing', async () => {
    await renderStory(authModal.Login);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const username = screen.getByLabelText(/E-mail address/);
    expect([username.getAttribute('aria-invalid'), errorOf(username)]).toEqual(['true', 'Field is required']);
    expect(errorOf(screen.getByLabelText(/^Password/))).toBe('Field is required');
    expect(document.activeElement).toBe(username);
    expect(authModal.Login.args.onSubmitLogin).not.toHaveBeenCalled();
  });

  it('Login sends the e-mail address and password once both are given', async () => {
    await renderStory(authModal.Login);
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'mari@example.ee' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(authModal.Login.args.onSubmitLogin).toHaveBeenCalledWith({
      username: 'mari@example.ee',
      password: 'secret',
    });
  });

  it('Login closes on Escape and on the Close button, and switches to the other panes', async () => {
    await renderStory(authModal.Login);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(authModal.Login.args.onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Register a new account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot the password?' }));
    expect(authModal.Login.args.onSwitch).toHaveBeenNthCalledWith(1, 'register');
    expect(authModal.Login.args.onSwitch).toHaveBeenNthCalledWith(2, 'forgot');
  });

  it('LoginBusy announces the wait and ignores another submit', async () => {
    await renderStory(authModal.LoginBusy);
    expect(textOf(screen.getByRole('status'))).toBe('Please wait…');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(authModal.LoginBusy.args.onSubmitLogin).not.toHaveBeenCalled();
  });

  it('LoginWrongPassword and LoginLocked alert the server message as given', async () => {
    await renderStory(authModal.LoginWrongPassword);
    expect(textOf(screen.getByRole('alert'))).toMatch(/^The account sign-in was incorrect/);
    cleanup();
    await renderStory(authModal.LoginLocked);
    expect(textOf(screen.getByRole('alert'))).toBe('The account is locked. Please wait and try again or contact us.');
  });

  it('LoginWithNotice says why and carries the e-mail address over', async () => {
    await renderStory(authModal.LoginWithNotice);
    expect(screen.getByText('Please log in to continue with checkout ...')).toBeTruthy();
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('mari@example.ee');
  });

  it('RegisterInvalid shows each field its SPEC 5 message', async () => {
    await renderStory(authModal.RegisterInvalid);
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeTruthy();
    expect(
      ['First name', 'Last name', 'E-mail address', '^Password', 'Repeat password', 'I accept the terms'].map((label) =>
        errorOf(screen.getByLabelText(new RegExp(label))),
      ),
    ).toEqual([
      'Name must have at least 2 letters.',
      'Accepts only alphabet characters.',
      'Please provide valid e-mail address.',
      'Password must contain at least 3 of these: lower case letters, upper case letters, digits, special characters.',
      'Passwords must be identical.',
      'You must accept the terms and conditions.',
    ]);
  });

  it('Register sends the account without the repeated password once the rules are met', async () => {
    await renderStory(authModal.Register);
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/First name/, 'Mari');
    type(/Last name/, 'Tamm');
    type(/E-mail address/, 'mari@example.ee');
    type(/^Password/, 'suvi2025');
    type(/Repeat password/, 'suvi2025');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(errorOf(screen.getByLabelText(/^Password/))).toMatch(/^Password must contain at least 3/);
    expect(authModal.Register.args.onSubmitRegister).not.toHaveBeenCalled();
    type(/^Password/, 'Suvi2025');
    type(/Repeat password/, 'Suvi2025');
    fireEvent.click(screen.getByLabelText(/I accept the terms/));
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(authModal.Register.args.onSubmitRegister).toHaveBeenCalledWith({
      firstname: 'Mari',
      lastname: 'Tamm',
      email: 'mari@example.ee',
      password: 'Suvi2025',
      newsletter: false,
      terms: true,
    });
  });

  it('Register links the store view terms page', async () => {
    await renderStory(authModal.Register);
    expect(screen.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      '/ee/i/tellimistingimused',
    );
  });

  it('ForgotSent says where the link went and leads back to log in', async () => {
    await renderStory(authModal.ForgotSent);
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeTruthy();
    expect(textOf(screen.getByRole('status'))).toBe(
      'If mari@example.ee belongs to an account, a link to reset your password is on its way.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(authModal.ForgotSent.args.onSwitch).toHaveBeenCalledWith('login');
  });

  it('Forgot sends the address', async () => {
    await renderStory(authModal.Forgot);
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'mari@example.ee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(authModal.Forgot.args.onSubmitForgot).toHaveBeenCalledWith({ email: 'mari@example.ee' });
  });
});

describe('Pages/Account', () => {
  it('AccountLayoutView marks the current section and logs out with a button', async () => {
    await renderStory(accountLayout.Orders);
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getAllByRole('link').map(textOf)).toEqual([
      'My profile',
      'Shipping details',
      'Newsletter',
      'My orders',
      'Recently viewed',
      'Paper catalogue',
      'Loyalty card',
    ]);
    expect(within(nav).getByRole('link', { name: 'My orders' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'My profile' }).hasAttribute('aria-current')).toBe(false);
    fireEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(accountLayout.Orders.args.onLogout).toHaveBeenCalled();
  });

  it('LoginRequired shows SPEC 6 text and a Log in button', async () => {
    await renderStory(accountLayout.LoginRequired);
    expect(screen.getByText('You need to be logged in to see this page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('ResetPassword Expired alerts and offers a new link; Done offers to log in', async () => {
    await renderStory(resetPassword.Expired);
    expect(textOf(screen.getByRole('alert'))).toBe('Your password reset link has expired.');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(resetPassword.Expired.args.onRequestNewLink).toHaveBeenCalled();
    cleanup();
    await renderStory(resetPassword.Done);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(resetPassword.Done.args.onLogIn).toHaveBeenCalled();
  });

  it('ResetPassword Form sends the new password only when typed twice the same', async () => {
    await renderStory(resetPassword.Form);
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'Suvi2025!' } });
    fireEvent.change(screen.getByLabelText(/Repeat password/), { target: { value: 'Suvi2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(errorOf(screen.getByLabelText(/Repeat password/))).toBe('Passwords must be identical.');
    fireEvent.change(screen.getByLabelText(/Repeat password/), { target: { value: 'Suvi2025!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(resetPassword.Form.args.onSubmit).toHaveBeenCalledWith({ email: '', password: 'Suvi2025!' });
  });

  it('ResetPassword CreatePassword asks the e-mail address', async () => {
    await renderStory(resetPassword.CreatePassword);
    expect(screen.getByRole('heading', { level: 1, name: 'Create password' })).toBeTruthy();
    expect(screen.getByLabelText(/E-mail address/)).toBeTruthy();
  });

  it('Profile Viewing lists the three fields and edits on request', async () => {
    await renderStory(profile.Viewing);
    expect(screen.getAllByRole('definition').map(textOf)).toEqual(['Mari', 'Tamm', 'mari.tamm@example.ee']);
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit your profile' }));
    expect(profile.Viewing.args.onEdit).toHaveBeenCalled();
  });

  it('Profile Editing saves the changed values', async () => {
    await renderStory(profile.Editing);
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Kask' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(profile.Editing.args.onSave).toHaveBeenCalledWith({
      firstname: 'Mari',
      lastname: 'Kask',
      email: 'mari.tamm@example.ee',
    });
  });

  it('Profile Editing asks the current password only when the e-mail address changes (issue 13)', async () => {
    await renderStory(profile.Editing);
    // The password change below has its own; the profile form adds one only for a new address.
    expect(screen.getAllByLabelText(/Current password/)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'mari.uus@example.ee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(profile.Editing.args.onSave).not.toHaveBeenCalled();
    expect(screen.getAllByLabelText(/Current password/)).toHaveLength(2);
    fireEvent.change(screen.getAllByLabelText(/Current password/)[0] as HTMLElement, {
      target: { value: 'Demo-pass-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(profile.Editing.args.onSave).toHaveBeenCalledWith(
      { firstname: 'Mari', lastname: 'Tamm', email: 'mari.uus@example.ee' },
      'Demo-pass-1',
    );
  });

  it('Profile Offline blocks the password change with SPEC 5 text and shows no password fields', async () => {
    await renderStory(profile.Offline);
    expect(screen.getByText('Reset password feature does not work while offline!')).toBeTruthy();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });

  it('Profile Saved and PasswordChanged say so in SPEC 8 words', async () => {
    await renderStory(profile.Saved);
    expect(screen.getByText('Account data has successfully been updated')).toBeTruthy();
    cleanup();
    await renderStory(profile.PasswordChanged);
    expect(screen.getByText('Password has successfully been changed')).toBeTruthy();
  });

  it('Profile sends current and new password, never the repeat', async () => {
    await renderStory(profile.Viewing);
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'old' } });
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'Suvi2025!' } });
    fireEvent.change(screen.getByLabelText(/Repeat password/), { target: { value: 'Suvi2025!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(profile.Viewing.args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old',
      newPassword: 'Suvi2025!',
    });
  });

  it('ShippingDetails Empty starts on the store view country with country names in the shop language', async () => {
    await renderStory(shippingDetails.Empty);
    const country = screen.getByRole('combobox', { name: /Country/ }) as HTMLSelectElement;
    expect(country.value).toBe('LV');
    expect(within(country).getAllByRole('option').map(textOf)).toEqual(['Estonia', 'Latvia', 'Lithuania', 'Finland']);
  });

  it('ShippingDetails Filled checks the zip-code against Estonia and saves a valid address', async () => {
    await renderStory(shippingDetails.Filled);
    fireEvent.change(screen.getByLabelText(/Zip-code/), { target: { value: '1012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(errorOf(screen.getByLabelText(/Zip-code/))).toBe('Zip-code must have five digits.');
    expect(shippingDetails.Filled.args.onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Zip-code/), { target: { value: '10125' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(shippingDetails.Filled.args.onSave).toHaveBeenCalledWith(expect.objectContaining({ postcode: '10125' }));
  });

  it('Newsletter SubscribedWithCoupon shows the 10% code and unsubscribes', async () => {
    await renderStory(newsletter.SubscribedWithCoupon);
    expect(screen.getByText('UUDIS-7K2Q9')).toBeTruthy();
    expect(screen.getByText(/Your 10% discount code/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(newsletter.SubscribedWithCoupon.args.onUnsubscribe).toHaveBeenCalled();
  });

  it('Newsletter ConfirmationPending says the confirmation is pending, not "not subscribed", and confirms here', async () => {
    await renderStory(newsletter.ConfirmationPending);
    expect(
      screen.getByText('Confirmation pending: check your e-mail (mari.tamm@example.ee) for the link we sent.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Subscribe to our newsletter/), 'not shown as not subscribed').toBeNull();
    expect(screen.queryByRole('button', { name: 'Subscribe' }), 'no offer as if not subscribed').toBeNull();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' }), 'nothing to unsubscribe yet').toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(newsletter.ConfirmationPending.args.onSubscribe).toHaveBeenCalledTimes(1);
  });

  it('Newsletter Subscribing ignores another press', async () => {
    await renderStory(newsletter.Subscribing);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(newsletter.Subscribing.args.onSubscribe).not.toHaveBeenCalled();
  });

  it('Orders Filled lists each order with SPEC 9 ee dates, status words and euro totals', async () => {
    await renderStory(orders.Filled);
    const rows = within(screen.getByRole('table', { name: 'My orders' }))
      .getAllByRole('row')
      .slice(1);
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => textOf(cell as HTMLElement));
    expect(rows.map(cells)).toEqual([
      ['000000102', '14:05 3-7-2025', 'Accepted', '113,97 €'],
      ['000000087', '19:40 21-5-2025', 'Not completed', '59,99 €'],
      ['000000071', '11:15 2-3-2025', 'Canceled', '113,97 €'],
    ]);
    expect(screen.getByRole('link', { name: '000000102' }).getAttribute('href')).toBe(
      '/ee/my-account/orders/000000102',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages of orders' })).toBeNull();
  });

  it('Orders LatvianDates writes D/M/YYYY', async () => {
    await renderStory(orders.LatvianDates);
    expect(screen.getByText('14:05 3/7/2025')).toBeTruthy();
  });

  it('Orders Paged marks the current page and asks for another', async () => {
    await renderStory(orders.Paged);
    const nav = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(orders.Paged.args.onPageChange).toHaveBeenCalledTimes(1);
    expect(orders.Paged.args.onPageChange).toHaveBeenCalledWith(3);
  });

  it('Orders Empty and Offline say so', async () => {
    await renderStory(orders.Empty);
    expect(screen.getByText('You have no orders yet.')).toBeTruthy();
    cleanup();
    await renderStory(orders.Offline);
    expect(textOf(screen.getByRole('alert'))).toMatch(/cannot be loaded while offline/);
  });

  it('OrderDetail Filled shows items, both addresses and the totals', async () => {
    await renderStory(orderDetail.Filled);
    expect(screen.getByRole('heading', { level: 1, name: 'Order 000000102' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Ordered products' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toBeTruthy();
    expect(screen.getByText(/Rõivas OÜ/)).toBeTruthy();
    expect(screen.getAllByText('113,97 €').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe('/ee/my-account/orders');
  });

  it('OrderDetail WithDownloads offers the available link only, with its downloads left and expiry', async () => {
    await renderStory(orderDetail.WithDownloads);
    expect(screen.getByRole('heading', { name: 'Downloads' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Download' });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/api/download/Q2x0b3B1c2thbXBzdW5pbXVzdGVyMDE?token=story');
    expect(links[0]?.getAttribute('download')).toBe('knitting-pattern-905-et.pdf');
    expect(screen.getByText(/4 downloads left/).textContent).toContain('available until 13:12 3-8-2025');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items.find((text) => text.includes('Skeem suures kirjas'))).toContain(
      'This download link expired at 13:12 1-6-2025.',
    );
    expect(screen.getByText('All downloads of this file have been used.')).toBeTruthy();
  });

  it('PaperCatalogue asks no birthday and thanks when sent', async () => {
    await renderStory(all.paperCatalogue.Form);
    expect(screen.queryByLabelText(/Birthday/)).toBeNull();
    cleanup();
    await renderStory(all.paperCatalogue.Sent);
    expect(textOf(screen.getByRole('status'))).toBe('Thank you! We will post the paper catalogue to your address.');
  });
});

describe('the account machine’s stories (one per state, from its model)', () => {
  const stories = composeStories(accountMachineStories);
  it.each(Object.entries(stories))('%s renders the state the model reaches', async (_name, Story) => {
    await renderStory(Story);
    const state = Story.args.state as string;
    expect(screen.getByRole('heading', { name: `account: ${state}` })).toBeTruthy();
    expect(screen.queryByText(/No path of the account model/)).toBeNull();
  });

  it('shows the signup modal under SPEC 4’s notification after the refresh failed', async () => {
    await renderStory(stories.LockedOut);
    expect(screen.getByText(/Internal Application error while refreshing the tokens/)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
