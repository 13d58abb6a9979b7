import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMain } from '../../../stories/fixtures/page-frame';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  args: { homeHref: '/ee/' },
  decorators: [inMain],
  parameters: { router: { path: '/ee/error' } },
} satisfies Meta<typeof ErrorPage>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
