// The newsletter machine's model (ARCHITECTURE §3): two e-mail addresses, the three calls' answers and failures,
// subscribe / unsubscribe in every state (SPEC 4: skipped when the state already matches), retry and reset.
import { newsletterMachine } from '../../machines/newsletter.machine';
import { type ModelEntry, stateName } from '../helpers/model';

type NewsletterMachine = typeof newsletterMachine;

export const NEWSLETTER_EMAILS = ['mari.maasikas@example.ee', 'janis.berzins@example.lv'] as const;

const done = (id: string, output: string) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('Network down') }) as never;

export const newsletterModel: ModelEntry<NewsletterMachine> = {
  machine: newsletterMachine,
  events: [
    { type: 'newsletter.check', email: NEWSLETTER_EMAILS[0] },
    { type: 'newsletter.check', email: NEWSLETTER_EMAILS[1] },
    { type: 'newsletter.join', email: NEWSLETTER_EMAILS[1] },
    { type: 'newsletter.subscribe' },
    { type: 'newsletter.unsubscribe' },
    { type: 'newsletter.retry' },
    { type: 'newsletter.reset' },
    done('checkNewsletter', 'subscribed'),
    done('checkNewsletter', 'not-found'),
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
    JSON.stringify([snapshot.value, snapshot.context.email, snapshot.context.error !== null]),
  describeEvent: (event) => {
    if (event.type === 'newsletter.check') return `check ${event.email}`;
    if (event.type === 'newsletter.join') return `join with ${event.email}`;
    const { type, output } = event as unknown as { type: string; output?: string };
    if (type.startsWith('xstate.done.actor.')) return `${type.slice(18)} answers '${output}'`;
    if (type.startsWith('xstate.error.actor.')) return `${type.slice(19)} fails`;
    return type;
  },
  describeState: (snapshot) =>
    snapshot.context.error ? `${stateName(snapshot)} (with an error)` : stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
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
    unsubscribing: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeNull();
    },
  },
};
