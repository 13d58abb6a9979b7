import type { Meta, StoryObj } from '@storybook/react-vite';
import { storeSwitchOptions } from '../../app/routing/site-links';
import { StoreSwitch } from './store-switch';

const meta = {
  title: 'Layout/StoreSwitch',
  component: StoreSwitch,
  args: { current: 'ee', options: storeSwitchOptions() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoreSwitch>;

export default meta;

type Story = StoryObj<typeof meta>;

export const EstonianCurrent: Story = {};

export const LatvianCurrent: Story = {
  args: { current: 'lv' },
  globals: { locale: 'lv-LV' },
  parameters: { router: { path: '/lv/' } },
};
