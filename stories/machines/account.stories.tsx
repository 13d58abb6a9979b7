// Every state of the composed account machine (machines/account.machine.ts): the shortest path of its model
// (tests/model/account.model.ts) to the state, replayed on the real machine, and what it means for the shopper: SPEC 4's
// token lock value, and after the refresh failure the signup modal under SPEC 4's notification, as the shop renders
// them. The children run without I/O here (their calls never answer); tests/model/account.model.test.ts drives them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthModalView } from '../../src/components/auth/auth-modal-view';
import { NotificationStack } from '../../src/components/notifications/notification-stack';
import { TOKEN_REFRESH_FAILED_MESSAGE } from '../../src/domain/sync-tasks';
import { accountModel } from '../../tests/model/account.model';
import { reach } from '../fixtures/reachable-states';

type AccountState = 'starting' | 'running' | 'awaitingToken' | 'lockedOut';

/** SPEC 4 "User token lock", as each state of the account holds it. */
const LOCK: Record<AccountState, string> = {
  starting: '0 (the stored session is loading)',
  running: '0 (normal; a call of the session may be refreshing for itself)',
  awaitingToken: 'positive: one refresh runs, the queued task waits for its token',
  lockedOut: '-1: the refresh failed the maximum times; tasks abort with 401 until the shopper logs in',
};

function AccountMachineState({ state }: { state: AccountState }) {
  const reached = reach(accountModel, state);
  if (!reached) return <p>No path of the account model reaches “{state}”.</p>;
  const { snapshot, path } = reached;
  return (
    <div style={{ display: 'grid', gap: 12, padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ margin: 0, fontSize: 20 }}>account: {state}</h1>
      <p style={{ margin: 0, fontSize: 14 }}>{path}</p>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px' }}>
        <dt>token lock</dt>
        <dd style={{ margin: 0 }}>{LOCK[state]}</dd>
        <dt>session</dt>
        <dd style={{ margin: 0 }}>{snapshot.context.signedIn ? 'signed in' : 'guest'}</dd>
        <dt>network</dt>
        <dd style={{ margin: 0 }}>{snapshot.context.online ? 'online' : 'offline'}</dd>
      </dl>
      {state === 'lockedOut' ? (
        // A transformed box contains the views' fixed positioning, so the state keeps its own frame.
        <div style={{ position: 'relative', transform: 'translateZ(0)', minHeight: 640 }}>
          <NotificationStack
            notifications={[
              {
                id: 'token-refresh-failed',
                type: 'error',
                message: TOKEN_REFRESH_FAILED_MESSAGE,
                timeToLive: 5000,
                hasNoTimeout: false,
              },
            ]}
            onDismiss={fn()}
            onAction={fn()}
          />
          <AuthModalView
            mode="register"
            busy={false}
            termsHref="/ee/terms"
            onSubmitLogin={fn()}
            onSubmitRegister={fn()}
            onSubmitForgot={fn()}
            onSwitch={fn()}
            onClose={fn()}
          />
        </div>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Machines/Account',
  component: AccountMachineState,
} satisfies Meta<typeof AccountMachineState>;

export default meta;

type Story = StoryObj<typeof meta>;

/** SPEC 4: on start the stored session loads. */
export const Starting: Story = { args: { state: 'starting' } };

/** Lock 0: the session's pair is shared with the lock and the queue. */
export const Running: Story = { args: { state: 'running' } };

/** A queued task met 401: one refresh, then the task goes again with the new token. */
export const AwaitingToken: Story = { args: { state: 'awaitingToken' } };

/** SPEC 4 after the maximum refresh attempts: lock -1, silent logout, tasks cleared, signup modal, notification. */
export const LockedOut: Story = { args: { state: 'lockedOut' } };
