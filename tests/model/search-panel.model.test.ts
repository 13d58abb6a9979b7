// Model-based test of the search-panel machine (ARCHITECTURE §3): every generated path drives a real actor with fake
// time, where the search starts because the debounce timer really fires; the search never answers by itself, the
// path delivers its result or failure, as the invoked actor would.
import * as vitest from 'vitest';
import { expect, vi } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { SearchProductsInput } from '../../machines/category-browser.machine';
import type { ProductList } from '../../src/domain/contract/catalog';
import { SEARCH_DEBOUNCE_MS, buildQuickSearchRequest } from '../../src/domain/filters';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { DEBOUNCE_EVENT_TYPE, searchPanelModel as model } from './search-panel.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const searches: SearchProductsInput[] = [];
  const searchProducts = fromPromise<ProductList, SearchProductsInput>(({ input }) => {
    searches.push(input);
    return new Promise<never>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { searchProducts } }), { input: path.input, inspect });
  const perform = (event: AnyEventObject) => {
    if (event.type === DEBOUNCE_EVENT_TYPE) {
      // Not sent: the debounce runs out on the fake clock, and only then does the search start, for the term typed.
      const before = searches.length;
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
      expect(searches.length, 'no search before the debounce is over').toBe(before);
      vi.advanceTimersByTime(1);
      expect(searches.slice(before)).toEqual([
        { storeCode: 'ee', request: buildQuickSearchRequest(actor.getSnapshot().context.text) },
      ]);
      return;
    }
    actor.send(event as never);
  };
  runPath(model, path, { actor, perform, pendingTimers: () => vi.getTimerCount() }, expect);
}

describeModel('search-panel machine', model, { drive, fakeTimers: true }, vitest);
