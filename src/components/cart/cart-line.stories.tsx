import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartLine } from './cart-line';
import { cartLine } from './story-fixtures';

/** One cart line (SPEC 3 cart item) in a list, as the mini cart shows it. */
const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: {
    line: cartLine('NA-DR-1001', 1),
    locale: 'et-EE',
    onQuantityChange: fn(),
    onRemove: fn(),
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 16, maxWidth: 420 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A special price: the regular unit price struck through; two of them. */
export const OnSale: Story = { args: { line: cartLine('NA-BL-1103', 2) } };
/** SPEC 4 "Stock status": the line's stock was checked and it is in stock. */
export const InStock: Story = { args: { line: cartLine('NA-DR-1001', 1, { stock: 'in-stock' }) } };
/** SPEC 4 "Stock status": the line went out of stock; it is marked with the error. */
export const OutOfStock: Story = {
  args: { line: cartLine('ME-TR-1102', 1, { error: 'Out of the stock!', stock: 'out-of-stock' }) },
};
/** SPEC 8: the server has fewer than asked. */
export const OnlyAvailable: Story = { args: { line: cartLine('NA-SW-1105', 5, { error: 'Only 3 available' }) } };
/** The line is being synced: quantity and removal wait. */
export const Syncing: Story = { args: { disabled: true } };
