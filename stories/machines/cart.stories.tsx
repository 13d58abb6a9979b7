// Every reachable state of the cart machine (issue 5): each story takes the shortest path of the cart's model
// (tests/model/cart.model.ts) that ends in its state, replays it on the real machine, and renders what the shopper
// sees of the cart there — the header's cart button and the mini cart — with the containers' own selectors
// (src/app/header/mini-cart-selectors.ts), so these stories follow the machine. The mini cart is shown open whatever the
// machine's microcart flag (the caption tells it); the network status is the cart's own (it follows the shop's).
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import type { cartMachine } from '../../machines/cart.machine';
import { CartButton } from '../../src/components/cart/cart-button';
import { MiniCart } from '../../src/components/cart/mini-cart';
import type { CartSnapshot } from '../../src/app/header/cart-selectors';
import { cartButtonCount } from '../../src/app/header/cart-count';
import { miniCartViewProps } from '../../src/app/header/mini-cart-selectors';
import { DRESS, cartModel } from '../../tests/model/cart.model';
import { hasOutOfStockLine } from '../../src/domain/cart/line-stock';
import { STORE_VIEW } from '../fixtures/commerce';
import { MachineState } from '../fixtures/machine-state';
import { inMain } from '../fixtures/page-frame';
import { type ReachedState, reach } from '../fixtures/reachable-states';

type CartMachine = typeof cartMachine;

interface CartStoryArgs {
  /** The machine's state (`stateName`: 'ready.adding.idle | ready.server.idle'). */
  state: string;
  /** Only a path where the cart is offline (true) or online (false); online preferred when left out. */
  offline?: boolean;
  /** Only a path where a line is marked out of stock (true) or none is (false); either when left out. */
  outOfStock?: boolean;
  /** Only a path where the cart holds this many dresses and nothing else. */
  dresses?: number;
}

const handlers = {
  onOpen: action('cart.openMicrocart'),
  onClose: action('cart.closeMicrocart'),
  onQuantityChange: action('cart.changeQty'),
  onRemove: action('cart.remove'),
  onApplyCoupon: action('cart.applyCoupon'),
  onRemoveCoupon: action('cart.removeCoupon'),
};

/** The shortest path to the state; among them one online with lines in the cart, which shows the most. */
function reachCartState({ state, offline, outOfStock, dresses }: CartStoryArgs): ReachedState<CartMachine> | null {
  return reach(cartModel, state, {
    where: (snapshot) =>
      (offline === undefined || snapshot.context.online === !offline) &&
      (outOfStock === undefined || hasOutOfStockLine(snapshot.context.items) === outOfStock) &&
      (dresses === undefined ||
        (snapshot.context.items.length === 1 &&
          snapshot.context.items[0]?.sku === DRESS.sku &&
          snapshot.context.items[0]?.qty === dresses)),
    prefer: (snapshot) => (snapshot.context.online ? 2 : 0) + (snapshot.context.items.length > 0 ? 1 : 0),
  });
}

function CartView({ snapshot }: { snapshot: CartSnapshot }) {
  const { i18n } = useLingui();
  const view = miniCartViewProps(snapshot, { storeView: STORE_VIEW, i18n, online: snapshot.context.online });
  return (
    <>
      <CartButton count={cartButtonCount(snapshot)} onOpen={handlers.onOpen} />
      {/* A transformed box contains the drawer's fixed positioning, so the story keeps its own frame. */}
      <div style={{ position: 'relative', transform: 'translateZ(0)', minHeight: 640, marginTop: 16 }}>
        <MiniCart
          {...view}
          open
          onClose={handlers.onClose}
          onQuantityChange={handlers.onQuantityChange}
          onRemove={handlers.onRemove}
          onApplyCoupon={handlers.onApplyCoupon}
          onRemoveCoupon={handlers.onRemoveCoupon}
        />
      </div>
    </>
  );
}

const facts = ({ context: c }: CartSnapshot) => [
  `${c.items.length} line(s)`,
  c.online ? 'online' : 'offline',
  c.token ? 'customer' : c.sessionKnown ? 'guest' : 'session unknown',
  c.bypassCount ? `bypass ${c.bypassCount}` : null,
  c.couponCode ? `coupon ${c.couponCode}` : null,
  c.microcartOpen ? 'microcart open' : 'microcart closed',
  c.error ? `error: ${c.error}` : null,
];

const meta = {
  title: 'Machines/Cart',
  decorators: [inMain],
  // The path is generated and replayed by the loader (the cart's model takes seconds, once per file).
  loaders: [async ({ args }) => ({ reached: reachCartState(args as CartStoryArgs) })],
  render: (args, { loaded }) => (
    <MachineState<CartMachine>
      machine="cart"
      state={args.state}
      reached={loaded.reached as ReachedState<CartMachine> | null}
      facts={facts}
    >
      {(snapshot) => <CartView snapshot={snapshot} />}
    </MachineState>
  ),
} satisfies Meta<CartStoryArgs>;

export default meta;

type Story = StoryObj<CartStoryArgs>;

const inState = (state: string, extra: Partial<CartStoryArgs> = {}): Story => ({ args: { state, ...extra } });
const ready = (adding: string, server: string) => `ready.adding.${adding} | ready.server.${server}`;

/** SPEC 4: the stored cart is being read; the mini cart says it is loading. */
export const Loading: Story = inState('loading');

/** Loaded and in step with the server (or nothing to sync yet). */
export const Idle: Story = inState(ready('idle', 'idle'), { offline: false, outOfStock: false });

/** SPEC 4: offline, changes are kept and synced later; coupons wait for the network. */
export const Offline: Story = inState(ready('idle', 'idle'), { offline: true });

/** SPEC 4 "Add flow": the stock of the product being added is checked. */
export const CheckingStock: Story = inState(ready('checkingStock', 'idle'));

/** SPEC 4 "Stock status": the lines' stock is checked (GET /api/stock/list, 15 skus a call). */
export const CheckingLineStock: Story = inState(ready('idle', 'checkingLineStock'));

/** An add pressed while the cart loaded, taken once it had: its stock is checked beside the stored lines'. */
export const CheckingStockAndLineStock: Story = inState(ready('checkingStock', 'checkingLineStock'));

/** SPEC 4 "Stock status": a line went out of stock; it is marked and the checkout waits until it is removed. */
export const LineOutOfStock: Story = inState(ready('idle', 'idle'), { outOfStock: true });

/** SPEC 4 "Connect": a guest or customer cart is being obtained. */
export const Connecting: Story = inState(ready('idle', 'connecting'));

/** SPEC 4 "Sync": the server's lines are pulled to plan the merge. */
export const Pulling: Story = inState(ready('idle', 'syncing.pulling'));

/** SPEC 4 "Merge outcomes": a line is pushed to the server (a second dress). */
export const Updating: Story = inState(ready('idle', 'syncing.updating'), { dresses: 2 });

/** SPEC 4 "Merge outcomes": a line is deleted on the server. */
export const Deleting: Story = inState(ready('idle', 'syncing.deleting'));

/** The sync's last call: the server's totals. */
export const PullingTotals: Story = inState(ready('idle', 'syncing.totals'));

/** SPEC 7 apply-coupon is running. */
export const ApplyingCoupon: Story = inState(ready('idle', 'applyingCoupon'));

/** SPEC 7 delete-coupon is running. */
export const RemovingCoupon: Story = inState(ready('idle', 'removingCoupon'));

export const LoadingShippingMethods: Story = inState(ready('idle', 'loadingShippingMethods'));

export const LoadingPaymentMethods: Story = inState(ready('idle', 'loadingPaymentMethods'));

/** SPEC 7 shipping-information: the chosen method and address go to the server. */
export const SavingShipping: Story = inState(ready('idle', 'savingShipping'));

/** A call got no answer: the cart waits for the network (or the retry delay) to sync again. */
export const WaitingForNetwork: Story = inState(ready('idle', 'waiting'));

/** SPEC 4 "Connect": after the bypass attempts the cart is kept on this device only. */
export const SyncDisabled: Story = inState(ready('idle', 'disabled'));

/** An add while sync is disabled: the stock is still checked. */
export const CheckingStockSyncDisabled: Story = inState(ready('checkingStock', 'disabled'));
