// Container of /store-locator (issue 16): the store-locator machine loads the stores once and applies the route
// query (?city=, ?store=); the city filter pushes a new query. "Open now" is computed for each store in its own
// time zone at render time (the list is loaded in the browser, so the server's clock never meets the client's).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { storeLocatorMachine } from '../../../machines/store-locator.machine';
import { createHttp } from '../../adapters/http';
import { loadStores } from '../../adapters/service-pages';
import { getHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import type { ShopStore } from '../../domain/contract/stores';
import { ALL_CITIES, citiesOf, isOpenAt, storesInCity } from '../../domain/stores';
import { type StoreCard, StoreLocatorView } from './store-locator-view';

const storeId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function StoreLocator() {
  const { storeView } = useShop();
  const [, navigate] = useLocation();
  const search = useSearch();
  const locator = useActorRef(
    storeLocatorMachine.provide({
      actors: { loadStores: fromPromise<ShopStore[]>(({ signal }) => loadStores(createHttp('/'), signal)) },
    }),
  );
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
    const query = new URLSearchParams(search);
    locator.send({ type: 'locator.open', city: query.get('city') ?? ALL_CITIES, storeId: storeId(query.get('store')) });
  }, [locator, search]);

  const listHref = getHref('store-locator', {}, storeView.storeCode);
  const now = new Date();
  const card = (store: ShopStore): StoreCard => ({
    store,
    openNow: isOpenAt(store, now),
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
