// Every reachable state of the order flow (issue 6): the order placement (one order, SPEC 4 "Order placing") and the
// order queue (the orders placed offline, SPEC 4 "Offline orders and going online"). Each story takes the shortest
// path of the machine's model (tests/model/order-placement.model.ts, order-queue.model.ts) that ends in its state,
// replays it on the real machine, and renders what the shopper sees there with the app's own selectors:
// - a placement: the checkout of the checkout model's path to `placing`, told the placement's outcome as the app
//   receives it (the checkout invokes the placement and branches on its output): 'Processing order...' while sent, the
//   thank-you page of a placed or queued order, the review again when it was refused;
// - the queue: the offline-order confirmation (src/app/shell/order-selectors.ts offlineOrdersViewProps), or nothing where
//   the shop shows nothing of the queue.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import type { checkoutMachine } from '../../machines/checkout.machine';
import type { OrderPlacementInput, orderPlacementMachine } from '../../machines/order-placement.machine';
import type { orderQueueMachine } from '../../machines/order-queue.machine';
import { type OrderQueueSnapshot, offlineOrdersViewProps } from '../../src/app/shell/order-selectors';
import { OfflineOrdersView } from '../../src/pages/checkout/offline-orders-view';
import { checkoutModel } from '../../tests/model/checkout.model';
import { DRAFT_HASH, orderPlacementModel } from '../../tests/model/order-placement.model';
import { orderQueueModel } from '../../tests/model/order-queue.model';
import { CheckoutScreen, checkoutFacts } from '../fixtures/checkout-screen';
import { STORE_VIEW } from '../fixtures/commerce';
import { MachineState } from '../fixtures/machine-state';
import { inMain } from '../fixtures/page-frame';
import { type ReachedState, reach } from '../fixtures/reachable-states';

type PlacementMachine = typeof orderPlacementMachine;
type QueueMachine = typeof orderQueueMachine;
type CheckoutMachine = typeof checkoutMachine;
type PlacementSnapshot = ReachedState<PlacementMachine>['snapshot'];

interface OrderFlowStoryArgs {
  machine: 'order-placement' | 'order-queue';
  /** The machine's state (`stateName`: 'sending.transmitting'). */
  state: string;
}

interface Loaded {
  placement?: ReachedState<PlacementMachine> | null;
  /** The checkout told the placement's outcome. */
  checkout?: ReachedState<CheckoutMachine> | null;
  queue?: ReachedState<QueueMachine> | null;
}

/** The placement's input without the order (the checkout's draft, shown below): where and what was placed before. */
function describePlacementInput({ online, placedHashes }: OrderPlacementInput): string {
  const placedBefore = placedHashes.includes(DRAFT_HASH) ? ', the same order already placed in this session' : '';
  return `${online ? 'online' : 'offline'}${placedBefore}`;
}

function loadPlacement(state: string): Loaded {
  const placement = reach(orderPlacementModel, state, { describeInput: describePlacementInput });
  if (!placement) return { placement };
  // A placement still sending has told the checkout nothing yet.
  const output = placement.snapshot.status === 'done' ? placement.snapshot.output : undefined;
  // The checkout invoked the placement and branches on its output (issue 14).
  const done = output ? [{ type: 'xstate.done.actor.placeOrder', output } as never] : [];
  const checkout = reach(checkoutModel, 'placing', { afterwards: done });
  return { placement, checkout };
}

/** The shortest path to the state; among them one where the confirmation shows (queued orders, not automatic). */
function loadQueue(state: string): Loaded {
  const queue = reach(orderQueueModel, state, {
    prefer: (snapshot) =>
      (offlineOrdersViewProps(snapshot, STORE_VIEW) ? 2 : 0) + (snapshot.context.automaticTransmission ? 0 : 1),
  });
  return { queue };
}

const placementFacts = ({ context: c }: PlacementSnapshot) => [
  c.online ? 'online' : 'offline',
  c.outcome ? `outcome ${c.outcome}` : null,
  c.code === null ? null : `code ${c.code}`,
  c.confirmation ? `order ${c.confirmation.orderNumber}` : null,
  c.error ? `error: ${c.error}` : null,
];

const queueFacts = ({ context: c }: OrderQueueSnapshot) => [
  `orders [${c.orders.map((order) => order.order_id).join(', ')}]`,
  c.online ? 'online' : 'offline',
  c.automaticTransmission ? 'automatic transmission' : 'confirmation asked',
  c.isThankYouPage ? 'thank-you page' : null,
  c.attempts ? `${c.attempts} failed, retry in ${c.retryDelay} ms` : null,
  c.error ? `error: ${c.error}` : null,
];

const onSend = action('queue.confirm');
const onLater = action('queue.dismiss');

function QueueScreen({ snapshot }: { snapshot: OrderQueueSnapshot }) {
  const view = offlineOrdersViewProps(snapshot, STORE_VIEW);
  if (!view) return <p>The shop shows nothing of the order queue in this state.</p>;
  return <OfflineOrdersView {...view} onSend={onSend} onLater={onLater} />;
}

function OrderFlow({ machine, state, loaded }: OrderFlowStoryArgs & { loaded: Loaded }) {
  if (machine === 'order-queue') {
    return (
      <MachineState<QueueMachine> machine="order-queue" state={state} reached={loaded.queue ?? null} facts={queueFacts}>
        {(snapshot) => <QueueScreen snapshot={snapshot} />}
      </MachineState>
    );
  }
  return (
    <MachineState<PlacementMachine>
      machine="order-placement"
      state={state}
      reached={loaded.placement ?? null}
      facts={placementFacts}
    >
      {() => (
        <MachineState<CheckoutMachine>
          machine="checkout"
          state="placing"
          reached={loaded.checkout ?? null}
          facts={checkoutFacts}
        >
          {(snapshot) => <CheckoutScreen snapshot={snapshot} />}
        </MachineState>
      )}
    </MachineState>
  );
}

const meta = {
  title: 'Machines/OrderFlow',
  decorators: [inMain],
  // The paths are generated and replayed by the loader (the models take seconds, once per file).
  loaders: [
    async ({ args }) => {
      const { machine, state } = args as OrderFlowStoryArgs;
      return machine === 'order-queue' ? loadQueue(state) : loadPlacement(state);
    },
  ],
  render: (args, { loaded }) => <OrderFlow {...(args as OrderFlowStoryArgs)} loaded={loaded as Loaded} />,
} satisfies Meta<OrderFlowStoryArgs>;

export default meta;

type Story = StoryObj<OrderFlowStoryArgs>;

const placement = (state: string): Story => ({ args: { machine: 'order-placement', state } });
const queue = (state: string): Story => ({ args: { machine: 'order-queue', state } });

/** SPEC 4 step 3: online, the order is sent: 'Processing order...'. */
export const PlacementSending: Story = placement('sending');

/** Step 5, 200: the thank-you page with the shop's order number. */
export const PlacementPlaced: Story = placement('placed');

/** Step 4: offline, the order is queued and reported as success: the thank-you page says it leaves when online. */
export const PlacementQueued: Story = placement('queued');

/** Step 5, another failure: the order is queued untransmitted; the shopper sees the queued thank-you page. */
export const PlacementFailed: Story = placement('failed');

/** Step 5, 400: the hash is released and the shopper is back at the review with the reason. */
export const PlacementRejected: Story = placement('rejected');

/** Step 2: the same content was already placed in this session; the request is ignored. */
export const PlacementIgnored: Story = placement('ignored');

/** The stored orders are being read. */
export const QueueLoading: Story = queue('loading');

/** Nothing to send, or nothing to send now. */
export const QueueIdle: Story = queue('idle');

/** Offline: the orders wait for the network. */
export const QueueOffline: Story = queue('offline');

/** SPEC 4: back online with automatic transmission off: the offline-order confirmation. */
export const QueueAwaitingConfirmation: Story = queue('awaitingConfirmation');

/** Confirmed: the cross-tab lock is asked for before the oldest order is sent. */
export const QueueLocking: Story = queue('sending.locking');

/** Another tab holds the lock (it is sending); asked again after a wait. */
export const QueueLockWait: Story = queue('sending.lockWait');

/** One order in flight (SPEC 4 step 6). */
export const QueueTransmitting: Story = queue('sending.transmitting');

/** The order was answered for good; the lock is released. */
export const QueueReleasing: Story = queue('sending.releasing');

/** The order stays queued for a retry; the lock is released meanwhile. */
export const QueueReleasingForRetry: Story = queue('sending.releasingForRetry');

/** Waiting out the backoff before the retry. */
export const QueueBackoff: Story = queue('sending.backoff');
