import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BESTSELLERS } from '../../../stories/fixtures/products';
import { STORE_VIEWS } from '../../domain/store-views';
import { toCardProps } from '../../pages/home/home-page';
import { WishlistPanel } from './wishlist-panel';

/** The wishlist sidebar (SPEC 3 "UI flags": wishlist), open, in each state of its listed-products actor. */
const meta = {
  title: 'Lists/WishlistPanel',
  component: WishlistPanel,
  args: {
    open: true,
    status: 'ready',
    items: BESTSELLERS.slice(0, 2).map((product) => ({ ...toCardProps(product, STORE_VIEWS.ee), sku: product.sku })),
    locale: 'et-EE',
    onClose: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WishlistPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProducts: Story = {};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Failed: Story = { args: { status: 'failed', items: [] } };
