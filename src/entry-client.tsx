// Client start (SPEC 4 "Other"): hydrate from the server-provided state, restore the actors, mount once.
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadHomeLists } from './adapters/catalog';
import { createHttp } from './adapters/http';
import { App } from './app/app';
import { createShopActors, startShopActors } from './app/actors';
import { INITIAL_STATE_ID, type InitialState } from './app/initial-state';
import { ShopProvider } from './app/shop-context';
import { STORE_VIEWS } from './domain/store-views';
import { createI18n } from './i18n/i18n';
import './app/app.css';

const stateElement = document.getElementById(INITIAL_STATE_ID);
const state = JSON.parse(stateElement?.textContent ?? '{}') as InitialState;
const storeView = STORE_VIEWS[state.storeCode];
const i18n = createI18n(storeView.locale, state.messages);
const http = createHttp('/');

const actors = createShopActors(
  { loadHome: (storeCode, signal) => loadHomeLists(http, storeCode, signal) },
  state.snapshots,
);
startShopActors(actors);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

hydrateRoot(
  root,
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ShopProvider value={{ actors, storeView }}>
        <App />
      </ShopProvider>
    </I18nProvider>
  </StrictMode>,
);
