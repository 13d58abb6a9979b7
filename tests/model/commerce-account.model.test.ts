// Model-based test of the commerce-account machine (issue 14, SPEC 4 "Cart") through the real composition
// (src/app/root/commerce-actors.ts `accountLink`) with fakes: the account's chunk (a lazy subsystem the path loads),
// a cart, a checkout and an account machine that record what they are sent. Every path must take every state and
// transition. The cart connects as a guest exactly when the account is not there at start and no session is stored
// (or the stored session's chunk failed), never before a stored session's account; the account machine gets the cart
// and the checkout exactly once, as soon as it is there.
import * as vitest from 'vitest';
import { expect } from 'vitest';
import { type AnyEventObject, type InspectionEvent, createActor, fromCallback } from 'xstate';
import type { AccountActors } from '../../src/app/root/account-actors';
import { type CommerceWiring, accountLink } from '../../src/app/root/commerce-actors';
import { type LazySubsystem, lazySubsystem } from '../../src/app/root/lazy-subsystem';
import { type ModelPath, describeModel, runPath } from '../helpers/model';
import { commerceAccountModel as model } from './commerce-account.model';

type Path = ModelPath<typeof model.machine>;

/** An actor that records the events it is sent. */
function recorder() {
  const received: AnyEventObject[] = [];
  const actor = createActor(fromCallback(({ receive }) => receive((event) => received.push(event))));
  actor.start();
  return { actor, received };
}

/** The account's chunk: a lazy subsystem whose load the path performs, its listeners told at once. */
function accountChunk(actors: AccountActors, loaded: boolean) {
  let current: AccountActors | null = loaded ? actors : null;
  const listeners = new Set<() => void>();
  const chunk: LazySubsystem<AccountActors> = {
    current: () => current,
    load: async () => actors,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => undefined,
  };
  const loadNow = () => {
    current = actors;
    for (const listener of listeners) listener();
  };
  return { chunk, loadNow };
}

/** The real hand-over with recording fakes and an account chunk that loads with `create` (a lazy subsystem). */
function linked(create: () => Promise<AccountActors>, accountStored: boolean) {
  const cart = recorder();
  const checkout = recorder();
  const chunk = lazySubsystem(create);
  const handOver = accountLink({ cart: cart.actor as never, checkout: checkout.actor as never }, {
    account: chunk,
    accountStored,
  } as unknown as CommerceWiring);
  handOver.start();
  return { cart, checkout, chunk, handOver };
}

function drive(path: Path, inspect?: (event: InspectionEvent) => void) {
  const cart = recorder();
  const checkout = recorder();
  const account = recorder();
  const { chunk, loadNow } = accountChunk(
    { account: account.actor } as unknown as AccountActors,
    path.input?.account != null,
  );
  const handOver = accountLink({ cart: cart.actor as never, checkout: checkout.actor as never }, {
    account: chunk,
    accountStored: path.input?.accountStored,
  } as unknown as CommerceWiring);
  // The composition's actor, created again with the inspection the coverage check needs.
  const actor = createActor(handOver.logic, { input: handOver.options.input, inspect });
  // The world's events: the account's chunk loads (the machine's `accountChunk` reports it), or a stored session's
  // chunk fails (its report, sent as the callback sends it: the rejection itself is the async test below).
  runPath(
    model,
    path,
    { actor, perform: (event) => (event.type === 'account.loaded' ? loadNow() : actor.send(event)) },
    expect,
  );
  return { cart: cart.received, checkout: checkout.received, account: account.received };
}

describeModel(
  'commerce-account machine',
  model,
  {
    drive,
    check(path, sent) {
      const noAccountAtStart = path.input?.account == null;
      const stored = path.input?.accountStored === true;
      const first = path.steps[0]?.event.type;
      // A stored session's cart is connected as a guest's only when its chunk failed before it loaded.
      const guest = noAccountAtStart && (!stored || first === 'account.unavailable');
      expect(sent.cart, 'a guest cart exactly when no account is there or coming').toEqual(
        guest ? [{ type: 'cart.connect', token: null }] : [],
      );
      expect(sent.checkout, 'the checkout hears of the account from the account machine').toEqual([]);
      const handedOver = path.steps.some((step) => step.event.type === 'account.loaded') || !noAccountAtStart;
      expect(
        sent.account.map((event) => event.type),
        'the account gets the cart and checkout once',
      ).toEqual(handedOver ? ['account.commerceConnected'] : []);
    },
    tests() {
      vitest.it("hands the cart over when the account's chunk loads after the cart started", async () => {
        const account = recorder();
        const { cart, checkout, chunk, handOver } = linked(
          async () => ({ account: account.actor }) as unknown as AccountActors,
          false,
        );
        expect(cart.received).toEqual([{ type: 'cart.connect', token: null }]);
        expect(account.received).toEqual([]);
        await chunk.load();
        expect(account.received).toEqual([
          { type: 'account.commerceConnected', cart: cart.actor, checkout: checkout.actor },
        ]);
        expect(handOver.getSnapshot().status).toBe('done');
        expect(cart.received, 'the cart connects as a guest once').toHaveLength(1);
      });
      vitest.it(
        'waits for a stored session’s account: the chunk is loaded, the cart never connected as a guest’s',
        async () => {
          const account = recorder();
          const { cart, checkout, handOver } = linked(
            async () => ({ account: account.actor }) as unknown as AccountActors,
            true,
          );
          expect(handOver.getSnapshot().value).toBe('awaitingAccount');
          await vitest.vi.waitFor(() => expect(handOver.getSnapshot().status).toBe('done'));
          expect(cart.received, 'never a guest connect: it would clear the customer’s cart').toEqual([]);
          expect(account.received).toEqual([
            { type: 'account.commerceConnected', cart: cart.actor, checkout: checkout.actor },
          ]);
        },
      );
      vitest.it('connects a guest’s cart when a stored session’s chunk cannot load', async () => {
        const { cart, handOver } = linked(() => Promise.reject(new Error('chunk failed')), true);
        await vitest.vi.waitFor(() => expect(handOver.getSnapshot().value).toBe('guest'));
        expect(cart.received).toEqual([{ type: 'cart.connect', token: null }]);
      });
    },
  },
  vitest,
);
