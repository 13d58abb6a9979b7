// SPEC 4 "Sync" and "Merge outcomes": which merge a sync runs, decided from what the cart knows. Why a rule of its
// own: the force flags are where double adds and lost changes come from, so the choice is made in one pure place.
//  - guest-merge: a login found guest lines not yet summed into the customer's cart (summed once, guest-merge.ts).
//  - fresh: the cart id is new to these lines (a first cart, a guest retry): both sides are kept, nothing deleted.
//  - push: the shopper changed the cart since the last sync: the client is the truth, the diff goes to the server.
//  - pull: nothing changed here: the server is the truth (another device, a coupon, a reload).
//  A cart emptied by a paid order (`clientIsTruth`) pushes, even to a cart id new to it: a merge would bring the
//  order's lines back from the customer's server cart (issue 15, SPEC 4 step 8).
import type { ServerCartItem } from '../contract/cart';
import type { CartItem } from './cart-item';
import { mergeGuestCart } from './guest-merge';
import { itemsHash } from './items-hash';
import { type MergePlan, planMerge } from './merge';

export type SyncMode = 'guest-merge' | 'fresh' | 'push' | 'pull';

export interface SyncState {
  items: readonly CartItem[];
  cartServerToken: string | null;
  itemsHash: string | null;
  syncedCartId: string | null;
  mergedGuestCartId: string | null;
  guestMerge: { guestCartId: string | null } | null;
  clientIsTruth?: boolean;
}

/** The shopper's cart differs from the one last synced with this cart id. */
export function hasLocalChanges(state: Pick<SyncState, 'items' | 'itemsHash'>): boolean {
  return itemsHash(state.items) !== state.itemsHash;
}

export function syncMode(state: SyncState): SyncMode {
  if (state.clientIsTruth) return 'push';
  if (state.guestMerge) return 'guest-merge';
  if (state.syncedCartId !== state.cartServerToken) return 'fresh';
  return hasLocalChanges(state) ? 'push' : 'pull';
}

export interface SyncPlan {
  mode: SyncMode;
  plan: MergePlan;
  mergedGuestCartId: string | null;
}

/** The plan against the server's lines; a guest merge is consumed by planning it (never planned twice). */
export function planSync(state: SyncState, server: readonly ServerCartItem[]): SyncPlan {
  const mode = syncMode(state);
  if (mode === 'guest-merge') {
    const merged = mergeGuestCart(state, state.guestMerge?.guestCartId ?? null, server);
    return { mode, ...merged };
  }
  const flags = mode === 'push' ? { forceClientState: true } : mode === 'pull' ? { forceServerState: true } : {};
  // A pending login merge a push overrides is recorded as made: that guest cart is never summed in later.
  const mergedGuestCartId = state.guestMerge?.guestCartId ?? state.mergedGuestCartId;
  return { mode, plan: planMerge(state.items, server, flags), mergedGuestCartId };
}
