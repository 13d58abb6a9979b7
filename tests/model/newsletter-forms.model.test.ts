// Model-based tests of the newsletter sign-up form and the newsletter modal (issue 16): every generated path drives a
// real actor whose I/O answers only when the path says (the sign-up's calls are counted: SPEC 4's status check once
// per submit, the subscribe request only after an answer that is not 'subscribed'), and the modal's delay really
// runs out on fake time; 'seen' is written once per closing or use.
import * as vitest from 'vitest';
import { expect, vi } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import { NEWSLETTER_MODAL_DELAY_MS } from '../../machines/newsletter-modal.machine';
import type { NewsletterStatusAnswer, NewsletterSubscribeAnswer } from '../../machines/newsletter.machine';
import { describeModel, entriesInto, runPath } from '../helpers/model';
import {
  MODAL_DELAY_EVENT_TYPE,
  SIGNUP_EMAIL,
  newsletterModalModel,
  newsletterSignupModel,
} from './newsletter-forms.model';

const never = <T>() => new Promise<T>(() => {});

describeModel(
  'newsletter-signup machine',
  newsletterSignupModel,
  {
    drive(path, inspect?: (event: InspectionEvent) => void) {
      const calls: string[] = [];
      const ask = <Answer extends NewsletterSubscribeAnswer>(kind: string) =>
        fromPromise<Answer, { email: string }>(({ input }) => {
          calls.push(`${kind} ${input.email}`);
          return never();
        });
      const machine = newsletterSignupModel.machine.provide({
        actors: { checkNewsletter: ask<NewsletterStatusAnswer>('check'), subscribeNewsletter: ask('subscribe') },
      });
      runPath(newsletterSignupModel, path, { actor: createActor(machine, { inspect }) }, expect);
      return calls;
    },
    check(path, calls) {
      const expected = [...path.steps.map((step) => step.state)]
        .map((state, index, states) => {
          const before = index === 0 ? path.initial : states[index - 1];
          if (state.matches('checking') && !before?.matches('checking')) return `check ${SIGNUP_EMAIL}`;
          if (state.matches('subscribing') && !before?.matches('subscribing')) return `subscribe ${SIGNUP_EMAIL}`;
          return null;
        })
        .filter(Boolean);
      expect(calls, 'one status check per submit; subscribing only when not subscribed yet').toEqual(expected);
      expect(calls.filter((call) => call.startsWith('subscribe')).length).toBe(entriesInto(path, 'subscribing').length);
    },
  },
  vitest,
);

describeModel(
  'newsletter-modal machine',
  newsletterModalModel,
  {
    fakeTimers: true,
    drive(path, inspect?: (event: InspectionEvent) => void) {
      let remembered = 0;
      const machine = newsletterModalModel.machine.provide({
        actors: {
          loadSeen: fromPromise<boolean>(() => never()),
          rememberSeen: fromPromise<void>(async () => {
            remembered++;
          }),
        },
      });
      const actor = createActor(machine, { inspect });
      const perform = (event: AnyEventObject) => {
        if (event.type === MODAL_DELAY_EVENT_TYPE) {
          // Not sent: the delay runs out on the fake clock; a moment before, nothing is offered yet.
          vi.advanceTimersByTime(NEWSLETTER_MODAL_DELAY_MS - 1);
          expect(actor.getSnapshot().matches('waiting'), 'still waiting a moment before the delay').toBe(true);
          vi.advanceTimersByTime(1);
          return;
        }
        actor.send(event as never);
      };
      runPath(newsletterModalModel, path, { actor, perform, pendingTimers: () => vi.getTimerCount() }, expect);
      return remembered;
    },
    check(path, remembered) {
      expect(remembered, "'seen' is written once per closing or use").toBe(
        entriesInto(path, 'closed').length + entriesInto(path, 'used').length,
      );
    },
  },
  vitest,
);
