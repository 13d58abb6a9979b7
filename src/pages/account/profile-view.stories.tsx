import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { ProfileView } from './profile-view';
import { PROFILE } from './story-fixtures';

const meta = {
  title: 'Pages/Account/ProfileView',
  component: ProfileView,
  decorators: [inMain],
  args: {
    profile: PROFILE,
    status: 'viewing',
    online: true,
    passwordStatus: 'idle',
    onEdit: fn(),
    onCancelEdit: fn(),
    onSave: fn(),
    onChangePassword: fn(),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { profile: null, status: 'loading' } };

export const Viewing: Story = {};

export const Editing: Story = { args: { status: 'editing' } };

export const EditingInvalid: Story = {
  args: { status: 'editing', fieldErrors: { firstname: 'nameMin2', lastname: 'alphabetOnly', email: 'email' } },
};

export const Saving: Story = { args: { status: 'saving' } };

/** SPEC 8: 'Account data has successfully been updated'. */
export const Saved: Story = { args: { status: 'saved' } };

/** SPEC 4: offline, the update waits in the sync queue. */
export const QueuedOffline: Story = { args: { status: 'queued', online: false } };

/** SPEC 8: the e-mail belongs to another customer. */
export const SaveFailed: Story = {
  args: {
    status: 'failed',
    serverError: 'A customer with the same email address already exists in an associated website.',
  },
};

/** Issue 13: a new e-mail address needs the current password; the server refused the one given. */
export const EmailChangeRefused: Story = {
  args: { status: 'failed', serverError: "The current password doesn't match this account." },
};

export const PasswordInvalid: Story = {
  args: {
    passwordFieldErrors: {
      currentPassword: 'required',
      newPassword: 'passwordMin8',
      passwordConfirm: 'passwordsDiffer',
    },
  },
};

export const PasswordSaving: Story = { args: { passwordStatus: 'saving' } };

/** SPEC 4 / SPEC 8: 'Password has successfully been changed'. */
export const PasswordChanged: Story = { args: { passwordStatus: 'changed' } };

/** SPEC 8: the current password does not match. */
export const PasswordFailed: Story = {
  args: { passwordStatus: 'failed', passwordServerError: "The password doesn't match this account." },
};

/** SPEC 5: the password change is blocked offline. */
export const Offline: Story = { args: { online: false } };
