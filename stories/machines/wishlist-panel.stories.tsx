// Every reachable state of the wishlist-panel machine (SPEC 3 UI flag `wishlist`): each story takes the shortest path
// of the machine's model (tests/model/wishlist-panel.model.ts) to its state, replays it on the real machine, and
// renders the header's wishlist button and the panel as the header's container does (src/app/header/wishlist-container.tsx):
// no panel before the first open, the sidebar shown while open, kept mounted but hidden once closed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import type { wishlistPanelMachine } from '../../machines/wishlist-panel.machine';
import { WishlistButton } from '../../src/components/lists/wishlist-button';
import { WishlistPanel } from '../../src/components/lists/wishlist-panel';
import { STORE_VIEWS } from '../../src/domain/store-views';
import { toCardProps } from '../../src/pages/home/home-page';
import { wishlistPanelModel } from '../../tests/model/wishlist-panel.model';
import { MachineState } from '../fixtures/machine-state';
import { BESTSELLERS } from '../fixtures/products';
import { type ReachedState, reach } from '../fixtures/reachable-states';

type WishlistPanelMachine = typeof wishlistPanelMachine;

interface WishlistPanelStoryArgs {
  /** The machine's state (`stateName`: 'open'). */
  state: string;
}

const ITEMS = BESTSELLERS.slice(0, 2).map((product) => ({ ...toCardProps(product, STORE_VIEWS.ee), sku: product.sku }));

function WishlistScreen({ snapshot }: { snapshot: ReachedState<WishlistPanelMachine>['snapshot'] }) {
  return (
    <div style={{ minHeight: 420 }}>
      <WishlistButton count={ITEMS.length} onOpen={action('wishlist.open')} />
      {snapshot.hasTag('mounted') ? (
        <WishlistPanel
          open={snapshot.hasTag('open')}
          status="ready"
          items={ITEMS}
          locale="et-EE"
          onClose={action('wishlist.close')}
          onRemove={action('lists.toggle')}
          onRetry={action('listed.retry')}
        />
      ) : null}
    </div>
  );
}

const facts = (snapshot: ReachedState<WishlistPanelMachine>['snapshot']) => [
  snapshot.hasTag('mounted') ? 'panel mounted' : 'panel not loaded',
  snapshot.hasTag('open') && 'sidebar open',
];

const meta = {
  title: 'Machines/WishlistPanel',
  loaders: [async ({ args }) => ({ reached: reach(wishlistPanelModel, (args as WishlistPanelStoryArgs).state) })],
  render: (args, { loaded }) => (
    <MachineState<WishlistPanelMachine>
      machine="wishlist-panel"
      state={args.state}
      reached={loaded.reached as ReachedState<WishlistPanelMachine> | null}
      facts={facts}
    >
      {(snapshot) => <WishlistScreen snapshot={snapshot} />}
    </MachineState>
  ),
} satisfies Meta<WishlistPanelStoryArgs>;

export default meta;

type Story = StoryObj<WishlistPanelStoryArgs>;

/** Never opened: the button only; the panel's chunk is not loaded. */
export const Unopened: Story = { args: { state: 'unopened' } };

/** The sidebar with the wishlist's products. */
export const Open: Story = { args: { state: 'open' } };

/** Closed after an open: the panel stays mounted, hidden. */
export const Closed: Story = { args: { state: 'closed' } };
