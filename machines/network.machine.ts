// SPEC 4 "Offline orders and going online", last bullet: the network status online/offline is tracked. The status
// comes from an injected `connectivity` source; every change is emitted as `network.changed` so the app can process
// the sync queue, reload the cart and offer queued orders when it goes online (the app wires those reactions).
import { type EventObject, assign, emit, fromCallback, setup } from 'xstate';

export interface NetworkInput {
  /** The status when the actor starts: the browser's online flag, `true` during SSR. */
  online: boolean;
}

export interface NetworkContext {
  /** The last known status; always agrees with the `online` / `offline` tag. */
  online: boolean;
}

export type NetworkEvent = { type: 'network.online' } | { type: 'network.offline' };

export interface NetworkChanged {
  type: 'network.changed';
  online: boolean;
}

export const networkMachine = setup({
  types: {
    context: {} as NetworkContext,
    input: {} as NetworkInput,
    events: {} as NetworkEvent,
    emitted: {} as NetworkChanged,
  },
  actors: {
    // Inert by default, which is what SSR needs (no browser to listen to). The browser's composition root provides
    // a listener to the window's online/offline events that sends `network.online` / `network.offline` back.
    connectivity: fromCallback<EventObject>(() => {}),
  },
  guards: {
    isOnline: ({ context }) => context.online,
  },
  actions: {
    recordStatus: assign(({ event }) => ({ online: event.type === 'network.online' })),
    announceStatus: emit(({ context }) => ({ type: 'network.changed' as const, online: context.online })),
  },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({ online: input.online }),
  invoke: {
    id: 'connectivity',
    src: 'connectivity',
    // A listener never finishes, so there is no onDone. If the source fails the last known status stands: the
    // machine must not stop tracking (an unhandled actor error would put it in its error status).
    onError: {},
  },
  initial: 'starting',
  states: {
    // The initial status comes from the input; this transient state only routes to it.
    starting: {
      always: [{ guard: 'isOnline', target: 'online' }, { target: 'offline' }],
    },
    online: {
      tags: ['online'],
      on: { 'network.offline': { target: 'offline', actions: ['recordStatus', 'announceStatus'] } },
    },
    offline: {
      tags: ['offline'],
      on: { 'network.online': { target: 'online', actions: ['recordStatus', 'announceStatus'] } },
    },
  },
});
