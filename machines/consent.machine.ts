// SPEC 5 "Tag-manager and analytics hooks start only when an id is configured" (issue 16: nothing is loaded without
// consent). The shop runs this machine only when a tag-manager id is configured (GTM_ID, server/config.ts). It reads
// the visitor's stored choice; with none it asks (the consent banner), and the choice is remembered, so it is never
// asked again. Only in 'granted' does the tag manager start. Reading and writing the choice and starting the tag
// manager are actors the composition root supplies (src/app/root/consent-actors.ts: localStorage, the script tag).
import { assertEvent, fromPromise, setup, spawnChild } from 'xstate';

/** What the browser remembers; null when the visitor never chose. */
export type ConsentChoice = 'granted' | 'denied';

export type ConsentEvent =
  /** The banner's Accept button. */
  | { type: 'consent.accept' }
  /** The banner's Decline button. */
  | { type: 'consent.decline' };

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
    /** The tag manager runs and receives the shop's events. */
    granted: {
      tags: ['tracking'],
      invoke: { id: 'startTagManager', src: 'startTagManager' },
    },
    /** Nothing is ever loaded. */
    denied: {},
  },
});
