import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardBySku } from '../../../stories/fixtures/products';
import { ProductCard } from './product-card';

/**
 * Images point at the shop's image service (/img/241/331/resize/catalog/...), which Storybook does not serve: the
 * image box keeps its 241x331 ratio and placeholder colour, so the card's layout is the real one.
 */
const meta = {
  title: 'Product/ProductCard',
  component: ProductCard,
  args: { ...cardBySku('ME-TR-1102'), eager: true },
  parameters: { layout: 'padded' },
  // One grid cell of the home page at desktop width.
  decorators: [
    (Story) => (
      <div style={{ width: 241 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

export const New: Story = { args: { ...cardBySku('NA-DR-1001'), eager: true } };

export const OnSale: Story = { args: { ...cardBySku('NA-BL-1103'), eager: true } };
