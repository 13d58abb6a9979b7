import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  CATEGORY,
  CATEGORY_BREADCRUMBS,
  CATEGORY_CARDS,
  CATEGORY_FILTERS,
  CATEGORY_TOTAL,
  CHOSEN_FILTERS,
  STORE_VIEW,
} from '../../../stories/fixtures/category';
import { inMain } from '../../../stories/fixtures/page-frame';
import { CategoryView } from './category-view';

const meta = {
  title: 'Pages/CategoryView',
  component: CategoryView,
  args: {
    title: CATEGORY.name,
    breadcrumbs: CATEGORY_BREADCRUMBS,
    status: 'results',
    products: CATEGORY_CARDS.slice(0, 50),
    total: CATEGORY_TOTAL,
    canLoadMore: true,
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
} satisfies Meta<typeof CategoryView>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', products: [], total: 0, canLoadMore: false } };

/** SPEC 9: the first 50 of 60, with a button for the rest. */
export const Results: Story = {};

export const LoadingMore: Story = { args: { status: 'loadingMore' } };

/** Phones (< 768 px): the filter panel opened with the 'Show filters' button; wider screens always show it. */
export const FiltersOpen: Story = { args: { filtersOpen: true } };

export const AllLoaded: Story = { args: { products: CATEGORY_CARDS, canLoadMore: false } };

export const Filtered: Story = {
  args: {
    filters: CHOSEN_FILTERS,
    hasActiveFilters: true,
    sort: 'final_price:asc',
    products: CATEGORY_CARDS.slice(0, 4),
    total: 4,
    canLoadMore: false,
  },
};

export const NoMatches: Story = {
  args: {
    status: 'empty',
    filters: CHOSEN_FILTERS,
    hasActiveFilters: true,
    products: [],
    total: 0,
    canLoadMore: false,
  },
};

export const EmptyCategory: Story = {
  args: { status: 'empty', products: [], total: 0, canLoadMore: false, filters: { colors: [], sizes: [], prices: [] } },
};

/** SPEC 8: the offline warning when nothing was synchronized for the category. */
export const Offline: Story = { args: { status: 'offline', products: [], total: 0, canLoadMore: false } };

export const Failed: Story = { args: { status: 'failed', products: [], total: 0, canLoadMore: false } };
