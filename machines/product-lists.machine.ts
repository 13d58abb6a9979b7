// Compare, wishlist and recently viewed (SPEC 3; issue: kept in IndexedDB per store view). Loading and saving are
// a named actor and action the composition root supplies (idb in the browser, nothing during SSR).
import { assign, fromPromise, setup } from 'xstate';
import {
  EMPTY_PRODUCT_LISTS,
  type ProductListName,
  type ProductLists,
  recordViewed,
  toggleListed,
} from '../src/domain/product-lists';

export interface ProductListsContext {
  lists: ProductLists;
  /** False when storage could not be read: the lists work for this visit and nothing stored is overwritten. */
  persistent: boolean;
}

export type ProductListsEvent =
  | { type: 'lists.toggle'; list: Exclude<ProductListName, 'recentlyViewed'>; sku: string; at: string }
  | { type: 'lists.viewed'; sku: string; at: string }
  | { type: 'lists.clear'; list: ProductListName };

export const productListsMachine = setup({
  types: {
    context: {} as ProductListsContext,
    events: {} as ProductListsEvent,
  },
  actors: {
    loadLists: fromPromise<ProductLists>(async () => {
      throw new Error('loadLists must be provided by the composition root');
    }),
  },
  actions: {
    // Supplied by the composition root; writes the lists where loadLists reads them.
    saveLists: (_, _params: { lists: ProductLists }) => {},
    toggle: assign(({ context, event }) =>
      event.type === 'lists.toggle'
        ? { lists: { ...context.lists, [event.list]: toggleListed(context.lists[event.list], event.sku, event.at) } }
        : {},
    ),
    recordViewed: assign(({ context, event }) =>
      event.type === 'lists.viewed'
        ? {
            lists: {
              ...context.lists,
              recentlyViewed: recordViewed(context.lists.recentlyViewed, event.sku, event.at),
            },
          }
        : {},
    ),
    clear: assign(({ context, event }) =>
      event.type === 'lists.clear' ? { lists: { ...context.lists, [event.list]: [] } } : {},
    ),
  },
  guards: {
    // Never write over stored lists that could not be read.
    isPersistent: ({ context }) => context.persistent,
  },
}).createMachine({
  id: 'productLists',
  context: { lists: EMPTY_PRODUCT_LISTS, persistent: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ lists: event.output, persistent: true })) },
        onError: { target: 'ready', actions: assign({ persistent: false }) },
      },
    },
    ready: {
      on: {
        'lists.toggle': [
          {
            guard: 'isPersistent',
            actions: ['toggle', { type: 'saveLists', params: ({ context }) => ({ lists: context.lists }) }],
          },
          { actions: 'toggle' },
        ],
        'lists.viewed': [
          {
            guard: 'isPersistent',
            actions: ['recordViewed', { type: 'saveLists', params: ({ context }) => ({ lists: context.lists }) }],
          },
          { actions: 'recordViewed' },
        ],
        'lists.clear': [
          {
            guard: 'isPersistent',
            actions: ['clear', { type: 'saveLists', params: ({ context }) => ({ lists: context.lists }) }],
          },
          { actions: 'clear' },
        ],
      },
    },
  },
});
