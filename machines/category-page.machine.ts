// SPEC 2 "Category pages": the category is found by its slug (SPEC 5: slugified name, '-', id); breadcrumbs come
// from its parent ids. Once found, the page invokes the category browser (filters, sort, pages) as its child, so
// SSR settles both and the client restores both from one persisted snapshot.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Category } from '../src/domain/contract/catalog';
import type { BrowseQuery } from '../src/domain/filters';
import type { StoreCode } from '../src/domain/store-views';
import { categoryBrowserMachine } from './category-browser.machine';

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
  types: { context: {} as CategoryPageContext, events: {} as CategoryPageEvent },
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
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
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
    failed: {
      tags: ['settled', 'error'],
      on: { 'category.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
  on: {
    'category.open': { guard: 'isOtherCategory', target: '.loading', actions: 'rememberRequest' },
  },
});
