// The cart part of the composition root (ARCHITECTURE §1 rule 2): the cart machine provided with its I/O (SPEC 7's
// /api/cart/*, /api/stock/check and /api/stock/list through the cart adapter, IndexedDB through `cartStorage`) and wired to the rest of
// the page (SPEC 4 "Cart"): every change is written to storage and broadcast to the other tabs, every notice goes to
// `notify`; the machine's invoked `otherTabs` (another tab's change replaces this tab's cart, never synced or merged
// again) and `network` (going online reloads it from the server) are provided here. The session (cart.connect /
// cart.disconnect) is the caller's: machines/commerce-account.machine.ts and the account machine; tests and the bench
// send it themselves.
import { type Actor, type ActorRefFrom, createActor, fromCallback, fromPromise } from 'xstate';
import { cartMachine } from '../../../machines/cart.machine';
import type { networkMachine } from '../../../machines/network.machine';
import type { CartNotice } from '../../domain/cart/notices';
import type { StoreCode } from '../../domain/store-views';
import type { CommerceDeps } from './commerce-actors';

/** The cart's I/O: the cart adapter, the stored cart, the other tabs, the clock of the sync stamps and the adds'
 * write-ahead records (src/adapters/cart-adds-log.ts; left out: adds are not recorded). */
export type CartDeps = Pick<CommerceDeps, 'cartApi' | 'cartStorage' | 'cartChannel' | 'now' | 'cartAdds'>;

export interface CartWiring {
  storeCode: StoreCode;
  online: boolean;
  network: ActorRefFrom<typeof networkMachine>;
  /** A cart notice for the shopper (the app makes it a notification in the shopper's language). */
  notify(notice: CartNotice): void;
}

export type CartActor = Actor<typeof cartMachine>;

/** The cart actor, wired and not started (the caller sends the session, then starts it). */
export function createCartActor(deps: CartDeps, wiring: CartWiring): CartActor {
  const { cartApi } = deps;
  // The actor itself, for the adds its load sends again (it is started by the caller, after this returns).
  let self: CartActor | null = null;
  const cart = createActor(
    cartMachine.provide({
      actors: {
        // SPEC 4 "Add flow": the stored cart, and this tab's adds it did not take (a reload cut their write off)
        // sent again; the cart defers them while it loads, then takes them in turn (never one it holds twice).
        loadCart: fromPromise(async () => {
          const stored = await deps.cartStorage.load();
          const taken = stored?.takenAdds ?? [];
          deps.cartAdds?.forget(taken);
          for (const add of deps.cartAdds?.unfinished() ?? []) {
            if (!taken.includes(add.id))
              self?.send({ type: 'cart.add', product: add.product, qty: add.qty, id: add.id });
          }
          return stored;
        }),
        createCart: fromPromise(({ input, signal }) => cartApi.create(input.token, signal)),
        pullCart: fromPromise(async ({ input, signal }) => ({
          items: await cartApi.pull(input, signal),
          at: deps.now().toISOString(),
        })),
        updateItem: fromPromise(({ input: { cartItem, ...ref }, signal }) => cartApi.update(ref, cartItem, signal)),
        deleteItem: fromPromise(({ input: { cartItem, ...ref }, signal }) => cartApi.remove(ref, cartItem, signal)),
        pullTotals: fromPromise(({ input, signal }) => cartApi.totals(input, signal)),
        checkStock: fromPromise(({ input, signal }) => cartApi.checkStock(input.sku, signal)),
        checkLineStock: fromPromise(({ input, signal }) => cartApi.stockList(input.skus, signal)),
        applyCoupon: fromPromise(({ input: { code, ...ref }, signal }) => cartApi.applyCoupon(ref, code, signal)),
        removeCoupon: fromPromise(({ input, signal }) => cartApi.removeCoupon(input, signal)),
        loadShippingMethods: fromPromise(({ input: { address, ...ref }, signal }) =>
          cartApi.shippingMethods(ref, address, signal),
        ),
        loadPaymentMethods: fromPromise(({ input, signal }) => cartApi.paymentMethods(input, signal)),
        saveShippingInformation: fromPromise(({ input: { addressInformation, ...ref }, signal }) =>
          cartApi.shippingInformation(ref, addressInformation, signal),
        ),
        // SPEC 4 "On going online … the cart is reloaded from the server".
        network: fromCallback(({ sendBack }) => {
          const subscription = wiring.network.on('network.changed', ({ online }) =>
            sendBack({ type: online ? 'network.online' : 'network.offline' }),
          );
          return () => subscription.unsubscribe();
        }),
        // SPEC 4: another tab's change replaces ours, never synced or merged again.
        otherTabs: fromCallback(({ sendBack }) =>
          deps.cartChannel.listen((persisted) => sendBack({ type: 'cart.externalChange', cart: persisted })),
        ),
      },
    }),
    { input: { storeCode: wiring.storeCode, online: wiring.online } },
  );
  self = cart;

  cart.on('cart.notify', ({ notice }) => wiring.notify(notice));

  // SPEC 4: every change persists and reaches the other tabs; theirs replace ours, never synced or merged again.
  // SPEC 4 "Add flow": once the cart holding an add's outcome is stored, the add's write-ahead record goes.
  cart.on('cart.persist', ({ cart: persisted }) => {
    const taken = persisted.takenAdds ?? [];
    void deps.cartStorage.save(persisted).then(
      () => deps.cartAdds?.forget(taken),
      () => undefined,
    );
    deps.cartChannel.post(persisted);
  });
  return cart;
}
