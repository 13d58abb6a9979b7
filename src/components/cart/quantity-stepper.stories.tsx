import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CART_ITEM_MAX_QTY } from '../../domain/contract/cart';
import { QuantityStepper } from './quantity-stepper';

/** SPEC 5 / SPEC 9: a cart line's quantity, 1 to 10. */
const meta = {
  title: 'Cart/QuantityStepper',
  component: QuantityStepper,
  args: { productName: 'Linane suvekleit', value: 2, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** − is disabled at 1. */
export const AtMinimum: Story = { args: { value: 1 } };
/** + is disabled at the cart item maximum. */
export const AtMaximum: Story = { args: { value: CART_ITEM_MAX_QTY } };
/** While the line syncs. */
export const Disabled: Story = { args: { disabled: true } };
