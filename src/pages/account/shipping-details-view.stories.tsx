import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { ShippingDetailsView } from './shipping-details-view';
import { ADDRESS } from './story-fixtures';

const meta = {
  title: 'Pages/Account/ShippingDetailsView',
  component: ShippingDetailsView,
  decorators: [inMain],
  args: { status: 'editing', address: ADDRESS, defaultCountry: 'EE', onSave: fn() },
} satisfies Meta<typeof ShippingDetailsView>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', address: null } };

/** No address yet: the country is the store view's (SPEC 5). */
export const Empty: Story = { args: { address: null, defaultCountry: 'LV' } };

export const Filled: Story = {};

export const Invalid: Story = {
  args: {
    fieldErrors: {
      firstname: 'nameMin3',
      taxId: 'taxIdMin3',
      postcode: 'zipEe',
      telephone: 'phoneWithoutCountryCode',
      birthday: 'birthdayPattern',
    },
  },
};

export const Saving: Story = { args: { status: 'saving' } };

export const Saved: Story = { args: { status: 'saved' } };

export const QueuedOffline: Story = { args: { status: 'queued' } };

export const Failed: Story = {
  args: { status: 'failed', serverError: 'Something went wrong on our side. Please try again in a moment.' },
};
