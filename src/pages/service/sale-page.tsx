// Container of /sale (issue 16): the sale-page machine runs the listing scoped to the products on sale, with the
// filters and sort of the route query (SSR has settled it; the client resumes); SaleView only renders.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useShop } from '../../app/root/shop-context';
import { parseRouteQuery } from '../../domain/filters';
import { type BrowserRef, useListing } from '../category/use-listing';
import { SaleView } from './sale-view';

function Listing({ browser }: { browser: BrowserRef }) {
  const listing = useListing(browser);
  return <SaleView {...listing} />;
}

export function SalePage() {
  const { actors, storeView } = useShop();
  const page = actors.salePage;
  const browser = useSelector(page, (s) => s.children.browser as BrowserRef | undefined);
  const unavailable = useSelector(page, (s) => s.matches('unavailable'));

  useEffect(() => {
    page.send({
      type: 'sale.show',
      storeCode: storeView.storeCode,
      query: parseRouteQuery(window.location.search),
      online: actors.network.getSnapshot().hasTag('online'),
    });
  }, [page, storeView.storeCode, actors.network]);

  if (browser) return <Listing browser={browser} />;
  return (
    <SaleView
      unavailable={unavailable}
      status="loading"
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
