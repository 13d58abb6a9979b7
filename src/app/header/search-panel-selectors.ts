// Selector of the header's search panel: search-panel snapshot -> SearchPanel props (kept apart from the listing
// selectors so the header, on every page, does not pull in the filter panel).
import type { SnapshotFrom } from 'xstate';
import type { searchPanelMachine } from '../../../machines/search-panel.machine';
import type { SearchPanelProps, SearchPanelStatus } from '../../components/catalog/search-panel';
import { SEARCH_MIN_LENGTH, isSearchableTerm } from '../../domain/filters';
import type { StoreView } from '../../domain/store-views';
import { toCardProps } from '../../pages/home/home-page';
import { getHref } from '../routing/routes';

type PanelSnapshot = SnapshotFrom<typeof searchPanelMachine>;

export type SearchPanelData = Omit<
  SearchPanelProps,
  'onOpen' | 'onClose' | 'onType' | 'onSubmit' | 'onMove' | 'onChoose' | 'onPick'
>;

export function selectSearchPanel(snapshot: PanelSnapshot, storeView: StoreView): SearchPanelData {
  const { text, items, total, active } = snapshot.context;
  const value = snapshot.value;
  const status = (typeof value === 'string' ? value : value.open) as SearchPanelStatus;
  return {
    status,
    text,
    results: items.map((product) => toCardProps(product, storeView)),
    total,
    active,
    minLength: SEARCH_MIN_LENGTH,
    allResultsHref: isSearchableTerm(text)
      ? `${getHref('search', {}, storeView.storeCode)}?q=${encodeURIComponent(text.trim())}`
      : null,
  };
}
