import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createNotification } from '../../domain/notifications';
import { NotificationStack } from './notification-stack';

const added = createNotification({
  type: 'success',
  message: 'Product has been added to the cart!',
  action1: { label: 'Proceed to checkout', event: 'checkout.open' },
});
const outOfStock = createNotification({
  type: 'error',
  message: 'The product is out of stock and cannot be added to the cart!',
});
const volatile = createNotification({
  type: 'warning',
  message:
    'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
});
const offline = createNotification({ type: 'info', message: 'You are offline. Some pages may not be available.' });
const queued = createNotification({
  type: 'error',
  message: 'The order can not be transfered because of server error. Order has been queued',
  action1: { label: 'OK' },
  hasNoTimeout: true,
});

const meta = {
  title: 'Components/NotificationStack',
  component: NotificationStack,
  args: { notifications: [], onDismiss: fn(), onAction: fn() },
} satisfies Meta<typeof NotificationStack>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Success: Story = { args: { notifications: [added] } };

export const ErrorNotification: Story = { name: 'Error', args: { notifications: [outOfStock] } };

export const Warning: Story = { args: { notifications: [volatile] } };

export const Info: Story = { args: { notifications: [offline] } };

export const WithOkButton: Story = { args: { notifications: [queued] } };

export const Stacked: Story = { args: { notifications: [offline, volatile, outOfStock, added] } };
