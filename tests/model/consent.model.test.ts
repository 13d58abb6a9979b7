// Model-based test of the consent machine (issue 16): every generated path drives a real actor whose I/O is counted.
// The tag manager starts once per entry into 'granted' and never otherwise; the choice is written once per answer
// given in the banner or the footer's settings (a stored choice read at start is not written again) and it is the
// answer given; the tag manager is stopped exactly when a consent is withdrawn (granted -> denied).
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { ConsentChoice } from '../../machines/consent.machine';
import { describeModel, entriesInto, runPath, snapshotsAlong } from '../helpers/model';
import { consentModel } from './consent.model';

const never = <T>() => new Promise<T>(() => {});

describeModel(
  'consent machine',
  consentModel,
  {
    drive(path, inspect?: (event: InspectionEvent) => void) {
      const io = { remembered: [] as ConsentChoice[], started: 0, stopped: 0 };
      const machine = consentModel.machine.provide({
        actors: {
          loadChoice: fromPromise<ConsentChoice | null>(() => never()),
          rememberChoice: fromPromise<void, { choice: ConsentChoice }>(async ({ input }) => {
            io.remembered.push(input.choice);
          }),
          startTagManager: fromPromise<void>(async () => {
            io.started++;
          }),
          stopTagManager: fromPromise<void>(async () => {
            io.stopped++;
          }),
        },
      });
      runPath(consentModel, path, { actor: createActor(machine, { inspect }) }, expect);
      return io;
    },
    check(path, io) {
      expect(io.started, 'the tag manager starts once per entry into granted').toBe(
        entriesInto(path, 'granted').length,
      );
      const answers = path.steps
        .filter((step) => step.event.type === 'consent.accept' || step.event.type === 'consent.decline')
        .filter((step) => step.state.matches('granted') || step.state.matches('denied'))
        .map((step) => (step.event.type === 'consent.accept' ? 'granted' : 'denied'));
      expect(io.remembered, 'each answer is remembered, a stored choice is not rewritten').toEqual(answers);
      const states = snapshotsAlong(path);
      const withdrawals = states.filter(
        (state, index) => state.matches('denied') && states[index - 1]?.matches('granted'),
      );
      expect(io.stopped, 'the tag manager stops once per withdrawal, never otherwise').toBe(withdrawals.length);
    },
  },
  vitest,
);
