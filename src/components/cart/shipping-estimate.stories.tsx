import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShippingEstimate } from './shipping-estimate';
import { SHIPPING_METHODS_EE, SHIPPING_METHODS_LV } from './story-fixtures';

/** SPEC 7 shipping-methods by country, before the checkout. */
const meta = {
  title: 'Cart/ShippingEstimate',
  component: ShippingEstimate,
  args: { country: 'EE', methods: SHIPPING_METHODS_EE, status: 'ready', locale: 'et-EE', onCountryChange: fn() },
} satisfies Meta<typeof ShippingEstimate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Estonia: Story = {};
/** In the lv store view, in Latvian. */
export const Latvia: Story = {
  args: { country: 'LV', methods: SHIPPING_METHODS_LV, locale: 'lv-LV' },
  globals: { locale: 'lv-LV' },
};
export const Loading: Story = { args: { status: 'loading', methods: [] } };
export const Failed: Story = { args: { status: 'failed', methods: [] } };
