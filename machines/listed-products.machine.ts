// The products of a stored list (compare, recently viewed): the list keeps skus (SPEC 3), the page shows the
// products, loaded by sku in the list's order. Loading is an actor; another list of skus reloads. A failed load is
// tried again after a growing wait (`retrying`: 0.5 s, 1 s, 2 s) a bounded number of times before the list shows it
// failed (issue 14: under load one slow answer must not leave the wishlist panel failed); then `listed.retry`.
import { assign, fromPromise, setup } from 'xstate';
import type { Product } from '../src/domain/contract/catalog';
import type { StoreCode } from '../src/domain/store-views';

export interface ListedProductsRequest {
  storeCode: StoreCode;
  skus: string[];
}

export interface ListedProductsContext {
  request: ListedProductsRequest | null;
  products: Product[];
  error: string | null;
  /** Failed loads of this request in a row (0 after a success, another list or the shopper's retry). */
  failures: number;
}

/** How many times a failed load is tried again by itself, and the first wait (doubled each time). */
export const LISTED_MAX_RETRIES = 3;
export const LISTED_RETRY_BASE_MS = 500;

/** The wait before the next try after `failures` failed loads in a row. */
export const listedRetryDelay = (failures: number) => LISTED_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1);

export type ListedProductsEvent =
  | { type: 'listed.show'; storeCode: StoreCode; skus: string[] }
  | { type: 'listed.retry' };

const sameRequest = (a: ListedProductsRequest | null, b: ListedProductsRequest) =>
  a !== null && a.storeCode === b.storeCode && a.skus.join('\n') === b.skus.join('\n');

export const listedProductsMachine = setup({
  types: { context: {} as ListedProductsContext, events: {} as ListedProductsEvent },
  actors: {
    // Supplied by the composition root: the listed products with these skus (unknown skus left out).
    loadProducts: fromPromise<Product[], ListedProductsRequest>(async () => {
      throw new Error('loadProducts must be provided by the composition root');
    }),
  },
  delays: {
    retryDelay: ({ context }) => listedRetryDelay(context.failures),
  },
  guards: {
    canRetry: ({ context }) => context.failures < LISTED_MAX_RETRIES,
    isOtherList: ({ context, event }) =>
      event.type === 'listed.show' && !sameRequest(context.request, { storeCode: event.storeCode, skus: event.skus }),
    isEmptyList: ({ event }) => event.type === 'listed.show' && event.skus.length === 0,
  },
  actions: {
    remember: assign(({ event }) =>
      event.type === 'listed.show'
        ? { request: { storeCode: event.storeCode, skus: event.skus }, error: null, failures: 0 }
        : {},
    ),
    recordFailure: assign(({ context, event }) => {
      const { error } = event as unknown as { error: unknown };
      return { error: error instanceof Error ? error.message : String(error), failures: context.failures + 1 };
    }),
  },
}).createMachine({
  id: 'listedProducts',
  context: { request: null, products: [], error: null, failures: 0 },
  initial: 'idle',
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        input: ({ context }) => context.request as ListedProductsRequest,
        onDone: {
          target: 'ready',
          // In the list's order (the newest viewed first), whatever order the server answered in.
          actions: assign(({ context, event }) => ({
            products: (context.request?.skus ?? []).flatMap((sku) => event.output.filter((p) => p.sku === sku)),
            failures: 0,
          })),
        },
        onError: [
          { guard: 'canRetry', target: 'retrying', actions: 'recordFailure' },
          { target: 'failed', actions: 'recordFailure' },
        ],
      },
    },
    // The load failed: it is tried again after the wait (the list still shows it is loading).
    retrying: {
      tags: ['busy'],
      after: { retryDelay: { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: { tags: ['settled'] },
    failed: {
      tags: ['settled', 'error'],
      on: { 'listed.retry': { target: 'loading', actions: assign({ error: null, failures: 0 }) } },
    },
  },
  on: {
    'listed.show': [
      { guard: 'isEmptyList', target: '.ready', actions: ['remember', assign({ products: [] })] },
      { guard: 'isOtherList', target: '.loading', actions: 'remember' },
    ],
  },
});
