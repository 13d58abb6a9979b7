// SPEC 2 "Product pages": a product page loads by parent sku (the child sku only chooses the variant). SPEC 4
// "Product status and configuration": a product with status 2 or more, or visibility 1, is rejected as empty; the
// loader reports that as not found. SSR settles this machine before rendering (tag `settled`). SPEC 2 "Offline
// behaviour" and SPEC 8 "Catalogue": a product whose data cannot be loaded while offline is 'not available in Offline
// mode': the machine emits `page.unavailableOffline` and the app notifies and goes to the store's home.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Product } from '../src/domain/contract/catalog';
import type { StoreCode } from '../src/domain/store-views';
import { productReviewsMachine } from './product-reviews.machine';

export interface ProductPageInput {
  storeCode: StoreCode;
  parentSku: string;
}

/** Issue 17: a grouped product comes with its associated products (their names, prices and stock). */
export type PageProduct = Product & { associated_products?: Product[] };

export interface ProductPageContext {
  request: ProductPageInput | null;
  product: PageProduct | null;
  error: string | null;
  /** The network status when the page was opened (the server is always online). */
  online: boolean;
}

export type ProductPageEvent =
  | { type: 'product.open'; storeCode: StoreCode; parentSku: string; online?: boolean }
  | { type: 'product.retry' };

/** SPEC 8: the page's data is not cached and the shop is offline; the app notifies and goes to the store's home. */
export interface PageUnavailableOffline {
  type: 'page.unavailableOffline';
  storeCode: StoreCode;
}

export const productPageMachine = setup({
  types: {
    context: {} as ProductPageContext,
    events: {} as ProductPageEvent,
    emitted: {} as PageUnavailableOffline,
  },
  actors: {
    // Supplied by the composition root; resolves null when no listed product has that sku.
    loadProduct: fromPromise<PageProduct | null, ProductPageInput>(async () => {
      throw new Error('loadProduct must be provided by the composition root');
    }),
    // Issue 16: the product's approved reviews (its loader provided by the composition root).
    productReviews: productReviewsMachine,
  },
  guards: {
    isOtherProduct: ({ context, event }) =>
      event.type === 'product.open' &&
      (event.parentSku !== context.request?.parentSku || event.storeCode !== context.request?.storeCode),
    isOffline: ({ context }) => !context.online,
  },
  actions: {
    rememberRequest: assign(({ event }) => {
      assertEvent(event, 'product.open');
      return {
        request: { storeCode: event.storeCode, parentSku: event.parentSku },
        error: null,
        online: event.online ?? true,
      };
    }),
    recordError: assign((_, { error }: { error: unknown }) => ({
      error: error instanceof Error ? error.message : String(error),
    })),
    announceUnavailableOffline: emit(({ context }) => ({
      type: 'page.unavailableOffline' as const,
      storeCode: context.request?.storeCode ?? 'ee',
    })),
  },
}).createMachine({
  id: 'productPage',
  context: { request: null, product: null, error: null, online: true },
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
        onError: [
          // SPEC 8: offline and not cached: 'not available in Offline mode', then the store's home.
          {
            guard: 'isOffline',
            target: 'unavailableOffline',
            actions: [{ type: 'recordError', params: ({ event }) => event }, 'announceUnavailableOffline'],
          },
          { target: 'failed', actions: { type: 'recordError', params: ({ event }) => event } },
        ],
      },
    },
    ready: {
      tags: ['settled'],
      // Issue 16: the reviews of the product, as a child SSR waits for (page registry `child: 'reviews'`).
      invoke: {
        id: 'reviews',
        src: 'productReviews',
        input: ({ context }) => ({
          storeCode: context.request?.storeCode ?? 'ee',
          productId: context.product?.id ?? 0,
        }),
      },
    },
    notFound: { tags: ['settled'] },
    // Left for the store's home; opening the same product again (back online) loads it anew.
    unavailableOffline: {
      tags: ['settled', 'offline'],
      on: {
        'product.open': { target: 'loading', actions: 'rememberRequest' },
        'product.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    failed: {
      tags: ['settled', 'error'],
      on: { 'product.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
  on: {
    'product.open': { guard: 'isOtherProduct', target: '.loading', actions: 'rememberRequest' },
  },
});
