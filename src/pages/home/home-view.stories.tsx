import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { BESTSELLER_CARDS, NEW_COLLECTION_CARDS } from '../../../stories/fixtures/products';
import { HomeView } from './home-view';

const meta = {
  title: 'Pages/HomeView',
  component: HomeView,
  args: { status: 'ready', newCollection: NEW_COLLECTION_CARDS, bestsellers: BESTSELLER_CARDS, onRetry: fn() },
  decorators: [inMain],
} satisfies Meta<typeof HomeView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Before the first reply the machine's lists are empty. */
export const Loading: Story = { args: { status: 'loading', newCollection: [], bestsellers: [] } };

export const Failed: Story = { args: { status: 'failed', newCollection: [], bestsellers: [] } };

/** SPEC 2 '/': 8 new-collection and 8 bestseller cards. */
export const Ready: Story = {};
