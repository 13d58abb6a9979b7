// Issue 16 "Store locator" (SPEC 1 further features, SPEC 2 /store-locator): the shop's stores, loaded once, shown as
// a list filtered by city or as one store's detail. The route query names the city (?city=) and the store
// (?store=); each change of it opens the page again, which filters or shows the detail without loading again.
// Loading is an actor from the composition root (HTTP in the browser).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ShopStore } from '../src/domain/contract/stores';
import { ALL_CITIES, citiesOf } from '../src/domain/stores';

export interface StoreLocatorContext {
  stores: ShopStore[];
  /** The city filter (ALL_CITIES: every city); a city no store is in shows every store. */
  city: string;
  /** The store whose detail is shown, or null for the list. */
  storeId: number | null;
  error: string | null;
}

export type StoreLocatorEvent =
  /** The page opened, or its route query changed. */
  { type: 'locator.open'; city?: string; storeId?: number | null } | { type: 'locator.retry' };

export const storeLocatorMachine = setup({
  types: { context: {} as StoreLocatorContext, events: {} as StoreLocatorEvent },
  actors: {
    loadStores: fromPromise<ShopStore[]>(async () => {
      throw new Error('loadStores must be provided by the composition root');
    }),
  },
  guards: {
    showsStore: ({ context }) => context.stores.some((store) => store.id === context.storeId),
  },
  actions: {
    route: assign(({ context, event }) => {
      assertEvent(event, 'locator.open');
      const city = event.city?.trim() ?? ALL_CITIES;
      // An unknown city (an old link) shows every store rather than an empty page.
      const known = context.stores.length === 0 || citiesOf(context.stores).includes(city);
      return { city: known ? city : ALL_CITIES, storeId: event.storeId ?? null };
    }),
    /** Once the stores are there, a city the link named that no store is in becomes every city. */
    checkCity: assign(({ context }) => ({
      city: citiesOf(context.stores).includes(context.city) ? context.city : ALL_CITIES,
    })),
    recordError: assign((_, { error }: { error: unknown }) => ({
      error: error instanceof Error ? error.message : String(error),
    })),
  },
}).createMachine({
  id: 'storeLocator',
  initial: 'idle',
  context: { stores: [], city: ALL_CITIES, storeId: null, error: null },
  states: {
    idle: {
      on: { 'locator.open': { target: 'loading', actions: 'route' } },
    },
    loading: {
      tags: ['busy'],
      on: { 'locator.open': { actions: 'route' } },
      invoke: {
        id: 'loadStores',
        src: 'loadStores',
        onDone: {
          target: 'ready',
          actions: [assign(({ event }) => ({ stores: event.output, error: null })), 'checkCity'],
        },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => event } },
      },
    },
    ready: {
      tags: ['settled'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'showsStore', target: 'store' }, { target: 'list' }],
        },
        list: {},
        /** One store's page: its address, hours, phone, services and map. An unknown id shows the list. */
        store: {},
      },
      on: { 'locator.open': { target: '.choosing', actions: 'route' } },
    },
    failed: {
      tags: ['settled', 'error'],
      on: {
        'locator.retry': { target: 'loading', actions: assign({ error: null }) },
        'locator.open': { actions: 'route' },
      },
    },
  },
});
