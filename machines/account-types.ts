// The account machine's types (machines/account.machine.ts): its input, context and events, the ports of the other
// subsystems it sends to or listens to, and the systemIds of its children.
import type { ActorRef, EventObject, Snapshot, Subscription } from 'xstate';
import type { Customer } from '../src/domain/contract/user';
import type { ProductListName } from '../src/domain/product-lists';
import type { StoredSession } from '../src/domain/session';
import type { SessionEmitted } from './session-types';
import type { SyncQueueEmitted } from './sync-queue.machine';
import type { TokenLockEmitted } from './token-lock.machine';

/** A port: an actor of another subsystem this machine sends events to. */
export type Port<TEvent extends EventObject> = ActorRef<Snapshot<unknown>, TEvent>;

export type ListsPortEvent = { type: 'lists.clear'; list: ProductListName };
/** SPEC 4 "Cart": the cart connects with the session's token (a guest: null) and is disconnected on logout. */
export type CartPortEvent = { type: 'cart.connect'; token: string | null } | { type: 'cart.disconnect' };
/** Logout clears the checkout details; the session's customer fills them (SPEC 6), null for a guest. */
export type CheckoutPortEvent = { type: 'checkout.clear' } | { type: 'checkout.profile'; customer: Customer | null };
export type NetworkPortEmitted = { type: 'network.changed'; online: boolean };
/** The network machine as this machine listens to it. */
export interface NetworkPort {
  on(type: 'network.changed', handler: (event: NetworkPortEmitted) => void): Subscription;
}

export interface AccountInput {
  /** The browser's online flag when the account starts; `true` during SSR. */
  online: boolean;
  /** SPEC 6: autoRefreshTokens (on by default) and SPEC 9's maximum network task attempts, for the token lock. */
  autoRefresh?: boolean;
  maxRefreshAttempts?: number;
  /** Wishlist and compare (machines/product-lists.machine.ts): cleared on logout. */
  productLists?: Port<ListsPortEvent>;
  /** The network machine: its `network.changed` reaches the session and the queue. */
  network?: NetworkPort;
  /** A new sync task's id (crypto.randomUUID in the browser) and the time it is made at. */
  newTaskId?: () => string;
  now?: () => string;
}

export interface AccountContext {
  online: boolean;
  autoRefresh: boolean;
  maxRefreshAttempts: number | undefined;
  /** Whether the session holds a pair (what the lock and the queue were last told). */
  signedIn: boolean;
  /** The session's access token as last reported (null: a guest; undefined: the session is not restored yet). */
  token: string | null | undefined;
  productLists: Port<ListsPortEvent> | null;
  network: AccountInput['network'] | null;
  /** The commerce subsystem loads later; it connects its cart and checkout with `account.commerceConnected`. */
  cart: Port<CartPortEvent> | null;
  /** The token the cart was last connected with (undefined: not yet told by this machine). */
  cartToken: string | null | undefined;
  checkout: Port<CheckoutPortEvent> | null;
  /** The session's customer as last announced (null: a guest), given to the checkout once it is connected. */
  customer: Customer | null;
  newTaskId: () => string;
  now: () => string;
}

export type AccountEvent =
  | { type: 'account.commerceConnected'; cart: Port<CartPortEvent>; checkout: Port<CheckoutPortEvent> }
  /** From `watchStoredSession`: another tab of the store view saved the session (null: it logged out). */
  | { type: 'session.storedElsewhere'; session: StoredSession | null }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  // What the children emit, relayed by `relayChildren`:
  | SessionEmitted
  | TokenLockEmitted
  | SyncQueueEmitted;

export type AccountEmitted =
  /** SPEC 4 logout, for a listener outside (the same clearing this machine sends to the connected ports). */
  { type: 'account.loggedOut'; silent: boolean };

/** The systemIds of the children: `account.system.get(ACCOUNT_CHILDREN.session)`. */
export const ACCOUNT_CHILDREN = {
  session: 'session',
  tokenLock: 'tokenLock',
  syncQueue: 'syncQueue',
  newsletter: 'newsletter',
} as const;
