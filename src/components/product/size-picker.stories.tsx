import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Link } from 'wouter';
import { SizePicker } from './size-picker';

const meta = {
  title: 'Product/SizePicker',
  component: SizePicker,
  args: {
    options: [
      { value: 168, label: 'S', selected: false, available: true },
      { value: 169, label: 'M', selected: true, available: true },
      { value: 170, label: 'L', selected: false, available: true },
    ],
    onSelect: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SizePicker>;

export default meta;

type Story = StoryObj<typeof meta>;

export const AllAvailable: Story = {};

/** SPEC 5: the chosen colour has no L: L is struck through and its name says so, but it can still be picked. */
export const SomeUnavailable: Story = {
  args: {
    options: [
      { value: 168, label: 'S', selected: false, available: false },
      { value: 169, label: 'M', selected: true, available: true },
      { value: 170, label: 'L', selected: false, available: false },
    ],
  },
};

/** SPEC 9: a product in a size-table category links its size guide beside the legend. */
export const WithSizeGuide: Story = {
  args: { aside: <Link href="/ee/i/suurustabel">Suurustabel</Link> },
};
