// Model-based test of the product page machine (ARCHITECTURE §3): every generated path drives a real actor whose
// loader never answers by itself; the path delivers the product, its absence or a failure.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { Product } from '../../src/domain/contract/catalog';
import type { ProductPageInput } from '../../machines/product-page.machine';
import { generatePaths, runPath, type ModelPath, expectFullCoverage, namedPaths } from '../helpers/model';
import { productPageModel as model } from './models';

type Path = ModelPath<typeof model.machine>;

const paths = generatePaths(model, { reduce: false });

function drive(path: Path, inspect?: (event: InspectionEvent) => void): string[] {
  const requested: string[] = [];
  const loadProduct = fromPromise<Product | null, ProductPageInput>(({ input }) => {
    requested.push(input.parentSku);
    return new Promise<Product | null>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { loadProduct } }), { inspect });
  runPath(
    model,
    path,
    { actor, perform: (event: AnyEventObject) => actor.send(event as never), pendingTimers: () => 0 },
    expect,
  );
  return requested;
}

describe('product page machine, model-based', () => {
  it.each(namedPaths(model, paths))('keeps its promises along $name', ({ path }) => {
    const requested = drive(path);
    // A load starts on entering 'loading', or on opening another product while one is loading; never otherwise.
    const states = [path.initial, ...path.steps.map((step) => step.state)];
    const loads = states.filter((state, index) => {
      const before = states[index - 1];
      if (!state.matches('loading')) return false;
      return !before?.matches('loading') || before.context.request?.parentSku !== state.context.request?.parentSku;
    });
    expect(requested).toEqual(loads.map((state) => state.context.request?.parentSku));
  });

  it('reaches every state and transition of the machine through the paths, on the real actor', () => {
    expectFullCoverage(model, paths, drive, expect);
  });
});
