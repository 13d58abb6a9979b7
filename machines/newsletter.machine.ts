// SPEC 4 "Session and account", Newsletter: a status check sets subscribed or not; subscribe and unsubscribe are
// skipped when the state already matches (SPEC 7 "Newsletter": GET / POST / DELETE, success is code 200). The
// calls are actors the composition root supplies; a failed change keeps the last known status with the error.
// Issue 16 "Newsletter" (issue 14 step 4: one newsletter machine): with input `{ mode: 'guest' }` it is the sign-up
// form of the footer and of SPEC 2's newsletter modal, for every visitor: the status check first, subscribing skipped
// when the address is already subscribed (no second request, no second coupon), and double opt-in: a guest's
// subscribe answers 'pending' (a confirmation link was mailed; the 10 % coupon of SPEC 9 follows the confirmation).
// The account (account.machine.ts) invokes it without input: mode 'account'. There a status check answering
// 'pending' (the customer asked through the footer and has not used the mailed link yet) is its own state: the page
// says so instead of 'not subscribed'; subscribing from there (with the customer's token) subscribes at once.
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  NewsletterCheckAnswer,
  NewsletterStatus,
  NewsletterSubscribeAnswer,
} from '../src/domain/contract/newsletter';

export type NewsletterStatusAnswer = NewsletterStatus;
/** The status check: 'pending' while a mailed confirmation link is still good (issue 16 follow-up). */
export type { NewsletterCheckAnswer };
/** Issue 16 double opt-in: subscribing may answer 'pending' (a confirmation link was mailed; not subscribed yet). */
export type { NewsletterSubscribeAnswer };

export type NewsletterMode = 'account' | 'guest';

export interface NewsletterInput {
  /** 'account' (the default): the signed-in customer's section; 'guest': the footer's and the modal's sign-up. */
  mode?: NewsletterMode;
}

export type NewsletterSignupProblem = 'failed';

export interface NewsletterContext {
  mode: NewsletterMode;
  email: string | null;
  error: string | null;
  /** Guest mode: a failed check or subscribe, shown on the form it came back to. */
  problem: NewsletterSignupProblem | null;
}

export type NewsletterEvent =
  | { type: 'newsletter.check'; email: string }
  /** Subscribe this address now, whatever is known (registration with the newsletter box ticked). */
  | { type: 'newsletter.join'; email: string }
  | { type: 'newsletter.subscribe' }
  | { type: 'newsletter.unsubscribe' }
  | { type: 'newsletter.retry' }
  | { type: 'newsletter.reset' }
  /** Guest mode: sign up this address (validated by the form with SPEC 5's messages before it is sent). */
  | { type: 'signup.submit'; email: string }
  /** Guest mode: 'Sign up another address'. */
  | { type: 'signup.again' };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const newsletterMachine = setup({
  types: { context: {} as NewsletterContext, events: {} as NewsletterEvent, input: {} as NewsletterInput | undefined },
  actors: {
    checkNewsletter: fromPromise<NewsletterCheckAnswer, { email: string }>(async () => {
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
    isPendingAnswer: (_, answer: NewsletterSubscribeAnswer) => answer === 'pending',
    isAccount: ({ context }) => context.mode === 'account',
    isGuest: ({ context }) => context.mode === 'guest',
  },
  actions: {
    rememberEmail: assign(({ event }) => {
      assertEvent(event, ['newsletter.check', 'newsletter.join']);
      return { email: event.email, error: null };
    }),
    recordError: assign((_, params: { error: unknown }) => ({ error: message(params.error) })),
    clearError: assign({ error: null }),
    rememberSignup: assign(({ event }) => {
      assertEvent(event, 'signup.submit');
      return { email: event.email, problem: null };
    }),
    signupFailed: assign({ problem: 'failed' as const }),
    resetSignup: assign({ email: null, problem: null }),
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({ mode: input?.mode ?? 'account', email: null, error: null, problem: null }),
  initial: 'idle',
  on: {
    'newsletter.check': { guard: and(['isAccount', 'isOtherEmail']), target: '.checking', actions: 'rememberEmail' },
    'newsletter.join': { guard: 'isAccount', target: '.subscribing', actions: 'rememberEmail' },
    // Logout: nothing is known about the next visitor.
    'newsletter.reset': { guard: 'isAccount', target: '.idle', actions: assign({ email: null, error: null }) },
  },
  states: {
    // Guest mode leaves at once for the sign-up form.
    idle: { always: { guard: 'isGuest', target: 'guest' } },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkNewsletter',
        src: 'checkNewsletter',
        input: ({ context }) => ({ email: context.email as string }),
        onDone: [
          { guard: { type: 'isSubscribedAnswer', params: ({ event }) => event.output }, target: 'subscribed' },
          { guard: { type: 'isPendingAnswer', params: ({ event }) => event.output }, target: 'pending' },
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
    /**
     * Issue 16 follow-up: a confirmation link was mailed and is not used yet: not subscribed, nothing to unsubscribe;
     * subscribing here (the customer's own address, with the token) subscribes at once.
     */
    pending: {
      on: { 'newsletter.subscribe': { target: 'subscribing', actions: 'clearError' } },
    },
    // Issue 16: 'pending' (only a confirmation link was mailed: no token reached the server) is not subscribed yet.
    subscribing: {
      tags: ['busy'],
      invoke: {
        id: 'subscribeNewsletter',
        src: 'subscribeNewsletter',
        input: ({ context }) => ({ email: context.email as string }),
        onDone: [
          { guard: { type: 'isSubscribedAnswer', params: ({ event }) => event.output }, target: 'subscribed' },
          { guard: { type: 'isPendingAnswer', params: ({ event }) => event.output }, target: 'pending' },
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
    /** Guest mode: the sign-up form of the footer and of the newsletter modal. */
    guest: {
      initial: 'form',
      states: {
        form: {
          on: { 'signup.submit': { target: 'checking', actions: 'rememberSignup' } },
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
            onError: { target: 'form', actions: 'signupFailed' },
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
            onError: { target: 'form', actions: 'signupFailed' },
          },
        },
        /** Issue 16 double opt-in: the confirmation link is on its way by mail. */
        pending: {
          tags: ['done'],
          on: { 'signup.again': { target: 'form', actions: 'resetSignup' } },
        },
        /** Subscribed now: the coupon is on its way by mail. */
        subscribed: {
          tags: ['done'],
          on: { 'signup.again': { target: 'form', actions: 'resetSignup' } },
        },
        /** The address was subscribed before: nothing was sent. */
        already: {
          tags: ['done'],
          on: { 'signup.again': { target: 'form', actions: 'resetSignup' } },
        },
      },
    },
  },
});
