import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartButton } from './cart-button';

/** The header's cart button (SPEC 3 UI flag microcart). */
const meta = {
  title: 'Cart/CartButton',
  component: CartButton,
  args: { count: 3, onOpen: fn() },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const OneItem: Story = { args: { count: 1 } };
export const Empty: Story = { args: { count: 0 } };
