// Model-based test of the order-placement machine (ARCHITECTURE §3): every generated path drives a real actor whose
// POST /api/order never answers by itself; the path delivers the answer or the failure. One request per placement,
// with the order as it was given its id (the idempotency key), and none for an ignored or offline order.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { OrderPlacementInput, SendOrderInput } from '../../machines/order-placement.machine';
import type { OrderReply } from '../../src/domain/order/outcome';
import { type ModelPath, describeModel, runPath, stateName } from '../helpers/model';
import { PLACEMENT_ORDER_ID, expectedStart, orderPlacementModel as model } from './order-placement.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const sends: SendOrderInput[] = [];
  const sendOrder = fromPromise<OrderReply, SendOrderInput>(({ input }) => {
    sends.push(input);
    return new Promise<never>(() => {});
  });
  const actor = createActor(model.machine.provide({ actors: { sendOrder } }), { input: path.input, inspect });
  const input = path.input as OrderPlacementInput;
  expect(stateName(path.initial), 'SPEC 4 steps 2 and 4: ignored, queued or sent').toBe(expectedStart(input));
  runPath(model, path, { actor }, expect);
  const sent = expectedStart(input) === 'sending';
  expect(
    sends.map((send) => send.order.order_id),
    'one request, online, for a new content only',
  ).toEqual(sent ? [PLACEMENT_ORDER_ID] : []);
}

describeModel('order-placement machine', model, { drive }, vitest);
