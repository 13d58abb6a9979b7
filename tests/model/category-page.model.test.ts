// Model-based test of the category page machine: every path on a real actor whose loader and listing search never
// answer by themselves; the path delivers the category, its absence or a failure, and the listing runs as a child
// exactly while the page is ready.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import { type SearchProductsInput, categoryBrowserMachine } from '../../machines/category-browser.machine';
import type { CategoryPageRequest, CategoryWithTrail } from '../../machines/category-page.machine';
import type { ProductList } from '../../src/domain/contract/catalog';
import { type ModelPath, expectFullCoverage, generatePaths, namedPaths, runPath } from '../helpers/model';
import { categoryPageModel as model } from './models';

type Path = ModelPath<typeof model.machine>;
const paths = generatePaths(model, { reduce: false });

function drive(path: Path, inspect?: (event: InspectionEvent) => void): string[] {
  const requested: string[] = [];
  const actor = createActor(
    model.machine.provide({
      actors: {
        loadCategory: fromPromise<CategoryWithTrail | null, CategoryPageRequest>(({ input }) => {
          requested.push(input.slug);
          return new Promise(() => {});
        }),
        categoryBrowser: categoryBrowserMachine.provide({
          actors: { searchProducts: fromPromise<ProductList, SearchProductsInput>(() => new Promise(() => {})) },
        }),
      },
    }),
    { inspect },
  );
  runPath(
    model,
    path,
    { actor, perform: (event: AnyEventObject) => actor.send(event as never), pendingTimers: () => 0 },
    expect,
  );
  return requested;
}

describe('category page machine, model-based', () => {
  it.each(namedPaths(model, paths))('keeps its promises along $name', ({ path }) => {
    const requested = drive(path);
    const states = [path.initial, ...path.steps.map((step) => step.state)];
    const loads = states.filter((state, index) => {
      const before = states[index - 1];
      if (!state.matches('loading')) return false;
      return !before?.matches('loading') || before.context.request?.slug !== state.context.request?.slug;
    });
    expect(requested).toEqual(loads.map((state) => state.context.request?.slug));
  });

  it('reaches every state and transition of the machine through the paths, on the real actor', () => {
    expectFullCoverage(model, paths, drive, expect);
  });
});
