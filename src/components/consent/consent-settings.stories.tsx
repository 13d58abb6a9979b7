import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsentSettings } from './consent-settings';

const meta = {
  title: 'Consent/ConsentSettings',
  component: ConsentSettings,
  args: { choice: 'granted', onAccept: fn(), onDecline: fn(), onClose: fn() },
} satisfies Meta<typeof ConsentSettings>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Reopened from the footer after Accept. */
export const Allowed: Story = {};

/** Reopened from the footer after Decline. */
export const Declined: Story = { args: { choice: 'denied' } };
