// The model of issue 16's newsletter modal for every visitor: SPEC 2's newsletter modal (offered once after a while,
// never again once closed or used, never over the checkout). The sign-up form inside is the newsletter machine in
// guest mode (tests/model/newsletter.model.ts). Registered in tests/model/models.ts.
import { newsletterModalMachine } from '../../machines/newsletter-modal.machine';
import { type ModelEntry, stateName } from '../helpers/model';

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
