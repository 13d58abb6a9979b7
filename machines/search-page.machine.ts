// SPEC 2 route /search: the results of a query with the filters of the category page (SPEC 5: a term of at least 3
// characters). The listing is the category browser with the query as its scope, invoked as a child so SSR settles
// it and the client restores it, like the category page.
import { and, assign, setup } from 'xstate';
import type { BrowseQuery } from '../src/domain/filters';
import { isSearchableTerm } from '../src/domain/filters';
import type { StoreCode } from '../src/domain/store-views';
import { categoryBrowserMachine } from './category-browser.machine';

export interface SearchPageContext {
  storeCode: StoreCode;
  term: string;
  query: BrowseQuery | null;
  online: boolean;
}

export type SearchPageEvent = {
  type: 'search.show';
  storeCode: StoreCode;
  term: string;
  query: BrowseQuery;
  online: boolean;
};

export const searchPageMachine = setup({
  types: { context: {} as SearchPageContext, events: {} as SearchPageEvent },
  actors: {
    // The composition root provides it with its searchProducts actor.
    categoryBrowser: categoryBrowserMachine,
  },
  guards: {
    isSearchable: ({ event }) => isSearchableTerm(event.term),
    // SPEC 5: the searched term must consist of at least 3 characters.
    isOtherTerm: ({ context, event }) => event.term.trim() !== context.term || event.storeCode !== context.storeCode,
  },
  actions: {
    remember: assign(({ event }) => ({
      storeCode: event.storeCode,
      term: event.term.trim(),
      query: event.query,
      online: event.online,
    })),
  },
}).createMachine({
  id: 'searchPage',
  context: { storeCode: 'ee', term: '', query: null, online: true },
  initial: 'idle',
  states: {
    idle: {},
    tooShort: { tags: ['settled'] },
    results: {
      invoke: {
        id: 'browser',
        src: 'categoryBrowser',
        input: ({ context }) => ({
          storeCode: context.storeCode,
          query: context.term,
          filters: context.query?.filters,
          sort: context.query?.sort,
          online: context.online,
        }),
        // The listing has no final state; a crash leaves the page without results, as a short term would.
        onError: { target: 'tooShort' },
      },
    },
  },
  on: {
    // Another term (or store) restarts the listing; the same one again (an echo of the route) changes nothing.
    'search.show': [
      { guard: and(['isOtherTerm', 'isSearchable']), target: '.results', actions: 'remember', reenter: true },
      { guard: 'isOtherTerm', target: '.tooShort', actions: 'remember' },
    ],
  },
});
