// The models of issue 16's newsletter machines for every visitor: the sign-up form of the footer and the modal
// (SPEC 4: the status check first, subscribing skipped when already subscribed; a failure back to the form), and
// SPEC 2's newsletter modal (offered once after a while, never again once closed or used, never over the checkout).
// Registered in tests/model/models.ts.
import { newsletterModalMachine } from '../../machines/newsletter-modal.machine';
import { newsletterSignupMachine } from '../../machines/newsletter-signup.machine';
import { type ModelEntry, stateName } from '../helpers/model';

export const SIGNUP_EMAIL = 'mari.maasikas@example.ee';

// ---- sign-up form -------------------------------------------------------------------------------------------------

export const newsletterSignupModel: ModelEntry<typeof newsletterSignupMachine> = {
  machine: newsletterSignupMachine,
  events: [
    { type: 'signup.submit', email: SIGNUP_EMAIL },
    { type: 'xstate.done.actor.checkNewsletter', output: 'subscribed' } as never,
    { type: 'xstate.done.actor.checkNewsletter', output: 'unsubscribed' } as never,
    { type: 'xstate.done.actor.checkNewsletter', output: 'not-found' } as never,
    { type: 'xstate.error.actor.checkNewsletter', error: new Error('Network down') } as never,
    { type: 'xstate.done.actor.subscribeNewsletter', output: 'subscribed' } as never,
    // Issue 16 double opt-in: a guest's address waits for its confirmation link.
    { type: 'xstate.done.actor.subscribeNewsletter', output: 'pending' } as never,
    { type: 'xstate.error.actor.subscribeNewsletter', error: new Error('Network down') } as never,
    { type: 'signup.again' },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'signup.submit') return 'an address is signed up';
    if (event.type === 'signup.again') return "'Sign up another address'";
    const output = (event as unknown as { output?: string }).output;
    if (type === 'xstate.error.actor.checkNewsletter') return 'the status check fails';
    if (type === 'xstate.error.actor.subscribeNewsletter') return 'subscribing fails';
    if (type === 'xstate.done.actor.checkNewsletter') return `the status is '${output}'`;
    if (output === 'pending') return 'a confirmation link is mailed';
    return 'subscribed (the coupon is mailed)';
  },
  describeState: (snapshot) =>
    snapshot.context.problem ? `${stateName(snapshot)} (${snapshot.context.problem})` : stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      expect(snapshot.hasTag('busy'), 'busy exactly while asking the server').toBe(
        snapshot.matches('checking') || snapshot.matches('subscribing'),
      );
    },
    form: ({ snapshot, previous }, expect) => {
      const cameBack = previous?.matches('checking') || previous?.matches('subscribing');
      expect(snapshot.context.problem, 'a failure is shown on the form it came back to').toBe(
        cameBack ? 'failed' : null,
      );
    },
    checking: ({ snapshot }, expect) => {
      expect(snapshot.context).toEqual({ email: SIGNUP_EMAIL, problem: null });
    },
    subscribing: ({ snapshot }, expect) => {
      expect(snapshot.context).toEqual({ email: SIGNUP_EMAIL, problem: null });
    },
    pending: ({ snapshot, previous }, expect) => {
      expect(snapshot.hasTag('done')).toBe(true);
      expect(snapshot.context).toEqual({ email: SIGNUP_EMAIL, problem: null });
      expect(previous?.matches('pending') || previous?.matches('subscribing'), 'only subscribing leads here').toBe(
        true,
      );
    },
    subscribed: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('done')).toBe(true);
      expect(snapshot.context.email).toBe(SIGNUP_EMAIL);
    },
    already: ({ snapshot, previous }, expect) => {
      expect(snapshot.hasTag('done')).toBe(true);
      expect(previous?.matches('already') || previous?.matches('checking'), 'only the status check leads here').toBe(
        true,
      );
    },
  },
};

// ---- newsletter modal -----------------------------------------------------------------------------------------------

/** The synthetic event of the "after a while" delay (ARCHITECTURE §3: xstate.after.<delay>.<id>.<path>). */
export const MODAL_DELAY_EVENT_TYPE = 'xstate.after.newsletterModal.newsletterModal.waiting';

export const newsletterModalModel: ModelEntry<typeof newsletterModalMachine> = {
  machine: newsletterModalMachine,
  events: [
    { type: 'xstate.done.actor.loadSeen', output: false } as never,
    { type: 'xstate.done.actor.loadSeen', output: true } as never,
    { type: 'xstate.error.actor.loadSeen', error: new Error('SecurityError') } as never,
    { type: MODAL_DELAY_EVENT_TYPE } as never,
    { type: 'modal.page', checkout: true },
    { type: 'modal.page', checkout: false },
    { type: 'modal.close' },
    { type: 'modal.used' },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.onCheckout]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'modal.page') return event.checkout ? 'the checkout is shown' : 'another page is shown';
    if (event.type === 'modal.close') return 'the modal is closed';
    if (event.type === 'modal.used') return 'the visitor signs up in the modal';
    if (type === MODAL_DELAY_EVENT_TYPE) return 'a while passes';
    if (type.startsWith('xstate.error')) return 'the browser storage cannot be read';
    return (event as unknown as { output: boolean }).output ? 'seen on an earlier visit' : 'a new visitor';
  },
  describeState: (snapshot) => `${stateName(snapshot)}${snapshot.context.onCheckout ? ' (on the checkout)' : ''}`,
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
      expect(snapshot.hasTag('visible') && snapshot.context.onCheckout, 'never shown over the checkout').toBe(false);
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('visible')).toBe(false);
    },
    waiting: ({ snapshot, pendingTimers }, expect) => {
      expect(snapshot.hasTag('visible')).toBe(false);
      expect(pendingTimers, 'the offer waits for its timer').toBe(1);
    },
    due: ({ snapshot }, expect) => {
      expect(snapshot.context.onCheckout, 'due only waits for the checkout to be left').toBe(true);
    },
    open: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('visible')).toBe(true);
    },
    used: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('visible'), 'the thank-you stays until closed').toBe(true);
    },
    closed: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('visible')).toBe(false);
    },
    seen: ({ snapshot, pendingTimers }, expect) => {
      expect(snapshot.hasTag('visible')).toBe(false);
      expect(pendingTimers, 'nothing more is planned').toBe(0);
    },
  },
};
