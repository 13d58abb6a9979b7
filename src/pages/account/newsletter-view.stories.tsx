import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { NewsletterView } from './newsletter-view';

const meta = {
  title: 'Pages/Account/NewsletterView',
  component: NewsletterView,
  decorators: [inMain],
  args: {
    status: 'unsubscribed',
    busy: false,
    email: 'mari.tamm@example.ee',
    discountPercent: 10,
    onSubscribe: fn(),
    onUnsubscribe: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NewsletterView>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading' } };

export const NotSubscribed: Story = {};

export const Subscribing: Story = { args: { busy: true } };

export const Subscribed: Story = { args: { status: 'subscribed' } };

/** SPEC 9: subscribing issued the 10 % coupon. */
export const SubscribedWithCoupon: Story = { args: { status: 'subscribed', couponCode: 'UUDIS-7K2Q9' } };

export const Unsubscribing: Story = { args: { status: 'subscribed', busy: true } };

/** Issue 16 follow-up: signed up in the footer, the mailed confirmation link not used yet. */
export const ConfirmationPending: Story = { args: { status: 'pending' } };

export const Failed: Story = { args: { status: 'failed' } };

export const ChangeRefused: Story = {
  args: { serverError: 'Something went wrong on our side. Please try again in a moment.' },
};
