// Model-based test of the listed-products machine (ARCHITECTURE §3): every generated path drives a real actor whose
// loader never answers by itself; the path delivers its result or failure, as the invoked actor would.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { ListedProductsRequest } from '../../machines/listed-products.machine';
import type { Product } from '../../src/domain/contract/catalog';
import { generatePaths, runPath, type ModelPath, expectFullCoverage, namedPaths } from '../helpers/model';
import { listedProductsModel as model } from './listed-products.model';

type Path = ModelPath<typeof model.machine>;

const paths = generatePaths(model, { reduce: false });

function drive(path: Path, inspect?: (event: InspectionEvent) => void): ListedProductsRequest[] {
  const requested: ListedProductsRequest[] = [];
  const loadProducts = fromPromise<Product[], ListedProductsRequest>(({ input }) => {
    requested.push(input);
    return new Promise<Product[]>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { loadProducts } }), { inspect });
  runPath(
    model,
    path,
    { actor, perform: (event: AnyEventObject) => actor.send(event as never), pendingTimers: () => 0 },
    expect,
  );
  return requested;
}

describe('listed-products machine, model-based', () => {
  it.each(namedPaths(model, paths))('keeps its promises along $name', ({ path }) => {
    const requested = drive(path);
    // Each entry into 'loading' asks the loader once, for the skus the machine remembers: coming from another state,
    // or another list shown while one loads (the load restarts). An empty list asks nothing.
    const states = [path.initial, ...path.steps.map((step) => step.state)];
    const entries = states.filter(
      (state, index) =>
        state.value === 'loading' &&
        (states[index - 1]?.value !== 'loading' || states[index - 1]?.context.request !== state.context.request),
    );
    expect(requested.map((request) => request.skus)).toEqual(entries.map((state) => state.context.request?.skus));
  });

  it('does not load again when the same list is shown again', () => {
    const loads: string[][] = [];
    const loadProducts = fromPromise<Product[], ListedProductsRequest>(async ({ input }) => {
      loads.push(input.skus);
      return [];
    });
    const actor = createActor(model.machine.provide({ actors: { loadProducts } })).start();
    actor.send({ type: 'listed.show', storeCode: 'ee', skus: ['A', 'B'] });
    actor.send({ type: 'listed.show', storeCode: 'ee', skus: ['A', 'B'] });
    actor.send({ type: 'listed.show', storeCode: 'lv', skus: ['A', 'B'] });
    expect(loads).toEqual([
      ['A', 'B'],
      ['A', 'B'],
    ]);
  });

  it('reaches every state and transition of the machine through the paths, on the real actor', () => {
    expectFullCoverage(model, paths, drive, expect);
  });
});
