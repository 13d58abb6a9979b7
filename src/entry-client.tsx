// Client start (SPEC 4 "Other"): hydrate from the server-provided state, restore the actors, mount once.
import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hasUnfinishedCartAdds } from './adapters/cart-adds-log';
import { browserConnectivity } from './adapters/connectivity';
import { warmIntl } from './adapters/intl-warmup';
import { registerServiceWorker } from './adapters/service-worker';
import {
  hasAccountData,
  hasCommerceData,
  openShopDb,
  productListsStorage,
  urlMappingsStorage,
} from './adapters/storage';
import { App } from './app/shell/app';
import { createShopActors, startShopActors } from './app/root/actors';
import { DEFAULT_SHOP_SETTINGS, INITIAL_STATE_ID, type InitialState } from './app/root/initial-state';
import { preloadPage } from './app/routing/page-registry';
import { resolveRoute } from './app/routing/routes';
import { renderedPage } from './app/routing/url-dispatch';
import { beginStagedHydration, stagedHydrationDone } from './app/root/hydrate-later';
import { APP_UPDATE_EVENT, serviceWorkerNotification } from './app/shell/service-worker-notifications';
import { ShopProvider } from './app/root/shop-context';
import { SHOP_EMAIL, STORE_VIEWS } from './domain/store-views';
import { createI18n } from './i18n/i18n';
import './app/app.css';

const stateElement = document.getElementById(INITIAL_STATE_ID);
const state = JSON.parse(stateElement?.textContent ?? '{}') as InitialState;
const storeView = STORE_VIEWS[state.storeCode];
// Issue 18 (TBT): ICU's locale data loads in a worker while the actors are set up, not in hydration's task.
const intlReady = warmIntl(storeView.locale);
const i18n = createI18n(storeView.locale, state.messages);
/** HTTP and the adapters, loaded with the first request (src/app/root/browser-io.ts). */
let ioLoad: Promise<import('./app/root/browser-io').BrowserIo> | undefined;
const io = () => {
  ioLoad ??= import('./app/root/browser-io').then((module) => module.browserIo());
  return ioLoad;
};

/** The store view's IndexedDB, opened on first use; a browser without it keeps the lists for the visit only. */
function lazyProductLists() {
  const storage = openShopDb(storeView.storeCode).then(productListsStorage);
  return {
    load: async () => (await storage).load(),
    save: async (lists: Parameters<Awaited<typeof storage>['save']>[0]) => (await storage).save(lists),
  };
}

// Issue 18 (TBT): the actors are created in a task after the module's own evaluation (a yield between the two).
let actors!: ReturnType<typeof createShopActors>;
const setUpActors = () =>
  createShopActors(
    {
      storeCode: storeView.storeCode,
      loadHome: async (storeCode, signal) => {
        const { http, loadHomeLists } = await io();
        return loadHomeLists(http, storeCode, signal);
      },
      loadProduct: async (storeCode, parentSku, signal) => {
        const { http, loadProductBySku } = await io();
        return loadProductBySku(http, storeCode, parentSku, signal);
      },
      loadProducts: async (storeCode, skus, signal) => {
        const { http, loadProductsBySkus } = await io();
        return loadProductsBySkus(http, storeCode, skus, signal);
      },
      searchProducts: async (storeCode, request, signal) => {
        const { http, searchProducts } = await io();
        return searchProducts(http, storeCode, request, signal);
      },
      searchListing: async (storeCode, request, signal) => {
        const { http, searchListing } = await io();
        return searchListing(http, storeCode, request, signal);
      },
      loadCategory: async (storeCode, slug, signal) => {
        const { http, loadCategoryBySlug } = await io();
        return loadCategoryBySlug(http, storeCode, slug, signal);
      },
      lookupUrl: async (storeCode, url, signal) => {
        const { http, lookupUrl } = await io();
        return lookupUrl(http, storeCode, url, signal);
      },
      loadCmsPage: async (storeCode, identifier, signal) => {
        const { http, loadCmsPage } = await io();
        return loadCmsPage(http, storeCode, identifier, signal);
      },
      loadStores: async (signal) => {
        const { http, loadStores } = await io();
        return loadStores(http, signal);
      },
      loadReviews: async (storeCode, productId, signal) => {
        const { http, loadReviews } = await io();
        return loadReviews(http, storeCode, productId, signal);
      },
      submitReview: async (submission, token) => {
        const { http, submitReview } = await io();
        return submitReview(http, submission, token);
      },
      connectivity: { online: navigator.onLine, listen: browserConnectivity },
      // The account chunk: its I/O and its messages load with it (src/app/root/lazy-subsystem.ts).
      account: async () => {
        const [{ browserAccountDeps }, { noticeNotification }, { http }] = await Promise.all([
          import('./app/root/account-deps'),
          import('./app/messages/account-messages'),
          io(),
        ]);
        return {
          deps: browserAccountDeps(http, storeView.storeCode),
          notification: (notice) => noticeNotification(i18n, notice),
        };
      },
      // The commerce chunk (cart, checkout, orders): its I/O and its messages load with it.
      commerce: async () => {
        const [{ browserCommerceDeps }, { commerceNotification }, { http }, accountStored] = await Promise.all([
          import('./app/root/commerce-deps'),
          import('./app/messages/commerce-messages'),
          io(),
          // SPEC 4 "Connect": a stored session's cart waits for the account (never connected as a guest's).
          openShopDb(storeView.storeCode)
            .then(hasAccountData)
            .catch(() => false),
        ]);
        return {
          deps: browserCommerceDeps(http, storeView.storeCode, actors.account, state.settings ?? DEFAULT_SHOP_SETTINGS),
          notification: (notice) => commerceNotification(i18n, notice, SHOP_EMAIL[storeView.storeCode]),
          accountStored,
        };
      },
      productLists: lazyProductLists(),
      urlMappings: {
        load: async () => urlMappingsStorage(await openShopDb(storeView.storeCode)).load(),
        save: async (url, mapping) => urlMappingsStorage(await openShopDb(storeView.storeCode)).save(url, mapping),
      },
    },
    state.snapshots,
  );

// A customer's session or queued tasks: the account subsystem starts (restore, refresh, send the queue). A cart,
// checkout details or queued orders: the commerce subsystem too (the badge, the queue drains on page load). Opened
// once the page has hydrated: a first visit creates the database, ~10 ms that were inside hydration's task (issue 18).
function startStoredSubsystems() {
  void openShopDb(storeView.storeCode)
    .then(async (db) => {
      const [account, commerce] = await Promise.all([hasAccountData(db), hasCommerceData(db)]);
      if (account) await actors.account.load();
      // An add a reload cut off (its write-ahead record, SPEC 4 "Add flow") is taken now, as a stored cart would be.
      if (commerce || hasUnfinishedCartAdds(storeView.storeCode)) await actors.commerce.load();
    })
    .catch(() => undefined);
}

// SPEC 2: the service worker registers from the site root; its messages become notifications. Registered before
// hydration so the worker's messages about this very page are not missed (early ones wait in EARLY_WORKER_POSTS).
function connectServiceWorker() {
  if (!import.meta.env.PROD) return;
  const bridge = registerServiceWorker({
    onMessage: (kind, detail) =>
      actors.notifications.send({
        type: 'notification.add',
        notification: serviceWorkerNotification(i18n, kind, detail),
      }),
  });
  actors.notifications.on(APP_UPDATE_EVENT, () => bridge?.activateUpdate());
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The page the server rendered is loaded before hydrating (its chunk was preloaded), so hydration matches it. Not a
// top-level await: with one, the bundler keeps every shared module in a chunk of its own (no common-chunk merging),
// and the first view pays a request and a gzip header for each (issue 18).
// Issue 18 (Lighthouse TBT): the production build hydrates with Preact (docs/framework.md), which does not slice
// hydration as React's transitions did; the work is cut into tasks instead: this module's evaluation, the actors,
// the header's hydration, the page's, the footer's (hydrate-later.tsx), then the stored cart and account, with the
// browser getting a turn between them. Until its part has hydrated, a part is the server's HTML (links navigate).
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));
void yieldToBrowser()
  .then(() => {
    actors = setUpActors();
    startShopActors(actors);
    connectServiceWorker();
    return Promise.all([
      preloadPage(renderedPage(resolveRoute(window.location.pathname), actors.urlResolver.getSnapshot())),
      intlReady,
    ]);
  })
  .then(yieldToBrowser)
  .then(() => {
    // Preact's hydration is one task: the page and the footer hydrate in tasks of their own (hydrate-later.tsx).
    if (import.meta.env.PROD) beginStagedHydration();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <ShopProvider
              value={{ actors, storeView, menu: state.menu ?? [], tagManagerId: state.settings?.tagManagerId }}
            >
              <App />
            </ShopProvider>
          </I18nProvider>
        </StrictMode>,
      );
    });
    return stagedHydrationDone();
  })
  .then(() => {
    // Marks the page interactive once every part has hydrated (styles and end-to-end tests can tell server HTML from
    // the hydrated app).
    document.documentElement.dataset.hydrated = 'true';
  })
  .then(yieldToBrowser)
  .then(startStoredSubsystems);
