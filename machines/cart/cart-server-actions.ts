// The cart machine's actions on the server's side (machines/cart.machine.ts): the guest retry, a new cart, the sync
// (plan, answered and refused calls, the saved hash), the lines' stock status, coupons and the checkout's methods.
// Pure: they assign and emit; the rules are functions of src/domain/cart.
import { assertEvent, assign, emit, enqueueActions } from 'xstate';
import { cartFailure } from '../../src/domain/cart/errors';
import { itemsHash } from '../../src/domain/cart/items-hash';
import { confirmUpdate, revertFailedUpdate } from '../../src/domain/cart/lines';
import { linesToCheck, stockChunk, withLineStock } from '../../src/domain/cart/line-stock';
import { serverAfterCall } from '../../src/domain/cart/merge';
import { cartServerNotice } from '../../src/domain/cart/notices';
import { planSync } from '../../src/domain/cart/sync-plan';
import type { StockItem } from '../../src/domain/contract/stock';
import { persistOf, cartLocalSetup } from './cart-actions';
import { bypassed, cartCreated } from './cart-context';
import { type Failure, head } from './cart-setup';
import type {
  CartTotals,
  PaymentMethod,
  PulledCart,
  ServerCartItem,
  ShippingInformationOutput,
  ShippingMethod,
} from './cart-types';

export const cartMachineSetup = cartLocalSetup.extend({
  actions: {
    bypass: assign(({ context }) => bypassed(context)),
    storeCart: assign(({ context }, cartId: string) => ({ ...cartCreated(context, cartId), error: null })),
    // SPEC 4 "Merge outcomes": the plan against the server's lines; a guest merge is consumed here, once.
    plan: assign(({ context }, pulled: PulledCart | null) => {
      const server = pulled?.items ?? context.knownServer ?? [];
      const { plan, mergedGuestCartId } = planSync(context, server);
      return {
        items: plan.items,
        calls: plan.calls,
        knownServer: server,
        syncingHash: itemsHash(plan.items),
        syncedCartId: context.cartServerToken,
        mergedGuestCartId,
        guestMerge: null,
        clientIsTruth: false,
        forceSync: false,
        lastSyncAt: pulled?.at ?? context.lastSyncAt,
        error: null,
      };
    }),
    confirmUpdate: assign(({ context }, answer: ServerCartItem) => {
      const call = head(context);
      if (!call) return {};
      return {
        items: confirmUpdate(context.items, call, answer),
        knownServer: serverAfterCall(context.knownServer ?? [], call, answer),
        calls: context.calls.slice(1),
      };
    }),
    // SPEC 4: a failed server item update restores the previous quantity, or removes the item if it had none.
    revertUpdate: enqueueActions(({ context, enqueue }, { error }: Failure) => {
      const call = head(context);
      if (!call) return;
      enqueue.assign({ items: revertFailedUpdate(context.items, call), calls: context.calls.slice(1) });
      enqueue.emit({ type: 'cart.notify', notice: cartServerNotice(cartFailure(error).message) });
    }),
    confirmDelete: assign(({ context }) => {
      const call = head(context);
      if (!call) return {};
      return { knownServer: serverAfterCall(context.knownServer ?? [], call, null), calls: context.calls.slice(1) };
    }),
    // A refused delete: the line stays on the server; the next pull shows it again.
    skipCall: assign(({ context }) => ({ calls: context.calls.slice(1), knownServer: null })),
    // No answer: nothing is undone and the server's lines are unknown until pulled again. A plan cut short counts as
    // a local change (no saved hash): the next sync pushes the client's lines, absolute quantities, never sums again.
    interruptSync: assign(({ context }, { error }: Failure) => ({
      calls: [],
      knownServer: null,
      itemsHash: context.syncingHash === null ? context.itemsHash : null,
      syncingHash: null,
      error: cartFailure(error).message,
    })),
    // SPEC 4 "then the hash is saved"; SPEC 4 "Stock status": the synced lines are checked.
    finishSync: assign(({ context }, totals: CartTotals | null) => ({
      itemsHash: context.syncingHash ?? context.itemsHash,
      syncingHash: null,
      stockPending: linesToCheck(context.items),
      ...(totals ? { totals, couponCode: totals.coupon_code, error: null } : {}),
    })),
    recordError: assign((_, { error }: Failure) => ({ error: cartFailure(error).message })),
    notifyFailure: emit((_, { error }: Failure) => ({
      type: 'cart.notify' as const,
      notice: cartServerNotice(cartFailure(error).message),
    })),
    // SPEC 4 "Stock status": out of stock marks the line with an error, in stock clears it; the chunk is done.
    applyLineStock: enqueueActions(({ context, enqueue }, records: StockItem[]) => {
      const asked = stockChunk(context.stockPending);
      const result = withLineStock(context.items, context.lineStock, asked, records);
      enqueue.assign({
        items: result.items,
        lineStock: result.lineStock,
        stockPending: context.stockPending.filter((sku) => !asked.includes(sku)),
      });
      if (result.changed) enqueue.emit(persistOf({ ...context, items: result.items }));
    }),
    // No answer (or a refusal): the lines keep the status they had; the next load, sync or opening checks again.
    dropLineStock: assign({ stockPending: [] }),
    // SPEC 4: after a successful coupon apply or removal, totals are force-synced.
    rememberCoupon: assign(({ event }) => {
      assertEvent(event, 'cart.applyCoupon');
      return { pendingCoupon: event.code.trim(), couponError: null, couponProblem: null };
    }),
    refuseEmptyCoupon: assign({ couponProblem: 'required' as const }),
    clearCouponProblem: assign({ couponProblem: null }),
    couponApplied: assign(({ context }) => ({ couponCode: context.pendingCoupon, pendingCoupon: null })),
    couponRemoved: assign({ couponCode: null, couponError: null }),
    couponRefused: assign((_, { error }: Failure) => ({
      couponError: cartFailure(error).message,
      pendingCoupon: null,
    })),
    storeShippingMethods: assign((_, methods: ShippingMethod[]) => ({ shippingMethods: methods, error: null })),
    storePaymentMethods: assign((_, methods: PaymentMethod[]) => ({ paymentMethods: methods, error: null })),
    rememberShipping: assign(({ event }) => {
      assertEvent(event, 'cart.setShipping');
      return {
        pendingShipping: { method: event.method, address: event.address, locationId: event.locationId },
        shippingWaiting: false,
      };
    }),
    // Issue 12: asked while the cart is busy (connecting, syncing…): done once it is idle, the latest ask only.
    queueShipping: assign(({ event }) => {
      assertEvent(event, 'cart.setShipping');
      return {
        pendingShipping: { method: event.method, address: event.address, locationId: event.locationId },
        shippingWaiting: true,
      };
    }),
    takeQueuedShipping: assign({ shippingWaiting: false }),
    rememberMethodsRequest: assign(({ event }) => {
      assertEvent(event, 'cart.loadMethods');
      return { methodsRequest: { address: event.address ?? null, waiting: false } };
    }),
    queueMethodsRequest: assign(({ event }) => {
      assertEvent(event, 'cart.loadMethods');
      return { methodsRequest: { address: event.address ?? null, waiting: true } };
    }),
    takeQueuedMethodsRequest: assign(({ context }) => ({
      methodsRequest: context.methodsRequest ? { ...context.methodsRequest, waiting: false } : null,
    })),
    storeShippingInformation: assign(({ context }, output: ShippingInformationOutput) => ({
      totals: output.totals,
      couponCode: output.totals.coupon_code,
      paymentMethods: output.payment_methods,
      shippingMethod: context.pendingShipping
        ? {
            method_code: context.pendingShipping.method.method_code,
            carrier_code: context.pendingShipping.method.carrier_code,
          }
        : context.shippingMethod,
      // A newer choice that came meanwhile is saved next.
      pendingShipping: context.shippingWaiting ? context.pendingShipping : null,
      error: null,
    })),
    forgetShipping: assign(({ context }) => ({
      pendingShipping: context.shippingWaiting ? context.pendingShipping : null,
    })),
  },
});
