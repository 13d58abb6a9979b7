// The service worker (ARCHITECTURE §5, SPEC 2 "Offline behaviour"), built by sw/build.ts into dist/client/sw.js.
// It precaches the shell, keeps visited pages, catalogue GETs and images for offline browsing, and posts message
// *kinds* (never sentences: the app translates) to the page, read by src/adapters/service-worker.ts.
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkerPost } from '../src/adapters/service-worker';
import { STORE_CODES } from '../src/domain/store-views';
import { isCacheablePage, isStoreHome, offlinePage, storeHomePath } from './offline-page';
import { ORDER_SYNC_TAG, sendQueuedOrders } from './order-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const CACHE_NAMES = { pages: 'pages', catalog: 'catalog', images: 'images' } as const;
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY = 24 * 60 * 60;
/** How long a navigation that fell back to the offline page waits for the store home to pick up its notice. */
const OFFLINE_NOTICE_TTL_MS = 60_000;
/** How long to wait for the page created by a navigation to exist before posting to it. */
const CLIENT_WAIT_MS = 3_000;

// ── Lifecycle ────────────────────────────────────────────────────────────────────────────────────────────────────
// A new version waits until the page accepts it ('new content available' -> activateUpdate() -> SKIP_WAITING).
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
clientsClaim();

// ── Shell ────────────────────────────────────────────────────────────────────────────────────────────────────────
// The injection point below is replaced by workbox-build with the hashed JS/CSS assets (and manifest/icons).
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// ── Helpers ──────────────────────────────────────────────────────────────────────────────────────────────────────
function cacheStatuses(statuses: readonly number[]): WorkboxPlugin {
  return { cacheWillUpdate: async ({ response }) => (statuses.includes(response.status) ? response : null) };
}

function isFetchEvent(event: ExtendableEvent): event is FetchEvent {
  return 'request' in event && 'resultingClientId' in event;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The window a navigation creates appears a little after its response starts: wait for it (as workbox-core does). */
async function clientOf(event: FetchEvent): Promise<Client | undefined> {
  const id = event.resultingClientId || event.clientId;
  if (!id) return undefined;
  for (let waited = 0; waited <= CLIENT_WAIT_MS; waited += 100) {
    const client = await self.clients.get(id);
    if (client) return client;
    await sleep(100);
  }
  return undefined;
}

/** Posts to the page the navigation opens; the adapter maps `sw.*` types to SPEC 2 message kinds. */
function postToNavigationClient(event: ExtendableEvent, message: WorkerPost): void {
  if (!isFetchEvent(event)) return;
  try {
    event.waitUntil(clientOf(event).then((client) => client?.postMessage(message)));
  } catch {
    // The event is no longer active: nobody is left to tell.
  }
}

// ── Pages (SSR HTML) ─────────────────────────────────────────────────────────────────────────────────────────────
/** Responses the pages strategy took from its cache: a response in here did not come from the network. */
const fromCache = new WeakSet<Response>();
/** Store home path -> the URL that could not be opened offline; posted to the home page once it has loaded. */
const offlineNotices = new Map<string, { url: string; at: number }>();

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // Only read when the network failed or timed out: any stored copy of the page beats the offline fallback.
  matchOptions: { ignoreVary: true },
  plugins: [
    { cacheWillUpdate: async ({ response }) => (isCacheablePage(response) ? response : null) },
    new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    // Last, so it sees the response that is really used (expiration may have dropped it).
    {
      cachedResponseWillBeUsed: async ({ cachedResponse }) => {
        if (cachedResponse) fromCache.add(cachedResponse);
        return cachedResponse;
      },
    },
  ],
});

registerRoute(
  new NavigationRoute(
    async ({ request, event, url }) => {
      const home = storeHomePath(url);
      try {
        const response = await pages.handle({ request, event });
        if (fromCache.has(response)) postToNavigationClient(event, { type: 'sw.served-from-cache', url: url.href });
        const notice = offlineNotices.get(home);
        if (notice && isStoreHome(url)) {
          offlineNotices.delete(home);
          if (Date.now() - notice.at < OFFLINE_NOTICE_TTL_MS) {
            postToNavigationClient(event, { type: 'sw.offline-mode', url: notice.url });
          }
        }
        return response;
      } catch {
        // Neither network nor cache. The fallback page has no app to tell, so the notice waits for the store home
        // it redirects to; a missing home itself just retries (offlinePage) and needs no notice.
        if (!isStoreHome(url)) offlineNotices.set(home, { url: url.href, at: Date.now() });
        return offlinePage(url);
      }
    },
    {
      // Not pages: the API, images, the payment sandboxes (a provider's page), the worker itself; payment returns and password links carry one-off tokens.
      denylist: [
        /^\/(api|img|dev|sandbox)\//,
        /^\/sw\.js$/,
        /^\/[a-z]{2}\/(montonio|esto|modena|abandoned-cart)-return\b/,
        /^\/[a-z]{2}\/(reset-password|create-password)\b/,
      ],
    },
  ),
);

/** Both store homes are fetched on install, so the offline fallback has a home to go to. Best effort. */
async function warmStoreHomes(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.pages);
  await Promise.all(
    STORE_CODES.map(async (storeCode) => {
      try {
        const request = new Request(`/${storeCode}/`, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
        const response = await fetch(request);
        if (isCacheablePage(response)) await cache.put(request, response);
      } catch {
        // Offline or failing now: the home is cached on its next visit instead.
      }
    }),
  );
}
self.addEventListener('install', (event) => event.waitUntil(warmStoreHomes()));

// ── Catalogue and content JSON ───────────────────────────────────────────────────────────────────────────────────
const CATALOG_PREFIXES = ['/api/catalog/', '/api/ext/category-menu/', '/api/ext/cms-data/'];

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && CATALOG_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.catalog,
    plugins: [
      cacheStatuses([200]),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// ── Images ───────────────────────────────────────────────────────────────────────────────────────────────────────
registerRoute(
  ({ url }) => url.pathname.startsWith('/img/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      cacheStatuses([0, 200]),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// ── Everything else under /api/ ──────────────────────────────────────────────────────────────────────────────────
// Cart, user, order, stock, payments: always the network, never cached (registered after the catalogue route).
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'), new NetworkOnly());

// ── Background sync of queued orders: orderSync ──────────────────────────────────────────────────────────────────
// SPEC 4 "Order placing" step 7: a page registers the sync tag 'orderSync' when sending an order failed for the
// network; the browser fires it when the connection is back, even with no tab open (sw/order-sync.ts).
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== ORDER_SYNC_TAG) return;
  sync.waitUntil(
    sendQueuedOrders(self.navigator.locks, (message) =>
      self.clients.matchAll({ type: 'window' }).then((clients) => {
        for (const client of clients) client.postMessage(message);
      }),
    ),
  );
});
