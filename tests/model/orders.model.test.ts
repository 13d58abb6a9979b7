// Model-based test of the orders machine (issue 14): every generated path drives the real composed actor — its
// checkout and order queue children running — with a stored queue that never answers by itself (the path delivers
// its answer) and the cart link recording what the cart is told: step 8 clears the cart without sync, except for an
// order paid on a provider's page (issue 15: the return page clears it on a verified success); the queue hears the
// network, and the checkout the queue's outcomes for its order.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromCallback, fromPromise } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.machine';
import { ORDERS_SYSTEM_ID } from '../../machines/order-placement.machine';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { MONTONIO_ORDER, ordersModel as model } from './orders.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const toCart: AnyEventObject[] = [];
  const cart = fromCallback(({ receive }) => receive((event) => toCart.push(event)));
  const actor = createActor(
    model.machine.provide({
      actors: {
        loadQueue: fromPromise(() => new Promise<never>(() => {})) as never,
        // A spawned placement's reports are the path's events (the placement's own model drives it for real).
        placeOrder: fromPromise(() => new Promise<never>(() => {})) as never,
        checkout: checkoutMachine.provide({ actors: { cart: cart as never } }),
      },
    }),
    { input: path.input, inspect, systemId: ORDERS_SYSTEM_ID },
  );
  const perform = (event: AnyEventObject) => {
    const before = toCart.length;
    actor.send(event as never);
    const cleared = toCart.slice(before).filter((told) => told.type === 'cart.clear');
    if (event.type === 'order.succeeded' || event.type === 'queue.succeeded') {
      const paidOnProvider = event.order === MONTONIO_ORDER;
      expect(cleared, 'SPEC 4 step 8: the cart cleared without sync (not before a provider payment)').toEqual(
        paidOnProvider ? [] : [{ type: 'cart.clear', sync: false }],
      );
    } else expect(cleared).toEqual([]);
    const queue = actor.getSnapshot().children.orderQueue?.getSnapshot();
    expect(queue?.context.online, 'the queue hears the network').toBe(actor.getSnapshot().context.online);
  };
  runPath(model, path, { actor, perform }, expect);
}

describeModel('orders machine', model, { drive }, vitest);
