// Whether the cart is adding a product (SPEC 3 flag "adding"): the add's stock check runs, or an add waits for the
// cart to load (the cart machine defers it). For the product page's button; a module of its own so the product page
// imports nothing else of the cart.
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart.machine';

export function isCartAdding(snapshot: SnapshotFrom<typeof cartMachine>): boolean {
  return snapshot.hasTag('adding') || snapshot.context.deferredAdds.length > 0;
}
