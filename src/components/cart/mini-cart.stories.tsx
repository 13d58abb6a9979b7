import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MiniCart } from './mini-cart';
import { cartLine, MANY_LINES, ONE_LINE, totalsOf } from './story-fixtures';

/** The microcart (SPEC 2, SPEC 3 UI flag microcart), open, in each state of the cart machine. */
const meta = {
  title: 'Cart/MiniCart',
  component: MiniCart,
  args: {
    open: true,
    status: 'ready',
    syncing: false,
    online: true,
    syncDisabled: false,
    lines: ONE_LINE,
    totals: totalsOf(ONE_LINE),
    coupon: { appliedCode: null, error: null, busy: false },
    locale: 'et-EE',
    checkoutHref: '/ee/checkout',
    continueHref: '/ee/',
    onClose: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onApplyCoupon: fn(),
    onRemoveCoupon: fn(),
  },
} satisfies Meta<typeof MiniCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { lines: [], totals: null } };
export const OneLine: Story = {};
export const ManyLines: Story = { args: { lines: MANY_LINES, totals: totalsOf(MANY_LINES) } };
/** SPEC 4: before the cart is loaded. */
export const Loading: Story = { args: { status: 'loading', lines: [], totals: null } };
/** A sync with the server runs. */
export const Syncing: Story = { args: { lines: MANY_LINES, totals: totalsOf(MANY_LINES), syncing: true } };
/** SPEC 4: changes are kept and synced later; coupons wait for the network. */
export const Offline: Story = { args: { online: false } };
/** SPEC 4 "Connect": after the bypass attempts cart sync is disabled. */
export const SyncDisabled: Story = { args: { syncDisabled: true } };
export const CouponApplied: Story = {
  args: {
    lines: MANY_LINES,
    totals: totalsOf(MANY_LINES, { discount: 26.5, couponCode: 'UUDIS-7K2Q9' }),
    coupon: { appliedCode: 'UUDIS-7K2Q9', error: null, busy: false },
  },
};
export const CouponError: Story = {
  args: { coupon: { appliedCode: null, error: 'The coupon code "SUVI50" is not valid.', busy: false } },
};
/** Issue 12: a line out of stock; the checkout waits until it is removed, and says so. */
export const CheckoutBlocked: Story = {
  args: {
    lines: [
      cartLine('NA-DR-1001', 1, { stock: 'in-stock' }),
      cartLine('ME-TR-1102', 1, { error: 'Out of the stock!', stock: 'out-of-stock' }),
    ],
    checkoutBlocked: true,
  },
};
/** SPEC 4 / SPEC 8: a line out of stock and one over the available quantity. */
export const LineErrors: Story = {
  args: {
    lines: [
      cartLine('ME-TR-1102', 1, { error: 'Out of the stock!' }),
      cartLine('NA-SW-1105', 5, { error: 'Only 3 available' }),
    ],
    totals: null,
  },
};
