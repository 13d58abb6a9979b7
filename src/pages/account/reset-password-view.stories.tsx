import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { ResetPasswordView } from './reset-password-view';

const meta = {
  title: 'Pages/Account/ResetPasswordView',
  component: ResetPasswordView,
  decorators: [inMain],
  args: {
    kind: 'reset',
    status: 'form',
    askEmail: false,
    onSubmit: fn(),
    onLogIn: fn(),
    onRequestNewLink: fn(),
  },
} satisfies Meta<typeof ResetPasswordView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** /reset-password/{token}: the new password twice. */
export const Form: Story = {};

/** SPEC 5 messages: the password rules and the repeat. */
export const Invalid: Story = {
  args: { fieldErrors: { password: 'passwordClasses', passwordConfirm: 'passwordsDiffer' } },
};

export const Busy: Story = { args: { status: 'busy' } };

/** Saved: log in with the new password (SPEC 6). */
export const Done: Story = { args: { status: 'done' } };

/** SPEC 8: the reset link expired; a new one can be asked for. */
export const Expired: Story = { args: { status: 'expired' } };

/** Another refusal of the server, shown as it came (translated). */
export const Failed: Story = {
  args: {
    status: 'failed',
    serverError: "The password can't begin or end with a space. Verify the password and try again.",
  },
};

/** /create-password: the e-mail address is asked when the link did not carry it. */
export const CreatePassword: Story = { args: { kind: 'create', askEmail: true } };
