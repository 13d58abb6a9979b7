// Model-based test of the category page machine: every path on a real actor whose loader and listing search never
// answer by themselves; the path delivers the category, its absence or a failure, and the listing runs as a child
// exactly while the page is ready.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import { type SearchProductsInput, categoryBrowserMachine } from '../../machines/category-browser.machine';
import type { CategoryPageRequest, CategoryWithTrail } from '../../machines/category-page.machine';
import type { Listing } from '../../src/domain/contract/catalog';
import { type ModelPath, describeModel, entriesInto, runPath } from '../helpers/model';
import { categoryPageModel as model } from './models';

type Path = ModelPath<typeof model.machine>;

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
          actors: { searchProducts: fromPromise<Listing, SearchProductsInput>(() => new Promise(() => {})) },
        }),
      },
    }),
    { inspect },
  );
  runPath(model, path, { actor }, expect);
  return requested;
}

describeModel(
  'category page machine',
  model,
  {
    drive,
    check(path, requested) {
      const loads = entriesInto(path, 'loading', (state) => state.context.request?.slug);
      expect(requested).toEqual(loads.map((state) => state.context.request?.slug));
    },
  },
  vitest,
);
