// Model-based test of the product-reviews machine: every generated path drives a real actor whose loader never
// answers by itself; the path delivers the list or the failure, and each entry into loading asks for the product.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { ProductReviewsInput } from '../../machines/product-reviews.machine';
import type { ReviewList } from '../../src/domain/contract/review';
import { type ModelPath, describeModel, entriesInto, runPath } from '../helpers/model';
import { productReviewsModel as model } from './product-reviews.model';

function drive(path: ModelPath<typeof model.machine>, inspect?: (event: InspectionEvent) => void) {
  const requested: ProductReviewsInput[] = [];
  const loadReviews = fromPromise<ReviewList, ProductReviewsInput>(({ input }) => {
    requested.push(input);
    return new Promise<never>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { loadReviews } }), { input: path.input, inspect });
  runPath(model, path, { actor }, expect);
  return requested;
}

describeModel(
  'product-reviews machine',
  model,
  {
    drive,
    check(path, requested) {
      const loads = entriesInto(path, 'loading').length;
      expect(requested.map((r) => `${r.storeCode} ${r.productId}`)).toEqual(Array(loads).fill('ee 12'));
    },
  },
  vitest,
);
