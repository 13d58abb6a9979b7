// Issue 14, SPEC 4 "Cart": who connects the cart when the commerce subsystem starts. The account (session, token
// lock, sync queue: machines/account.machine.ts) is a chunk of its own that may load before the cart, after it, or
// never. While it is not loaded the shopper is a guest: the cart connects without a token, unless the browser holds a
// customer's session (or queued account tasks): then the account's chunk is on its way and the cart waits for it, for
// a cart connected as a guest's clears a customer's cart (SPEC 4 "Connect": a customer's cart seen by a guest is that
// customer's), and a line the last page added but could not push yet would be lost. Once it is loaded the
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
  /** The browser holds a customer's session or queued account tasks: the account's chunk is loading. */
  accountStored: boolean;
}

export type CommerceAccountContext = CommerceAccountInput;

export type CommerceAccountEvent =
  /** From `accountChunk`: the account's chunk has loaded and its machine runs. */
  | { type: 'account.loaded'; account: AccountPort }
  /** From `accountChunk`: the stored session's chunk could not load (the shopper is a guest for this page). */
  | { type: 'account.unavailable' };

export const commerceAccountMachine = setup({
  types: {
    input: {} as CommerceAccountInput,
    context: {} as CommerceAccountContext,
    events: {} as CommerceAccountEvent,
  },
  actors: {
    /**
     * Provided by the composition root: sends `account.loaded` once the account's chunk has loaded. With `load` it
     * loads the chunk itself (a stored session) and sends `account.unavailable` when that fails.
     */
    accountChunk: fromCallback<CommerceAccountEvent, { load: boolean }>(() => undefined),
  },
  guards: {
    accountLoaded: ({ context }) => context.account !== null,
    accountStored: ({ context }) => context.accountStored,
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
      always: [
        { guard: 'accountLoaded', target: 'withAccount' },
        { guard: 'accountStored', target: 'awaitingAccount' },
        { target: 'guest' },
      ],
    },
    // A stored session: the cart is not connected (it keeps its lines and does no server work) until the account
    // machine connects it with the session's token, or the chunk fails and the shopper is a guest after all.
    awaitingAccount: {
      invoke: { src: 'accountChunk', input: { load: true } },
      on: {
        'account.loaded': { target: 'withAccount', actions: 'keepAccount' },
        'account.unavailable': { target: 'guest' },
      },
    },
    guest: {
      tags: ['guest'],
      entry: 'connectAsGuest',
      invoke: { src: 'accountChunk', input: { load: false } },
      on: { 'account.loaded': { target: 'withAccount', actions: 'keepAccount' } },
    },
    // The account machine owns the cart's connection from here.
    withAccount: { type: 'final', entry: 'handToAccount' },
  },
});
