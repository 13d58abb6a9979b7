import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { OrdersView } from './orders-view';
import { ORDERS } from './story-fixtures';

const meta = {
  title: 'Pages/Account/OrdersView',
  component: OrdersView,
  decorators: [inMain],
  args: {
    status: 'ready',
    orders: ORDERS,
    page: 1,
    totalPages: 1,
    locale: 'et-EE',
    dateSeparator: '-',
    orderHref: (incrementId: string) => `/ee/my-account/orders/${incrementId}`,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrdersView>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', orders: [] } };

export const Empty: Story = { args: { orders: [] } };

export const Filled: Story = {};

/** SPEC 9: 20 a page; the second of three pages. */
export const Paged: Story = { args: { page: 2, totalPages: 3 } };

/** The lv store view: D/M/YYYY. */
export const LatvianDates: Story = { args: { locale: 'lv-LV', dateSeparator: '/' } };

export const Failed: Story = { args: { status: 'failed', orders: [] } };

export const Offline: Story = { args: { status: 'offline', orders: [] } };
