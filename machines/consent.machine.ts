// SPEC 5 "Tag-manager and analytics hooks start only when an id is configured" (issue 16: nothing is loaded without
// consent). The shop runs this machine only when a tag-manager id is configured (GTM_ID, server/config.ts). It reads
// the visitor's stored choice; with none it asks (the consent banner), and the choice is remembered, so it is never
// asked again. Only in 'granted' does the tag manager start. Reading and writing the choice and starting the tag
// manager are actors the composition root supplies (src/app/root/consent-actors.ts: localStorage, the script tag).
// The footer's "Cookie settings" reopens the choice (granted.reviewing / denied.reviewing, showing the current one):
// changing it is remembered, and a withdrawal stops the tag manager at once (its script removed, nothing more handed
// over), so neither this page nor the next one loads it.
import { assertEvent, fromPromise, setup, spawnChild } from 'xstate';

/** What the browser remembers; null when the visitor never chose. */
export type ConsentChoice = 'granted' | 'denied';

export type ConsentEvent =
  /** The banner's Accept button. */
  | { type: 'consent.accept' }
  /** The banner's Decline button. */
  | { type: 'consent.decline' }
  /** The footer's "Cookie settings": show the choice again, with the current one. */
  | { type: 'consent.reopen' }
  /** Close the settings, keeping the current choice. */
  | { type: 'consent.close' };

export const consentMachine = setup({
  types: { events: {} as ConsentEvent },
  actors: {
    /** The choice this browser made earlier, or null. */
    loadChoice: fromPromise<ConsentChoice | null>(async () => {
      throw new Error('loadChoice must be provided by the composition root');
    }),
    rememberChoice: fromPromise<void, { choice: ConsentChoice }>(async () => {
      throw new Error('rememberChoice must be provided by the composition root');
    }),
    /** Injects the tag manager's script and hands it the events waiting for it (once per page load). */
    startTagManager: fromPromise<void>(async () => {
      throw new Error('startTagManager must be provided by the composition root');
    }),
    /** Consent withdrawn: removes the tag manager's script and stops handing it events. */
    stopTagManager: fromPromise<void>(async () => {
      throw new Error('stopTagManager must be provided by the composition root');
    }),
  },
  guards: {
    isChoice: (_, params: { output: ConsentChoice | null; choice: ConsentChoice }) => params.output === params.choice,
  },
  actions: {
    remember: spawnChild('rememberChoice', {
      input: ({ event }) => {
        assertEvent(event, ['consent.accept', 'consent.decline']);
        return { choice: event.type === 'consent.accept' ? ('granted' as const) : ('denied' as const) };
      },
    }),
    withdraw: spawnChild('stopTagManager'),
  },
}).createMachine({
  id: 'consent',
  initial: 'unknown',
  states: {
    /** The stored choice is being read: nothing shown, nothing loaded. */
    unknown: {
      invoke: {
        id: 'loadChoice',
        src: 'loadChoice',
        onDone: [
          {
            guard: { type: 'isChoice', params: ({ event }) => ({ output: event.output, choice: 'granted' }) },
            target: 'granted',
          },
          {
            guard: { type: 'isChoice', params: ({ event }) => ({ output: event.output, choice: 'denied' }) },
            target: 'denied',
          },
          { target: 'asking' },
        ],
        // Storage unreadable (blocked): the visitor is asked; the answer holds for this page.
        onError: { target: 'asking' },
      },
    },
    /** The banner is shown; nothing is loaded until Accept. */
    asking: {
      tags: ['banner'],
      on: {
        'consent.accept': { target: 'granted', actions: 'remember' },
        'consent.decline': { target: 'denied', actions: 'remember' },
      },
    },
    /** The tag manager runs and receives the shop's events, also while the settings are open. */
    granted: {
      tags: ['tracking'],
      invoke: { id: 'startTagManager', src: 'startTagManager' },
      initial: 'settled',
      states: {
        settled: { on: { 'consent.reopen': 'reviewing' } },
        /** The settings show 'allowed'; declining withdraws the consent. */
        reviewing: {
          tags: ['settings'],
          on: {
            'consent.accept': { target: 'settled', actions: 'remember' },
            'consent.decline': { target: '#consent.denied', actions: ['remember', 'withdraw'] },
            'consent.close': 'settled',
          },
        },
      },
    },
    /** Nothing is loaded. */
    denied: {
      initial: 'settled',
      states: {
        settled: { on: { 'consent.reopen': 'reviewing' } },
        /** The settings show 'declined'; accepting starts the tag manager. */
        reviewing: {
          tags: ['settings'],
          on: {
            'consent.accept': { target: '#consent.granted', actions: 'remember' },
            'consent.decline': { target: 'settled', actions: 'remember' },
            'consent.close': 'settled',
          },
        },
      },
    },
  },
});
