import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';

const meta = {
  title: 'Product/Price',
  component: Price,
  args: { final: 54.99, original: 54.99, locale: 'et-EE' },
  argTypes: { locale: { control: 'inline-radio', options: ['et-EE', 'lv-LV', 'en-US'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Price>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

/** SPEC 1: a special price shows the old price struck through. */
export const SpecialPrice: Story = { args: { final: 129.99, original: 189 } };
