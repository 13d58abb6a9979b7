import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATEGORY_BREADCRUMBS } from '../../../stories/fixtures/category';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Catalog/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: CATEGORY_BREADCRUMBS },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** SPEC 2: home, the parent category, then the current category (not a link). */
export const Subcategory: Story = {};

export const TopLevelCategory: Story = {
  args: { items: [{ label: 'Avaleht', href: '/ee/' }, { label: 'Naised' }] },
};
