import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockStatus } from './stock-status';

const meta = {
  title: 'Product/StockStatus',
  component: StockStatus,
  args: { status: 'in-stock' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StockStatus>;

export default meta;

type Story = StoryObj<typeof meta>;

/** SPEC 4: 'In stock!'. */
export const InStock: Story = {};

/** SPEC 4: 'Out of the stock!' (a child chosen while out-of-stock listing is allowed). */
export const OutOfStock: Story = { args: { status: 'out-of-stock' } };
