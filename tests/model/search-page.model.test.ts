// Model-based test of the search page machine: every path on a real actor whose listing search never answers; the
// listing runs, for the current term, exactly while a searchable term is shown.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import { type SearchProductsInput, categoryBrowserMachine } from '../../machines/category-browser.machine';
import type { ProductList } from '../../src/domain/contract/catalog';
import { type ModelPath, expectFullCoverage, generatePaths, namedPaths, runPath } from '../helpers/model';
import { searchPageModel as model } from './models';

type Path = ModelPath<typeof model.machine>;
const paths = generatePaths(model, { reduce: false });

function drive(path: Path, inspect?: (event: InspectionEvent) => void): string[] {
  const searched: string[] = [];
  const actor = createActor(
    model.machine.provide({
      actors: {
        categoryBrowser: categoryBrowserMachine.provide({
          actors: {
            searchProducts: fromPromise<ProductList, SearchProductsInput>(({ input }) => {
              searched.push(String(input.request.query));
              return new Promise(() => {});
            }),
          },
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
  return searched;
}

describe('search page machine, model-based', () => {
  it.each(namedPaths(model, paths))('keeps its promises along $name', ({ path }) => {
    const searched = drive(path);
    // Each entry into results searches once, for the term it shows.
    const states = [path.initial, ...path.steps.map((step) => step.state)];
    const entered = states.filter(
      (state, index) =>
        state.matches('results') &&
        (!states[index - 1]?.matches('results') || states[index - 1]?.context.term !== state.context.term),
    );
    expect(searched).toEqual(entered.map((state) => state.context.term));
  });

  it('reaches every state and transition of the machine through the paths, on the real actor', () => {
    expectFullCoverage(model, paths, drive, expect);
  });
});
