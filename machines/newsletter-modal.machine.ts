// SPEC 2 layout "newsletter modal" (issue 16): offered once to a new visitor after a while on the shop, never again
// once it was closed or used (remembered in the browser), and never over the checkout (SPEC 2 /checkout: the modal
// waits while the shopper is there). Reading and writing the 'seen' mark are actors the composition root supplies
// (src/app/root/newsletter-actors.ts: localStorage); the sign-up form inside is newsletter.machine.ts in guest mode.
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** "After a while": the visitor has been on the shop this long (while the tab is open) before the offer. */
export const NEWSLETTER_MODAL_DELAY_MS = 20_000;

export interface NewsletterModalContext {
  /** The page shown is the checkout: the modal never covers it. */
  onCheckout: boolean;
}

export type NewsletterModalEvent =
  /** The shell shows another page; `checkout` when it is the checkout. */
  | { type: 'modal.page'; checkout: boolean }
  /** The close button, Escape or the backdrop. */
  | { type: 'modal.close' }
  /** The sign-up inside the modal succeeded. */
  | { type: 'modal.used' };

export const newsletterModalMachine = setup({
  types: { context: {} as NewsletterModalContext, events: {} as NewsletterModalEvent },
  actors: {
    /** Whether this browser has seen (closed or used) the modal before. */
    loadSeen: fromPromise<boolean>(async () => {
      throw new Error('loadSeen must be provided by the composition root');
    }),
    rememberSeen: fromPromise<void>(async () => {
      throw new Error('rememberSeen must be provided by the composition root');
    }),
  },
  delays: { newsletterModal: NEWSLETTER_MODAL_DELAY_MS },
  guards: {
    wasSeen: (_, seen: boolean) => seen,
    onCheckout: ({ context }) => context.onCheckout,
    notOnCheckout: ({ context }) => !context.onCheckout,
  },
  actions: {
    notePage: assign(({ event }) => {
      assertEvent(event, 'modal.page');
      return { onCheckout: event.checkout };
    }),
  },
}).createMachine({
  id: 'newsletterModal',
  context: { onCheckout: false },
  initial: 'loading',
  on: { 'modal.page': { actions: 'notePage' } },
  states: {
    loading: {
      invoke: {
        id: 'loadSeen',
        src: 'loadSeen',
        onDone: [
          { guard: { type: 'wasSeen', params: ({ event }) => event.output }, target: 'seen' },
          { target: 'waiting' },
        ],
        // Storage unreadable (private mode, blocked): the offer could not be remembered, so it is never made.
        onError: { target: 'seen' },
      },
    },
    waiting: {
      after: { newsletterModal: { target: 'due' } },
    },
    /** Time is up; the offer waits for a page other than the checkout. */
    due: {
      always: { guard: 'notOnCheckout', target: 'open' },
    },
    open: {
      tags: ['visible'],
      always: { guard: 'onCheckout', target: 'due' },
      on: {
        'modal.close': { target: 'closed' },
        'modal.used': { target: 'used' },
      },
    },
    /** Signed up inside the modal: remembered at once, the thank-you stays until it is closed. */
    used: {
      tags: ['visible'],
      invoke: { id: 'rememberSeen', src: 'rememberSeen' },
      always: { guard: 'onCheckout', target: 'seen' },
      on: { 'modal.close': { target: 'seen' } },
    },
    /** Closed without signing up: remembered, never offered again. */
    closed: {
      invoke: { id: 'rememberSeen', src: 'rememberSeen' },
    },
    /** Seen on an earlier visit (or not rememberable): nothing to offer. */
    seen: {},
  },
});
