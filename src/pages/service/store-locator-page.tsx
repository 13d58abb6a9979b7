// Container of /store-locator (issue 16): the shop's store-locator machine (the composition root's; the server
// loads the stores and renders the list, the client resumes from its snapshot) applies the route query (?city=,
// ?store=); the city filter pushes a new query. "Open now" is computed in each store's own time zone in the browser
// only: the page may come from the output cache, so the server's clock is not the visitor's.
import { useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import type { ShopStore } from '../../domain/contract/stores';
import { ALL_CITIES, citiesOf, isOpenAt, storeLocatorOpen, storesInCity } from '../../domain/stores';
import { type StoreCard, StoreLocatorView } from './store-locator-view';

const MINUTE = 60_000;
const subscribeMinutes = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
};

/** The current minute in the browser; null on the server and while hydrating (no "open now" badge then). */
function useMinute(): number | null {
  return useSyncExternalStore(
    subscribeMinutes,
    () => Math.floor(Date.now() / MINUTE),
    () => null,
  );
}

export function StoreLocator() {
  const { storeView, actors } = useShop();
  const [, navigate] = useLocation();
  const search = useSearch();
  const locator = actors.storeLocator;
  const minute = useMinute();
  const view = useSelector(locator, (snapshot) => ({
    status: snapshot.matches('ready')
      ? ('ready' as const)
      : snapshot.matches('failed')
        ? ('failed' as const)
        : ('loading' as const),
    detail: snapshot.matches({ ready: 'store' }),
    context: snapshot.context,
  }));

  useEffect(() => {
    locator.send(storeLocatorOpen(search));
  }, [locator, search]);

  const listHref = getHref('store-locator', {}, storeView.storeCode);
  const now = minute === null ? null : new Date(minute * MINUTE);
  const card = (store: ShopStore): StoreCard => ({
    store,
    openNow: now ? isOpenAt(store, now) : null,
    href: `${listHref}?store=${store.id}`,
  });
  const { stores, city } = view.context;
  const selected = view.detail ? stores.find((store) => store.id === view.context.storeId) : undefined;

  return (
    <StoreLocatorView
      status={view.status}
      locale={storeView.locale}
      cities={citiesOf(stores)}
      city={city}
      stores={storesInCity(stores, city).map(card)}
      selected={selected ? card(selected) : null}
      listHref={listHref}
      onCityChange={(next) => navigate(next === ALL_CITIES ? listHref : `${listHref}?city=${encodeURIComponent(next)}`)}
      onRetry={() => locator.send({ type: 'locator.retry' })}
    />
  );
}
