// Every reachable state of the paper-catalogue machine (SPEC 1 "a paper catalogue order", SPEC 4 "Sync tasks"): each
// story takes the shortest path of the machine's model (tests/model/paper-catalogue.model.ts) to its state, replays
// it on the real machine, and renders the page as its container does (src/pages/account/paper-catalogue-container.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import type { paperCatalogueMachine } from '../../machines/paper-catalogue.machine';
import { type PaperCatalogueStatus, PaperCatalogueView } from '../../src/pages/account/paper-catalogue-view';
import { ADDRESS } from '../../src/pages/account/story-fixtures';
import { paperCatalogueModel } from '../../tests/model/paper-catalogue.model';
import { MachineState } from '../fixtures/machine-state';
import { inMain } from '../fixtures/page-frame';
import { type ReachedState, reach } from '../fixtures/reachable-states';

type PaperCatalogueMachine = typeof paperCatalogueMachine;

interface PaperCatalogueStoryArgs {
  /** The machine's state (`stateName`: 'sending'). */
  state: string;
}

const facts = (snapshot: ReachedState<PaperCatalogueMachine>['snapshot']) => [
  snapshot.context.taskId && `task ${snapshot.context.taskId}`,
  snapshot.context.error && `refused: ${snapshot.context.error}`,
];

const meta = {
  title: 'Machines/PaperCatalogue',
  decorators: [inMain],
  loaders: [async ({ args }) => ({ reached: reach(paperCatalogueModel, (args as PaperCatalogueStoryArgs).state) })],
  render: (args, { loaded }) => (
    <MachineState<PaperCatalogueMachine>
      machine="paper-catalogue"
      state={args.state}
      reached={loaded.reached as ReachedState<PaperCatalogueMachine> | null}
      facts={facts}
    >
      {(snapshot) => (
        <PaperCatalogueView
          status={snapshot.value as PaperCatalogueStatus}
          initial={ADDRESS}
          defaultCountry="EE"
          serverError={snapshot.context.error}
          onSubmit={action('catalogue.submit')}
          onOrderAgain={action('catalogue.again')}
        />
      )}
    </MachineState>
  ),
} satisfies Meta<PaperCatalogueStoryArgs>;

export default meta;

type Story = StoryObj<PaperCatalogueStoryArgs>;

/** The address form, the customer's saved address to start from. */
export const Form: Story = { args: { state: 'form' } };

/** Submitted: the mail task is queued and the form is busy until the queue's callback for it. */
export const Sending: Story = { args: { state: 'sending' } };

/** The mail went: the thank-you and 'Order another catalogue'. */
export const Sent: Story = { args: { state: 'sent' } };

/** The server refused the mail: its message over the form, which can be sent again. */
export const Failed: Story = { args: { state: 'failed' } };
