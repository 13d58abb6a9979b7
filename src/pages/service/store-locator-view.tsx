// Issue 16 "Store locator": the shop's stores with their address, opening hours, phone and services, whether each
// is open now (in its own time zone), a city filter, the map, and one store's detail. Props in, events out.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { StoreMap } from '../../components/stores/store-map';
import type { Opening, ShopStore, StoreService } from '../../domain/contract/stores';
import { ALL_CITIES, groupedHours } from '../../domain/stores';
import './service-pages.css';

export interface StoreCard {
  store: ShopStore;
  /** Whether the store is open now, or null before the browser knows the time (server render, hydration). */
  openNow: boolean | null;
  href: string;
}

export interface StoreLocatorViewProps {
  status: 'loading' | 'ready' | 'failed';
  locale: string;
  cities: readonly string[];
  city: string;
  /** The stores of the city filter. */
  stores: readonly StoreCard[];
  /** The store whose detail is shown, or null for the list. */
  selected: StoreCard | null;
  listHref: string;
  onCityChange(city: string): void;
  onRetry(): void;
}

function ServiceName({ service }: { service: StoreService }) {
  if (service === 'pickup') return <Trans>Pick up online orders</Trans>;
  if (service === 'returns') return <Trans>Returns of online orders</Trans>;
  return <Trans>Alterations</Trans>;
}

function weekdayNames(locale: string): string[] {
  // 2024-01-01 was a Monday.
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
}

function Hours({ hours, locale }: { hours: readonly (Opening | null)[]; locale: string }) {
  const names = weekdayNames(locale);
  return (
    <dl className="store-hours">
      {groupedHours(hours).map((group) => (
        <div key={group.from} className="store-hours__row">
          <dt>{group.from === group.to ? names[group.from] : `${names[group.from]}–${names[group.to]}`}</dt>
          <dd>{group.hours ? `${group.hours.opens}–${group.hours.closes}` : <Trans>closed</Trans>}</dd>
        </div>
      ))}
    </dl>
  );
}

function OpenBadge({ open }: { open: boolean | null }) {
  if (open === null) return null;
  return (
    <span className={open ? 'store-badge store-badge--open' : 'store-badge'}>
      {open ? <Trans>Open now</Trans> : <Trans>Closed now</Trans>}
    </span>
  );
}

function Address({ store }: { store: ShopStore }) {
  return (
    <address className="store-card__address">
      {store.street}
      <br />
      {store.postcode} {store.city}
    </address>
  );
}

function StoreDetail({ card, locale, listHref }: { card: StoreCard; locale: string; listHref: string }) {
  const { store } = card;
  return (
    <article className="store-detail" aria-labelledby={`store-${store.id}`}>
      <p>
        <Link href={listHref} className="store-detail__back">
          <Trans>← All stores</Trans>
        </Link>
      </p>
      <h2 id={`store-${store.id}`}>{store.name}</h2>
      <OpenBadge open={card.openNow} />
      <div className="store-detail__columns">
        <section>
          <h3>
            <Trans>Address</Trans>
          </h3>
          <Address store={store} />
          <p>
            <Trans>Phone</Trans>: <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
            <br />
            <Trans>E-mail</Trans>: <a href={`mailto:${store.email}`}>{store.email}</a>
          </p>
        </section>
        <section>
          <h3>
            <Trans>Opening hours</Trans>
          </h3>
          <Hours hours={store.opening_hours} locale={locale} />
        </section>
        <section>
          <h3>
            <Trans>Services</Trans>
          </h3>
          <ul className="store-services">
            {store.services.map((service) => (
              <li key={service}>
                <ServiceName service={service} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}

export function StoreLocatorView(props: StoreLocatorViewProps) {
  const { t } = useLingui();
  const filterId = useId();
  const { status, stores, selected, locale } = props;
  if (status === 'loading') {
    return (
      <p className="loading" role="status">
        <Trans>Loading the stores…</Trans>
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div className="load-error" role="alert">
        <p>
          <Trans>The stores could not be loaded.</Trans>
        </p>
        <button type="button" className="button" onClick={props.onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const mapStores = (selected ? [selected] : stores).map(({ store, href }) => ({ ...store, href }));
  return (
    <section className="store-locator" aria-label={t`Our stores`}>
      <div className="store-locator__main">
        {selected ? (
          <StoreDetail card={selected} locale={locale} listHref={props.listHref} />
        ) : (
          <>
            <div className="store-locator__filter">
              <label htmlFor={filterId}>
                <Trans>City</Trans>
              </label>
              <select id={filterId} value={props.city} onChange={(event) => props.onCityChange(event.target.value)}>
                <option value={ALL_CITIES}>{t`All cities`}</option>
                {props.cities.map((city) => (
                  <option key={city} value={city}>
                    {city}
                  </option>
                ))}
              </select>
              <p className="store-locator__count" aria-live="polite">
                <Plural value={stores.length} one="# store" other="# stores" />
              </p>
            </div>
            <ul className="store-list">
              {stores.map((card) => (
                <li key={card.store.id} className="store-card">
                  <h2>
                    <Link href={card.href}>{card.store.name}</Link>
                  </h2>
                  <OpenBadge open={card.openNow} />
                  <Address store={card.store} />
                  <Hours hours={card.store.opening_hours} locale={locale} />
                  <p>
                    <a href={`tel:${card.store.phone.replace(/\s/g, '')}`}>{card.store.phone}</a>
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="store-locator__map">
        <StoreMap stores={mapStores} selectedId={selected?.store.id ?? null} label={t`Map of our stores`} />
      </div>
    </section>
  );
}
