// Selectors of the listing pages (STYLE "Views"): category-browser and search-panel snapshots -> View props, so the
// containers, the stories and the tests share one mapping.
import type { SnapshotFrom } from 'xstate';
import type { categoryBrowserMachine } from '../../../machines/category-browser.machine';
import type { searchPanelMachine } from '../../../machines/search-panel.machine';
import { getHref } from '../../app/routes';
import { toFilterOptions } from '../../components/catalog/filter-panel';
import type { SearchPanelProps, SearchPanelStatus } from '../../components/catalog/search-panel';
import { SEARCH_MIN_LENGTH, facetsFrom, hasActiveFilters, isSearchableTerm } from '../../domain/filters';
import type { StoreView } from '../../domain/store-views';
import { toCardProps } from '../home/home-page';
import type { ListingProps, ListingStatus } from './category-view';

type BrowserSnapshot = SnapshotFrom<typeof categoryBrowserMachine>;
type PanelSnapshot = SnapshotFrom<typeof searchPanelMachine>;

export type ListingData = Omit<
  ListingProps,
  'onToggleFilter' | 'onPriceChange' | 'onClearFilters' | 'onSortChange' | 'onLoadMore' | 'onRetry'
>;

export function selectListing(snapshot: BrowserSnapshot, storeView: StoreView): ListingData {
  const { items, total, aggregations, filters, sort, error } = snapshot.context;
  return {
    status: snapshot.value as ListingStatus,
    products: items.map((product, index) => toCardProps(product, storeView, index < 3)),
    total,
    canLoadMore: snapshot.can({ type: 'browser.loadMore' }),
    loadMoreFailed: snapshot.matches('results') && error !== null,
    filters: toFilterOptions(facetsFrom(aggregations, filters), storeView.locale),
    hasActiveFilters: hasActiveFilters(filters),
    sort,
    locale: storeView.locale,
  };
}

export type SearchPanelData = Omit<SearchPanelProps, 'onOpen' | 'onClose' | 'onType' | 'onSubmit'>;

export function selectSearchPanel(snapshot: PanelSnapshot, storeView: StoreView): SearchPanelData {
  const { text, items, total } = snapshot.context;
  const value = snapshot.value;
  const status = (typeof value === 'string' ? value : value.open) as SearchPanelStatus;
  return {
    status,
    text,
    results: items.map((product) => toCardProps(product, storeView)),
    total,
    minLength: SEARCH_MIN_LENGTH,
    allResultsHref: isSearchableTerm(text)
      ? `${getHref('search', {}, storeView.storeCode)}?q=${encodeURIComponent(text.trim())}`
      : null,
  };
}
