// Model-based test of the abandoned-cart machine (ARCHITECTURE §3): every generated path drives a real actor with
// fake time, where the 500 ms poll really runs out; the stock check never answers by itself (the path delivers its
// answer or failure). After each step: one stock check per entry into `checkingStock` with the cart's skus, none
// before 500 ms; a guest is prompted and shown the login modal once on arrival (and again only when asking); at the
// end the cart's lines are changed exactly as SPEC 2 says, then the checkout on a desktop or the mini cart on a phone.
import * as vitest from 'vitest';
import { expect, vi } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { AbandonedCartDestination } from '../../machines/abandoned-cart.machine';
import { ABANDONED_CART_POLL_MS, LOGIN_TO_CONTINUE, type StockAdjustment } from '../../src/domain/abandoned-cart';
import type { StockItem } from '../../src/domain/contract/stock';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { LINES, POLL_EVENT_TYPE, abandonedCartModel as model } from './abandoned-cart.model';

type Path = ModelPath<typeof model.machine>;
type Effect =
  | ['notify', string]
  | ['openLogin']
  | ['applyAdjustments', StockAdjustment[]]
  | ['finish', AbandonedCartDestination];

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const checks: { skus: string[] }[] = [];
  const effects: Effect[] = [];
  const machine = model.machine.provide({
    actors: {
      checkStock: fromPromise<StockItem[], { skus: string[] }>(({ input }) => {
        checks.push(input);
        return new Promise<never>(() => {});
      }),
    },
    actions: {
      notify: (_, message) => effects.push(['notify', message]),
      openLogin: () => effects.push(['openLogin']),
      applyAdjustments: (_, adjustments) => effects.push(['applyAdjustments', adjustments]),
      finish: (_, destination) => effects.push(['finish', destination]),
    },
  });
  const actor = createActor(machine, { input: path.input, inspect });
  const perform = (event: AnyEventObject) => {
    const asked = checks.length;
    const done = effects.length;
    const before = actor.getSnapshot();
    if (event.type === POLL_EVENT_TYPE) {
      vi.advanceTimersByTime(ABANDONED_CART_POLL_MS - 1);
      expect(checks.length, 'no new check before 500 ms').toBe(asked);
      vi.advanceTimersByTime(1);
    } else {
      actor.send(event as never);
    }
    const after = actor.getSnapshot();
    const enteredCheck =
      after.matches('checkingStock') && (!before.matches('checkingStock') || event.type === POLL_EVENT_TYPE);
    expect(checks.length - asked, 'one stock check per poll').toBe(enteredCheck ? 1 : 0);
    if (enteredCheck) expect(checks.at(-1)).toEqual({ skus: LINES.map((line) => line.sku) });
    const entered = (state: 'loginRequired' | 'done') => after.matches(state) && !before.matches(state);
    const { adjustments, lines, mobile } = after.context;
    let expected: Effect[] = [];
    if (entered('loginRequired')) expected = [['notify', LOGIN_TO_CONTINUE], ['openLogin']];
    else if (event.type === 'abandoned.login') expected = [['openLogin']];
    else if (entered('done')) {
      const finish: Effect = ['finish', mobile ? 'miniCart' : 'checkout'];
      expected = lines.length ? [['applyAdjustments', adjustments], finish] : [finish];
    }
    expect(effects.slice(done), 'what the shopper gets from the app').toEqual(expected);
  };
  runPath(model, path, { actor, perform, pendingTimers: () => vi.getTimerCount() }, expect);
}

describeModel('abandoned-cart machine', model, { drive, fakeTimers: true }, vitest);
