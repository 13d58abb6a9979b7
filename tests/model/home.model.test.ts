// Model-based test of the home machine (ARCHITECTURE §3): every generated path drives a real actor whose loader
// never answers by itself; the path delivers its result or failure, as the invoked actor would.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { HomeLists } from '../../machines/home.machine';
import type { StoreCode } from '../../src/domain/store-views';
import { generatePaths, runPath, type ModelPath, expectFullCoverage, namedPaths } from '../helpers/model';
import { homeModel as model } from './models';

type Path = ModelPath<typeof model.machine>;

const paths = generatePaths(model, { reduce: false });

function drive(path: Path, inspect?: (event: InspectionEvent) => void): StoreCode[] {
  const requested: StoreCode[] = [];
  const loadHome = fromPromise<HomeLists, { storeCode: StoreCode }>(({ input }) => {
    requested.push(input.storeCode);
    return new Promise<HomeLists>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { loadHome } }), { inspect });
  runPath(
    model,
    path,
    { actor, perform: (event: AnyEventObject) => actor.send(event as never), pendingTimers: () => 0 },
    expect,
  );
  return requested;
}

describe('home machine, model-based', () => {
  it.each(namedPaths(model, paths))('keeps its promises along $name', ({ path }) => {
    const requested = drive(path);
    // Each entry into 'loading' asks the loader once, for the store the machine remembers.
    const values = [path.initial.value, ...path.steps.map((step) => step.state.value)];
    const loads = values.filter((value, index) => value === 'loading' && values[index - 1] !== 'loading');
    expect(requested.length).toBe(loads.length);
  });

  it('reaches every state and transition of the machine through the paths, on the real actor', () => {
    expectFullCoverage(model, paths, drive, expect);
  });
});
