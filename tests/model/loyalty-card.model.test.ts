// Model-based test of the loyalty-card machine: every generated path drives a real actor whose calls never answer by
// themselves; the path delivers the card, none, a failure, as the invoked actors would, and every entry into loading
// or joining makes exactly one call.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { LoyaltyCard } from '../../src/domain/contract/loyalty';
import { type ModelPath, describeModel, entriesInto, runPath } from '../helpers/model';
import { loyaltyCardModel as model } from './loyalty-card.model';

function drive(path: ModelPath<typeof model.machine>, inspect?: (event: InspectionEvent) => void) {
  const calls: string[] = [];
  const never = <T>(name: string) =>
    fromPromise<T>(() => {
      calls.push(name);
      return new Promise<never>(() => {});
    });
  const actor = createActor(
    model.machine.provide({
      actors: { loadCard: never<LoyaltyCard | null>('load'), joinCard: never<LoyaltyCard>('join') },
    }),
    { inspect },
  );
  runPath(model, path, { actor }, expect);
  return calls;
}

describeModel(
  'loyalty-card machine',
  model,
  {
    drive,
    check(path, calls) {
      expect(calls.filter((c) => c === 'load')).toHaveLength(entriesInto(path, 'loading').length);
      expect(calls.filter((c) => c === 'join')).toHaveLength(entriesInto(path, 'joining').length);
    },
  },
  vitest,
);
