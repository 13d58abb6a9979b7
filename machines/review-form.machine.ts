// Issue 16 (SPEC 1 "write product reviews", SPEC 7 POST /api/review/create, SPEC 5 form messages): the review form of
// a product page. The values live here; a submit checks them (src/domain/reviews.ts, message keys) and either shows
// the messages or sends the review; the server's answer is 'awaiting moderation' (new reviews wait for the owner's
// approval) or its refusal, shown over the form with the values kept. Sending is an actor from the composition root.
// A signed-in customer is not asked for a name and e-mail: the page tells the form its author (the profile's name
// and e-mail, or null for a guest), whose values fill those two fields; a guest types them.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '../src/domain/account-forms';
import {
  EMPTY_REVIEW,
  type ReviewAuthor,
  type ReviewField,
  type ReviewValues,
  validateReview,
} from '../src/domain/reviews';
import type { StoreCode } from '../src/domain/store-views';

export interface ReviewSubmission {
  storeCode: StoreCode;
  productId: number;
  values: ReviewValues;
}

export interface ReviewFormContext {
  storeCode: StoreCode | null;
  productId: number | null;
  /** The signed-in customer writing (name and e-mail from the profile), or null for a guest. */
  author: ReviewAuthor | null;
  values: ReviewValues;
  errors: FieldErrors<ReviewField>;
  /** The server's refusal of the last submit. */
  error: string | null;
}

export type ReviewFormEvent =
  | { type: 'review.open'; storeCode: StoreCode; productId: number }
  /** Who is writing: the signed-in customer (after a login too), or null once a guest (after a logout). */
  | { type: 'review.author'; author: ReviewAuthor | null }
  | { type: 'review.change'; field: ReviewField; value: string }
  | { type: 'review.submit' }
  | { type: 'review.again' };

/** An empty form; a signed-in author's name and e-mail are filled in (the form does not ask for them). */
const fresh = (author: ReviewAuthor | null) => ({
  values: author ? { ...EMPTY_REVIEW, nickname: author.nickname, email: author.email } : EMPTY_REVIEW,
  errors: {},
  error: null,
});

export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
  },
  actors: {
    submitReview: fromPromise<unknown, ReviewSubmission>(async () => {
      throw new Error('submitReview must be provided by the composition root');
    }),
  },
  guards: {
    isOtherProduct: ({ context, event }) =>
      event.type === 'review.open' && (event.productId !== context.productId || event.storeCode !== context.storeCode),
    isValid: ({ context }) => Object.keys(validateReview(context.values)).length === 0,
  },
  actions: {
    openFor: assign(({ context, event }) => {
      assertEvent(event, 'review.open');
      return { storeCode: event.storeCode, productId: event.productId, ...fresh(context.author) };
    }),
    setAuthor: assign(({ context, event }) => {
      assertEvent(event, 'review.author');
      const { author } = event;
      // What the shopper wrote stays; the name and e-mail become the author's (or empty for a guest to type).
      const values = { ...context.values, nickname: author?.nickname ?? '', email: author?.email ?? '' };
      const errors = { ...context.errors };
      delete errors.nickname;
      delete errors.email;
      return { author, values, errors };
    }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'review.change');
      const values = { ...context.values, [event.field]: event.value };
      // A field already marked is checked again as it is typed in, so its message goes once it is right.
      const errors = { ...context.errors };
      if (errors[event.field]) {
        const problem = validateReview(values)[event.field];
        if (problem) errors[event.field] = problem;
        else delete errors[event.field];
      }
      return { values, errors };
    }),
    showErrors: assign(({ context }) => ({ errors: validateReview(context.values), error: null })),
    reset: assign(({ context }) => fresh(context.author)),
  },
}).createMachine({
  id: 'reviewForm',
  initial: 'idle',
  context: { storeCode: null, productId: null, author: null, ...fresh(null) },
  states: {
    idle: {
      on: { 'review.open': { target: 'editing', actions: 'openFor' } },
    },
    editing: {
      on: {
        'review.change': { actions: 'change' },
        'review.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ errors: {}, error: null }) },
          { actions: 'showErrors' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => ({
          storeCode: context.storeCode as StoreCode,
          productId: context.productId as number,
          values: context.values,
        }),
        onDone: { target: 'awaitingModeration', actions: 'reset' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
      },
    },
    // SPEC 1: the review is stored and waits for the shop's approval before anyone sees it.
    awaitingModeration: {
      on: { 'review.again': { target: 'editing', actions: 'reset' } },
    },
  },
  on: {
    'review.open': { guard: 'isOtherProduct', target: '.editing', actions: 'openFor' },
    // A login or logout in any state: the next review (or this one, once more) is the new author's.
    'review.author': { actions: 'setAuthor' },
  },
});
