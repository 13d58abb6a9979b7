// SPEC 4 "Connect" and "Merge outcomes", issue "guest → customer": when a shopper logs in with lines in a guest
// cart, those lines are summed into the customer's server cart ONCE. Why the care: the old flow summed client and
// server quantities on every login sync, so a reload, a second tab or a coupon change summed them again. Here the
// sum is a pure plan whose quantities are absolute (replaying a call sets, never adds), and the guest cart's id is
// recorded as merged in the persisted cart: a cart id already recorded is never summed again.
import type { ServerCartItem } from '../contract/cart';
import { CART_ITEM_MAX_QTY } from './limits';
import { type CartItem, cartItemFromServer, confirmedBy, detachedFromServer } from './cart-item';
import { type MergeDiff, type MergePlan, pairOf, planMerge, updateCall } from './merge';

/** The guest's lines summed into the customer's server lines (capped at SPEC 9's 10), server-only lines kept. */
export function planGuestMerge(guestItems: readonly CartItem[], server: readonly ServerCartItem[]): MergePlan {
  const claimed = new Set<number>();
  const plan: MergePlan = { items: [], calls: [], diff: [], result: 'no-changes' };
  for (const guest of guestItems.map(detachedFromServer)) {
    const index = pairOf(guest, server, claimed);
    const line = server[index];
    if (!line) {
      plan.diff.push({ sku: guest.sku, status: 'no-item', clientQty: guest.qty });
      plan.items.push(guest);
      plan.calls.push(updateCall(guest, guest.qty));
      continue;
    }
    claimed.add(index);
    const qty = Math.min(CART_ITEM_MAX_QTY, line.qty + guest.qty);
    const diff: MergeDiff = { sku: guest.sku, status: 'wrong-qty', clientQty: guest.qty, serverQty: line.qty };
    plan.items.push({ ...confirmedBy(guest, line), qty });
    if (qty !== line.qty) {
      plan.diff.push(diff);
      plan.calls.push(updateCall(guest, qty, line));
    }
  }
  server.forEach((line, index) => {
    if (claimed.has(index)) return;
    plan.diff.push({ sku: line.sku, status: 'server-only', serverQty: line.qty });
    plan.items.push(cartItemFromServer(line));
  });
  plan.result = plan.calls.length || plan.diff.length ? 'update-required' : 'no-changes';
  return plan;
}

/** What the persisted cart remembers for the merge: its lines and the guest cart already summed in. */
export interface GuestMergeState {
  items: readonly CartItem[];
  mergedGuestCartId: string | null;
}

export interface GuestMergeResult {
  plan: MergePlan;
  mergedGuestCartId: string | null;
}

/**
 * Merges the guest cart `guestCartId` (null: lines never sent to any cart) into the customer's `server` lines,
 * unless that cart was merged already: then the customer's cart is the truth and nothing is summed.
 */
export function mergeGuestCart(
  state: GuestMergeState,
  guestCartId: string | null,
  server: readonly ServerCartItem[],
): GuestMergeResult {
  if (guestCartId !== null && guestCartId === state.mergedGuestCartId) {
    return { plan: planMerge(state.items, server, { forceServerState: true }), mergedGuestCartId: guestCartId };
  }
  return { plan: planGuestMerge(state.items, server), mergedGuestCartId: guestCartId ?? state.mergedGuestCartId };
}
