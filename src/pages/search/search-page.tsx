// Container of /search?q= (SPEC 2): the search-page machine runs the listing for the term, with the filters and
// sort of the category page in the route query; SearchResultsView only renders.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useShop } from '../../app/root/shop-context';
import { SEARCH_MIN_LENGTH, parseRouteQuery } from '../../domain/filters';
import { type BrowserRef, useListing } from '../category/use-listing';
import { SearchResultsView } from './search-results-view';

const KEEP = ['q'] as const;

function Results({ browser, term }: { browser: BrowserRef; term: string }) {
  const listing = useListing(browser, KEEP);
  return <SearchResultsView {...listing} query={term} queryTooShort={false} minLength={SEARCH_MIN_LENGTH} />;
}

export function SearchPage() {
  const { actors, storeView } = useShop();
  const page = actors.searchPage;
  const search = useSearch();
  const term = new URLSearchParams(search).get('q') ?? '';
  const browser = useSelector(page, (s) => s.children.browser as BrowserRef | undefined);
  const shownTerm = useSelector(page, (s) => s.context.term);

  useEffect(() => {
    page.send({
      type: 'search.show',
      storeCode: storeView.storeCode,
      term,
      query: parseRouteQuery(window.location.search),
      online: actors.network.getSnapshot().hasTag('online'),
    });
  }, [page, storeView.storeCode, term, actors.network]);

  if (browser && shownTerm === term.trim()) return <Results key={shownTerm} browser={browser} term={shownTerm} />;
  return (
    <SearchResultsView
      query={term}
      queryTooShort
      minLength={SEARCH_MIN_LENGTH}
      status="empty"
      products={[]}
      total={0}
      canLoadMore={false}
      loadMoreFailed={false}
      filters={{ colors: [], sizes: [], prices: [] }}
      hasActiveFilters={false}
      sort="created_at:desc"
      locale={storeView.locale}
      filtersOpen={false}
      onToggleFilters={() => undefined}
      onToggleFilter={() => undefined}
      onPriceChange={() => undefined}
      onClearFilters={() => undefined}
      onSortChange={() => undefined}
      onLoadMore={() => undefined}
      onRetry={() => undefined}
    />
  );
}
