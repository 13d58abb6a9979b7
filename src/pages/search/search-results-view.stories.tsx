import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CATEGORY_CARDS, CATEGORY_FILTERS, STORE_VIEW } from '../../../stories/fixtures/category';
import { inMain } from '../../../stories/fixtures/page-frame';
import { SearchResultsView } from './search-results-view';

const meta = {
  title: 'Pages/SearchResultsView',
  component: SearchResultsView,
  args: {
    query: 'kleit',
    queryTooShort: false,
    minLength: 3,
    status: 'results',
    products: CATEGORY_CARDS.slice(0, 12),
    total: 12,
    canLoadMore: false,
    loadMoreFailed: false,
    filters: CATEGORY_FILTERS,
    hasActiveFilters: false,
    sort: 'created_at:desc',
    locale: STORE_VIEW.locale,
    filtersOpen: false,
    onToggleFilters: fn(),
    onToggleFilter: fn(),
    onPriceChange: fn(),
    onClearFilters: fn(),
    onSortChange: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
  decorators: [inMain],
} satisfies Meta<typeof SearchResultsView>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const Loading: Story = { args: { status: 'loading', products: [], total: 0 } };

export const NothingFound: Story = {
  args: { query: 'xyzzy', status: 'empty', products: [], total: 0, filters: { colors: [], sizes: [], prices: [] } },
};

/** SPEC 5: a term of fewer than 3 characters is not searched. */
export const TooShort: Story = { args: { query: 'kl', queryTooShort: true, products: [], total: 0 } };

export const Offline: Story = { args: { status: 'offline', products: [], total: 0 } };
