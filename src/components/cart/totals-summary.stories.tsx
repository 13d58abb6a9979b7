import type { Meta, StoryObj } from '@storybook/react-vite';
import { MANY_LINES, ONE_LINE, totalsOf } from './story-fixtures';
import { TotalsSummary } from './totals-summary';

/** SPEC 3 total segments, SPEC 1 price format. */
const meta = {
  title: 'Cart/TotalsSummary',
  component: TotalsSummary,
  args: { totals: totalsOf(ONE_LINE), locale: 'et-EE' },
} satisfies Meta<typeof TotalsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No shipping method chosen yet: no shipping row. */
export const Subtotal: Story = {};
/** Shipping and the newsletter coupon's 10% (SPEC 9). */
export const ShippingAndDiscount: Story = {
  args: { totals: totalsOf(MANY_LINES, { shipping: 2.99, discount: 26.5, couponCode: 'UUDIS-7K2Q9' }) },
};
