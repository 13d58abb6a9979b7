// Model-based test of the product lists machine: every path on a real actor whose storage is a fake recording what
// it is asked to save; a list is saved after each change exactly when the stored lists could be read.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { ProductLists } from '../../src/domain/product-lists';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { productListsModel as model } from './models';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): { saved: ProductLists[]; changes: number } {
  const saved: ProductLists[] = [];
  const actor = createActor(
    model.machine.provide({
      actors: { loadLists: fromPromise<ProductLists>(() => new Promise<ProductLists>(() => {})) },
      actions: { saveLists: (_, params) => saved.push(params.lists) },
    }),
    { inspect },
  );
  runPath(model, path, { actor }, expect);
  const changes = path.steps.filter((step) => step.event.type.startsWith('lists.')).length;
  return { saved, changes };
}

describeModel(
  'product lists machine',
  model,
  {
    drive,
    check(path, { saved, changes }) {
      const last = path.steps.at(-1)?.state ?? path.initial;
      expect(saved.length).toBe(last.context.persistent ? changes : 0);
      if (saved.length) expect(saved.at(-1)).toEqual(last.context.lists);
    },
  },
  vitest,
);
