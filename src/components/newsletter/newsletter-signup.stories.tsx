import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ModalDialog } from '../auth/modal-dialog';
import { NewsletterSignup } from './newsletter-signup';

// Issue 16: the newsletter sign-up of the footer and of the newsletter modal, in each state of its machine
// (machines/newsletter.machine.ts in guest mode).
const meta = {
  title: 'Newsletter/Sign-up',
  component: NewsletterSignup,
  args: {
    status: 'form',
    problem: null,
    discountPercent: 10,
    email: null,
    variant: 'footer',
    onSubmit: fn(),
    onAgain: fn(),
  },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const Busy: Story = { args: { status: 'busy', email: 'mari.maasikas@example.ee' } };
export const Failed: Story = { args: { problem: 'failed', email: 'mari.maasikas@example.ee' } };
/** Issue 16 double opt-in: a confirmation link was mailed. */
export const Pending: Story = { args: { status: 'pending', email: 'mari.maasikas@example.ee' } };
export const Subscribed: Story = { args: { status: 'subscribed', email: 'mari.maasikas@example.ee' } };
export const AlreadySubscribed: Story = { args: { status: 'already', email: 'mari.maasikas@example.ee' } };
export const Latvian: Story = { globals: { locale: 'lv-LV' } };

/** SPEC 2 layout "newsletter modal". */
export const InTheModal: Story = {
  args: { variant: 'modal' },
  render: (args) => (
    <ModalDialog title="Our newsletter" onClose={fn()}>
      <NewsletterSignup {...args} />
    </ModalDialog>
  ),
};
