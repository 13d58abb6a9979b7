// The cart machine's actions on the shopper's side (machines/cart.machine.ts): storage and notices, the session,
// the network and the microcart flags, and the local changes of SPEC 4 (applied at once, synced after): the add
// flow, quantities, removal, clearing. The server work's actions are in cart-server-actions.ts. Pure: they assign
// and emit; the rules are functions of src/domain/cart.
import { assertEvent, assign, emit, enqueueActions } from 'xstate';
import { addBlockers, addToCart, changeLineQty, removeLine } from '../../src/domain/cart/lines';
import { linesToCheck } from '../../src/domain/cart/line-stock';
import { CART_NOTICES, type CartNotice } from '../../src/domain/cart/notices';
import { type PersistedCart, withTakenAdd } from '../../src/domain/cart/persisted';
import type { StockItem } from '../../src/domain/contract/stock';
import {
  cleared,
  connected,
  converted,
  disconnected,
  fromOtherTab,
  isKnownAdd,
  persistedCart,
  restored,
  withOrderEnds,
} from './cart-context';
import { cartSetup } from './cart-setup';
import type { AddRequest, CartContext } from './cart-types';

export const persistOf = (context: CartContext) => ({ type: 'cart.persist' as const, cart: persistedCart(context) });

/** The add an event asks for, with its write-ahead id when it has one. */
const addRequest = (event: { product: AddRequest['product']; qty: AddRequest['qty']; id?: string }): AddRequest => ({
  product: event.product,
  qty: event.qty,
  ...(event.id === undefined ? {} : { id: event.id }),
});

type Enqueue = { assign(values: Partial<CartContext>): void; emit(event: ReturnType<typeof persistOf>): void };

/**
 * SPEC 4 "Add flow", "Cart changes persist": the add's outcome is known (its line added, or refused): its id is taken
 * and the cart persisted with it, the lines and the id in one record (the adapter then drops its write-ahead record).
 */
function takeAdd(context: CartContext, id: string, items: CartContext['items'], enqueue: Enqueue): void {
  const takenAdds = withTakenAdd(context.takenAdds, id);
  enqueue.assign({ takenAdds });
  enqueue.emit(persistOf({ ...context, items, takenAdds }));
}

export const cartLocalSetup = cartSetup.extend({
  actions: {
    persist: emit(({ context }) => persistOf(context)),
    notify: emit((_, notice: CartNotice) => ({ type: 'cart.notify' as const, notice })),
    // SPEC 4 "Stock status": the stored lines are checked once loaded.
    restore: assign((_, stored: PersistedCart | null) => {
      const loaded = restored(stored);
      return { ...loaded, stockPending: linesToCheck(loaded.items ?? []) };
    }),
    rememberSession: assign(({ event }) => {
      assertEvent(event, ['cart.connect', 'cart.disconnect']);
      return {
        pendingSession:
          event.type === 'cart.connect'
            ? { kind: 'connect' as const, token: event.token }
            : { kind: 'disconnect' as const },
      };
    }),
    applyPendingSession: assign(({ context }) => {
      const pending = context.pendingSession;
      if (!pending) return {};
      const applied = pending.kind === 'connect' ? connected(context, pending.token) : disconnected(context);
      return { ...applied, pendingSession: null };
    }),
    connect: assign(({ context, event }) => {
      assertEvent(event, 'cart.connect');
      return connected(context, event.token);
    }),
    // In `disabled` the token is only kept: sync stays off until a logout (SPEC 4 "Otherwise cart sync is disabled").
    keepToken: assign(({ event }) => {
      assertEvent(event, 'cart.connect');
      return { sessionKnown: true, token: event.token };
    }),
    disconnect: assign(({ context }) => disconnected(context)),
    takeOtherTab: assign(({ context, event }) => {
      assertEvent(event, 'cart.externalChange');
      return fromOtherTab(context, event.cart);
    }),
    forceSync: assign({ forceSync: true }),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    // SPEC 4 "On going online … the cart is reloaded from the server".
    reloadOnline: assign({ online: true, forceSync: true }),
    // SPEC 4 "Stock status": opening the mini cart checks its lines again.
    openMicrocart: assign(({ context }) => ({ microcartOpen: true, stockPending: linesToCheck(context.items) })),
    closeMicrocart: assign({ microcartOpen: false }),
    requestLineStock: assign(({ context }) => ({ stockPending: linesToCheck(context.items) })),
    toggleMicrocart: assign(({ context }) => ({
      microcartOpen: !context.microcartOpen,
      stockPending: context.microcartOpen ? context.stockPending : linesToCheck(context.items),
    })),
    // ---- the add flow (SPEC 4 "Add flow") ----
    notifyAddBlockers: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'cart.add');
      for (const notice of addBlockers(context.items, event.product, event.qty))
        enqueue.emit({ type: 'cart.notify', notice });
      // A refused add is taken too: its write-ahead record goes, a reload does not refuse it again.
      if (event.id !== undefined) takeAdd(context, event.id, context.items, enqueue);
    }),
    rememberAdd: assign(({ event }) => {
      assertEvent(event, 'cart.add');
      return { pendingAdd: addRequest(event) };
    }),
    // SPEC 4 "The cart loads once": an add before that (or during another add's stock check) waits its turn. An add
    // the cart already holds or took (its write-ahead record replayed while the page sent it too) is not added twice.
    deferAdd: assign(({ context, event }) => {
      assertEvent(event, 'cart.add');
      if (isKnownAdd(context, event.id)) return {};
      return { deferredAdds: [...context.deferredAdds, addRequest(event)] };
    }),
    takeDeferredAdd: assign(({ context }) => ({
      pendingAdd: context.deferredAdds[0] ?? null,
      deferredAdds: context.deferredAdds.slice(1),
    })),
    // SPEC 5: a deferred add that validation refuses shows its messages, as an add at once would.
    refuseDeferredAdd: enqueueActions(({ context, enqueue }) => {
      const [next, ...rest] = context.deferredAdds;
      if (!next) return;
      for (const notice of addBlockers(context.items, next.product, next.qty))
        enqueue.emit({ type: 'cart.notify', notice });
      enqueue.assign({ deferredAdds: rest });
      if (next.id !== undefined) takeAdd(context, next.id, context.items, enqueue);
    }),
    // SPEC 4 "Add flow" after the stock answer (null: the check failed or ran offline: volatile).
    finishAdd: enqueueActions(({ context, enqueue }, stock: StockItem | null) => {
      const pending = context.pendingAdd;
      if (!pending) return;
      const result = addToCart(context.items, pending.product, pending.qty, stock);
      enqueue.assign({ items: result.items, pendingAdd: null });
      for (const notice of result.notices) enqueue.emit({ type: 'cart.notify', notice });
      // An add with a write-ahead record is stored with its outcome (the line, or none) in one write.
      if (pending.id !== undefined) takeAdd(context, pending.id, result.items, enqueue);
      else if (result.changed) enqueue.emit(persistOf({ ...context, items: result.items }));
    }),
    // ---- other local changes ----
    changeQty: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'cart.changeQty');
      const change = changeLineQty(context.items, event.sku, event.qty, event.checksum);
      enqueue.assign({ items: change.items });
      if (change.capped) enqueue.emit({ type: 'cart.notify', notice: CART_NOTICES.maxQtyExceeded });
      enqueue.emit(persistOf({ ...context, items: change.items }));
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'cart.remove');
      return { items: removeLine(context.items, event.sku, event.checksum) };
    }),
    // SPEC 4 step 8 (cart-context.ts `cleared`).
    clearCart: assign(({ event }) => {
      assertEvent(event, 'cart.clear');
      return cleared(event.sync);
    }),
    // While loading: kept for the restored cart (a paid return can be verified before storage answers).
    rememberOrderEnd: assign(({ context, event }) => {
      assertEvent(event, ['cart.clear', 'cart.converted']);
      const end = event.type === 'cart.clear' ? { type: event.type, sync: event.sync } : { type: event.type };
      return { pendingOrderEnds: [...context.pendingOrderEnds, end] };
    }),
    applyPendingOrderEnds: assign(({ context }) => withOrderEnds(context)),
    forgetConvertedCart: assign(({ context }) => converted(context)),
    setPayment: assign(({ event }) => {
      assertEvent(event, 'cart.setPayment');
      return { paymentMethod: { code: event.method.code } };
    }),
  },
});
