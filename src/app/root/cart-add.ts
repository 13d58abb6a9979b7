// SPEC 4 "Add flow": how a page's "Add to cart" reaches the cart. Each add is first recorded, synchronously, as a
// write-ahead record in localStorage (src/adapters/cart-adds-log.ts), then the commerce code loads (on the first add)
// and the cart machine gets the add with the record's id. A reload right after the click, before the cart's code,
// its stock check or its IndexedDB write finished, finds the record and the cart takes the add then (cart-actor.ts);
// the stored cart names the adds it took, so none is taken twice.
// The product-options machine's hand-off to the cart is its `addToCart` action, provided here once per commerce
// subsystem and store (`productOptionsWithCart`): the page runs the provided machine and only sends it events.
import type { CartProduct } from '../../domain/cart/cart-item';
import type { StoreCode } from '../../domain/store-views';
import { cartAddsLog } from '../../adapters/cart-adds-log';
import { productOptionsMachine } from '../../../machines/product-options.machine';
import type { CommerceActors } from './commerce-actors';
import type { LazySubsystem } from './lazy-subsystem';

export interface CartAddLine {
  product: CartProduct;
  qty: number | string;
}

export async function addToCart(
  commerce: LazySubsystem<CommerceActors>,
  storeCode: StoreCode,
  lines: readonly CartAddLine[],
): Promise<void> {
  const ids = cartAddsLog(storeCode).record(lines);
  const { cart } = await commerce.load();
  lines.forEach((line, index) => {
    const id = ids[index];
    cart.send({ type: 'cart.add', product: line.product, qty: line.qty, ...(id ? { id } : {}) });
  });
}

const provided = new WeakMap<LazySubsystem<CommerceActors>, Map<StoreCode, typeof productOptionsMachine>>();

/**
 * SPEC 4 "Add flow": the product-options machine with its `addToCart` port provided: each 'add to cart' is recorded
 * synchronously, in the machine's transition (a reload right after the click does not lose it), then sent to the cart.
 * Made once per commerce subsystem and store view.
 */
export function productOptionsWithCart(
  commerce: LazySubsystem<CommerceActors>,
  storeCode: StoreCode,
): typeof productOptionsMachine {
  let byStore = provided.get(commerce);
  if (!byStore) {
    byStore = new Map();
    provided.set(commerce, byStore);
  }
  let machine = byStore.get(storeCode);
  if (!machine) {
    machine = productOptionsMachine.provide({
      actions: {
        addToCart: (_, { lines }) => {
          // A failed load of the commerce chunk leaves the record: the next page load replays it.
          addToCart(commerce, storeCode, lines).catch(() => undefined);
        },
      },
    });
    byStore.set(storeCode, machine);
  }
  return machine;
}
