// Issue 16 "Newsletter": the sign-up form of the footer and of SPEC 2's newsletter modal, for every visitor. SPEC 4
// "Session and account", Newsletter: a status check first sets subscribed or not, and subscribing is skipped when the
// address is already subscribed (no second request, no second coupon). SPEC 7 "Newsletter": GET ?email= then POST
// {email}; success is code 200. SPEC 9: the first subscription of an address mails its 10 % coupon (the server does).
// Issue 16 double opt-in: a guest's subscribe answers 'pending' (a confirmation link was mailed; the coupon follows
// the confirmation). The two calls are actors the composition root supplies (src/app/root/newsletter-actors.ts).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { NewsletterStatusAnswer, NewsletterSubscribeAnswer } from './newsletter.machine';

export type NewsletterSignupProblem = 'failed';

export interface NewsletterSignupContext {
  /** The address being signed up (validated by the form with SPEC 5's messages before it is sent). */
  email: string | null;
  problem: NewsletterSignupProblem | null;
}

export type NewsletterSignupEvent =
  | { type: 'signup.submit'; email: string }
  /** 'Sign up another address'. */
  | { type: 'signup.again' };

export const newsletterSignupMachine = setup({
  types: { context: {} as NewsletterSignupContext, events: {} as NewsletterSignupEvent },
  actors: {
    checkNewsletter: fromPromise<NewsletterStatusAnswer, { email: string }>(async () => {
      throw new Error('checkNewsletter must be provided by the composition root');
    }),
    subscribeNewsletter: fromPromise<NewsletterSubscribeAnswer, { email: string }>(async () => {
      throw new Error('subscribeNewsletter must be provided by the composition root');
    }),
  },
  guards: {
    isSubscribedAnswer: (_, answer: NewsletterStatusAnswer) => answer === 'subscribed',
    isPendingAnswer: (_, answer: NewsletterSubscribeAnswer) => answer === 'pending',
  },
  actions: {
    remember: assign(({ event }) => {
      assertEvent(event, 'signup.submit');
      return { email: event.email, problem: null };
    }),
    failed: assign({ problem: 'failed' as const }),
    reset: assign({ email: null, problem: null }),
  },
}).createMachine({
  id: 'newsletterSignup',
  context: { email: null, problem: null },
  initial: 'form',
  states: {
    form: {
      on: { 'signup.submit': { target: 'checking', actions: 'remember' } },
    },
    // SPEC 4: the status check.
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkNewsletter',
        src: 'checkNewsletter',
        input: ({ context }) => ({ email: context.email as string }),
        onDone: [
          // SPEC 4: subscribing is skipped when the state already matches.
          { guard: { type: 'isSubscribedAnswer', params: ({ event }) => event.output }, target: 'already' },
          { target: 'subscribing' },
        ],
        onError: { target: 'form', actions: 'failed' },
      },
    },
    subscribing: {
      tags: ['busy'],
      invoke: {
        id: 'subscribeNewsletter',
        src: 'subscribeNewsletter',
        input: ({ context }) => ({ email: context.email as string }),
        onDone: [
          // Issue 16: a confirmation link was mailed; subscribed (and the coupon mailed) once it is confirmed.
          { guard: { type: 'isPendingAnswer', params: ({ event }) => event.output }, target: 'pending' },
          { target: 'subscribed' },
        ],
        onError: { target: 'form', actions: 'failed' },
      },
    },
    /** Issue 16 double opt-in: the confirmation link is on its way by mail. */
    pending: {
      tags: ['done'],
      on: { 'signup.again': { target: 'form', actions: 'reset' } },
    },
    /** Subscribed now: the coupon is on its way by mail. */
    subscribed: {
      tags: ['done'],
      on: { 'signup.again': { target: 'form', actions: 'reset' } },
    },
    /** The address was subscribed before: nothing was sent. */
    already: {
      tags: ['done'],
      on: { 'signup.again': { target: 'form', actions: 'reset' } },
    },
  },
});
