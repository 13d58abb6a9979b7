// The products of a stored list (compare, recently viewed): the list keeps skus (SPEC 3), the page shows the
// products, loaded by sku in the list's order. Loading is an actor; another list of skus reloads.
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
}

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
  guards: {
    isOtherList: ({ context, event }) =>
      event.type === 'listed.show' && !sameRequest(context.request, { storeCode: event.storeCode, skus: event.skus }),
    isEmptyList: ({ event }) => event.type === 'listed.show' && event.skus.length === 0,
  },
  actions: {
    remember: assign(({ event }) =>
      event.type === 'listed.show' ? { request: { storeCode: event.storeCode, skus: event.skus }, error: null } : {},
    ),
  },
}).createMachine({
  id: 'listedProducts',
  context: { request: null, products: [], error: null },
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
    ready: { tags: ['settled'] },
    failed: {
      tags: ['settled', 'error'],
      on: { 'listed.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
  on: {
    'listed.show': [
      { guard: 'isEmptyList', target: '.ready', actions: ['remember', assign({ products: [] })] },
      { guard: 'isOtherList', target: '.loading', actions: 'remember' },
    ],
  },
});
