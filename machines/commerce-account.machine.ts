// Issue 14, SPEC 4 "Cart": who connects the cart when the commerce subsystem starts. The account (session, token
// lock, sync queue: machines/account.machine.ts) is a chunk of its own that may load before the cart, after it, or
// never. While it is not loaded the shopper is a guest: the cart connects without a token. Once it is loaded the
// account machine gets the cart and the checkout (`account.commerceConnected`) and from then on connects the cart
// itself on restore, login, refresh and logout, and gives the checkout the customer; this machine is then done.
// Its one actor, `accountChunk`, reports the account once its chunk has loaded (src/app/root/commerce-actors.ts).
// No I/O here.
import { type ActorRef, type Snapshot, assertEvent, assign, fromCallback, sendTo, setup } from 'xstate';
import type { AccountEmitted, AccountEvent, CartPortEvent, CheckoutPortEvent, Port } from './account-types';

/** The account machine, as this one sees it: what it is sent. */
export type AccountPort = ActorRef<Snapshot<unknown>, AccountEvent, AccountEmitted>;

export interface CommerceAccountInput {
  cart: Port<CartPortEvent>;
  checkout: Port<CheckoutPortEvent>;
  /** The account machine when its chunk had loaded before the commerce subsystem started; null: not (yet). */
  account: AccountPort | null;
}

export type CommerceAccountContext = CommerceAccountInput;

export type CommerceAccountEvent =
  /** From `accountChunk`: the account's chunk has loaded and its machine runs. */
  { type: 'account.loaded'; account: AccountPort };

export const commerceAccountMachine = setup({
  types: {
    input: {} as CommerceAccountInput,
    context: {} as CommerceAccountContext,
    events: {} as CommerceAccountEvent,
  },
  actors: {
    /** Provided by the composition root: sends `account.loaded` once the account's chunk has loaded. */
    accountChunk: fromCallback<CommerceAccountEvent>(() => undefined),
  },
  guards: {
    accountLoaded: ({ context }) => context.account !== null,
  },
  actions: {
    // SPEC 4 "Cart": a guest's cart until the account is there.
    connectAsGuest: sendTo(({ context }) => context.cart, { type: 'cart.connect', token: null } as const),
    keepAccount: assign(({ event }) => {
      assertEvent(event, 'account.loaded');
      return { account: event.account };
    }),
    // The account machine connects the cart with the session's token and follows it (machines/account.machine.ts).
    handToAccount: sendTo(
      ({ context }) => context.account as AccountPort,
      ({ context }) => ({ type: 'account.commerceConnected', cart: context.cart, checkout: context.checkout }) as const,
    ),
  },
}).createMachine({
  id: 'commerceAccount',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'accountLoaded', target: 'withAccount' }, { target: 'guest' }],
    },
    guest: {
      tags: ['guest'],
      entry: 'connectAsGuest',
      invoke: { src: 'accountChunk' },
      on: { 'account.loaded': { target: 'withAccount', actions: 'keepAccount' } },
    },
    // The account machine owns the cart's connection from here.
    withAccount: { type: 'final', entry: 'handToAccount' },
  },
});
