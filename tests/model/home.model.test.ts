// Model-based test of the home machine (ARCHITECTURE §3): every generated path drives a real actor whose loader
// never answers by itself; the path delivers its result or failure, as the invoked actor would.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { HomeLists } from '../../machines/home.machine';
import type { StoreCode } from '../../src/domain/store-views';
import { type ModelPath, describeModel, entriesInto, runPath } from '../helpers/model';
import { homeModel as model } from './models';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): StoreCode[] {
  const requested: StoreCode[] = [];
  const loadHome = fromPromise<HomeLists, { storeCode: StoreCode }>(({ input }) => {
    requested.push(input.storeCode);
    return new Promise<HomeLists>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { loadHome } }), { inspect });
  runPath(model, path, { actor }, expect);
  return requested;
}

describeModel(
  'home machine',
  model,
  {
    drive,
    check(path, requested) {
      // Each entry into 'loading' asks the loader once, for the store the machine remembers.
      expect(requested.length).toBe(entriesInto(path, 'loading').length);
    },
  },
  vitest,
);
