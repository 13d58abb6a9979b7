// Every reachable state of the notifications machine: each path of its model (tests/model/models.ts) is replayed on
// the real machine and the snapshot it ends in is rendered through the View, so these stories follow the machine.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationStack } from '../../src/components/notifications/notification-stack';
import { formatPath, generatePaths, replayPath, stateName } from '../../tests/helpers/model';
import { notificationsModel } from '../../tests/model/models';

const reachable = generatePaths(notificationsModel).map((path) => ({
  path: formatPath(notificationsModel, path),
  snapshot: replayPath(notificationsModel.machine, path),
}));

function ReachableStates({ state }: { state?: string }) {
  const shown = reachable.filter(({ snapshot }) => state === undefined || stateName(snapshot) === state);
  const onDismiss = fn();
  const onAction = fn();
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      {shown.length === 0 ? <p>No path of the model reaches “{state}”.</p> : null}
      {shown.map(({ path, snapshot }) => (
        <figure key={path} style={{ margin: 0, border: '1px solid #ccc', borderRadius: 6 }}>
          <figcaption style={{ padding: 8, borderBottom: '1px solid #ccc', fontSize: 14 }}>
            <strong>{stateName(snapshot)}</strong> — {path}
          </figcaption>
          {/* A transformed box contains the View's fixed positioning, so each state keeps its own frame. */}
          <div style={{ position: 'relative', transform: 'translateZ(0)', minHeight: 440 }}>
            <NotificationStack
              notifications={snapshot.context.notifications}
              onDismiss={onDismiss}
              onAction={onAction}
            />
          </div>
        </figure>
      ))}
    </div>
  );
}

const meta = {
  title: 'Machines/Notifications',
  component: ReachableStates,
} satisfies Meta<typeof ReachableStates>;

export default meta;

type Story = StoryObj<typeof meta>;

/** One story per state of the machine, each showing every path of the model that ends there. */
export const Empty: Story = { args: { state: 'empty' } };

export const Showing: Story = { args: { state: 'showing' } };

export const EveryPath: Story = {};
