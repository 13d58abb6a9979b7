import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { OrderDetailView } from './order-detail-view';
import { ORDER, ORDER_WITH_DOWNLOADS } from './story-fixtures';

const meta = {
  title: 'Pages/Account/OrderDetailView',
  component: OrderDetailView,
  decorators: [inMain],
  args: {
    status: 'ready',
    order: ORDER,
    locale: 'et-EE',
    dateSeparator: '-',
    backHref: '/ee/my-account/orders',
    downloadHref: (linkId: string) => `/api/download/${linkId}?token=story`,
    onRetry: fn(),
  },
} satisfies Meta<typeof OrderDetailView>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', order: null } };

export const Filled: Story = {};

/** Issue 17: a downloadable product's links: one to download, one expired, one used up. */
export const WithDownloads: Story = { args: { order: ORDER_WITH_DOWNLOADS } };

export const NotFound: Story = { args: { status: 'not-found', order: null } };

export const Failed: Story = { args: { status: 'failed', order: null } };

export const Offline: Story = { args: { status: 'offline', order: null } };
