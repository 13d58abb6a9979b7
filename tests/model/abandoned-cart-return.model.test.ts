// Model-based test of the abandoned-cart return's composition (issue 14): every generated path drives the real
// parent with its real abandoned-cart child and its real relay; the shop's reports (`followShop`, the app's) are the
// path's events; the child's stock check never answers. After each step the child is where the model's state
// promises (tests/model/abandoned-cart-return.model.ts), and the line checked is the cart's.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import { abandonedCartMachine } from '../../machines/abandoned-cart.machine';
import type { StockItem } from '../../src/domain/contract/stock';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { LINES } from './abandoned-cart.model';
import { abandonedCartReturnModel as model } from './abandoned-cart-return.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): { skus: string[] }[] {
  const checks: { skus: string[] }[] = [];
  const machine = model.machine.provide({
    actors: {
      abandonedCart: abandonedCartMachine.provide({
        actors: {
          checkStock: fromPromise<StockItem[], { skus: string[] }>(({ input }) => {
            checks.push(input);
            return new Promise<never>(() => {});
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: path.input, inspect });
  runPath(model, path, { actor }, expect);
  return checks;
}

describeModel(
  'abandoned-cart return (the page composed: session, cart, abandoned-cart machine)',
  model,
  {
    drive,
    check(path, checks) {
      // The stock is checked for the synced cart's lines, once, and only for a customer whose cart synced.
      const last = path.steps.at(-1)?.state ?? path.initial;
      const synced = last.context.token !== null && last.context.syncedFor === last.context.token;
      expect(checks).toEqual(synced ? [{ skus: LINES.map((line) => line.sku) }] : []);
    },
  },
  vitest,
);
