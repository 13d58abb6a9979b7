// Pure helpers of the service worker (sw/sw.ts): which store a URL belongs to, which pages may be kept, and the
// offline page of SPEC 2 "Offline behaviour". No Workbox and no worker globals, so unit tests can import it.
import { DEFAULT_STORE_CODE, isStoreCode, STORE_VIEWS, type StoreCode } from '../src/domain/store-views';

/** Seconds between retries of the offline page shown for a store home that is neither online nor cached. */
export const HOME_RETRY_SECONDS = 10;

export function storeCodeOf(url: URL): StoreCode {
  const first = url.pathname.split('/')[1];
  return isStoreCode(first) ? first : DEFAULT_STORE_CODE;
}

/** SPEC 2: the home of the current store, '/ee/' or '/lv/' from the URL prefix (the default store otherwise). */
export function storeHomePath(url: URL): string {
  return `/${storeCodeOf(url)}/`;
}

/** The home route and its alias (SPEC 2 route table: / and /pwa.html). */
export function isStoreHome(url: URL): boolean {
  const home = storeHomePath(url);
  return url.pathname === home || url.pathname === `${home}pwa.html`;
}

/** Only complete same-origin HTML pages are kept in the pages cache: no redirects, errors or JSON. */
export function isCacheablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.type === 'basic' || response.type === 'default') &&
    (response.headers.get('content-type') ?? '').includes('text/html')
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The page answered when a navigation is neither online nor cached (SPEC 2): it sends the shopper to the home of the
 * current store at once, or retries every few seconds when the home itself is what is missing (no redirect loop).
 * Built in the worker, not fetched; it has no sentences and no script (the notification is the app's).
 */
export function offlinePage(url: URL): Response {
  const view = STORE_VIEWS[storeCodeOf(url)];
  const home = escapeHtml(storeHomePath(url));
  const delay = isStoreHome(url) ? HOME_RETRY_SECONDS : 0;
  const html = [
    `<!doctype html><html lang="${view.lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="${delay};url=${home}"><title>${escapeHtml(view.name)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0}</style>',
    `</head><body><a href="${home}">${escapeHtml(view.name)}</a></body></html>`,
  ].join('\n');
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
