import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { OfflineOrdersView } from './offline-orders-view';

/** SPEC 4 "Offline orders and going online": the confirmation when automatic transmission is off. */
const meta = {
  title: 'Pages/OfflineOrdersView',
  component: OfflineOrdersView,
  decorators: [inMain],
  args: {
    orders: [
      { id: 'a1f3c9e2-order-1', createdAt: '2026-06-15T08:12:00Z', grandTotal: 113.97, itemCount: 3 },
      { id: 'b7d2e4f1-order-2', createdAt: '2026-06-15T09:40:00Z', grandTotal: 59.99, itemCount: 1 },
    ],
    status: 'confirming',
    locale: 'et-EE',
    dateSeparator: '-',
    onSend: fn(),
    onLater: fn(),
  },
} satisfies Meta<typeof OfflineOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = {};
export const Sending: Story = { args: { status: 'sending' } };
