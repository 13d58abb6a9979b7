// The newsletter machine's model (ARCHITECTURE §3): two e-mail addresses, the three calls' answers and failures,
// subscribe / unsubscribe in every state (SPEC 4: skipped when the state already matches), retry and reset; in both
// modes (issue 14 step 4): 'account' (the account's child) and 'guest' (the footer's and the modal's sign-up form:
// the status check first, subscribing skipped when already subscribed, 'pending' for double opt-in, a failure back
// to the form). In account mode a 'pending' answer (a mailed link not used yet) is its own state, not 'unsubscribed'.
import { newsletterMachine } from '../../machines/newsletter.machine';
import { type ModelEntry, stateName } from '../helpers/model';

type NewsletterMachine = typeof newsletterMachine;

export const NEWSLETTER_EMAILS = ['mari.maasikas@example.ee', 'janis.berzins@example.lv'] as const;
export const SIGNUP_EMAIL = NEWSLETTER_EMAILS[0];

const done = (id: string, output: string) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('Network down') }) as never;

export const newsletterModel: ModelEntry<NewsletterMachine> = {
  machine: newsletterMachine,
  inputs: [{ mode: 'account' }, { mode: 'guest' }],
  events: [
    { type: 'signup.submit', email: SIGNUP_EMAIL },
    { type: 'signup.again' },
    { type: 'newsletter.check', email: NEWSLETTER_EMAILS[0] },
    { type: 'newsletter.check', email: NEWSLETTER_EMAILS[1] },
    { type: 'newsletter.join', email: NEWSLETTER_EMAILS[1] },
    { type: 'newsletter.subscribe' },
    { type: 'newsletter.unsubscribe' },
    { type: 'newsletter.retry' },
    { type: 'newsletter.reset' },
    done('checkNewsletter', 'subscribed'),
    done('checkNewsletter', 'not-found'),
    // Issue 16 follow-up: a confirmation link was mailed and is still good.
    done('checkNewsletter', 'pending'),
    failed('checkNewsletter'),
    done('subscribeNewsletter', 'subscribed'),
    // The server answers the resulting status; the machine follows it even when it is not the one asked for.
    done('subscribeNewsletter', 'unsubscribed'),
    // Issue 16 double opt-in: only a confirmation link was mailed; not subscribed until it is confirmed.
    done('subscribeNewsletter', 'pending'),
    done('unsubscribeNewsletter', 'subscribed'),
    failed('subscribeNewsletter'),
    done('unsubscribeNewsletter', 'unsubscribed'),
    failed('unsubscribeNewsletter'),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.mode,
      snapshot.context.email,
      snapshot.context.error !== null,
      snapshot.context.problem,
    ]),
  describeEvent: (event) => {
    if (event.type === 'newsletter.check') return `check ${event.email}`;
    if (event.type === 'newsletter.join') return `join with ${event.email}`;
    if (event.type === 'signup.submit') return `sign up ${event.email}`;
    if (event.type === 'signup.again') return "'Sign up another address'";
    const { type, output } = event as unknown as { type: string; output?: string };
    if (type.startsWith('xstate.done.actor.')) return `${type.slice(18)} answers '${output}'`;
    if (type.startsWith('xstate.error.actor.')) return `${type.slice(19)} fails`;
    return type;
  },
  describeState: (snapshot) =>
    snapshot.context.error || snapshot.context.problem ? `${stateName(snapshot)} (with an error)` : stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
      expect(snapshot.matches('guest'), 'guest mode stays in the sign-up form, the account mode out of it').toBe(
        snapshot.context.mode === 'guest',
      );
    },
    guest: ({ snapshot }, expect) => {
      expect(snapshot.context.error, 'guest mode shows a problem, not a server message').toBeNull();
      expect(snapshot.hasTag('busy'), 'busy exactly while asking the server').toBe(
        snapshot.matches({ guest: 'checking' }) || snapshot.matches({ guest: 'subscribing' }),
      );
    },
    'guest.form': ({ snapshot, previous }, expect) => {
      const cameBack = previous?.matches({ guest: 'checking' }) || previous?.matches({ guest: 'subscribing' });
      expect(snapshot.context.problem, 'a failure is shown on the form it came back to').toBe(
        cameBack ? 'failed' : null,
      );
      expect(snapshot.hasTag('done')).toBe(false);
    },
    'guest.checking': ({ snapshot }, expect) => {
      expect(snapshot.context).toMatchObject({ email: SIGNUP_EMAIL, problem: null });
    },
    'guest.subscribing': ({ snapshot }, expect) => {
      expect(snapshot.context).toMatchObject({ email: SIGNUP_EMAIL, problem: null });
    },
    'guest.pending': ({ snapshot, previous }, expect) => {
      expect(snapshot.hasTag('done')).toBe(true);
      expect(snapshot.context).toMatchObject({ email: SIGNUP_EMAIL, problem: null });
      expect(
        previous?.matches({ guest: 'pending' }) || previous?.matches({ guest: 'subscribing' }),
        'only subscribing leads here',
      ).toBe(true);
    },
    'guest.subscribed': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('done')).toBe(true);
      expect(snapshot.context.email).toBe(SIGNUP_EMAIL);
    },
    'guest.already': ({ snapshot, previous }, expect) => {
      expect(snapshot.hasTag('done')).toBe(true);
      expect(
        previous?.matches({ guest: 'already' }) || previous?.matches({ guest: 'checking' }),
        'only the status check leads here',
      ).toBe(true);
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.email).toBeNull();
      expect(snapshot.can({ type: 'newsletter.subscribe' }), 'nothing to subscribe without an address').toBe(false);
    },
    checking: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.email).not.toBeNull();
    },
    failed: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).toBe('Network down');
    },
    subscribed: ({ snapshot }, expect) => {
      expect(snapshot.can({ type: 'newsletter.subscribe' }), 'SPEC 4: subscribing again is skipped').toBe(false);
      expect(snapshot.can({ type: 'newsletter.unsubscribe' })).toBe(true);
    },
    unsubscribed: ({ snapshot }, expect) => {
      expect(snapshot.can({ type: 'newsletter.unsubscribe' }), 'SPEC 4: unsubscribing again is skipped').toBe(false);
      expect(snapshot.can({ type: 'newsletter.subscribe' })).toBe(true);
    },
    subscribing: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeNull();
    },
    pending: ({ snapshot, previous }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(false);
      expect(snapshot.context.email, 'the address waiting for its confirmation').not.toBeNull();
      expect(snapshot.can({ type: 'newsletter.unsubscribe' }), 'nothing to unsubscribe before confirming').toBe(false);
      expect(snapshot.can({ type: 'newsletter.subscribe' }), 'the customer can subscribe at once').toBe(true);
      expect(
        previous?.matches('pending') || previous?.matches('checking') || previous?.matches('subscribing'),
        "only a server's 'pending' answer leads here",
      ).toBe(true);
    },
    unsubscribing: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeNull();
    },
  },
};
