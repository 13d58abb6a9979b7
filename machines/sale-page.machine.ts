// Issue 16 "Sale" (SPEC 2 /sale): the products whose special price applies now (the catalogue's on_sale filter),
// with the category page's filters, sort and load-more. The listing is the category browser scoped to the sale,
// invoked as a child like the search results page, so the page restarts it only for another store view.
import { assign, setup } from 'xstate';
import type { BrowseQuery } from '../src/domain/filters';
import type { StoreCode } from '../src/domain/store-views';
import { categoryBrowserMachine } from './category-browser.machine';

export interface SalePageContext {
  storeCode: StoreCode | null;
  query: BrowseQuery | null;
  online: boolean;
}

export type SalePageEvent = { type: 'sale.show'; storeCode: StoreCode; query: BrowseQuery; online: boolean };

export const salePageMachine = setup({
  types: { context: {} as SalePageContext, events: {} as SalePageEvent },
  actors: {
    // The composition root provides it with its searchProducts actor.
    categoryBrowser: categoryBrowserMachine,
  },
  guards: {
    isOtherStore: ({ context, event }) => event.storeCode !== context.storeCode,
  },
  actions: {
    remember: assign(({ event }) => ({ storeCode: event.storeCode, query: event.query, online: event.online })),
  },
}).createMachine({
  id: 'salePage',
  context: { storeCode: null, query: null, online: true },
  initial: 'idle',
  states: {
    idle: {},
    listing: {
      invoke: {
        id: 'browser',
        src: 'categoryBrowser',
        input: ({ context }) => ({
          storeCode: context.storeCode ?? 'ee',
          onSale: true,
          filters: context.query?.filters,
          sort: context.query?.sort,
          online: context.online,
        }),
        onError: { target: 'unavailable' },
      },
    },
    /** The listing crashed: the page says so (the browser's own failures stay inside the listing). */
    unavailable: {},
  },
  on: {
    // Another store view restarts the listing; the same one again (an echo of the route) changes nothing.
    'sale.show': { guard: 'isOtherStore', target: '.listing', actions: 'remember', reenter: true },
  },
});
