// Every reachable state of the cms-page machine (SPEC 2 /i/{slug} and the static pages, issue 16): each story takes
// the shortest path of the machine's model (tests/model/cms-page.model.ts) to its state, replays it on the real
// machine, and renders what the page's container shows there (src/pages/cms/cms-page.tsx): loading, the page, the
// store's 404 page (SPEC 8 'CMS query returned empty result'), or the error with a retry.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import type { cmsPageMachine } from '../../machines/cms-page.machine';
import { CmsPageView } from '../../src/pages/cms/cms-page-view';
import { NotFoundPage } from '../../src/pages/not-found/not-found-page';
import { cmsPageModel } from '../../tests/model/cms-page.model';
import { MachineState } from '../fixtures/machine-state';
import { inMain } from '../fixtures/page-frame';
import { type ReachedState, reach } from '../fixtures/reachable-states';

type CmsPageMachine = typeof cmsPageMachine;

interface CmsPageStoryArgs {
  /** The machine's state (`stateName`: 'ready'). */
  state: string;
}

function CmsScreen({ snapshot }: { snapshot: ReachedState<CmsPageMachine>['snapshot'] }) {
  if (snapshot.matches('notFound')) return <NotFoundPage homeHref="/ee/" />;
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  return (
    <CmsPageView
      status={status}
      title={snapshot.context.page?.title ?? ''}
      content={snapshot.context.page?.content ?? ''}
      onRetry={action('cms.retry')}
    />
  );
}

const facts = (snapshot: ReachedState<CmsPageMachine>['snapshot']) => [
  snapshot.context.identifier && `${snapshot.context.storeCode} ${snapshot.context.identifier}`,
  snapshot.context.error,
];

const meta = {
  title: 'Machines/CmsPage',
  decorators: [inMain],
  loaders: [async ({ args }) => ({ reached: reach(cmsPageModel, (args as CmsPageStoryArgs).state) })],
  render: (args, { loaded }) => (
    <MachineState<CmsPageMachine>
      machine="cms-page"
      state={args.state}
      reached={loaded.reached as ReachedState<CmsPageMachine> | null}
      facts={facts}
    >
      {(snapshot) => <CmsScreen snapshot={snapshot} />}
    </MachineState>
  ),
} satisfies Meta<CmsPageStoryArgs>;

export default meta;

type Story = StoryObj<CmsPageStoryArgs>;

/** Not asked for a page yet (SSR sends cms.open before rendering): shown as loading. */
export const Idle: Story = { args: { state: 'idle' } };

export const Loading: Story = { args: { state: 'loading' } };

/** The page: its title and sanitised body. */
export const Ready: Story = { args: { state: 'ready' } };

/** No such page in the store view: the store's 404 page. */
export const NotFound: Story = { args: { state: 'notFound' } };

/** Offline and not cached (SPEC 8): the app notifies and goes to the store's home; shown as loading meanwhile. */
export const UnavailableOffline: Story = { args: { state: 'unavailableOffline' } };

/** Loading failed: the error and a retry. */
export const Failed: Story = { args: { state: 'failed' } };
