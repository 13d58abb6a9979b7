// The generic per-state stories of the registry (stories/machines/registry.tsx): a story names a machine and one
// of its reachable states; its loader takes the model's shortest path there (stories/fixtures/reachable-states.ts),
// replays it on the real machine, and the story renders that snapshot with the entry's view, or the state
// inspector when the machine has no view of its own. The story files (stories/machines/states/) only list states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyStateMachine } from 'xstate';
import { MachineState } from '../fixtures/machine-state';
import { inMain } from '../fixtures/page-frame';
import { type ReachedState, reach } from '../fixtures/reachable-states';
import { StateInspector } from '../fixtures/state-inspector';
import { type MachineStoryName, MACHINE_STORIES, type MachineStoryEntry } from './registry';

export interface MachineStoryArgs {
  machine: MachineStoryName;
  /** The machine's state (`stateName`: 'authorized.account.ready | authorized.profile.idle'). */
  state: string;
}

function entryOf(machine: MachineStoryName): MachineStoryEntry<AnyStateMachine> {
  return MACHINE_STORIES[machine] as MachineStoryEntry<AnyStateMachine>;
}

function MachineStateStory({
  machine,
  state,
  reached,
}: MachineStoryArgs & { reached: ReachedState<AnyStateMachine> | null }) {
  const entry = entryOf(machine);
  const View = entry.view;
  return (
    <MachineState<AnyStateMachine> machine={machine} state={state} reached={reached} facts={entry.facts}>
      {(snapshot) =>
        View && (entry.viewWhen?.(snapshot) ?? true) ? (
          <>
            <View snapshot={snapshot} />
            <details style={{ marginTop: 24 }}>
              <summary>State inspector</summary>
              <StateInspector model={entry.model} snapshot={snapshot} />
            </details>
          </>
        ) : (
          <StateInspector model={entry.model} snapshot={snapshot} />
        )
      }
    </MachineState>
  );
}

/** The story file's meta (its title stays literal in the file, for Storybook's indexer). */
export function machineMeta(machine: MachineStoryName) {
  return {
    args: { machine },
    argTypes: { machine: { control: false }, state: { control: false } },
    decorators: [inMain],
    // The path is generated once per machine (the larger models take seconds) and replayed per story.
    loaders: [
      async ({ args }: { args: Partial<MachineStoryArgs> }) => {
        const { machine: name = machine, state = '' } = args;
        return { reached: reach(entryOf(name).model, state, entryOf(name).reach) };
      },
    ],
    render: (args: MachineStoryArgs, { loaded }: { loaded: Record<string, unknown> }) => (
      <MachineStateStory {...args} reached={loaded.reached as ReachedState<AnyStateMachine> | null} />
    ),
  } satisfies Meta<MachineStoryArgs>;
}

/** One state's story, named by the state as the machine's definition names it (`npm run paths -- x --stories`). */
export type StateStory = StoryObj<MachineStoryArgs>;
