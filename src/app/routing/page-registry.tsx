// The page registry (issue 14 "One page registry"): one entry per page kind of the route table (routes.ts, SPEC 2)
// says everything the shell, SSR and the server need of that page: its component (or its own chunk and the chunk's
// source module), the props it takes from the route, and — for a page whose content comes from a machine — the
// event that opens it, when SSR counts it settled, and the status and title it answers. The app's page switch and
// title (app.tsx), SSR (entry-server.tsx), the client's chunk preload (entry-client.tsx) and the server's chunk
// preload (server/ssr/routes.ts, through RenderResult.pageModule) all read this table; a new page is one entry here
// (and its URL rows in routes.ts).
//
// Pages beyond the home page load as their own chunks, so the first view stays within its JS budget. The server
// and the client both preload the page they are about to render (preloadPage), and `lazy` then resolves
// synchronously from that cache: the server renders the page in one pass (no streamed inline swap script, which
// the CSP forbids) and hydration finds the same tree.
import type { MessageDescriptor } from '@lingui/core';
import { type ComponentType, lazy, type ReactElement } from 'react';
import { type ActorRefFrom, type AnyActorRef, type EventFrom, type SnapshotFrom, waitFor } from 'xstate';
import type { categoryBrowserMachine } from '../../../machines/category-browser.machine';
import { cmsIdentifierOf } from '../../domain/cms';
import { parseRouteQuery, SALE_DESCRIPTION } from '../../domain/filters';
import {
  type SeoSubject,
  HOME_DESCRIPTION,
  categoryDescription,
  categoryTag,
  listedProductTags,
  metaDescription,
  productTag,
} from '../../domain/seo';
import { storeLocatorOpen } from '../../domain/stores';
import { returnProviderOf } from '../../domain/payment/return-rules';
import type { StoreCode } from '../../domain/store-views';
import { ErrorPage } from '../../pages/error/error-page';
import { HomePage } from '../../pages/home/home-page';
import { PlaceholderPage } from '../../pages/placeholder/placeholder-page';
import { UrlPage } from '../../pages/url/url-page';
import type { ShopActors } from '../root/actors';
import { registerPagePreloader } from './page-preload';
import { NOT_FOUND_ROUTE, type PageKind, ROUTES, type RouteMatch, productHref, resolveRoute } from './routes';
import { renderedPage, renderedParams } from './url-dispatch';

/** What a page is rendered from: the route (a dispatched path: its mapping's params) and the page's title. */
export interface PageContext {
  match: RouteMatch;
  /** The params of the page shown: the route's, or a dispatched path's mapping's (SPEC 2 "Unknown URLs"). */
  params: Record<string, string>;
  /** The translated title the shell shows. */
  title: string;
  /** Renders another page kind in place (the URL dispatcher shows its mapping's page). */
  renderPage(kind: PageKind, params: Record<string, string>): ReactElement;
}

/** What SSR opens a page with. */
export interface OpenContext {
  storeCode: StoreCode;
  pathname: string;
  /** The query string, with its leading '?' (or empty). */
  search: string;
  params: Record<string, string>;
}

/** SSR's in-process lookups a page may need before rendering. */
export interface PageLookups {
  /** The configurable parent of a child sku, or null (SPEC 2: a child opened directly redirects). */
  parentOfChild?(storeCode: StoreCode, childSku: string): Promise<{ sku: string; slug: string } | null>;
}

/** A page whose content a machine loads: how SSR opens it, waits for it and reads its outcome. */
export interface PageData<A extends AnyActorRef = AnyActorRef> {
  /** The machine the page reads. */
  actor(actors: ShopActors): A;
  /** The event that opens the page for the route (SSR sends it; the page's container sends the same). */
  open(context: OpenContext): NoInfer<EventFrom<A>>;
  /** When SSR counts the page settled (the page's own state; `child` below is waited for after it). */
  settled(snapshot: NoInfer<SnapshotFrom<A>>): boolean;
  /** A child actor (by id) that loads the page's list: SSR waits for its 'settled' tag too. */
  child?: string;
  /**
   * Another machine the page shows beside this one (a service page's own part under its CMS introduction): SSR
   * opens it too and waits until it settled, so the page arrives with it (issue 16: the store locator's list).
   */
  beside?: { actor(actors: ShopActors): AnyActorRef; open(context: OpenContext): { type: string } };
  /** The status the page answers once settled; undefined keeps the route's. */
  status?(snapshot: NoInfer<SnapshotFrom<A>>, params: Record<string, string>): number | undefined;
  /** The page's own title (a product's or a category's name), or null for the route's. */
  title?(snapshot: NoInfer<SnapshotFrom<A>>, params: Record<string, string>): string | null;
  /** The page's meta description (a CMS page's), or null for the title. */
  description?(snapshot: NoInfer<SnapshotFrom<A>>): string | null;
  /** Output cache tags beyond the route's (SPEC 9; a CMS page: 'cms' and cms-<identifier>). */
  tags?(snapshot: NoInfer<SnapshotFrom<A>>): string[];
  /** What the page shows, for its canonical URL, hreflang alternates and Open Graph tags (issue 16); null: nothing. */
  seo?(snapshot: NoInfer<SnapshotFrom<A>>, params: Record<string, string>): SeoSubject | null;
  /** Another page this one shows instead (the URL dispatcher's mapping), once settled. */
  dispatch?(
    snapshot: NoInfer<SnapshotFrom<A>>,
    match: RouteMatch,
  ): { page: PageKind; params: Record<string, string> } | null;
}

// biome-ignore lint/suspicious/noExplicitAny: each page has its own props; its entry's `props` supplies them.
type AnyComponent = ComponentType<any>;

/** A page split into its own chunk: the loader and the source module the build manifest knows it by. */
export interface PageChunk {
  module: string;
  load(): Promise<AnyComponent>;
}

export interface PageEntry {
  /** A page in the main bundle … */
  component?: AnyComponent;
  /** … or in its own chunk. */
  chunk?: PageChunk;
  props(context: PageContext): object;
  data?: PageData;
  /** SPEC 2: answer 301 elsewhere instead of rendering (e.g. a configurable child opened as a product). */
  redirect?(context: OpenContext, lookups: PageLookups): Promise<string | null>;
  /** A one-off page (each URL asked for once, e.g. a reset token) is not kept in the output cache. */
  oneOff?: boolean;
}

/** Types one page's data against its own machine, then files it with the others. */
const data = <A extends AnyActorRef>(entry: PageData<A>): PageData => entry as unknown as PageData;

const chunk = (module: string, load: () => Promise<AnyComponent>): PageChunk => ({ module, load });

const settledTag = (snapshot: { hasTag(tag: string): boolean }) => snapshot.hasTag('settled');

const homeHref = ({ match }: PageContext) => `/${match.storeCode}/`;

/** SPEC 2 /i/{slug} and the static pages: the store view's CMS page, 404 when there is none (issue 16). */
const cmsData = data({
  actor: (actors) => actors.cmsPage,
  open: ({ storeCode, pathname, params }) => ({
    type: 'cms.open' as const,
    storeCode,
    identifier: cmsIdentifierOf(resolveRoute(pathname).route, params, storeCode) ?? '',
  }),
  settled: settledTag,
  status: (snapshot) => (snapshot.matches('notFound') ? 404 : undefined),
  title: (snapshot) => (snapshot.matches('ready') ? (snapshot.context.page?.title ?? null) : null),
  description: (snapshot) => (snapshot.matches('ready') ? snapshot.context.page?.meta_description || null : null),
  tags: (snapshot) => ['cms', ...(snapshot.context.identifier ? [`cms-${snapshot.context.identifier}`] : [])],
  seo: (snapshot) =>
    snapshot.matches('ready') && snapshot.context.identifier
      ? { type: 'cms', identifier: snapshot.context.identifier }
      : null,
});

/** Issue 16 service pages: the route's CMS text as the introduction; the page is there without it (no 404). */
const serviceCmsData: PageData = { ...cmsData, status: () => undefined };

const cmsProps = ({ match, params }: PageContext) => ({
  storeCode: match.storeCode,
  identifier: cmsIdentifierOf(match.route, params, match.storeCode),
});

export const PAGES: Record<PageKind, PageEntry> = {
  home: {
    component: HomePage,
    props: () => ({}),
    data: data({
      actor: (actors) => actors.home,
      open: ({ storeCode }) => ({ type: 'home.load' as const, storeCode }),
      settled: settledTag,
      // SPEC 9: the home page shows its two lists, so changing one of their products clears it; its hero and
      // banners are CMS blocks (issue 16), so the owner's CMS change ('cms') clears it too.
      tags: (snapshot) => [
        ...listedProductTags([...snapshot.context.newCollection, ...snapshot.context.bestsellers]),
        ...(snapshot.context.banners.length ? ['cms'] : []),
      ],
      seo: () => ({ type: 'home' }),
      description: (snapshot) => (snapshot.context.storeCode ? HOME_DESCRIPTION[snapshot.context.storeCode] : null),
    }),
  },
  placeholder: { component: PlaceholderPage, props: ({ title }) => ({ title }) },
  // SPEC 2 /i/{slug} and the static pages: the store view's CMS page, 404 when there is none (issue 16).
  cms: {
    chunk: chunk('src/pages/cms/cms-page.tsx', () => import('../../pages/cms/cms-page').then((m) => m.CmsPage)),
    props: ({ match, params }) => ({
      storeCode: match.storeCode,
      identifier: cmsIdentifierOf(match.route, params, match.storeCode),
    }),
    data: cmsData,
  },
  // SPEC 2 "Unknown URLs": a path no route matches is resolved through the URL mapping before it is a 404.
  'not-found': {
    component: UrlPage,
    props: ({ match, renderPage }) => ({ match, renderPage }),
    data: data({
      actor: (actors) => actors.urlResolver,
      open: ({ pathname, storeCode }) => ({ type: 'url.resolve' as const, url: pathname, storeCode }),
      settled: settledTag,
      dispatch: (snapshot, match) => {
        const page = renderedPage(match, snapshot);
        return page === 'not-found' ? null : { page, params: renderedParams(match, snapshot) };
      },
    }),
  },
  error: { component: ErrorPage, props: (context) => ({ homeHref: homeHref(context) }) },
  product: {
    chunk: chunk('src/pages/product/product-page.tsx', () =>
      import('../../pages/product/product-page').then((m) => m.ProductPage),
    ),
    props: ({ params }) => ({ parentSku: params.parentSku, childSku: params.childSku }),
    // SPEC 2: a configurable child opened directly answers 301 to its parent's page, the child kept as childSku.
    redirect: async ({ storeCode, params, search }, { parentOfChild }) => {
      const childSku = params.parentSku;
      const parent = childSku && parentOfChild ? await parentOfChild(storeCode, childSku) : null;
      return parent ? productHref(parent, childSku, storeCode) + search : null;
    },
    data: data({
      actor: (actors) => actors.productPage,
      open: ({ storeCode, params }) => ({
        type: 'product.open' as const,
        storeCode,
        parentSku: params.parentSku as string,
      }),
      settled: settledTag,
      // Issue 16: the product's reviews (list and JSON-LD aggregateRating) are rendered by the server too.
      child: 'reviews',
      status: (snapshot) => (snapshot.matches('notFound') ? 404 : undefined),
      title: (snapshot, params) =>
        snapshot.matches('ready') && snapshot.context.product?.sku === params.parentSku
          ? (snapshot.context.product?.name ?? null)
          : null,
      // Issue 16: a real description, not the title repeated (the product's own text, cut for a result snippet).
      description: (snapshot) =>
        snapshot.matches('ready') && snapshot.context.product?.description
          ? metaDescription(snapshot.context.product.description) || null
          : null,
      // SPEC 9: P<id>, so /invalidate?tag=P12 clears product 12's pages.
      tags: (snapshot) =>
        snapshot.matches('ready') && typeof snapshot.context.product?.id === 'number'
          ? [productTag(snapshot.context.product.id)]
          : [],
      seo: (snapshot, params) => {
        const product = snapshot.context.product;
        if (!snapshot.matches('ready') || !product || product.sku !== params.parentSku) return null;
        return {
          type: 'product',
          id: product.id,
          sku: product.sku,
          name: product.name,
          description: product.description ? metaDescription(product.description) : '',
          ...(product.image ? { image: product.image } : {}),
        };
      },
    }),
  },
  category: {
    chunk: chunk('src/pages/category/category-page.tsx', () =>
      import('../../pages/category/category-page').then((m) => m.CategoryPage),
    ),
    props: ({ params }) => ({ slug: params.slug }),
    data: data({
      actor: (actors) => actors.categoryPage,
      open: ({ storeCode, params, search }) => ({
        type: 'category.open' as const,
        storeCode,
        slug: params.slug as string,
        query: parseRouteQuery(search),
        online: true,
      }),
      // The page first (category found or not), then its browser child (the first page of products).
      settled: (snapshot) => snapshot.hasTag('settled') || snapshot.matches('ready'),
      child: 'browser',
      status: (snapshot) => (snapshot.matches('notFound') ? 404 : undefined),
      title: (snapshot, params) =>
        snapshot.context.found?.category.slug === params.slug ? (snapshot.context.found?.category.name ?? null) : null,
      // Issue 16: a description of its own, not the title repeated (categories have no text: src/domain/seo.ts).
      description: (snapshot) => {
        const category = snapshot.context.found?.category;
        return category ? categoryDescription(snapshot.context.request?.storeCode ?? 'ee', category.name) : null;
      },
      // SPEC 9: C<id>, and P<id> of the products its first page lists.
      tags: (snapshot) => {
        const category = snapshot.context.found?.category;
        if (!category) return [];
        const browser = snapshot.children.browser as ActorRefFrom<typeof categoryBrowserMachine> | undefined;
        return [categoryTag(category.id), ...listedProductTags(browser?.getSnapshot().context.items ?? [])];
      },
      seo: (snapshot, params) => {
        const category = snapshot.context.found?.category;
        return category && category.slug === params.slug
          ? { type: 'category', id: category.id, name: category.name }
          : null;
      },
    }),
  },
  search: {
    chunk: chunk('src/pages/search/search-page.tsx', () =>
      import('../../pages/search/search-page').then((m) => m.SearchPage),
    ),
    props: () => ({}),
    data: data({
      actor: (actors) => actors.searchPage,
      open: ({ storeCode, search }) => ({
        type: 'search.show' as const,
        storeCode,
        term: new URLSearchParams(search).get('q') ?? '',
        query: parseRouteQuery(search),
        online: true,
      }),
      settled: () => true,
      child: 'browser',
    }),
  },
  compare: {
    chunk: chunk('src/pages/lists/listed-products-page.tsx', () =>
      import('../../pages/lists/listed-products-page').then((m) => m.ComparePage),
    ),
    props: () => ({}),
  },
  'recently-viewed': {
    chunk: chunk('src/pages/lists/listed-products-page.tsx', () =>
      import('../../pages/lists/listed-products-page').then((m) => m.RecentlyViewedPage),
    ),
    props: () => ({}),
  },
  account: {
    chunk: chunk('src/pages/account/account-chunk.tsx', () =>
      import('../../pages/account/account-chunk').then((m) => m.AccountPage),
    ),
    props: ({ match }) => ({ routeName: match.route.name, orderId: match.params.orderId }),
  },
  password: {
    chunk: chunk('src/pages/account/account-chunk.tsx', () =>
      import('../../pages/account/account-chunk').then((m) => m.PasswordPage),
    ),
    props: ({ match }) => ({
      kind: match.route.name === 'create-password' ? 'create' : 'reset',
      token: match.params.token,
    }),
    oneOff: true,
  },
  checkout: {
    chunk: chunk('src/pages/checkout/checkout-page.tsx', () =>
      import('../../pages/checkout/checkout-page').then((m) => m.CheckoutPage),
    ),
    props: () => ({}),
  },
  thankyou: {
    chunk: chunk('src/pages/checkout/thank-you-page.tsx', () =>
      import('../../pages/checkout/thank-you-page').then((m) => m.ThankYouPage),
    ),
    props: () => ({}),
  },
  // Issue 15, SPEC 2 "Return pages": /montonio-return, /esto-return, /modena-return verify the payment with the
  // server (machines/payment-return.machine.ts); one-off (a return carries a signed token, never cached).
  'payment-return': {
    chunk: chunk('src/pages/payment-return/payment-return-page.tsx', () =>
      import('../../pages/payment-return/payment-return-page').then((m) => m.PaymentReturnPage),
    ),
    props: ({ match }) => ({ provider: returnProviderOf(match.route.name) ?? 'montonio' }),
    oneOff: true,
  },
  // SPEC 2 "Abandoned-cart return" (machines/abandoned-cart.machine.ts).
  'abandoned-cart': {
    chunk: chunk('src/pages/abandoned-cart/abandoned-cart-page.tsx', () =>
      import('../../pages/abandoned-cart/abandoned-cart-page').then((m) => m.AbandonedCartPage),
    ),
    props: () => ({}),
    oneOff: true,
  },
  // Issue 16 service pages (src/pages/service/): the route's CMS text, then the page's own machine-driven part.
  // The store locator's list is rendered by the server too (its 'settled' tag), the city filter from the query.
  'store-locator': {
    chunk: chunk('src/pages/service/service-page.tsx', () =>
      import('../../pages/service/service-page').then((m) => m.StoreLocatorPage),
    ),
    props: cmsProps,
    data: {
      ...serviceCmsData,
      beside: { actor: (actors) => actors.storeLocator, open: ({ search }) => storeLocatorOpen(search) },
    },
  },
  'order-tracking': {
    chunk: chunk('src/pages/service/service-page.tsx', () =>
      import('../../pages/service/service-page').then((m) => m.OrderTrackingPage),
    ),
    props: cmsProps,
    data: serviceCmsData,
  },
  contact: {
    chunk: chunk('src/pages/service/service-page.tsx', () =>
      import('../../pages/service/service-page').then((m) => m.ContactPage),
    ),
    props: cmsProps,
    data: serviceCmsData,
  },
  // Issue 16 /paper-catalogue and /order-from-catalog: the CMS text, then the order form for anyone (a guest too).
  'paper-catalogue': {
    chunk: chunk('src/pages/service/service-page.tsx', () =>
      import('../../pages/service/service-page').then((m) => m.PaperCataloguePage),
    ),
    props: cmsProps,
    data: serviceCmsData,
  },
  // Issue 16 /sale: the products on sale with the category page's filters (machines/sale-page.machine.ts).
  sale: {
    chunk: chunk('src/pages/service/sale-page.tsx', () =>
      import('../../pages/service/sale-page').then((m) => m.SalePage),
    ),
    props: () => ({}),
    data: data({
      actor: (actors) => actors.salePage,
      open: ({ storeCode, search }) => ({
        type: 'sale.show' as const,
        storeCode,
        query: parseRouteQuery(search),
        online: true,
      }),
      settled: () => true,
      child: 'browser',
      description: (snapshot) => (snapshot.context.storeCode ? SALE_DESCRIPTION[snapshot.context.storeCode] : null),
      tags: () => ['sale'],
    }),
  },
};

// ── Chunks ──────────────────────────────────────────────────────────────────────────────────────────────────────

const loaded = new Map<PageKind, AnyComponent>();

/** Loads a page's chunk once; resolves at once for pages in the main bundle. */
export async function preloadPage(kind: PageKind): Promise<void> {
  const load = PAGES[kind].chunk?.load;
  if (!load || loaded.has(kind)) return;
  loaded.set(kind, await load());
}
registerPagePreloader(preloadPage);

type PageModule = { default: AnyComponent };

/** A thenable that calls back at once: React's lazy reads it synchronously. */
function resolvedNow(module: PageModule): Promise<PageModule> {
  // biome-ignore lint/suspicious/noThenProperty: this object is meant to be a thenable, for React.lazy.
  return { then: (resolve: (loaded: PageModule) => void) => resolve(module) } as Promise<PageModule>;
}

function lazyPage(kind: PageKind): AnyComponent {
  return lazy(() => {
    const ready = loaded.get(kind);
    if (ready) return resolvedNow({ default: ready });
    return preloadPage(kind).then(() => ({ default: loaded.get(kind) as AnyComponent }));
  });
}

const COMPONENTS = Object.fromEntries(
  (Object.keys(PAGES) as PageKind[]).map((kind) => [kind, PAGES[kind].component ?? lazyPage(kind)]),
) as Record<PageKind, AnyComponent>;

/** The element of a page kind for its context. */
export function pageElement(kind: PageKind, context: PageContext): ReactElement {
  const Component = COMPONENTS[kind];
  return <Component {...PAGES[kind].props(context)} />;
}

/**
 * The title a page shows before (or without) its own: the route's; a dispatched path's, its page kind's first route
 * (a CMS page: 'Information'); a page whose data answered 404, 'Page not found'.
 */
export function routeTitle(match: RouteMatch, page: PageKind, status?: number): MessageDescriptor {
  if (status === 404 && page !== 'not-found') return NOT_FOUND_ROUTE.title;
  if (page === match.route.page) return match.route.title;
  return (ROUTES.find((route) => route.page === page) ?? match.route).title;
}

// ── SSR ─────────────────────────────────────────────────────────────────────────────────────────────────────────

export interface SettledPage {
  /** The page kind shown (a dispatched path: its mapping's). */
  page: PageKind;
  params: Record<string, string>;
  /** The status its data decided (404 for a product or category not found), or undefined for the route's. */
  status?: number;
  /** The page's own title, or null for the route's. */
  title: string | null;
  /** Issue 13 finding 11: a machine settled in its error state (the page answers 503, never cached). */
  failed: boolean;
  /** The page's meta description, or null. */
  description: string | null;
  /** Output cache tags the page adds. */
  tags: string[];
  /** What the page shows (canonical URL, hreflang, Open Graph), or null. */
  seo: SeoSubject | null;
}

const hasError = (actor: AnyActorRef | undefined) => Boolean(actor?.getSnapshot().hasTag?.('error'));

/** SSR: opens the route's page, waits until it settled, follows a dispatch to the page it shows, and reads its outcome. */
export async function settlePage(
  actors: ShopActors,
  match: RouteMatch,
  open: Omit<OpenContext, 'params'>,
  timeout: number,
): Promise<SettledPage> {
  let page = match.route.page;
  let params = match.params;
  let status: number | undefined;
  let failed = false;
  // At most one dispatch: the resolver's mapping names a page with a data entry of its own.
  for (let step = 0; step < 2; step++) {
    const pageData = PAGES[page].data;
    if (!pageData) break;
    const actor = pageData.actor(actors);
    actor.send(pageData.open({ ...open, params }));
    const beside = pageData.beside?.actor(actors);
    if (beside && pageData.beside) beside.send(pageData.beside.open({ ...open, params }));
    const snapshot = await waitFor(actor, (current) => pageData.settled(current), { timeout });
    if (beside) await waitFor(beside, (current) => current.hasTag('settled'), { timeout });
    failed ||= hasError(beside);
    const child = pageData.child
      ? (snapshot.children[pageData.child] as ActorRefFrom<typeof categoryBrowserMachine> | undefined)
      : undefined;
    if (child) await waitFor(child, (current) => current.hasTag('settled'), { timeout });
    failed ||= hasError(actor) || hasError(child);
    const next = pageData.dispatch?.(snapshot, match);
    if (next) {
      page = next.page;
      params = next.params;
      status = 200;
      await preloadPage(page);
      continue;
    }
    status = pageData.status?.(snapshot, params) ?? status;
    // Read after the child settled: a category's tags name the products its first page lists.
    const settledSnapshot = actor.getSnapshot();
    return {
      page,
      params,
      status,
      title: pageData.title?.(snapshot, params) ?? null,
      failed,
      description: pageData.description?.(snapshot) ?? null,
      tags: pageData.tags?.(settledSnapshot) ?? [],
      seo: pageData.seo?.(settledSnapshot, params) ?? null,
    };
  }
  return { page, params, status, title: null, failed, description: null, tags: [], seo: null };
}
