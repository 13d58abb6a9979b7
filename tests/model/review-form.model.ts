// The review-form machine's model (issue 16, SPEC 5 form messages, SPEC 7 POST /api/review/create): the form opened
// for a product, its fields typed (a wrong e-mail among them), submitted with or without every field right, the
// server's acceptance (awaiting moderation) or refusal, and 'write another review'. Too many value combinations for a
// path per state: transition cover. Registered in tests/model/models.ts.
import { reviewFormMachine } from '../../machines/review-form.machine';
import { type ReviewField, validateReview } from '../../src/domain/reviews';
import { type ModelEntry, stateName } from '../helpers/model';

type ReviewFormMachine = typeof reviewFormMachine;

export const GOOD_REVIEW = {
  rating: '4',
  title: 'Hea kleit',
  detail: 'Istub hästi ja kangas on pehme.',
  nickname: 'Mari',
  email: 'mari@example.ee',
} as const;

/** A signed-in customer whose profile gives the same name and e-mail as the good review. */
export const AUTHOR = { nickname: GOOD_REVIEW.nickname, email: GOOD_REVIEW.email } as const;

const change = (field: ReviewField, value: string) => ({ type: 'review.change' as const, field, value });

export const reviewFormModel: ModelEntry<ReviewFormMachine> = {
  machine: reviewFormMachine,
  strategy: 'transition-cover',
  events: [
    { type: 'review.open', storeCode: 'ee', productId: 12 },
    { type: 'review.open', storeCode: 'lv', productId: 12 },
    { type: 'review.author', author: AUTHOR },
    { type: 'review.author', author: null },
    ...(Object.entries(GOOD_REVIEW) as [ReviewField, string][]).map(([field, value]) => change(field, value)),
    change('email', 'mari@'),
    change('nickname', 'M'),
    { type: 'review.submit' },
    { type: 'review.again' },
    { type: 'xstate.done.actor.submitReview', output: { id: 7, status: 'pending' } } as never,
    {
      type: 'xstate.error.actor.submitReview',
      error: new Error('review.title: empty once the markup is removed'),
    } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.storeCode,
      snapshot.context.author !== null,
      Object.entries(snapshot.context.values)
        .filter(([, value]) => value !== '')
        .map(([field]) => `${field}${validateReview(snapshot.context.values)[field as ReviewField] ? '!' : ''}`),
      Object.keys(snapshot.context.errors).sort(),
      snapshot.context.error !== null,
    ]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'review.open') return `open on ${event.storeCode}`;
    if (event.type === 'review.change') return `type ${event.field} '${event.value}'`;
    if (event.type === 'review.author') return event.author ? 'the customer signs in' : 'the customer signs out';
    if (type === 'xstate.done.actor.submitReview') return 'the shop takes it';
    if (type === 'xstate.error.actor.submitReview') return 'the shop refuses it';
    return type === 'review.submit' ? "'Send review'" : "'Write another review'";
  },
  describeState: (snapshot) => stateName(snapshot),
  promises: {
    '*': ({ snapshot, event }, expect) => {
      expect(snapshot.status).toBe('active');
      // A signed-in customer is not asked for a name and e-mail: the profile's fill them; signed out, a guest types.
      if (event?.type === 'review.author') {
        expect(snapshot.context.author).toEqual(event.author);
        expect(snapshot.context.values.nickname).toBe(event.author?.nickname ?? '');
        expect(snapshot.context.values.email).toBe(event.author?.email ?? '');
      }
      // A new (or another) form starts with the author's name and e-mail and nothing else.
      if (event?.type === 'review.open' || event?.type === 'review.again') {
        if (!snapshot.matches('submitting') && snapshot.context.values.title === '') {
          expect(snapshot.context.values.nickname).toBe(snapshot.context.author?.nickname ?? '');
        }
      }
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.productId).toBeNull();
    },
    editing: ({ snapshot, event, previous }, expect) => {
      expect(snapshot.context.productId).toBe(12);
      // A refused submit keeps every value (nothing typed is lost) and says why.
      if (previous?.matches('submitting') && event?.type !== 'review.author') {
        expect(snapshot.context.values).toEqual(previous.context.values);
        expect(snapshot.context.error).toMatch(/^review\.title/);
      }
      // An invalid submit shows a SPEC 5 message on exactly the fields that are wrong.
      if (event?.type === 'review.submit') {
        expect(snapshot.context.errors).toEqual(validateReview(snapshot.context.values));
        expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0);
      }
      for (const field of Object.keys(snapshot.context.errors) as ReviewField[]) {
        expect(snapshot.context.errors[field], `${field}'s message is its current problem`).toBe(
          validateReview(snapshot.context.values)[field],
        );
      }
    },
    submitting: ({ snapshot, event }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      if (event?.type === 'review.submit') {
        expect(snapshot.context.values, 'only a valid form is sent').toEqual(GOOD_REVIEW);
        expect(snapshot.context.errors).toEqual({});
      }
    },
    awaitingModeration: ({ snapshot }, expect) => {
      expect(snapshot.context.values.title, 'the form is emptied for another review').toBe('');
      expect(snapshot.context.error).toBeNull();
    },
  },
};
