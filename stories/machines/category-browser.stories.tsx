// Every state of the real category-browser machine: each story starts the machine with a fake `searchProducts`
// (the fixture category's pages, nothing, a rejection or a reply that never comes), drives it until it is in the
// state, and renders CategoryView with props selected from that snapshot, so these stories change when the machine
// does.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import {
  type CategoryBrowserInput,
  type SearchProductsInput,
  categoryBrowserMachine,
} from '../../machines/category-browser.machine';
import type { Listing, ProductList } from '../../src/domain/contract/catalog';
import { CategoryView } from '../../src/pages/category/category-view';
import {
  CATEGORY,
  CATEGORY_BREADCRUMBS,
  EMPTY_PAGE,
  STORE_VIEW,
  categoryPage,
  selectListing,
} from '../fixtures/category';
import { inMain } from '../fixtures/page-frame';

type BrowserSnapshot = SnapshotFrom<typeof categoryBrowserMachine>;
type BrowserState = 'loading' | 'results' | 'loadingMore' | 'empty' | 'offline' | 'failed';
/** The nth search's answer (0: the first page, 1: the first load-more page). */
type Reply = (input: SearchProductsInput, call: number) => Promise<ProductList>;

/** A state the machine does not reach within this is a broken story, not a slow one. */
const SETTLE_TIMEOUT_MS = 1000;
const never = () => new Promise<never>(() => {});
const page = ({ request }: SearchProductsInput) => Promise.resolve(categoryPage(request.from ?? 0, request.size ?? 50));

const scenarios: Record<BrowserState, { online: boolean; reply: Reply; loadMore?: boolean }> = {
  loading: { online: true, reply: never },
  results: { online: true, reply: page },
  loadingMore: { online: true, reply: (input, call) => (call === 0 ? page(input) : never()), loadMore: true },
  empty: { online: true, reply: async () => EMPTY_PAGE },
  offline: {
    online: false,
    reply: async () => {
      throw new Error('Failed to fetch');
    },
  },
  failed: {
    online: true,
    reply: async () => {
      throw new Error('HTTP 503: catalogue search unavailable');
    },
  },
};

/** Runs the real machine until it is in `state` and returns that snapshot (the actor is stopped afterwards). */
async function reach(state: BrowserState, { openFilters = false } = {}): Promise<BrowserSnapshot> {
  const scenario = scenarios[state];
  let calls = 0;
  const searchProducts = fromPromise<Listing, SearchProductsInput>(({ input }) => scenario.reply(input, calls++));
  const input: CategoryBrowserInput = {
    storeCode: STORE_VIEW.storeCode,
    categoryId: CATEGORY.id,
    online: scenario.online,
  };
  const actor = createActor(categoryBrowserMachine.provide({ actors: { searchProducts } }), { input }).start();
  try {
    // The phone's 'Show filters' button, as a shopper presses it.
    if (openFilters) actor.send({ type: 'browser.toggleFilters' });
    if (scenario.loadMore) {
      await waitFor(actor, (snapshot) => snapshot.matches('results'), { timeout: SETTLE_TIMEOUT_MS });
      actor.send({ type: 'browser.loadMore' });
    }
    return await waitFor(actor, (snapshot) => snapshot.matches(state), { timeout: SETTLE_TIMEOUT_MS });
  } finally {
    actor.stop();
  }
}

const handlers = {
  onToggleFilters: action('browser.toggleFilters'),
  onToggleFilter: action('browser.setFilter'),
  onPriceChange: action('browser.setFilter (price)'),
  onClearFilters: action('browser.clearFilters'),
  onSortChange: action('browser.setSort'),
  onLoadMore: action('browser.loadMore'),
  onRetry: action('browser.retry'),
};

function CategoryBrowserState({ snapshot }: { snapshot: BrowserSnapshot }) {
  return (
    <>
      <p style={{ margin: 0, fontSize: 14, color: 'var(--ink-soft)' }}>
        category-browser machine: <strong>{String(snapshot.value)}</strong>
        {snapshot.tags.size ? ` [${[...snapshot.tags].join(', ')}]` : ''}
        {snapshot.context.error ? ` — ${snapshot.context.error}` : ''}
      </p>
      <CategoryView
        title={CATEGORY.name}
        breadcrumbs={CATEGORY_BREADCRUMBS}
        {...selectListing(snapshot, STORE_VIEW)}
        {...handlers}
      />
    </>
  );
}

const meta = {
  title: 'Machines/CategoryBrowser',
  decorators: [inMain],
  // The snapshot comes from the story's loader, which runs before the render.
  render: (_args, { loaded }) => <CategoryBrowserState snapshot={loaded.snapshot as BrowserSnapshot} />,
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

const inState = (state: BrowserState, options?: { openFilters?: boolean }): Story => ({
  loaders: [async () => ({ snapshot: await reach(state, options) })],
});

export const Loading: Story = inState('loading');

/** The first 50 of the category's 60 dresses. */
export const Results: Story = inState('results');

/** Phones (< 768 px): the filter panel opened with 'Show filters' (context `filtersOpen`); view at 390 px. */
export const ResultsWithFiltersOpen: Story = inState('results', { openFilters: true });

/** The next page of 40 is on its way; the first 50 stay. */
export const LoadingMore: Story = inState('loadingMore');

export const Empty: Story = inState('empty');

/** SPEC 8: loading failed while offline. */
export const Offline: Story = inState('offline');

export const Failed: Story = inState('failed');
