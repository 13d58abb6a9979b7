// Model-based test of the newsletter machine (ARCHITECTURE §3): every generated path drives a real actor whose calls
// never answer by themselves; the path delivers each answer or failure, as the invoked actors would. The calls the
// actor makes are recorded: a skipped subscribe or unsubscribe (SPEC 4) makes none.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type {
  NewsletterCheckAnswer,
  NewsletterStatusAnswer,
  NewsletterSubscribeAnswer,
} from '../../machines/newsletter.machine';
import { type ModelPath, describeModel, runPath, snapshotsAlong, stateName } from '../helpers/model';
import { newsletterModel as model } from './newsletter.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): string[] {
  const calls: string[] = [];
  const pending = <Answer extends NewsletterSubscribeAnswer>(name: string) =>
    fromPromise<Answer, { email: string }>(({ input }) => {
      calls.push(`${name} ${input.email}`);
      return new Promise<Answer>(() => {});
    });
  const actor = createActor(
    model.machine.provide({
      actors: {
        checkNewsletter: pending<NewsletterCheckAnswer>('GET'),
        subscribeNewsletter: pending('POST'),
        unsubscribeNewsletter: pending<NewsletterStatusAnswer>('DELETE'),
      },
    }),
    { inspect, input: path.input },
  );
  runPath(model, path, { actor }, expect);
  return calls;
}

const CALL_OF: Record<string, string> = {
  checking: 'GET',
  subscribing: 'POST',
  unsubscribing: 'DELETE',
  'guest.checking': 'GET',
  'guest.subscribing': 'POST',
};

describeModel(
  'newsletter machine',
  model,
  {
    drive,
    check(path, calls) {
      // One call per entry into a calling state, for the address the machine holds; none otherwise.
      const states = snapshotsAlong(path);
      const expected = states.flatMap((state, index) => {
        const call = CALL_OF[stateName(state)];
        const previous = states[index - 1];
        const entered =
          !previous || stateName(previous) !== stateName(state) || previous.context.email !== state.context.email;
        return call && entered ? [`${call} ${state.context.email}`] : [];
      });
      expect(calls).toEqual(expected);
    },
  },
  vitest,
);
