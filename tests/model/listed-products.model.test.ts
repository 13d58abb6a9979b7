// Model-based test of the listed-products machine (ARCHITECTURE §3): every generated path drives a real actor whose
// loader never answers by itself; the path delivers its result or failure, as the invoked actor would.
import * as vitest from 'vitest';
import { expect, it, vi } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import {
  LISTED_MAX_RETRIES,
  type ListedProductsRequest,
  listedRetryDelay,
} from '../../machines/listed-products.machine';
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
      it('tries a failed load again after 0.5 s, 1 s and 2 s, then shows it failed (issue 14: bounded)', async () => {
        vi.useFakeTimers();
        try {
          const tries: number[] = [];
          const loadProducts = fromPromise<Product[], ListedProductsRequest>(async () => {
            tries.push(Date.now());
            throw new Error('Network down');
          });
          const actor = createActor(model.machine.provide({ actors: { loadProducts } })).start();
          const start = Date.now();
          actor.send({ type: 'listed.show', storeCode: 'ee', skus: ['A'] });
          for (let failure = 1; failure <= LISTED_MAX_RETRIES; failure += 1) {
            await vi.advanceTimersByTimeAsync(0);
            expect(actor.getSnapshot().value, 'not failed yet: it tries again').toBe('retrying');
            await vi.advanceTimersByTimeAsync(listedRetryDelay(failure));
          }
          await vi.advanceTimersByTimeAsync(0);
          expect(actor.getSnapshot().value).toBe('failed');
          expect(tries.map((at) => at - start)).toEqual([0, 500, 1500, 3500]);
          await vi.advanceTimersByTimeAsync(60_000);
          expect(tries, 'no further try by itself').toHaveLength(LISTED_MAX_RETRIES + 1);
          actor.send({ type: 'listed.retry' });
          expect(tries, 'the shopper may try again').toHaveLength(LISTED_MAX_RETRIES + 2);
        } finally {
          vi.useRealTimers();
        }
      });

      it('a retry that succeeds shows the products', async () => {
        vi.useFakeTimers();
        try {
          let calls = 0;
          const loadProducts = fromPromise<Product[], ListedProductsRequest>(async () => {
            calls += 1;
            if (calls === 1) throw new Error('Timeout');
            return [{ sku: 'A', name: 'A' } as Product];
          });
          const actor = createActor(model.machine.provide({ actors: { loadProducts } })).start();
          actor.send({ type: 'listed.show', storeCode: 'ee', skus: ['A'] });
          await vi.advanceTimersByTimeAsync(listedRetryDelay(1));
          expect(actor.getSnapshot().value).toBe('ready');
          expect(actor.getSnapshot().context.products.map((product) => product.sku)).toEqual(['A']);
        } finally {
          vi.useRealTimers();
        }
      });

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
