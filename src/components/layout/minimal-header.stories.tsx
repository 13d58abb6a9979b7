import type { Meta, StoryObj } from '@storybook/react-vite';
import { MinimalHeader } from './minimal-header';

/** The header of the minimal layout (checkout, thank-you, passwords). */
const meta = {
  title: 'Layout/MinimalHeader',
  component: MinimalHeader,
  args: { homeHref: '/ee/' },
} satisfies Meta<typeof MinimalHeader>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
