// SPEC 2 "Category pages": the category is found by its slug (SPEC 5: slugified name, '-', id); breadcrumbs come
// from its parent ids. Once found, the page invokes the category browser (filters, sort, pages) as its child, so
// SSR settles both and the client restores both from one persisted snapshot. SPEC 2 "Offline behaviour" and SPEC 8
// "Catalogue": a category that cannot be loaded while offline is 'not available in Offline mode': the machine emits
// `page.unavailableOffline` and the app notifies and goes to the store's home.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Category } from '../src/domain/contract/catalog';
import type { BrowseQuery } from '../src/domain/filters';
import type { StoreCode } from '../src/domain/store-views';
import { categoryBrowserMachine } from './category-browser.machine';
import type { PageUnavailableOffline } from './product-page.machine';

export interface CategoryPageRequest {
  storeCode: StoreCode;
  slug: string;
}

/** What the loader finds: the category and its ancestors below the root, top first. */
export interface CategoryWithTrail {
  category: Category;
  trail: Category[];
}

export interface CategoryPageContext {
  request: CategoryPageRequest | null;
  found: CategoryWithTrail | null;
  /** The route query and network status when the page opened: the browser's starting point. */
  query: BrowseQuery | null;
  online: boolean;
  error: string | null;
}

export type CategoryPageEvent =
  | { type: 'category.open'; storeCode: StoreCode; slug: string; query: BrowseQuery; online: boolean }
  | { type: 'category.retry' };

export const categoryPageMachine = setup({
  types: {
    context: {} as CategoryPageContext,
    events: {} as CategoryPageEvent,
    emitted: {} as PageUnavailableOffline,
  },
  actors: {
    // Supplied by the composition root; resolves null when no active category has that slug.
    loadCategory: fromPromise<CategoryWithTrail | null, CategoryPageRequest>(async () => {
      throw new Error('loadCategory must be provided by the composition root');
    }),
    // The composition root provides it with its searchProducts actor.
    categoryBrowser: categoryBrowserMachine,
  },
  guards: {
    isOtherCategory: ({ context, event }) =>
      event.type === 'category.open' &&
      (event.slug !== context.request?.slug || event.storeCode !== context.request?.storeCode),
    wasFound: (_, params: { output: CategoryWithTrail | null }) => params.output !== null,
    isOffline: ({ context }) => !context.online,
  },
  actions: {
    rememberRequest: assign(({ event }) => {
      assertEvent(event, 'category.open');
      return {
        request: { storeCode: event.storeCode, slug: event.slug },
        query: event.query,
        online: event.online,
        error: null,
      };
    }),
    recordError: assign((_, { error }: { error: unknown }) => ({
      error: error instanceof Error ? error.message : String(error),
    })),
    announceUnavailableOffline: emit(({ context }) => ({
      type: 'page.unavailableOffline' as const,
      storeCode: context.request?.storeCode ?? 'ee',
    })),
  },
}).createMachine({
  id: 'categoryPage',
  context: { request: null, found: null, query: null, online: true, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'category.open': { target: 'loading', actions: 'rememberRequest' } } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCategory',
        src: 'loadCategory',
        input: ({ context }) => context.request as CategoryPageRequest,
        onDone: [
          {
            guard: { type: 'wasFound', params: ({ event }) => ({ output: event.output }) },
            target: 'ready',
            actions: assign(({ event }) => ({ found: event.output })),
          },
          { target: 'notFound', actions: assign({ found: null }) },
        ],
        onError: [
          // SPEC 8: offline and not cached: 'not available in Offline mode', then the store's home.
          {
            guard: 'isOffline',
            target: 'unavailableOffline',
            actions: [{ type: 'recordError', params: ({ event }) => event }, 'announceUnavailableOffline'],
          },
          { target: 'failed', actions: { type: 'recordError', params: ({ event }) => event } },
        ],
      },
    },
    ready: {
      invoke: {
        id: 'browser',
        src: 'categoryBrowser',
        input: ({ context }) => ({
          storeCode: context.request?.storeCode ?? 'ee',
          categoryId: context.found?.category.id,
          filters: context.query?.filters,
          sort: context.query?.sort,
          online: context.online,
        }),
        // The browser runs as long as the page shows; it has no final state. A crash is a failed page.
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
      },
    },
    notFound: { tags: ['settled'] },
    // Left for the store's home; opening the same category again (back online) loads it anew.
    unavailableOffline: {
      tags: ['settled', 'offline'],
      on: {
        'category.open': { target: 'loading', actions: 'rememberRequest' },
        'category.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    failed: {
      tags: ['settled', 'error'],
      on: { 'category.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
  on: {
    'category.open': { guard: 'isOtherCategory', target: '.loading', actions: 'rememberRequest' },
  },
});
