// Issue 16 (SPEC 1 "write product reviews"): the approved reviews of the product page's product in its store view,
// with their count and average stars. Invoked by the product page machine once its product is there (child id
// `reviews`), so SSR waits for it (tag `settled`) and renders the list and the JSON-LD aggregateRating. A failed load
// is settled too, without the `error` tag: the product page stays a good page without its reviews, and can retry.
import { assign, fromPromise, setup } from 'xstate';
import type { ReviewList } from '../src/domain/contract/review';
import type { StoreCode } from '../src/domain/store-views';

export interface ProductReviewsInput {
  storeCode: StoreCode;
  productId: number;
}

export interface ProductReviewsContext extends ProductReviewsInput {
  list: ReviewList | null;
  error: string | null;
}

export type ProductReviewsEvent = { type: 'reviews.retry' } | { type: 'reviews.reload' };

export const productReviewsMachine = setup({
  types: {
    context: {} as ProductReviewsContext,
    input: {} as ProductReviewsInput,
    events: {} as ProductReviewsEvent,
  },
  actors: {
    // Supplied by the composition root (HTTP in the browser, the review service during SSR).
    loadReviews: fromPromise<ReviewList, ProductReviewsInput>(async () => {
      throw new Error('loadReviews must be provided by the composition root');
    }),
  },
}).createMachine({
  id: 'productReviews',
  context: ({ input }) => ({ storeCode: input.storeCode, productId: input.productId, list: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReviews',
        src: 'loadReviews',
        input: ({ context }) => ({ storeCode: context.storeCode, productId: context.productId }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ list: event.output, error: null })) },
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
      // After the shopper's own review was accepted (it stays hidden until approved, but others may have been).
      on: { 'reviews.reload': 'loading' },
    },
    failed: {
      tags: ['settled'],
      on: { 'reviews.retry': 'loading' },
    },
  },
});
