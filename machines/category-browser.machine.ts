// SPEC 2 "Category pages" and the search results page: a product listing whose filters and sort live in the route
// query (changing one pushes a new query), the first page of 50 and load-more pages of 40 (SPEC 9), and SPEC 8's
// offline warning 'No products synchronized for this category. Please come back while online!' when loading fails
// or finds nothing while offline. The list is reset when a load that is not appending fails.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Listing, ListedProduct, ProductSearchRequest } from '../src/domain/contract/catalog';
import {
  type ActiveFilters,
  type BrowseScope,
  DEFAULT_SORT,
  FIRST_PAGE,
  type FilterChange,
  NO_FILTERS,
  type SortValue,
  appendProducts,
  applyFilterChange,
  buildSearchRequest,
  hasActiveFilters,
  nextPage,
  sameFilters,
  serializeRouteQuery,
} from '../src/domain/filters';
import { compactListed } from '../src/domain/home';
import type { StoreCode } from '../src/domain/store-views';

export interface CategoryBrowserInput {
  storeCode: StoreCode;
  /** The category listed; leave out and give `query` for the search results page. */
  categoryId?: number;
  query?: string;
  /** Issue 16 /sale: the products with a current special price (neither a category nor a query). */
  onSale?: boolean;
  /** From the route query (`parseRouteQuery`). */
  filters?: ActiveFilters;
  sort?: SortValue;
  /** Whether the shop is online when the page opens (the network machine's status). */
  online?: boolean;
}

export interface SearchProductsInput {
  storeCode: StoreCode;
  request: ProductSearchRequest;
}

export interface CategoryBrowserContext {
  storeCode: StoreCode;
  scope: BrowseScope;
  filters: ActiveFilters;
  sort: SortValue;
  online: boolean;
  items: ListedProduct[];
  total: number;
  /** The start of the last page received. */
  start: number;
  aggregations: Listing['aggregations'];
  /** Why the last load failed: the whole listing in `failed`, a load-more page in `results`. */
  error: string | null;
  /** Phones (< 768 px, SPEC 9 breakpoint) show the filter panel behind a button: whether it is open. Closed at start,
   * so the server's HTML and the first client render agree; wider screens always show the panel. */
  filtersOpen: boolean;
}

export type CategoryBrowserEvent =
  | ({ type: 'browser.setFilter' } & FilterChange)
  | { type: 'browser.clearFilters' }
  | { type: 'browser.setSort'; sort: SortValue }
  | { type: 'browser.loadMore' }
  | { type: 'browser.routeChanged'; filters: ActiveFilters; sort: SortValue }
  | { type: 'browser.retry' }
  /** The phone's 'Filters' button: opens or closes the filter panel. */
  | { type: 'browser.toggleFilters' }
  | { type: 'network.online' }
  | { type: 'network.offline' };

export type CategoryBrowserEmitted =
  /** The new route query ('?color=49&sort=final_price:asc', '' for the defaults): the app pushes it (SPEC 2). */
  | { type: 'browser.queryChanged'; query: string }
  /** SPEC 8: the app shows the warning 'No products synchronized for this category...' with OK. */
  | { type: 'browser.offlineWarning' };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const request = (context: CategoryBrowserContext, page = FIRST_PAGE): SearchProductsInput => ({
  storeCode: context.storeCode,
  request: buildSearchRequest(context.scope, { filters: context.filters, sort: context.sort }, page),
});

export function canLoadMore(context: Pick<CategoryBrowserContext, 'start' | 'total' | 'items'>): boolean {
  return nextPage(context.start, context.total, context.items.length) !== null;
}

export const categoryBrowserMachine = setup({
  types: {
    context: {} as CategoryBrowserContext,
    input: {} as CategoryBrowserInput,
    events: {} as CategoryBrowserEvent,
    emitted: {} as CategoryBrowserEmitted,
  },
  actors: {
    // Supplied by the composition root: the catalogue search over HTTP (cached by the service worker for offline
    // browsing) in the browser, the catalogue service during SSR.
    searchProducts: fromPromise<Listing, SearchProductsInput>(async () => {
      throw new Error('searchProducts must be provided by the composition root');
    }),
  },
  guards: {
    changesFilters: ({ context, event }) =>
      event.type === 'browser.setFilter' && !sameFilters(context.filters, applyFilterChange(context.filters, event)),
    hasActiveFilters: ({ context }) => hasActiveFilters(context.filters),
    isOtherSort: ({ context, event }) => event.type === 'browser.setSort' && event.sort !== context.sort,
    differsFromRoute: ({ context, event }) =>
      event.type === 'browser.routeChanged' &&
      (event.sort !== context.sort || !sameFilters(event.filters, context.filters)),
    hasProducts: (_, list: Listing) => list.items.length > 0,
    isOffline: ({ context }) => !context.online,
    canLoadMore: ({ context }) => canLoadMore(context),
  },
  actions: {
    setFilter: assign(({ context, event }) => {
      assertEvent(event, 'browser.setFilter');
      return { filters: applyFilterChange(context.filters, event) };
    }),
    clearFilters: assign({ filters: NO_FILTERS }),
    setSort: assign(({ event }) => {
      assertEvent(event, 'browser.setSort');
      return { sort: event.sort };
    }),
    followRoute: assign(({ event }) => {
      assertEvent(event, 'browser.routeChanged');
      return { filters: event.filters, sort: event.sort };
    }),
    announceQuery: emit(({ context }) => ({
      type: 'browser.queryChanged' as const,
      query: serializeRouteQuery({ filters: context.filters, sort: context.sort }),
    })),
    warnOffline: emit({ type: 'browser.offlineWarning' as const }),
    toggleFilters: assign(({ context }) => ({ filtersOpen: !context.filtersOpen })),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
    clearError: assign({ error: null }),
    // A tile needs one child of each product (issue 18: the page's state stays small; compactListed).
    showFirstPage: assign((_, { items, total, start, aggregations }: Listing) => ({
      items: items.map(compactListed),
      total,
      start,
      aggregations,
      error: null,
    })),
    appendPage: assign(({ context }, { items, total, start, aggregations }: Listing) => ({
      items: appendProducts(context.items, items.map(compactListed)),
      total,
      start,
      aggregations,
      error: null,
    })),
    // SPEC 8: the product list is reset to empty when not appending.
    resetList: assign({ items: [], total: 0, start: 0, aggregations: {} }),
    // Offline the same, but the filter counts of the last listing stay: the panel keeps what is known instead of
    // zeros, beside SPEC 8's warning.
    resetListKeepCounts: assign({ items: [], total: 0, start: 0 }),
    recordError: assign((_, { error }: { error: unknown }) => ({ error: errorMessage(error) })),
  },
}).createMachine({
  id: 'categoryBrowser',
  context: ({ input }) => ({
    storeCode: input.storeCode,
    scope:
      input.categoryId !== undefined
        ? { categoryId: input.categoryId }
        : input.onSale
          ? { onSale: true as const }
          : { query: input.query ?? '' },
    filters: input.filters ?? NO_FILTERS,
    sort: input.sort ?? DEFAULT_SORT,
    online: input.online ?? true,
    items: [],
    total: 0,
    start: 0,
    aggregations: {},
    error: null,
    filtersOpen: false,
  }),
  // A filter or sort change from any state reloads from the first page; the user's own pushes the new route query,
  // a route change (back/forward) only follows it, and one that matches what is shown does nothing.
  on: {
    'browser.setFilter': {
      guard: 'changesFilters',
      target: '.loading',
      reenter: true,
      actions: ['setFilter', 'announceQuery'],
    },
    'browser.clearFilters': {
      guard: 'hasActiveFilters',
      target: '.loading',
      reenter: true,
      actions: ['clearFilters', 'announceQuery'],
    },
    'browser.setSort': {
      guard: 'isOtherSort',
      target: '.loading',
      reenter: true,
      actions: ['setSort', 'announceQuery'],
    },
    'browser.routeChanged': { guard: 'differsFromRoute', target: '.loading', reenter: true, actions: 'followRoute' },
    // In any state: the panel stays as the shopper left it while the listing reloads for a filter.
    'browser.toggleFilters': { actions: 'toggleFilters' },
    'network.online': { actions: 'goOnline' },
    'network.offline': { actions: 'goOffline' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'searchProducts',
        src: 'searchProducts',
        input: ({ context }) => request(context),
        onDone: [
          {
            guard: { type: 'hasProducts', params: ({ event }) => event.output },
            target: 'results',
            actions: { type: 'showFirstPage', params: ({ event }) => event.output },
          },
          // SPEC 8: no results while offline is the offline warning, not an empty category.
          { guard: 'isOffline', target: 'offline', actions: ['resetListKeepCounts', 'warnOffline'] },
          { target: 'empty', actions: { type: 'showFirstPage', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: 'isOffline', target: 'offline', actions: ['resetListKeepCounts', 'warnOffline'] },
          { target: 'failed', actions: ['resetList', { type: 'recordError', params: ({ event }) => event }] },
        ],
      },
    },
    results: {
      tags: ['settled'],
      on: { 'browser.loadMore': { guard: 'canLoadMore', target: 'loadingMore' } },
    },
    loadingMore: {
      tags: ['busy', 'loadingMore'],
      entry: 'clearError',
      invoke: {
        id: 'searchProducts',
        src: 'searchProducts',
        input: ({ context }) =>
          request(context, nextPage(context.start, context.total, context.items.length) ?? FIRST_PAGE),
        onDone: { target: 'results', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        // Appending keeps the list (SPEC 8); offline, the warning is shown too.
        onError: [
          {
            guard: 'isOffline',
            target: 'results',
            actions: [{ type: 'recordError', params: ({ event }) => event }, 'warnOffline'],
          },
          { target: 'results', actions: { type: 'recordError', params: ({ event }) => event } },
        ],
      },
    },
    empty: {
      tags: ['settled'],
    },
    offline: {
      tags: ['settled', 'offline'],
      on: {
        'browser.retry': { target: 'loading' },
        // Back online: what could not be loaded is asked for again.
        'network.online': { target: 'loading', actions: 'goOnline' },
      },
    },
    failed: {
      tags: ['settled', 'error'],
      on: { 'browser.retry': { target: 'loading' } },
    },
  },
});
