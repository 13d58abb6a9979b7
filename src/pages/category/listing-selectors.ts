// Selectors of the listing pages (STYLE "Views"): category-browser and search-panel snapshots -> View props, so the
// containers, the stories and the tests share one mapping.
import type { SnapshotFrom } from 'xstate';
import type { categoryBrowserMachine } from '../../../machines/category-browser.machine';
import { toFilterOptions } from '../../components/catalog/filter-panel';
import { facetsFrom, hasActiveFilters } from '../../domain/filters';
import type { StoreView } from '../../domain/store-views';
import { toCardProps } from '../home/home-page';
import type { ListingProps, ListingStatus } from './category-view';

type BrowserSnapshot = SnapshotFrom<typeof categoryBrowserMachine>;

export type ListingData = Omit<
  ListingProps,
  'onToggleFilters' | 'onToggleFilter' | 'onPriceChange' | 'onClearFilters' | 'onSortChange' | 'onLoadMore' | 'onRetry'
>;

export function selectListing(snapshot: BrowserSnapshot, storeView: StoreView): ListingData {
  const { items, total, aggregations, filters, sort, error, filtersOpen } = snapshot.context;
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
    filtersOpen,
  };
}
