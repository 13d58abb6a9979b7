// Model-based test of the cart machine (ARCHITECTURE §3): every generated path drives a real actor with fake time
// (the retry delay really runs out) whose calls never answer by themselves; the path delivers their answers. After
// every step each call that started carried the cart's token and id of that moment, at most one server call is in
// flight, and the persisted shape was emitted whenever it changed (the model's promises).
import * as vitest from 'vitest';
import { expect, vi } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import { CART_RETRY_DELAY_MS, cartMachine } from '../../machines/cart.machine';
import { stockChunk } from '../../src/domain/cart/line-stock';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { RETRY_DELAY_EVENT_TYPE, cartModel as model } from './cart.model';

type Path = ModelPath<typeof model.machine>;

/** What the world tells the cart for its whole life (issue 14): left as the machine has them, telling nothing. */
const LISTENERS = ['network', 'otherTabs'];
/** The calls: each answers only when the path delivers its answer. */
const ACTOR_IDS = Object.keys(cartMachine.implementations.actors).filter((id) => !LISTENERS.includes(id));
/** Calls to the cart's server cart (stock checks and storage run beside them). */
const SERVER_CALLS = ACTOR_IDS.filter((id) => id !== 'loadCart' && id !== 'checkStock');

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const calls: { id: string; input: Record<string, unknown> }[] = [];
  let inFlight = 0;
  const pending = (id: string) =>
    fromPromise<never, Record<string, unknown>>(({ input, signal }) => {
      calls.push({ id, input });
      if (SERVER_CALLS.includes(id)) {
        inFlight += 1;
        expect(inFlight, 'one server call at a time').toBe(1);
        signal.addEventListener('abort', () => {
          inFlight -= 1;
        });
      }
      return new Promise<never>(() => {});
    });
  const actors = Object.fromEntries(ACTOR_IDS.map((id) => [id, pending(id)]));
  const actor = createActor(model.machine.provide({ actors: actors as never }), { input: path.input, inspect });
  const perform = (event: AnyEventObject) => {
    const before = calls.length;
    if (event.type === RETRY_DELAY_EVENT_TYPE) {
      // Not sent: the retry delay runs out on the fake clock.
      vi.advanceTimersByTime(CART_RETRY_DELAY_MS - 1);
      expect(calls.length, 'no retry before the delay is over').toBe(before);
      vi.advanceTimersByTime(1);
    } else {
      actor.send(event as never);
    }
    const { context } = actor.getSnapshot();
    for (const call of calls.slice(before)) {
      if (call.id === 'loadCart') continue;
      if (call.id === 'checkStock') {
        expect(call.input).toEqual({ sku: context.pendingAdd?.product.sku });
        continue;
      }
      if (call.id === 'checkLineStock') {
        expect(call.input, 'SPEC 7: the lines’ skus, 15 at most').toEqual({ skus: stockChunk(context.stockPending) });
        continue;
      }
      if (call.id === 'createCart') {
        expect(call.input, 'SPEC 4: a guest cart, or the customer’s with the token').toEqual({
          token: context.token,
          storeCode: context.storeCode,
        });
        continue;
      }
      expect(call.input, `${call.id} carries the cart's token and id`).toMatchObject({
        token: context.token,
        cartId: context.cartServerToken,
      });
      if (call.id === 'updateItem' || call.id === 'deleteItem') {
        expect(call.input.cartItem, 'the plan’s next call').toEqual(context.calls[0]?.item);
      }
    }
  };
  runPath(model, path, { actor, perform, pendingTimers: () => vi.getTimerCount() }, expect);
}

describeModel('cart machine', model, { drive, fakeTimers: true }, vitest);
