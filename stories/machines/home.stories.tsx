// Every state of the real home machine: each story starts the machine with a fake `loadHome` (fixture lists, a
// rejection or a reply that never comes), waits until it is in the state, and renders HomeView with props selected
// from that snapshot, so these stories change when the machine does.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { type HomeLists, homeMachine } from '../../machines/home.machine';
import type { HomeViewProps } from '../../src/pages/home/home-view';
import { HomeView } from '../../src/pages/home/home-view';
import { toCardProps } from '../../src/pages/home/home-page';
import { STORE_VIEWS, type StoreCode } from '../../src/domain/store-views';
import { inMain } from '../fixtures/page-frame';
import { BESTSELLERS, EAGER_CARDS, NEW_COLLECTION } from '../fixtures/products';

type HomeSnapshot = SnapshotFrom<typeof homeMachine>;
type HomeState = 'idle' | 'loading' | 'ready' | 'failed';
type LoadHome = (input: { storeCode: StoreCode }) => Promise<HomeLists>;

const STORE_VIEW = STORE_VIEWS.ee;
/** A state the machine does not reach within this is a broken story, not a slow one. */
const SETTLE_TIMEOUT_MS = 1000;

const replies: Record<HomeState, LoadHome> = {
  idle: () => new Promise<never>(() => {}),
  loading: () => new Promise<never>(() => {}),
  ready: async () => ({ newCollection: NEW_COLLECTION, bestsellers: BESTSELLERS }),
  failed: async () => {
    throw new Error('HTTP 503: catalogue search unavailable');
  },
};

/** Runs the real machine until it is in `state` and returns that snapshot (the actor is stopped afterwards). */
async function reach(state: HomeState): Promise<HomeSnapshot> {
  const loadHome = fromPromise<HomeLists, { storeCode: StoreCode }>(({ input }) => replies[state](input));
  const actor = createActor(homeMachine.provide({ actors: { loadHome } })).start();
  if (state !== 'idle') actor.send({ type: 'home.load', storeCode: STORE_VIEW.storeCode });
  try {
    return await waitFor(actor, (snapshot) => snapshot.matches(state), { timeout: SETTLE_TIMEOUT_MS });
  } finally {
    actor.stop();
  }
}

/** What HomePage selects from the machine (its status mapping and card props). */
function selectHomeView(snapshot: HomeSnapshot): Omit<HomeViewProps, 'onRetry'> {
  return {
    status: snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading',
    newCollection: snapshot.context.newCollection.map((product, index) =>
      toCardProps(product, STORE_VIEW, index < EAGER_CARDS),
    ),
    bestsellers: snapshot.context.bestsellers.map((product) => toCardProps(product, STORE_VIEW)),
  };
}

const onRetry = action('home.retry');

function HomeMachineState({ snapshot }: { snapshot: HomeSnapshot }) {
  return (
    <>
      <p style={{ margin: 0, fontSize: 14, color: 'var(--ink-soft)' }}>
        home machine: <strong>{String(snapshot.value)}</strong>
        {snapshot.tags.size ? ` [${[...snapshot.tags].join(', ')}]` : ''}
        {snapshot.context.error ? ` — ${snapshot.context.error}` : ''}
      </p>
      <HomeView {...selectHomeView(snapshot)} onRetry={onRetry} />
    </>
  );
}

const meta = {
  title: 'Machines/Home',
  decorators: [inMain],
  // The snapshot comes from the story's loader, which runs before the render.
  render: (_args, { loaded }) => <HomeMachineState snapshot={loaded.snapshot as HomeSnapshot} />,
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const inState = (state: HomeState): Story => ({
  loaders: [async () => ({ snapshot: await reach(state) })],
});

/** Not asked to load yet (SSR sends home.load before rendering): shown as loading. */
export const Idle: Story = inState('idle');

export const Loading: Story = inState('loading');

export const Ready: Story = inState('ready');

export const Failed: Story = inState('failed');
