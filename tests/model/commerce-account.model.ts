// The commerce-account machine's model (issue 14, SPEC 4 "Cart"): the commerce subsystem starts with the account's
// chunk already loaded or not, with a customer's session stored in the browser or not; the chunk loads later (or
// never, or a stored session's chunk fails to load). What each state promises. Registered in
// tests/model/models.ts. The refs in the inputs and events are stand-ins: the model test drives the real composition
// (src/app/root/commerce-actors.ts `accountLink`) with recording fakes.
import { createActor, createMachine } from 'xstate';
import {
  type AccountPort,
  type CommerceAccountInput,
  commerceAccountMachine,
} from '../../machines/commerce-account.machine';
import type { CartPortEvent, CheckoutPortEvent, Port } from '../../machines/account-types';
import { type ModelEntry, stateName } from '../helpers/model';

const standIn = (id: string) => createActor(createMachine({ id }));

export const MODEL_CART = standIn('cart') as unknown as Port<CartPortEvent>;
export const MODEL_CHECKOUT = standIn('checkout') as unknown as Port<CheckoutPortEvent>;
export const MODEL_ACCOUNT = standIn('account') as unknown as AccountPort;

const inputs: CommerceAccountInput[] = [
  { cart: MODEL_CART, checkout: MODEL_CHECKOUT, account: null, accountStored: false },
  { cart: MODEL_CART, checkout: MODEL_CHECKOUT, account: null, accountStored: true },
  { cart: MODEL_CART, checkout: MODEL_CHECKOUT, account: MODEL_ACCOUNT, accountStored: true },
];

export const commerceAccountModel: ModelEntry<typeof commerceAccountMachine> = {
  machine: commerceAccountMachine,
  inputs,
  events: [{ type: 'account.loaded', account: MODEL_ACCOUNT }, { type: 'account.unavailable' }],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.account !== null]),
  describeEvent: (event) =>
    event.type === 'account.loaded' ? "the account's chunk has loaded" : "the stored session's chunk failed to load",
  describeState: (snapshot) =>
    `${stateName(snapshot)}${snapshot.context.account ? ' (account loaded)' : ' (no account yet)'}`,
  legend: [
    'inputs: the account chunk not loaded when the cart starts, no session stored; not loaded, a session stored; loaded before it',
  ],
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('guest'), 'a guest while there is no account, unless a stored session is awaited').toBe(
        snapshot.context.account === null && !snapshot.matches('awaitingAccount'),
      );
    },
    awaitingAccount: ({ snapshot }, expect) => {
      expect(snapshot.context.accountStored, 'only a stored session is awaited').toBe(true);
      expect(snapshot.children, 'listens for the account chunk').not.toEqual({});
    },
    guest: ({ snapshot }, expect) => {
      expect(snapshot.status, 'waits for the account chunk').toBe('active');
      expect(snapshot.children, 'listens for the account chunk').not.toEqual({});
    },
    withAccount: ({ snapshot }, expect) => {
      expect(snapshot.status, 'the account machine owns the cart from here').toBe('done');
    },
  },
};
