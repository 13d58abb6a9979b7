// The header's cart count (SPEC 4 "The cart count is either the number of lines or the summed quantity, per
// configuration"), selected from the cart machine's snapshot for the CartButton by the header's cart container and
// by the cart machine's stories. A module of its own: the header is in the first view, so this imports nothing but
// the pure count rule.
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart.machine';
import { cartCount } from '../../domain/cart/selectors';

/** SPEC 4: the badge counts lines or quantities per configuration; this shop counts pieces. */
export const CART_COUNT_MODE = 'quantity' as const;

export function cartButtonCount(snapshot: SnapshotFrom<typeof cartMachine>): number {
  return cartCount(snapshot.context, CART_COUNT_MODE);
}
