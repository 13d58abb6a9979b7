import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadMore } from './load-more';

const meta = {
  title: 'Catalog/LoadMore',
  component: LoadMore,
  args: { shown: 50, total: 60, canLoadMore: true, loading: false, failed: false, onLoadMore: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadMore>;

export default meta;

type Story = StoryObj<typeof meta>;

/** SPEC 9: 50 of 60 shown, the next page of 40 can be loaded. */
export const MoreToLoad: Story = {};

export const Loading: Story = { args: { loading: true } };

/** The skip rule: the next start is at the total, no button. */
export const AllShown: Story = { args: { shown: 60, canLoadMore: false } };

export const Failed: Story = { args: { failed: true } };
