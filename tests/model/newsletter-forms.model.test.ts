// Model-based tests of the newsletter modal (issue 16): every generated path drives a real actor whose I/O answers
// only when the path says, and the modal's delay really runs out on fake time; 'seen' is written once per closing or
// use. The sign-up form (the newsletter machine in guest mode) is tests/model/newsletter.model.test.ts.
import * as vitest from 'vitest';
import { expect, vi } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import { NEWSLETTER_MODAL_DELAY_MS } from '../../machines/newsletter-modal.machine';
import { describeModel, entriesInto, runPath } from '../helpers/model';
import { MODAL_DELAY_EVENT_TYPE, newsletterModalModel } from './newsletter-forms.model';

const never = <T>() => new Promise<T>(() => {});

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
