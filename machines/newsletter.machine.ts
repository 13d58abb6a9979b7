// SPEC 4 "Session and account", Newsletter: a status check sets subscribed or not; subscribe and unsubscribe are
// skipped when the state already matches (SPEC 7 "Newsletter": GET / POST / DELETE, success is code 200). The
// calls are actors the composition root supplies; a failed change keeps the last known status with the error.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { NewsletterStatus, NewsletterSubscribeAnswer } from '../src/domain/contract/newsletter';

export type NewsletterStatusAnswer = NewsletterStatus;
/** Issue 16 double opt-in: subscribing may answer 'pending' (a confirmation link was mailed; not subscribed yet). */
export type { NewsletterSubscribeAnswer };

export interface NewsletterContext {
  email: string | null;
  error: string | null;
}

export type NewsletterEvent =
  | { type: 'newsletter.check'; email: string }
  /** Subscribe this address now, whatever is known (registration with the newsletter box ticked). */
  | { type: 'newsletter.join'; email: string }
  | { type: 'newsletter.subscribe' }
  | { type: 'newsletter.unsubscribe' }
  | { type: 'newsletter.retry' }
  | { type: 'newsletter.reset' };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const newsletterMachine = setup({
  types: { context: {} as NewsletterContext, events: {} as NewsletterEvent },
  actors: {
    checkNewsletter: fromPromise<NewsletterStatusAnswer, { email: string }>(async () => {
      throw new Error('checkNewsletter must be provided by the composition root');
    }),
    subscribeNewsletter: fromPromise<NewsletterSubscribeAnswer, { email: string }>(async () => {
      throw new Error('subscribeNewsletter must be provided by the composition root');
    }),
    unsubscribeNewsletter: fromPromise<NewsletterStatusAnswer, { email: string }>(async () => {
      throw new Error('unsubscribeNewsletter must be provided by the composition root');
    }),
  },
  guards: {
    isOtherEmail: ({ context, event }) => event.type === 'newsletter.check' && event.email !== context.email,
    isSubscribedAnswer: (_, answer: NewsletterSubscribeAnswer) => answer === 'subscribed',
  },
  actions: {
    rememberEmail: assign(({ event }) => {
      assertEvent(event, ['newsletter.check', 'newsletter.join']);
      return { email: event.email, error: null };
    }),
    recordError: assign((_, params: { error: unknown }) => ({ error: message(params.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'newsletter',
  context: { email: null, error: null },
  initial: 'idle',
  on: {
    'newsletter.check': { guard: 'isOtherEmail', target: '.checking', actions: 'rememberEmail' },
    'newsletter.join': { target: '.subscribing', actions: 'rememberEmail' },
    // Logout: nothing is known about the next visitor.
    'newsletter.reset': { target: '.idle', actions: assign({ email: null, error: null }) },
  },
  states: {
    idle: {},
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkNewsletter',
        src: 'checkNewsletter',
        input: ({ context }) => ({ email: context.email as string }),
        onDone: [
          { guard: { type: 'isSubscribedAnswer', params: ({ event }) => event.output }, target: 'subscribed' },
          { target: 'unsubscribed' },
        ],
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => event } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'newsletter.retry': { target: 'checking', actions: 'clearError' } },
    },
    // SPEC 4: subscribing when subscribed (or unsubscribing when not) is skipped: no event handler there.
    subscribed: {
      on: { 'newsletter.unsubscribe': { target: 'unsubscribing', actions: 'clearError' } },
    },
    unsubscribed: {
      on: { 'newsletter.subscribe': { target: 'subscribing', actions: 'clearError' } },
    },
    // Issue 16: 'pending' (the address waits for its confirmation link) is not subscribed yet: back to unsubscribed.
    subscribing: {
      tags: ['busy'],
      invoke: {
        id: 'subscribeNewsletter',
        src: 'subscribeNewsletter',
        input: ({ context }) => ({ email: context.email as string }),
        onDone: [
          { guard: { type: 'isSubscribedAnswer', params: ({ event }) => event.output }, target: 'subscribed' },
          { target: 'unsubscribed' },
        ],
        onError: { target: 'unsubscribed', actions: { type: 'recordError', params: ({ event }) => event } },
      },
    },
    unsubscribing: {
      tags: ['busy'],
      invoke: {
        id: 'unsubscribeNewsletter',
        src: 'unsubscribeNewsletter',
        input: ({ context }) => ({ email: context.email as string }),
        onDone: [
          { guard: { type: 'isSubscribedAnswer', params: ({ event }) => event.output }, target: 'subscribed' },
          { target: 'unsubscribed' },
        ],
        onError: { target: 'subscribed', actions: { type: 'recordError', params: ({ event }) => event } },
      },
    },
  },
});
