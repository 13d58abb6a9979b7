// SSR (ARCHITECTURE §6): create the page's machines with in-process actors, wait until they settle, render with
// React 19 streaming, and hand back the persisted snapshots for the client to restore.
import { I18nProvider } from '@lingui/react';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { type ActorRefFrom, waitFor } from 'xstate';
import type { categoryBrowserMachine } from '../machines/category-browser.machine';
import { App } from './app/app';
import { type ShopDeps, createShopActors, persistShopActors, startShopActors, stopShopActors } from './app/actors';
import type { InitialState, ShopSettings } from './app/initial-state';
import { preloadPage } from './app/page-chunks';
import { NOT_FOUND_ROUTE, ROUTES, productHref, resolveRoute } from './app/routes';
import { ShopProvider } from './app/shop-context';
import { documentTitle } from './app/title';
import { renderedPage, renderedParams } from './app/url-dispatch';
import { parseRouteQuery } from './domain/filters';
import type { Category, Product } from './domain/contract/catalog';
import { type MenuItem, menuTree } from './domain/navigation';
import { STORE_VIEWS, type StoreCode } from './domain/store-views';
import { CATALOGS } from './i18n/catalogs';
import { createI18n } from './i18n/i18n';

export interface RenderRequest {
  url: string;
  /** The in-process services; the store view comes from the URL. */
  deps: Omit<ShopDeps, 'storeCode'> & {
    /** The configurable parent of a child sku, or null (SPEC 2: a child opened directly redirects). */
    parentOfChild?(storeCode: StoreCode, childSku: string): Promise<Product | null>;
    /** SPEC 7 GET /api/ext/category-menu/get: the root category with its menu subtree. */
    loadCategoryMenu?(storeCode: StoreCode): Promise<Category>;
  };
  settleTimeoutMs?: number;
  /** CSP nonce for the inline scripts React streams when a Suspense boundary completes late. */
  nonce?: string;
  settings?: ShopSettings;
}

export interface RenderResult {
  status: number;
  html: string;
  title: string;
  lang: string;
  storeCode: InitialState['storeCode'];
  routeName: string;
  /** The page kind rendered, so the server can preload its chunk. */
  page: string;
  state: InitialState;
  /** Answer 301 to this URL instead of the page. */
  redirect?: string;
}

function renderToString(element: React.ReactElement, nonce?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => {
      html += chunk.toString('utf8');
    });
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      nonce,
      // The whole page at once: the output cache keeps it and crawlers see every product.
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // Recoverable errors inside a Suspense boundary still produce a page (the client renders that part);
        // they are logged so they get fixed.
        console.error('SSR error:', error);
      },
    });
  });
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

const CMS_TITLE = (ROUTES.find((route) => route.page === 'cms') ?? NOT_FOUND_ROUTE).title;

export async function render({
  url,
  deps,
  settleTimeoutMs = 5000,
  nonce,
  settings,
}: RenderRequest): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const match = resolveRoute(pathname);
  const storeView = STORE_VIEWS[match.storeCode];
  // SPEC 2: a configurable child opened directly answers 301 to its parent's page, the child kept as childSku.
  if (match.route.page === 'product' && deps.parentOfChild) {
    const childSku = match.params.parentSku as string;
    const parent = await deps.parentOfChild(storeView.storeCode, childSku);
    if (parent) {
      const redirect = productHref(parent, childSku, storeView.storeCode) + search;
      return {
        status: 301,
        html: '',
        title: '',
        lang: storeView.lang,
        storeCode: storeView.storeCode,
        routeName: match.routeName,
        page: match.route.page,
        state: { storeCode: storeView.storeCode, messages: {}, snapshots: {} },
        redirect,
      };
    }
  }
  const messages = CATALOGS[storeView.locale];
  const i18n = createI18n(storeView.locale, messages);
  const menu = await loadMenu(deps, storeView.storeCode);
  const actors = createShopActors({ ...deps, storeCode: storeView.storeCode });
  startShopActors(actors);
  await preloadPage(match.route.page);
  try {
    let status = match.route.status ?? 200;
    let title = i18n._(match.route.title);
    if (match.route.page === 'home') {
      actors.home.send({ type: 'home.load', storeCode: storeView.storeCode });
      await waitFor(actors.home, (snapshot) => snapshot.hasTag('settled'), { timeout: settleTimeoutMs });
    }
    // SPEC 2 "Unknown URLs": a path no route matches is resolved first; it shows its mapping's page or is a 404.
    let page = match.route.page;
    let params = match.params;
    if (page === 'not-found') {
      actors.urlResolver.send({ type: 'url.resolve', url: pathname, storeCode: storeView.storeCode });
      const resolved = await waitFor(actors.urlResolver, (snapshot) => snapshot.hasTag('settled'), {
        timeout: settleTimeoutMs,
      });
      page = renderedPage(match, resolved);
      params = renderedParams(match, resolved);
      if (page !== 'not-found') {
        status = 200;
        await preloadPage(page);
      }
      if (page === 'cms') title = i18n._(CMS_TITLE);
    }
    if (page === 'category') {
      actors.categoryPage.send({
        type: 'category.open',
        storeCode: storeView.storeCode,
        slug: params.slug as string,
        query: parseRouteQuery(search),
        online: true,
      });
      // The page first (category found or not), then its browser child (the first page of products).
      const settled = await waitFor(
        actors.categoryPage,
        (snapshot) => snapshot.hasTag('settled') || snapshot.matches('ready'),
        { timeout: settleTimeoutMs },
      );
      const browser = settled.children.browser as ActorRefFrom<typeof categoryBrowserMachine> | undefined;
      if (browser) await waitFor(browser, (snapshot) => snapshot.hasTag('settled'), { timeout: settleTimeoutMs });
      if (settled.matches('notFound')) {
        status = 404;
        title = i18n._(NOT_FOUND_ROUTE.title);
      }
      if (settled.context.found) title = settled.context.found.category.name;
    }
    if (page === 'search') {
      const term = new URLSearchParams(search).get('q') ?? '';
      actors.searchPage.send({
        type: 'search.show',
        storeCode: storeView.storeCode,
        term,
        query: parseRouteQuery(search),
        online: true,
      });
      const browser = actors.searchPage.getSnapshot().children.browser as
        | ActorRefFrom<typeof categoryBrowserMachine>
        | undefined;
      if (browser) await waitFor(browser, (snapshot) => snapshot.hasTag('settled'), { timeout: settleTimeoutMs });
    }
    if (page === 'product') {
      actors.productPage.send({
        type: 'product.open',
        storeCode: storeView.storeCode,
        parentSku: params.parentSku as string,
      });
      const settled = await waitFor(actors.productPage, (snapshot) => snapshot.hasTag('settled'), {
        timeout: settleTimeoutMs,
      });
      if (settled.matches('notFound')) {
        status = 404;
        title = i18n._(NOT_FOUND_ROUTE.title);
      }
      if (settled.context.product) title = settled.context.product.name;
    }
    // Issue 13 finding 11: a page whose data failed to load (a machine settled in its error state) answers 503, so
    // the output cache never keeps it and the next request renders afresh.
    const browsers = [actors.categoryPage, actors.searchPage].map(
      (actor) => actor.getSnapshot().children.browser as ActorRefFrom<typeof categoryBrowserMachine> | undefined,
    );
    const failed =
      actors.home.getSnapshot().hasTag('error') ||
      actors.urlResolver.getSnapshot().hasTag('error') ||
      actors.categoryPage.getSnapshot().hasTag('error') ||
      actors.productPage.getSnapshot().hasTag('error') ||
      browsers.some((browser) => browser?.getSnapshot().hasTag('error'));
    if (failed) status = 503;
    const html = await renderToString(
      <I18nProvider i18n={i18n}>
        <ShopProvider value={{ actors, storeView, menu }}>
          <App ssrPath={pathname + search} />
        </ShopProvider>
      </I18nProvider>,
      nonce,
    );
    return {
      status,
      html,
      title: documentTitle(title, storeView),
      lang: storeView.lang,
      storeCode: storeView.storeCode,
      routeName: match.routeName,
      page,
      state: { storeCode: storeView.storeCode, messages, snapshots: persistShopActors(actors), settings, menu },
    };
  } finally {
    stopShopActors(actors);
  }
}
