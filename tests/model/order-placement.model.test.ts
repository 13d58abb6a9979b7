// Model-based test of the order-placement machine (ARCHITECTURE §3): every generated path drives a real actor whose
// POST /api/order never answers by itself; the path delivers the answer or the failure. One request per placement,
// with the order as it was given its id (the idempotency key), and none for an ignored or offline order.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { OrderPlacementInput, SendOrderInput } from '../../machines/order-placement.machine';
import type { OrderReply } from '../../src/domain/order/outcome';
import { type ModelPath, expectFullCoverage, generatePaths, namedPaths, runPath, stateName } from '../helpers/model';
import { PLACEMENT_ORDER_ID, expectedStart, orderPlacementModel as model } from './order-placement.model';

type Path = ModelPath<typeof model.machine>;

const paths = generatePaths(model, { reduce: false });

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const sends: SendOrderInput[] = [];
  const sendOrder = fromPromise<OrderReply, SendOrderInput>(({ input }) => {
    sends.push(input);
    return new Promise<never>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { sendOrder } }), { input: path.input, inspect });
  const perform = (event: AnyEventObject) => {
    actor.send(event as never);
  };
  const input = path.input as OrderPlacementInput;
  expect(stateName(path.initial), 'SPEC 4 steps 2 and 4: ignored, queued or sent').toBe(expectedStart(input));
  runPath(model, path, { actor, perform, pendingTimers: () => 0 }, expect);
  const sent = expectedStart(input) === 'sending';
  expect(
    sends.map((send) => send.order.order_id),
    'one request, online, for a new content only',
  ).toEqual(sent ? [PLACEMENT_ORDER_ID] : []);
}

describe('order-placement machine, model-based', () => {
  it.each(namedPaths(model, paths))('keeps its promises along $name', ({ path }) => {
    drive(path);
  });

  it('reaches every state and transition of the machine through the paths, on the real actor', () => {
    expectFullCoverage(model, paths, drive, expect);
  });
});
