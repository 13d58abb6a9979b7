// Model-based test of the listed-products machine (ARCHITECTURE §3): every generated path drives a real actor whose
// loader never answers by itself; the path delivers its result or failure, as the invoked actor would.
import * as vitest from 'vitest';
import { expect, it } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { ListedProductsRequest } from '../../machines/listed-products.machine';
import type { Product } from '../../src/domain/contract/catalog';
import { type ModelPath, describeModel, entriesInto, runPath } from '../helpers/model';
import { listedProductsModel as model } from './listed-products.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): ListedProductsRequest[] {
  const requested: ListedProductsRequest[] = [];
  const loadProducts = fromPromise<Product[], ListedProductsRequest>(({ input }) => {
    requested.push(input);
    return new Promise<Product[]>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { loadProducts } }), { inspect });
  runPath(model, path, { actor }, expect);
  return requested;
}

describeModel(
  'listed-products machine',
  model,
  {
    drive,
    check(path, requested) {
      // Each entry into 'loading' asks the loader once, for the skus the machine remembers: coming from another
      // state, or another list shown while one loads (the load restarts). An empty list asks nothing.
      const entries = entriesInto(path, 'loading', (state) => state.context.request);
      expect(requested.map((request) => request.skus)).toEqual(entries.map((state) => state.context.request?.skus));
    },
    tests() {
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
    },
  },
  vitest,
);
