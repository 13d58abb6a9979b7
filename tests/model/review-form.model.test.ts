// Model-based test of the review-form machine: every generated path drives a real actor whose submit never answers by
// itself; the path delivers the shop's answer, and each entry into submitting sends the form's values once, for the
// product and store view it was opened for.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { ReviewSubmission } from '../../machines/review-form.machine';
import { type ModelPath, describeModel, entriesInto, runPath } from '../helpers/model';
import { GOOD_REVIEW, reviewFormModel as model } from './review-form.model';

function drive(path: ModelPath<typeof model.machine>, inspect?: (event: InspectionEvent) => void) {
  const sent: ReviewSubmission[] = [];
  const submitReview = fromPromise<unknown, ReviewSubmission>(({ input }) => {
    sent.push(input);
    return new Promise<never>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { submitReview } }), { inspect });
  runPath(model, path, { actor }, expect);
  return sent;
}

describeModel(
  'review-form machine',
  model,
  {
    drive,
    check(path, sent) {
      const entries = entriesInto(path, 'submitting');
      expect(sent).toEqual(
        entries.map((snapshot) => ({ storeCode: snapshot.context.storeCode, productId: 12, values: GOOD_REVIEW })),
      );
    },
  },
  vitest,
);
