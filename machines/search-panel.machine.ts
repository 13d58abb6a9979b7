// SPEC 2 layout "search panel" and SPEC 3 "Search state": as-you-type search in the header's panel. A term of at
// least 3 characters (SPEC 5) is searched SEARCH_DEBOUNCE_MS after the last keystroke, for the first 40 products
// (SPEC 9 listing limit); a newer keystroke cancels the search in flight. Submitting a term asks the app to open the
// search results page (/search?q=). The suggestions are a combobox's listbox: the arrow keys move the active one
// (wrapping), Enter on it asks the app to open that product, Escape and a route change close the panel.
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
  /** The suggestion the arrow keys made active (aria-activedescendant), or null. */
  active: number | null;
}

export type SearchPanelEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.type'; text: string }
  | { type: 'search.submit' }
  /** Arrow down (1) or up (-1) in the input. */
  | { type: 'search.move'; by: 1 | -1 }
  /** Enter while a suggestion is active. */
  | { type: 'search.choose' };

/** The app navigates to the search results page for `text` (/search?q=). */
export type SearchSubmitted =
  | { type: 'search.submitted'; text: string }
  /** The app opens this suggestion's product page. */
  | { type: 'search.chosen'; product: Product };

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
    hasActive: ({ context }) => context.active !== null,
  },
  actions: {
    setText: assign(({ event }) => {
      assertEvent(event, 'search.type');
      return { text: event.text };
    }),
    clearResults: assign({ items: [], total: 0, searched: '', error: null, active: null }),
    reset: assign({ text: '', items: [], total: 0, searched: '', error: null, active: null }),
    clearActive: assign({ active: null }),
    moveActive: assign(({ context, event }) => {
      assertEvent(event, 'search.move');
      const count = context.items.length;
      const from = context.active ?? (event.by > 0 ? -1 : count);
      return { active: (from + event.by + count) % count };
    }),
    showResults: assign(({ context }, { items, total }: ProductList) => ({
      items,
      total,
      searched: context.text.trim(),
      error: null,
      active: null,
    })),
    recordError: assign((_, { error }: { error: unknown }) => ({ error: errorMessage(error) })),
    announceSubmit: emit(({ context }) => ({ type: 'search.submitted' as const, text: context.text.trim() })),
    announceChoice: emit(({ context }) => ({
      type: 'search.chosen' as const,
      product: context.items[context.active ?? 0] as Product,
    })),
  },
}).createMachine({
  id: 'searchPanel',
  context: ({ input }) => ({
    storeCode: input.storeCode,
    text: '',
    searched: '',
    items: [],
    total: 0,
    error: null,
    active: null,
  }),
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
          { guard: 'isSearchableText', target: '.typing', reenter: true, actions: ['setText', 'clearActive'] },
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
        results: {
          on: {
            'search.move': { actions: 'moveActive' },
            'search.choose': { guard: 'hasActive', target: '#searchPanel.closed', actions: 'announceChoice' },
          },
        },
        empty: {},
        failed: { tags: ['error'] },
      },
    },
  },
});
