// Every state of the real search-panel machine: each story starts the machine with a fake `searchProducts` (the
// fixture dresses, nothing, a rejection or a reply that never comes), opens it and types, waits until it is in the
// state (the debounce runs on the real clock), and renders SearchPanel with props selected from that snapshot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import type { SearchProductsInput } from '../../machines/category-browser.machine';
import { searchPanelMachine } from '../../machines/search-panel.machine';
import { SearchPanel } from '../../src/components/catalog/search-panel';
import type { ProductList } from '../../src/domain/contract/catalog';
import { EMPTY_PAGE, STORE_VIEW, categoryPage, selectSearchPanel } from '../fixtures/category';

type PanelSnapshot = SnapshotFrom<typeof searchPanelMachine>;
type PanelState = 'closed' | 'idle' | 'tooShort' | 'typing' | 'searching' | 'results' | 'empty' | 'failed';

const SETTLE_TIMEOUT_MS = 1000;
const never = () => new Promise<never>(() => {});

const scenarios: Record<PanelState, { text?: string; reply: () => Promise<ProductList> }> = {
  closed: { reply: never },
  idle: { text: '', reply: never },
  tooShort: { text: 'kl', reply: never },
  typing: { text: 'kleit', reply: never },
  searching: { text: 'kleit', reply: never },
  results: { text: 'kleit', reply: async () => categoryPage(0, 5) },
  empty: { text: 'xyzzy', reply: async () => EMPTY_PAGE },
  failed: {
    text: 'kleit',
    reply: async () => {
      throw new Error('HTTP 503: catalogue search unavailable');
    },
  },
};

const matches = (snapshot: PanelSnapshot, state: PanelState) =>
  state === 'closed' ? snapshot.matches('closed') : snapshot.matches({ open: state });

async function reach(state: PanelState): Promise<PanelSnapshot> {
  const scenario = scenarios[state];
  const searchProducts = fromPromise<ProductList, SearchProductsInput>(() => scenario.reply());
  const actor = createActor(searchPanelMachine.provide({ actors: { searchProducts } }), {
    input: { storeCode: STORE_VIEW.storeCode },
  }).start();
  try {
    if (state !== 'closed') actor.send({ type: 'search.open' });
    if (scenario.text) actor.send({ type: 'search.type', text: scenario.text });
    return await waitFor(actor, (snapshot) => matches(snapshot, state), { timeout: SETTLE_TIMEOUT_MS });
  } finally {
    actor.stop();
  }
}

const handlers = {
  onOpen: action('search.open'),
  onClose: action('search.close'),
  onType: action('search.type'),
  onSubmit: action('search.submit'),
  onMove: action('search.move'),
  onChoose: action('search.choose'),
  onPick: action('search.pick'),
};

function SearchPanelState({ snapshot }: { snapshot: PanelSnapshot }) {
  return (
    <div style={{ padding: 16 }}>
      <p style={{ margin: '0 0 12px', fontSize: 14, color: 'var(--ink-soft)' }}>
        search-panel machine: <strong>{JSON.stringify(snapshot.value)}</strong>
        {snapshot.tags.size ? ` [${[...snapshot.tags].join(', ')}]` : ''}
        {snapshot.context.error ? ` — ${snapshot.context.error}` : ''}
      </p>
      <SearchPanel {...selectSearchPanel(snapshot, STORE_VIEW)} {...handlers} />
    </div>
  );
}

const meta = {
  title: 'Machines/SearchPanel',
  render: (_args, { loaded }) => <SearchPanelState snapshot={loaded.snapshot as PanelSnapshot} />,
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const inState = (state: PanelState): Story => ({
  loaders: [async () => ({ snapshot: await reach(state) })],
});

export const Closed: Story = inState('closed');

export const Idle: Story = inState('idle');

/** SPEC 5: fewer than 3 characters. */
export const TooShort: Story = inState('tooShort');

/** Waiting for the typing to pause (the debounce). */
export const Typing: Story = inState('typing');

export const Searching: Story = inState('searching');

export const Results: Story = inState('results');

export const Empty: Story = inState('empty');

export const Failed: Story = inState('failed');
