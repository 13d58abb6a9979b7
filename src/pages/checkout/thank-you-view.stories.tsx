import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMain } from '../../../stories/fixtures/page-frame';
import { ThankYouView } from './thank-you-view';

/** SPEC 2 /thankyou, after the order reached the shop or while it waits offline (SPEC 4). */
const meta = {
  title: 'Pages/ThankYouView',
  component: ThankYouView,
  decorators: [inMain],
  args: {
    orderNumber: '000000103',
    email: 'mari.tamm@example.ee',
    queued: false,
    loggedIn: false,
    continueHref: '/ee/',
    ordersHref: '/ee/my-account/orders',
  },
} satisfies Meta<typeof ThankYouView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {};
export const OnlineLoggedIn: Story = { args: { loggedIn: true } };
/** SPEC 4 "Order placing" 4: placed offline, queued. */
export const Queued: Story = { args: { queued: true, orderNumber: null } };
