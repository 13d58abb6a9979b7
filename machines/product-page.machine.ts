// SPEC 2 "Product pages": a product page loads by parent sku (the child sku only chooses the variant). SPEC 4
// "Product status and configuration": a product with status 2 or more, or visibility 1, is rejected as empty; the
// loader reports that as not found. SSR settles this machine before rendering (tag `settled`).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Product } from '../src/domain/contract/catalog';
import type { StoreCode } from '../src/domain/store-views';

export interface ProductPageInput {
  storeCode: StoreCode;
  parentSku: string;
}

export interface ProductPageContext {
  request: ProductPageInput | null;
  product: Product | null;
  error: string | null;
}

export type ProductPageEvent =
  | { type: 'product.open'; storeCode: StoreCode; parentSku: string }
  | { type: 'product.retry' };

export const productPageMachine = setup({
  types: { context: {} as ProductPageContext, events: {} as ProductPageEvent },
  actors: {
    // Supplied by the composition root; resolves null when no listed product has that sku.
    loadProduct: fromPromise<Product | null, ProductPageInput>(async () => {
      throw new Error('loadProduct must be provided by the composition root');
    }),
  },
  guards: {
    isOtherProduct: ({ context, event }) =>
      event.type === 'product.open' &&
      (event.parentSku !== context.request?.parentSku || event.storeCode !== context.request?.storeCode),
  },
  actions: {
    rememberRequest: assign(({ event }) => {
      assertEvent(event, 'product.open');
      return { request: { storeCode: event.storeCode, parentSku: event.parentSku }, error: null };
    }),
  },
}).createMachine({
  id: 'productPage',
  context: { request: null, product: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'product.open': { target: 'loading', actions: 'rememberRequest' } } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => context.request as ProductPageInput,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'ready',
            actions: assign(({ event }) => ({ product: event.output })),
          },
          { target: 'notFound', actions: assign({ product: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
      },
    },
    ready: { tags: ['settled'] },
    notFound: { tags: ['settled'] },
    failed: {
      tags: ['settled', 'error'],
      on: { 'product.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
  on: {
    'product.open': { guard: 'isOtherProduct', target: '.loading', actions: 'rememberRequest' },
  },
});
