// Model-based test of the payment-return machine (ARCHITECTURE §3): every generated path drives a real actor whose
// verification never answers by itself (the path delivers the server's verdict) and whose app actions are recorded.
// After each step, besides each state's promises: the server was asked exactly once per entry into `verifying`,
// with the provider's query; a paid return cleared the cart, completed the order and went to /thankyou, nothing
// else; a failure notified SPEC 8's message once and only Montonio went back to /checkout; no return was verified
// without what its provider signs.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { PaymentReturnDestination, VerifyPaymentInput } from '../../machines/payment-return.machine';
import type { PaymentReturnResult } from '../../src/domain/contract/payment';
import type { OrderConfirmation } from '../../src/domain/order/outcome';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { paymentReturnModel as model } from './payment-return.model';

type Path = ModelPath<typeof model.machine>;
type Effect =
  | ['clearCart']
  | ['completeOrder', OrderConfirmation]
  | ['navigate', PaymentReturnDestination | null]
  | ['notify', string];

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  const verifications: VerifyPaymentInput[] = [];
  const effects: Effect[] = [];
  const machine = model.machine.provide({
    actors: {
      verifyPayment: fromPromise<PaymentReturnResult, VerifyPaymentInput>(({ input }) => {
        verifications.push(input);
        return new Promise<never>(() => {});
      }),
    },
    actions: {
      clearCart: () => effects.push(['clearCart']),
      completeOrder: (_, confirmation) => effects.push(['completeOrder', confirmation]),
      navigate: (_, destination) => effects.push(['navigate', destination]),
      notify: (_, message) => effects.push(['notify', message]),
    },
  });
  const actor = createActor(machine, { input: path.input, inspect });
  const perform = (event: AnyEventObject) => {
    const asked = verifications.length;
    const done = effects.length;
    const before = actor.getSnapshot();
    actor.send(event as never);
    const after = actor.getSnapshot();
    const entered = (state: 'verifying' | 'paid' | 'failed' | 'exception') =>
      after.matches(state) && !before.matches(state);
    expect(verifications.length - asked, 'one verification per entry into verifying').toBe(
      entered('verifying') ? 1 : 0,
    );
    if (entered('verifying')) {
      const { provider, storeCode, query } = after.context;
      expect(verifications.at(-1)).toEqual({ provider, storeCode, query });
    }
    const { provider, message, confirmation } = after.context;
    const expected: Effect[] = entered('paid')
      ? [['clearCart'], ['completeOrder', confirmation as OrderConfirmation], ['navigate', 'thankyou']]
      : entered('failed')
        ? [
            ['notify', message as string],
            ['navigate', provider === 'montonio' ? 'checkout' : null],
          ]
        : entered('exception')
          ? [['notify', message as string]]
          : [];
    expect(effects.slice(done), 'what the shopper gets from the app').toEqual(expected);
  };
  runPath(model, path, { actor, perform }, expect);
}

describeModel('payment-return machine', model, { drive }, vitest);
