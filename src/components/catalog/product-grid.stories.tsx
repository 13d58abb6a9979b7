import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATEGORY_CARDS } from '../../../stories/fixtures/category';
import { inMain } from '../../../stories/fixtures/page-frame';
import { ProductGrid } from './product-grid';

const meta = {
  title: 'Catalog/ProductGrid',
  component: ProductGrid,
  args: { products: CATEGORY_CARDS.slice(0, 8) },
  decorators: [inMain],
} satisfies Meta<typeof ProductGrid>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** While a new filter or page loads, the grid is marked busy (and dimmed in a listing). */
export const Busy: Story = { args: { busy: true } };
