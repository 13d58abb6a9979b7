import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CouponForm } from './coupon-form';

/** SPEC 7 apply-coupon / delete-coupon. Server refusals arrive translated; the stories show SPEC 8's English. */
const meta = {
  title: 'Cart/CouponForm',
  component: CouponForm,
  args: { appliedCode: null, error: null, busy: false, onApply: fn(), onType: fn(), onRemove: fn() },
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Applying: Story = { args: { busy: true } };
/** SPEC 9: the newsletter's 10% code. */
export const Applied: Story = { args: { appliedCode: 'UUDIS-7K2Q9' } };
/** SPEC 5: Apply with no code; the cart machine refused it (`couponProblem`). */
export const CodeRequired: Story = { args: { problem: 'required' } };
export const Invalid: Story = { args: { error: 'The coupon code "SUVI50" is not valid.' } };
/** Coupons need the server. */
export const Offline: Story = { args: { disabled: true } };
