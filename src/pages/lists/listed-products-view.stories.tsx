import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NEW_COLLECTION } from '../../../stories/fixtures/products';
import { STORE_VIEWS } from '../../domain/store-views';
import { toCompareRow } from './listed-products-selectors';
import { CompareView } from './listed-products-view';

/** The compare page (SPEC 2 /compare) in each state of the listed-products machine. */
const meta = {
  title: 'Pages/Compare',
  component: CompareView,
  args: {
    status: 'ready',
    products: NEW_COLLECTION.slice(0, 3).map((product) => toCompareRow(product, STORE_VIEWS.ee)),
    locale: 'et-EE',
    onRemove: fn(),
    onClear: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CompareView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeProducts: Story = {};
export const Empty: Story = { args: { products: [] } };
export const Loading: Story = { args: { status: 'loading', products: [] } };
export const Failed: Story = { args: { status: 'failed', products: [] } };
