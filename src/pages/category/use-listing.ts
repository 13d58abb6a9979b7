// The wiring a listing page shares (category, search results): the browser's snapshot as View props, filters and
// sort pushed onto the route query and restored from it (back, forward), the network status passed on, SPEC 8's
// offline warning shown as a notification, and the View's intents sent as events.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { categoryBrowserMachine } from '../../../machines/category-browser.machine';
import { useShop } from '../../app/root/shop-context';
import { parseRouteQuery, toggleFilterValue } from '../../domain/filters';
import type { ListingProps } from './category-view';
import { selectListing } from './listing-selectors';

export type BrowserRef = ActorRefFrom<typeof categoryBrowserMachine>;

/** Query parameters that are not the listing's own (e.g. the search term) and stay in the URL. */
function keptParams(search: string, keep: readonly string[]): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keep) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  return kept.toString();
}

export function useListing(browser: BrowserRef, keep: readonly string[] = []): ListingProps {
  const { actors, storeView } = useShop();
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const listing = useSelector(browser, (snapshot) => selectListing(snapshot, storeView));
  const filters = useSelector(browser, (snapshot) => snapshot.context.filters);

  useEffect(() => {
    const pushed = browser.on('browser.queryChanged', (event) => {
      // SPEC 2: changing a filter pushes a new query onto the route.
      const kept = keptParams(window.location.search, keep);
      const query = event.query ? `${event.query}${kept ? `&${kept}` : ''}` : kept ? `?${kept}` : '';
      navigate(`${location}${query}`);
    });
    const warned = browser.on('browser.offlineWarning', () =>
      actors.notifications.send({
        type: 'notification.add',
        notification: {
          type: 'warning',
          message: i18n._(msg`No products synchronized for this category. Please come back while online!`),
          action1: { label: i18n._(msg`OK`) },
        },
      }),
    );
    const network = actors.network.on('network.changed', (event) =>
      browser.send({ type: event.online ? 'network.online' : 'network.offline' }),
    );
    return () => {
      pushed.unsubscribe();
      warned.unsubscribe();
      network.unsubscribe();
    };
  }, [browser, navigate, location, actors.notifications, actors.network, i18n, keep]);

  // The browser may come from the server's snapshot (rendered online) on a page served from the cache offline: it
  // starts from the real status, so a filter that cannot load offline is SPEC 8's warning, not a failure.
  useEffect(() => {
    browser.send({ type: actors.network.getSnapshot().hasTag('online') ? 'network.online' : 'network.offline' });
  }, [browser, actors.network]);

  // Back and forward: the browser follows the route query (its own pushes come back equal and are ignored).
  useEffect(() => {
    browser.send({ type: 'browser.routeChanged', ...parseRouteQuery(search) });
  }, [browser, search]);

  return {
    ...listing,
    onToggleFilters: () => browser.send({ type: 'browser.toggleFilters' }),
    onToggleFilter: (code, value) =>
      browser.send({ type: 'browser.setFilter', ...toggleFilterValue(filters, code, value) }),
    onPriceChange: (key) => browser.send({ type: 'browser.setFilter', code: 'price', values: key ? [key] : [] }),
    onClearFilters: () => browser.send({ type: 'browser.clearFilters' }),
    onSortChange: (sort) => browser.send({ type: 'browser.setSort', sort }),
    onLoadMore: () => browser.send({ type: 'browser.loadMore' }),
    onRetry: () => browser.send({ type: 'browser.retry' }),
  };
}
