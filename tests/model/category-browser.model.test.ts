// Model-based test of the category-browser machine (ARCHITECTURE §3): every generated path drives a real actor whose
// search never answers by itself; the path delivers the catalogue's page or failure, as the invoked actor would, and
// every search the machine starts is checked against the page it should ask for.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { SearchProductsInput } from '../../machines/category-browser.machine';
import type { Listing } from '../../src/domain/contract/catalog';
import { LOAD_MORE_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE } from '../../src/domain/filters';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { SAMPLE_CATEGORY_ID, categoryBrowserModel as model } from './category-browser.model';

type Path = ModelPath<typeof model.machine>;

const STARTS_SEARCH = /→ (loading|loadingMore)$/;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const searches: SearchProductsInput[] = [];
  const searchProducts = fromPromise<Listing, SearchProductsInput>(({ input }) => {
    searches.push(input);
    return new Promise<never>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { searchProducts } }), { input: path.input, inspect });
  const perform = (event: AnyEventObject) => {
    const before = searches.length;
    const loaded = actor.getSnapshot().context.items.length;
    actor.send(event as never);
    const started = searches.slice(before);
    const snapshot = actor.getSnapshot();
    // A search starts exactly when the machine enters loading or loadingMore, for the page and query it shows.
    const step = path.steps.find((candidate) => candidate.event === event);
    expect(started).toHaveLength(step?.transitions.filter((key) => STARTS_SEARCH.test(key)).length ?? 0);
    for (const search of started) {
      const { filters, sort } = snapshot.context;
      expect(search.request).toMatchObject({
        sort,
        ...(snapshot.matches('loadingMore')
          ? { from: loaded, size: LOAD_MORE_PAGE_SIZE }
          : { from: 0, size: PRODUCT_LIST_PAGE_SIZE }),
        filters: { category_ids: [SAMPLE_CATEGORY_ID], ...(filters.color.length ? { color: filters.color } : {}) },
      });
    }
  };
  runPath(model, path, { actor, perform }, expect);
}

// Every shortest path (the default), not only the reduced set `npm run paths` prints: they are cheap and reach more
// combinations.
describeModel('category-browser machine', model, { drive }, vitest);
