// The product-reviews machine's model (issue 16): the reviews of a product load (a list, a failure), a failure is
// retried, a ready list reloads; what each state promises to SSR (settled, never the page's `error`) and to the page.
// Registered in tests/model/models.ts.
import { productReviewsMachine } from '../../machines/product-reviews.machine';
import type { ReviewList } from '../../src/domain/contract/review';
import { type ModelEntry, stateName } from '../helpers/model';

type ProductReviewsMachine = typeof productReviewsMachine;

export const SAMPLE_REVIEWS: ReviewList = {
  items: [
    {
      id: 1,
      title: 'Istub täpselt nagu peab',
      detail: 'Võtsin oma tavapärase suuruse ja see sobis ideaalselt.',
      nickname: 'Kadri',
      rating: 5,
      created_at: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 2,
      title: 'Hea kvaliteet, tarne kiire',
      detail: 'Pakiautomaati jõudis kahe päevaga.',
      nickname: 'Margus',
      rating: 4,
      created_at: '2026-11-13T10:00:00.000Z',
    },
  ],
  count: 2,
  rated: 2,
  average: 4.5,
};

export const productReviewsModel: ModelEntry<ProductReviewsMachine> = {
  machine: productReviewsMachine,
  inputs: [{ storeCode: 'ee', productId: 12 }],
  events: [
    { type: 'reviews.retry' },
    { type: 'reviews.reload' },
    { type: 'xstate.done.actor.loadReviews', output: SAMPLE_REVIEWS } as never,
    { type: 'xstate.error.actor.loadReviews', error: new Error('Network down') } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.list !== null, snapshot.context.error]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (type === 'xstate.done.actor.loadReviews') return 'the reviews arrive';
    if (type === 'xstate.error.actor.loadReviews') return 'loading fails';
    return type === 'reviews.retry' ? 'try again' : 'reload';
  },
  describeState: (snapshot) => stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
      expect(snapshot.hasTag('error'), "a review failure never fails the product page (SSR's 503)").toBe(false);
      expect(snapshot.context.productId).toBe(12);
    },
    loading: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('busy'), snapshot.hasTag('settled')]).toEqual([true, false]);
    },
    ready: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled'), 'SSR may render the list').toBe(true);
      expect(snapshot.context.list).toEqual(SAMPLE_REVIEWS);
      expect(snapshot.context.error).toBeNull();
    },
    failed: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled'), 'the page renders without its reviews').toBe(true);
      expect(snapshot.context.error).toBe('Network down');
    },
  },
};
