import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { PaperCatalogueView } from './paper-catalogue-view';
import { ADDRESS } from './story-fixtures';

const meta = {
  title: 'Pages/Account/PaperCatalogueView',
  component: PaperCatalogueView,
  decorators: [inMain],
  args: { status: 'form', defaultCountry: 'EE', onSubmit: fn(), onOrderAgain: fn() },
} satisfies Meta<typeof PaperCatalogueView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A guest on /paper-catalogue: an empty form. */
export const Form: Story = {};

/** A customer: the saved address to start from. */
export const Prefilled: Story = { args: { initial: ADDRESS } };

export const Invalid: Story = { args: { fieldErrors: { street: 'required', postcode: 'zipMin3', city: 'required' } } };

export const Sending: Story = { args: { status: 'sending', initial: ADDRESS } };

export const Sent: Story = { args: { status: 'sent' } };

export const Failed: Story = {
  args: {
    status: 'failed',
    initial: ADDRESS,
    serverError: 'Something went wrong on our side. Please try again in a moment.',
  },
};
