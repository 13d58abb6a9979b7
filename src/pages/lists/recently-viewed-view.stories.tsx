import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BESTSELLER_CARDS } from '../../../stories/fixtures/products';
import { RecentlyViewedView } from './listed-products-view';

/** /my-account/recently-viewed in each state of the listed-products machine. */
const meta = {
  title: 'Pages/RecentlyViewed',
  component: RecentlyViewedView,
  args: { status: 'ready', products: BESTSELLER_CARDS.slice(0, 4), onClear: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecentlyViewedView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourProducts: Story = {};
export const Empty: Story = { args: { products: [] } };
export const Loading: Story = { args: { status: 'loading', products: [] } };
export const Failed: Story = { args: { status: 'failed', products: [] } };
