import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CATEGORY_FILTERS, CHOSEN_FILTERS, STORE_VIEW } from '../../../stories/fixtures/category';
import { FilterPanel } from './filter-panel';

const meta = {
  title: 'Catalog/FilterPanel',
  component: FilterPanel,
  args: {
    ...CATEGORY_FILTERS,
    locale: STORE_VIEW.locale,
    hasActiveFilters: false,
    onToggle: fn(),
    onPriceChange: fn(),
    onClear: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The colours, sizes and price ranges of the category with their counts; 'Any price' is chosen. */
export const NothingChosen: Story = {};

/** Black, size M and 30-50 € chosen: 'Clear filters' appears. */
export const Chosen: Story = { args: { ...CHOSEN_FILTERS, hasActiveFilters: true } };

/** A listing without colour or size counts still offers the price ranges. */
export const PriceOnly: Story = { args: { colors: [], sizes: [] } };
