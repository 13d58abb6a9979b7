import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SwatchPicker } from './swatch-picker';

const meta = {
  title: 'Product/SwatchPicker',
  component: SwatchPicker,
  args: {
    options: [
      { value: 50, label: 'Valge', swatchHex: '#f6f5f1', selected: true },
      { value: 51, label: 'Punane', swatchHex: '#c62a2f', selected: false },
      { value: 52, label: 'Sinine', swatchHex: '#2f6db5', selected: false },
    ],
    onSelect: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SwatchPicker>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Three colours, white chosen: its name shows beside the legend. */
export const ThreeColours: Story = {};

/** A colour that cannot be picked is struck through and disabled. */
export const DisabledColour: Story = {
  args: {
    options: [
      { value: 49, label: 'Must', swatchHex: '#1f1f21', selected: false },
      { value: 59, label: 'Beež', swatchHex: '#dccbad', selected: true },
      { value: 61, label: 'Tumesinine', swatchHex: '#1d2b4f', selected: false, disabled: true },
    ],
  },
};
