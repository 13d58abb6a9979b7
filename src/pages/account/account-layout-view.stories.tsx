import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { AccountGuardView, AccountLayoutView } from './account-layout-view';
import { ACCOUNT_HREFS } from './story-fixtures';

const meta = {
  title: 'Pages/Account/AccountLayoutView',
  component: AccountLayoutView,
  decorators: [inMain],
  parameters: { router: { path: '/ee/my-account' } },
  args: {
    current: 'profile',
    hrefs: ACCOUNT_HREFS,
    onLogout: fn(),
    children: (
      <section>
        <h1>Section</h1>
        <p>The section's view renders here.</p>
      </section>
    ),
  },
} satisfies Meta<typeof AccountLayoutView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** /my-account: the profile is the current section. */
export const Profile: Story = {};

/** /my-account/orders/{orderId} belongs to My orders. */
export const Orders: Story = { args: { current: 'orders' } };

/** SPEC 6: a guest on an account page. */
export const LoginRequired: Story = {
  render: () => <AccountGuardView reason="login-required" onLogIn={fn()} />,
};

/** SPEC 6: access denied (the session ended). */
export const NotAuthorized: Story = {
  render: () => <AccountGuardView reason="not-authorized" onLogIn={fn()} />,
};
