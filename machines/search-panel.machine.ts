// SPEC 2 layout "search panel" and SPEC 3 "Search state": as-you-type search in the header's panel. A term of at
// least 3 characters (SPEC 5) is searched SEARCH_DEBOUNCE_MS after the last keystroke, for the first 40 products
// (SPEC 9 listing limit); a newer keystroke cancels the search in flight. Submitting a term asks the app to open the
// search results page (/search?q=).
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Product, ProductList } from '../src/domain/contract/catalog';
import { SEARCH_DEBOUNCE_MS, buildQuickSearchRequest, isSearchableTerm } from '../src/domain/filters';
import type { StoreCode } from '../src/domain/store-views';
import type { SearchProductsInput } from './category-browser.machine';

export interface SearchPanelInput {
  storeCode: StoreCode;
}

export interface SearchPanelContext {
  storeCode: StoreCode;
  /** What the shopper typed, as typed. */
  text: string;
  /** The term of the results shown (trimmed). */
  searched: string;
  items: Product[];
  total: number;
  error: string | null;
}

export type SearchPanelEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.type'; text: string }
  | { type: 'search.submit' };

/** The app navigates to the search results page for `text` (/search?q=). */
export interface SearchSubmitted {
  type: 'search.submitted';
  text: string;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const searchPanelMachine = setup({
  types: {
    context: {} as SearchPanelContext,
    input: {} as SearchPanelInput,
    events: {} as SearchPanelEvent,
    emitted: {} as SearchSubmitted,
  },
  actors: {
    // The same catalogue search as the listings (the composition root supplies one implementation for both).
    searchProducts: fromPromise<ProductList, SearchProductsInput>(async () => {
      throw new Error('searchProducts must be provided by the composition root');
    }),
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    isSearchableText: ({ event }) => event.type === 'search.type' && isSearchableTerm(event.text),
    isBlankText: ({ event }) => event.type === 'search.type' && event.text.trim() === '',
    hasSearchableText: ({ context }) => isSearchableTerm(context.text),
    hasProducts: (_, list: ProductList) => list.items.length > 0,
  },
  actions: {
    setText: assign(({ event }) => {
      assertEvent(event, 'search.type');
      return { text: event.text };
    }),
    clearResults: assign({ items: [], total: 0, searched: '', error: null }),
    reset: assign({ text: '', items: [], total: 0, searched: '', error: null }),
    showResults: assign(({ context }, { items, total }: ProductList) => ({
      items,
      total,
      searched: context.text.trim(),
      error: null,
    })),
    recordError: assign((_, { error }: { error: unknown }) => ({ error: errorMessage(error) })),
    announceSubmit: emit(({ context }) => ({ type: 'search.submitted' as const, text: context.text.trim() })),
  },
}).createMachine({
  id: 'searchPanel',
  context: ({ input }) => ({ storeCode: input.storeCode, text: '', searched: '', items: [], total: 0, error: null }),
  initial: 'closed',
  states: {
    closed: {
      entry: 'reset',
      on: { 'search.open': { target: 'open' } },
    },
    open: {
      tags: ['open'],
      initial: 'idle',
      on: {
        'search.close': { target: 'closed' },
        // Every keystroke restarts the wait (reenter), and leaving `searching` cancels the search in flight.
        'search.type': [
          { guard: 'isSearchableText', target: '.typing', reenter: true, actions: 'setText' },
          { guard: 'isBlankText', target: '.idle', actions: ['setText', 'clearResults'] },
          { target: '.tooShort', actions: ['setText', 'clearResults'] },
        ],
        'search.submit': { guard: 'hasSearchableText', target: 'closed', actions: 'announceSubmit' },
      },
      states: {
        idle: {},
        // SPEC 5: fewer than 3 characters are not searched.
        tooShort: {},
        typing: {
          after: { debounce: { target: 'searching' } },
        },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'searchProducts',
            src: 'searchProducts',
            input: ({ context }) => ({ storeCode: context.storeCode, request: buildQuickSearchRequest(context.text) }),
            onDone: [
              {
                guard: { type: 'hasProducts', params: ({ event }) => event.output },
                target: 'results',
                actions: { type: 'showResults', params: ({ event }) => event.output },
              },
              { target: 'empty', actions: { type: 'showResults', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => event } },
          },
        },
        results: {},
        empty: {},
        failed: { tags: ['error'] },
      },
    },
  },
});
