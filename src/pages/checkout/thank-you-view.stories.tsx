import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMain } from '../../../stories/fixtures/page-frame';
import { ThankYouView } from './thank-you-view';

/** SPEC 2 /thankyou, after the order reached the shop or while it waits offline (SPEC 4). */
const meta = {
  title: 'Pages/ThankYouView',
  component: ThankYouView,
  decorators: [inMain],
  args: {
    lines: [
      {
        key: '0',
        name: 'Puuvillane polosärk',
        qty: 1,
        price: 22.5,
        rowTotal: 22.5,
        colour: 'Kollane',
        size: 'M',
        options: [
          { label: 'Monogramm (kuni 3 tähte)', value: 'MKS' },
          { label: 'Kinkepakend', value: 'Kinkepakend' },
        ],
      },
      { key: '1', name: 'Villane sall', qty: 2, price: 19.9, rowTotal: 39.8, colour: null, size: null, options: [] },
    ],
    totals: {
      subtotal: 62.3,
      shipping: 3.99,
      payment_cost: 0,
      discount: 0,
      gift_card: 0,
      tax: 12.83,
      grand_total: 66.29,
    },
    locale: 'et-EE',
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
export const Queued: Story = {
  args: {
    queued: true,
    orderNumber: null,
    totals: null,
    lines: [
      { key: '0', name: 'Villane sall', qty: 2, price: null, rowTotal: null, colour: null, size: null, options: [] },
    ],
  },
};
/** Issue 17: a coupon and a gift card paid part of the order. */
export const WithGiftCard: Story = {
  args: {
    totals: {
      subtotal: 62.3,
      shipping: 3.99,
      payment_cost: 0,
      discount: -6.23,
      gift_card: 25,
      tax: 11.6,
      grand_total: 35.06,
    },
  },
};
