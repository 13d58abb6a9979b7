// Model-based test of the checkout machine (ARCHITECTURE §3): every generated path drives a real actor, whose
// persisted details are kept in a fake store; after every step the store holds exactly the machine's details and
// modifiedAt (SPEC 4: saving checkout details also persists them), and nothing is written before storage answered.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { CheckoutDetails } from '../../src/domain/checkout/details';
import { type ModelPath, describeModel, generatePaths, runPath } from '../helpers/model';
import { checkoutModel as model } from './checkout.model';

type Path = ModelPath<typeof model.machine>;

function drive(path: Path, inspect?: (event: InspectionEvent) => void): void {
  let stored: { details: CheckoutDetails; modifiedAt: number | null } | null = null;
  // The actors answer only when the path says so (their done / error events).
  const pending = fromPromise(() => new Promise<never>(() => {}));
  const actor = createActor(
    model.machine.provide({
      actors: {
        placeOrder: pending as never,
        createAccount: pending as never,
        createPaymentRedirect: pending as never,
        postLiisiApplication: pending as never,
        checkGiftCard: pending as never,
      },
    }),
    { input: path.input, inspect },
  );
  actor.on('checkout.persist', ({ details, modifiedAt }) => {
    stored = { details, modifiedAt };
  });
  const perform = (event: AnyEventObject) => {
    actor.send(event as never);
    const { context } = actor.getSnapshot();
    if (actor.getSnapshot().matches('restoring')) {
      expect(stored, 'nothing is written before the stored details are back').toBeNull();
    } else {
      expect(stored, 'SPEC 4: storage holds the details as they are').toEqual({
        details: context.details,
        modifiedAt: context.modifiedAt,
      });
    }
  };
  runPath(model, path, { actor, perform }, expect);
}

describeModel(
  'checkout machine',
  model,
  {
    drive,
    /** The fewest paths that still take every state and transition. */
    coveragePaths: generatePaths(model),
  },
  vitest,
);
