// SPEC 2 route '/': the home page shows 8 new-collection and 8 bestseller products, each sorted by created_at
// descending (SPEC 9 "Home lists"). Loading is an actor; SSR settles this machine before rendering.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Product } from '../src/domain/contract/catalog';
import { type HomeBanner, compactForList } from '../src/domain/home';
import type { StoreCode } from '../src/domain/store-views';

export interface HomeLists {
  newCollection: Product[];
  bestsellers: Product[];
  /** The hero (banner-hero) and the other banners, in the CMS's order; none where the CMS has none. */
  banners?: HomeBanner[];
}

export interface HomeContext extends Omit<HomeLists, 'banners'> {
  banners: HomeBanner[];
  storeCode: StoreCode | null;
  error: string | null;
}

export type HomeEvent = { type: 'home.load'; storeCode: StoreCode } | { type: 'home.retry' };

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
  },
  actors: {
    // Supplied by the composition root (HTTP in the browser, the catalogue service during SSR).
    loadHome: fromPromise<HomeLists, { storeCode: StoreCode }>(async () => {
      throw new Error('loadHome must be provided by the composition root');
    }),
  },
  guards: {
    isOtherStore: ({ context, event }) => event.type === 'home.load' && event.storeCode !== context.storeCode,
  },
  actions: {
    rememberStore: assign(({ event }) => {
      assertEvent(event, 'home.load');
      return { storeCode: event.storeCode, error: null };
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'home',
  initial: 'idle',
  context: { storeCode: null, newCollection: [], bestsellers: [], banners: [], error: null },
  states: {
    idle: {
      on: { 'home.load': { target: 'loading', actions: 'rememberStore' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadHome',
        src: 'loadHome',
        input: ({ context }) => ({ storeCode: context.storeCode as StoreCode }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            newCollection: event.output.newCollection.map(compactForList),
            bestsellers: event.output.bestsellers.map(compactForList),
            banners: event.output.banners ?? [],
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
      },
    },
    ready: {
      tags: ['settled'],
      on: { 'home.load': { guard: 'isOtherStore', target: 'loading', actions: 'rememberStore' } },
    },
    failed: {
      tags: ['settled', 'error'],
      on: {
        'home.retry': { target: 'loading', actions: 'clearError' },
        'home.load': { target: 'loading', actions: 'rememberStore' },
      },
    },
  },
});
