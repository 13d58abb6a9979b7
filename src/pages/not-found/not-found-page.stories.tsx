import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMain } from '../../../stories/fixtures/page-frame';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  args: { homeHref: '/ee/' },
  decorators: [inMain],
  parameters: { router: { path: '/ee/no-such-page' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
