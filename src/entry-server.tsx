// SSR (ARCHITECTURE §6): create the page's machines with in-process actors, wait until they settle, render with
// preact-render-to-string, and hand back the persisted snapshots for the client to restore.
import { I18nProvider } from '@lingui/react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { App } from './app/shell/app';
import { type ShopDeps, createShopActors, persistShopActors, startShopActors, stopShopActors } from './app/root/actors';
import type { InitialState, ShopSettings } from './app/root/initial-state';
import { PAGES, type PageLookups, preloadPage, routeTitle, settlePage } from './app/routing/page-registry';
import { resolveRoute } from './app/routing/routes';
import { ShopProvider } from './app/root/shop-context';
import { documentTitle } from './app/routing/title';
import type { Category } from './domain/contract/catalog';
import { type MenuItem, menuTree } from './domain/navigation';
import type { SeoSubject } from './domain/seo';
import { STORE_VIEWS, type StoreCode } from './domain/store-views';
import { CATALOGS } from './i18n/catalogs';
import { createI18n } from './i18n/i18n';

export interface RenderRequest {
  url: string;
  /** The in-process services; the store view comes from the URL. */
  deps: Omit<ShopDeps, 'storeCode'> &
    PageLookups & {
      /** SPEC 7 GET /api/ext/category-menu/get: the root category with its menu subtree. */
      loadCategoryMenu?(storeCode: StoreCode): Promise<Category>;
    };
  settleTimeoutMs?: number;
  settings?: ShopSettings;
}

export interface RenderResult {
  status: number;
  /** The page's markup, UTF-8 (issue 18: bytes, as the response needs them). */
  html: Buffer;
  title: string;
  lang: string;
  storeCode: InitialState['storeCode'];
  routeName: string;
  /** The page kind rendered. */
  page: string;
  /** The source module of the page's chunk (page-registry.tsx), so the server can preload it from the manifest. */
  pageModule?: string;
  /** False for a one-off page (a reset token's): the output cache does not keep it. */
  cacheable: boolean;
  state: InitialState;
  /** Answer 301 to this URL instead of the page. */
  redirect?: string;
  /** The page's meta description (a CMS page's), when it has one. */
  description?: string;
  /** Output cache tags the page adds to its route's (SPEC 9). */
  tags?: string[];
  /** What the page shows: the server adds its canonical URL, hreflang alternates and Open Graph tags (issue 16). */
  seo?: SeoSubject;
  /** The path of the page rendered (no query): the canonical URL of a page without a subject. */
  pathname: string;
}

/**
 * The page's markup, UTF-8 bytes, with every Suspense boundary resolved in place (the whole page at once: the output
 * cache keeps it and crawlers see every product; nothing is revealed later by an inline script, which would paint the
 * footer where the content belongs and shift it away). Issue 18: the production build renders with Preact
 * (vite.config.ts `preactInBuild`, docs/framework.md), so the page is written by preact-render-to-string; the server
 * bundle never loads react-dom.
 */
async function renderToBytes(element: React.ReactElement): Promise<Buffer> {
  return Buffer.from(await renderToStringAsync(element as unknown as VNode));
}

/**
 * One dependencies object per store view for the server's services (issue 18): the actors' machines are provided
 * once per such object (src/app/root/actors.ts), not again for every page rendered.
 */
const storeDeps = new WeakMap<RenderRequest['deps'], Map<StoreCode, ShopDeps>>();

function depsOf(deps: RenderRequest['deps'], storeCode: StoreCode): ShopDeps {
  let byStore = storeDeps.get(deps);
  if (!byStore) {
    byStore = new Map();
    storeDeps.set(deps, byStore);
  }
  let shopDeps = byStore.get(storeCode);
  if (!shopDeps) {
    shopDeps = { ...deps, storeCode };
    byStore.set(storeCode, shopDeps);
  }
  return shopDeps;
}

/** The header's category menu; SPEC 8: 'Error loading category menu' is logged and an empty tree is used. */
async function loadMenu(deps: RenderRequest['deps'], storeCode: StoreCode): Promise<MenuItem[]> {
  if (!deps.loadCategoryMenu) return [];
  try {
    return menuTree(await deps.loadCategoryMenu(storeCode));
  } catch (error) {
    console.error('Error loading category menu', error instanceof Error ? error.message : error);
    return [];
  }
}

export async function render({ url, deps, settleTimeoutMs = 5000, settings }: RenderRequest): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const match = resolveRoute(pathname);
  const storeView = STORE_VIEWS[match.storeCode];
  const openContext = { storeCode: storeView.storeCode, pathname, search };
  const redirect = await PAGES[match.route.page].redirect?.({ ...openContext, params: match.params }, deps);
  if (redirect) {
    return {
      status: 301,
      html: Buffer.alloc(0),
      title: '',
      lang: storeView.lang,
      storeCode: storeView.storeCode,
      routeName: match.routeName,
      page: match.route.page,
      pathname,
      cacheable: false,
      state: { storeCode: storeView.storeCode, messages: {}, snapshots: {} },
      redirect,
    };
  }
  const messages = CATALOGS[storeView.locale];
  const i18n = createI18n(storeView.locale, messages);
  const menu = await loadMenu(deps, storeView.storeCode);
  const actors = createShopActors(depsOf(deps, storeView.storeCode));
  startShopActors(actors);
  await preloadPage(match.route.page);
  try {
    // The route's page (page-registry.tsx): opened, settled, a dispatched path followed to the page it shows.
    const settled = await settlePage(actors, match, openContext, settleTimeoutMs);
    const { page } = settled;
    // Issue 13 finding 11: a page whose data failed to load (a machine settled in its error state) answers 503, so
    // the output cache never keeps it and the next request renders afresh.
    const status = settled.failed ? 503 : (settled.status ?? match.route.status ?? 200);
    const title = settled.title ?? i18n._(routeTitle(match, page, settled.status));
    const html = await renderToBytes(
      <I18nProvider i18n={i18n}>
        <ShopProvider value={{ actors, storeView, menu, tagManagerId: settings?.tagManagerId }}>
          <App ssrPath={pathname + search} />
        </ShopProvider>
      </I18nProvider>,
    );
    return {
      status,
      html,
      title: documentTitle(title, storeView),
      lang: storeView.lang,
      storeCode: storeView.storeCode,
      routeName: match.routeName,
      page,
      pageModule: PAGES[page].chunk?.module,
      cacheable: !PAGES[page].oneOff,
      ...(settled.description ? { description: settled.description } : {}),
      tags: settled.tags,
      ...(settled.seo ? { seo: settled.seo } : {}),
      pathname,
      state: { storeCode: storeView.storeCode, messages, snapshots: persistShopActors(actors), settings, menu },
    };
  } finally {
    stopShopActors(actors);
  }
}
