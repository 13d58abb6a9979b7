// Model-based test of the product page machine (ARCHITECTURE §3): every generated path drives a real actor whose
// loader never answers by itself; the path delivers the product, its absence or a failure.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { Product } from '../../src/domain/contract/catalog';
import type { ProductPageInput } from '../../machines/product-page.machine';
import { type ModelPath, describeModel, entriesInto, runPath } from '../helpers/model';
import { productPageModel as model } from './models';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): string[] {
  const requested: string[] = [];
  const loadProduct = fromPromise<Product | null, ProductPageInput>(({ input }) => {
    requested.push(input.parentSku);
    return new Promise<Product | null>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { loadProduct } }), { inspect });
  runPath(model, path, { actor }, expect);
  return requested;
}

describeModel(
  'product page machine',
  model,
  {
    drive,
    check(path, requested) {
      // A load starts on entering 'loading', or on opening another product while one is loading; never otherwise.
      const loads = entriesInto(path, 'loading', (state) => state.context.request?.parentSku);
      expect(requested).toEqual(loads.map((state) => state.context.request?.parentSku));
    },
  },
  vitest,
);
