import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SortSelect } from './sort-select';

const meta = {
  title: 'Catalog/SortSelect',
  component: SortSelect,
  args: { value: 'created_at:desc', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SortSelect>;

export default meta;

type Story = StoryObj<typeof meta>;

/** SPEC 9: the default sort. */
export const Newest: Story = {};

export const PriceLowToHigh: Story = { args: { value: 'final_price:asc' } };

export const PriceHighToLow: Story = { args: { value: 'final_price:desc' } };
