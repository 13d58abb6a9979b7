// Model-based test of the search page machine: every path on a real actor whose listing search never answers; the
// listing runs, for the current term, exactly while a searchable term is shown.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import { type SearchProductsInput, categoryBrowserMachine } from '../../machines/category-browser.machine';
import type { Listing } from '../../src/domain/contract/catalog';
import { type ModelPath, describeModel, entriesInto, runPath } from '../helpers/model';
import { searchPageModel as model } from './models';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): string[] {
  const searched: string[] = [];
  const actor = createActor(
    model.machine.provide({
      actors: {
        categoryBrowser: categoryBrowserMachine.provide({
          actors: {
            searchProducts: fromPromise<Listing, SearchProductsInput>(({ input }) => {
              searched.push(String(input.request.query));
              return new Promise(() => {});
            }),
          },
        }),
      },
    }),
    { inspect },
  );
  runPath(model, path, { actor }, expect);
  return searched;
}

describeModel(
  'search page machine',
  model,
  {
    drive,
    check(path, searched) {
      // Each entry into results searches once, for the term it shows.
      const entered = entriesInto(path, 'results', (state) => state.context.term);
      expect(searched).toEqual(entered.map((state) => state.context.term));
    },
  },
  vitest,
);
