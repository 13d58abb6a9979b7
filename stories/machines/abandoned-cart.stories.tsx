// Every reachable state of the abandoned-cart machine (SPEC 2 "Abandoned-cart return"): each story takes the shortest
// path of the machine's model (tests/model/abandoned-cart.model.ts) to its state, replays it on the real machine, and
// renders the page's View as the container does (src/pages/abandoned-cart/).
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import type { abandonedCartMachine } from '../../machines/abandoned-cart.machine';
import { adjustmentText } from '../../src/pages/abandoned-cart/abandoned-cart-messages';
import { AbandonedCartView } from '../../src/pages/abandoned-cart/abandoned-cart-view';
import { abandonedCartModel } from '../../tests/model/abandoned-cart.model';
import { MachineState } from '../fixtures/machine-state';
import { type ReachedState, reach } from '../fixtures/reachable-states';

type AbandonedCartMachine = typeof abandonedCartMachine;
type Snapshot = ReachedState<AbandonedCartMachine>['snapshot'];

interface AbandonedCartStoryArgs {
  /** The machine's state (`stateName`). */
  state: string;
}

function ReturnScreen({ snapshot }: { snapshot: Snapshot }) {
  const { i18n } = useLingui();
  const status = snapshot.matches('loginRequired') ? 'login' : snapshot.matches('done') ? 'done' : 'checking';
  return (
    <AbandonedCartView
      status={status}
      notes={snapshot.context.adjustments.map((adjustment) => adjustmentText(i18n, adjustment))}
      checkoutHref="/ee/checkout"
      onLogin={action('abandoned.login')}
    />
  );
}

const facts = (snapshot: Snapshot) => [
  snapshot.context.mobile ? 'phone' : 'desktop',
  snapshot.context.lines.length > 0 && `${snapshot.context.lines.length} lines`,
  snapshot.context.polls > 0 && `${snapshot.context.polls} polls`,
];

const meta = {
  title: 'Machines/Abandoned cart',
  loaders: [
    async ({ args }) => ({
      // The done state with the most to show: the cart's lines changed.
      reached: reach(abandonedCartModel, (args as AbandonedCartStoryArgs).state, {
        prefer: (snapshot) => snapshot.context.adjustments.length,
      }),
    }),
  ],
  render: (args, { loaded }) => (
    <MachineState<AbandonedCartMachine>
      machine="abandoned-cart"
      state={args.state}
      reached={loaded.reached as ReachedState<AbandonedCartMachine> | null}
      facts={facts}
    >
      {(snapshot) => <ReturnScreen snapshot={snapshot} />}
    </MachineState>
  ),
} satisfies Meta<AbandonedCartStoryArgs>;

export default meta;

type Story = StoryObj<AbandonedCartStoryArgs>;

/** Server-rendered; the session is being restored. */
export const Waiting: Story = { args: { state: 'waiting' } };
/** A guest: 'Please log in to continue with checkout ...' and the login modal. */
export const LoginRequired: Story = { args: { state: 'loginRequired' } };
/** Logged in; the cart syncs. */
export const Syncing: Story = { args: { state: 'syncing' } };
/** The lines' stock is asked. */
export const CheckingStock: Story = { args: { state: 'checkingStock' } };
/** Not every record came back: the next check in 500 ms (SPEC 9). */
export const Polling: Story = { args: { state: 'polling' } };
/** The sold-out line removed, the short one reduced, with SPEC 2's messages; then the checkout or the mini cart. */
export const Done: Story = { args: { state: 'done' } };
