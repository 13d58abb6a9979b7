// Issue 16 "Contact" (SPEC 2 /contact, SPEC 7 POST /api/ext/mail-service/send-email): the shopper's message goes to
// the shop's address; the form shows it was sent, or why not (too many messages from this address, or a failure to
// try again). Sending is an actor from the composition root (HTTP in the browser).
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot field nobody sees (spam robots fill it in). */
  website: string;
}

export type ContactOutcome = 'sent' | 'tooMany';
export type ContactProblem = 'tooMany' | 'failed';

export interface ContactFormContext {
  message: ContactMessage | null;
  problem: ContactProblem | null;
}

export type ContactFormEvent = { type: 'contact.submit'; message: ContactMessage } | { type: 'contact.again' };

export const contactFormMachine = setup({
  types: { context: {} as ContactFormContext, events: {} as ContactFormEvent },
  actors: {
    sendMessage: fromPromise<ContactOutcome, ContactMessage>(async () => {
      throw new Error('sendMessage must be provided by the composition root');
    }),
  },
  guards: {
    isSent: ({ event }) => (event as { output?: ContactOutcome }).output === 'sent',
  },
  actions: {
    remember: assign(({ event }) => {
      assertEvent(event, 'contact.submit');
      return { message: event.message, problem: null };
    }),
  },
}).createMachine({
  id: 'contactForm',
  initial: 'form',
  context: { message: null, problem: null },
  states: {
    form: {
      on: { 'contact.submit': { target: 'sending', actions: 'remember' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.message as ContactMessage,
        onDone: [
          // The message is no longer needed once it left (nothing personal kept in memory).
          { guard: 'isSent', target: 'sent', actions: assign({ message: null }) },
          { target: 'form', actions: assign({ problem: 'tooMany' as const }) },
        ],
        onError: { target: 'form', actions: assign({ problem: 'failed' as const }) },
      },
    },
    sent: {
      on: { 'contact.again': { target: 'form', actions: assign({ message: null, problem: null }) } },
    },
  },
});
