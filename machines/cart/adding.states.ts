// The cart machine's `ready.adding` region (machines/cart.machine.ts), SPEC 4 "Add flow": before-add validation
// (SPEC 5), the adding flag on, the stock check of the item, the add only if ok or volatile, the flag off. An add
// that came while the cart was loading, or while another add's stock was checked, is deferred and taken here in turn.
import { cartMachineSetup } from './cart-server-actions';

export const addingStates = cartMachineSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      // Deferred adds first, each validated as an add at once would be.
      always: [
        { guard: 'isDeferredAddBlocked', actions: 'refuseDeferredAdd' },
        { guard: 'hasDeferredAdd', target: 'checkingStock', actions: 'takeDeferredAdd' },
      ],
      on: {
        'cart.add': [
          // SPEC 5: per-item validation first; its messages show as error notifications.
          { guard: 'isAddBlocked', actions: 'notifyAddBlockers' },
          { target: 'checkingStock', actions: 'rememberAdd' },
        ],
      },
    },
    // SPEC 4 "adding flag on, stock check per item, add only if ok or volatile, adding flag off".
    checkingStock: {
      tags: ['adding'],
      on: { 'cart.add': { actions: 'deferAdd' } },
      invoke: {
        id: 'checkStock',
        src: 'checkStock',
        input: ({ context }) => ({ sku: context.pendingAdd?.product.sku ?? '' }),
        onDone: { target: 'idle', actions: { type: 'finishAdd', params: ({ event }) => event.output } },
        // Offline or failed: volatile (added, with SPEC 8's warning).
        onError: { target: 'idle', actions: { type: 'finishAdd', params: null } },
      },
    },
  },
});
