// Issue 17: the rules of the typed product pages and what follows from them in the cart and the checkout — SPEC 4/5
// price sums and option prices, the gift card's lowest amount, the line options shown, lines of one sku told apart by
// their options (change and remove), and a virtual cart's checkout without shipping.
import { describe, expect, it } from 'vitest';
import { cartItemFromProduct } from '../../src/domain/cart/cart-item';
import { changeLineQty, removeLine } from '../../src/domain/cart/lines';
import { validateStep } from '../../src/domain/checkout/validation';
import { buildOrderDraft } from '../../src/domain/order/payload';
import {
  cartLinesOf,
  initialChoice,
  lineOptionsOf,
  lowestPrice,
  optionsPrice,
  validateChoice,
} from '../../src/domain/product-options';
import { GIFT_CARD, LOOK_GROUP, MONOGRAM_SHIRT, OFFICE_BUNDLE } from '../../stories/fixtures/typed-products';
import { CART, PAYMENT_METHODS, SHIPPING_METHODS, filledDetails } from './order-fixtures';

const shirtWith = (monogram: string) => {
  const choice = { ...initialChoice(MONOGRAM_SHIRT), custom: { 11: monogram } };
  const [line] = cartLinesOf(MONOGRAM_SHIRT, choice);
  if (!line) throw new Error('no line');
  return cartItemFromProduct(line.product, 1);
};

describe('typed product options (issue 17, SPEC 4/5)', () => {
  it('prices a bundle from its default links and a grouped product from price × qty, both from 0', () => {
    expect(optionsPrice(OFFICE_BUNDLE, initialChoice(OFFICE_BUNDLE))).toBe(69.8);
    const group = { ...initialChoice(LOOK_GROUP), grouped: { 'AK-SCARF-902': 2, 'AK-SOCKS-903': 1 } };
    expect(optionsPrice(LOOK_GROUP, group)).toBe(62.3);
    expect(optionsPrice(LOOK_GROUP, initialChoice(LOOK_GROUP))).toBe(0);
  });

  it('adds a fixed custom option price and a percent of the product price, only for options chosen', () => {
    const choice = { ...initialChoice(MONOGRAM_SHIRT), custom: { 11: 'MK', 12: '121' } };
    expect(optionsPrice(MONOGRAM_SHIRT, choice)).toBe(27);
    expect(optionsPrice(MONOGRAM_SHIRT, initialChoice(MONOGRAM_SHIRT))).toBe(20);
  });

  it('shows a gift card from its lowest amount, never 0', () => {
    expect(lowestPrice(GIFT_CARD)).toBe(25);
    expect(lowestPrice(MONOGRAM_SHIRT)).toBe(20);
  });

  it('names the gift card fields that are wrong with SPEC 5 messages', () => {
    expect(validateChoice(GIFT_CARD, { ...initialChoice(GIFT_CARD), custom: { 42: 'liis@' } })).toEqual({
      'custom:41': 'required',
      'custom:42': 'email',
    });
    const long = { ...initialChoice(GIFT_CARD), custom: { 41: '4125', 42: 'a@b.ee', 43: 'x'.repeat(201) } };
    expect(validateChoice(GIFT_CARD, long)).toEqual({ 'custom:43': 'tooLong' });
  });

  it('shows the chosen options of a line, and nothing for a line without them', () => {
    const item = shirtWith('MK');
    expect(lineOptionsOf(item.product_option)).toEqual([{ label: 'Monogramm', value: 'MK' }]);
    expect(lineOptionsOf(undefined)).toEqual([]);
  });

  it('changes and removes only the line whose options are named, not another of the same sku', () => {
    const first = { ...shirtWith('MK'), qty: 1 };
    const second = { ...shirtWith('JX'), qty: 1 };
    expect(first.checksum).not.toBe(second.checksum);
    const changed = changeLineQty([first, second], first.sku, 3, second.checksum).items;
    expect(changed.map((line) => line.qty)).toEqual([1, 3]);
    expect(removeLine([first, second], first.sku, first.checksum)).toEqual([second]);
  });

  it('skips the shipping step of a virtual cart and sends its billing address as the shipping one', () => {
    const details = filledDetails();
    details.shippingDetails = { ...details.shippingDetails, streetAddress: '', city: '' };
    details.paymentDetails = {
      ...details.paymentDetails,
      billingSameAsShipping: true,
      firstName: 'Liis',
      lastName: 'Kask',
      streetAddress: 'Rüütli 1',
      city: 'Tartu',
      zipCode: '51007',
      country: 'EE',
      phoneNumber: '5551234',
    };
    const context = { loggedIn: false, shippingMethods: SHIPPING_METHODS, paymentMethods: PAYMENT_METHODS };
    expect(validateStep('shipping', details, { ...context, virtualCart: true })).toEqual({});
    expect(validateStep('review', details, { ...context, virtualCart: true })).toEqual({});
    expect(Object.keys(validateStep('shipping', details, context))).toContain('city');
    const draft = buildOrderDraft({ details, cart: CART, storeCode: 'ee', ...context, virtualCart: true });
    expect(draft.addressInformation.shippingAddress).toMatchObject({ city: 'Tartu', street: ['Rüütli 1'] });
    expect(draft.addressInformation.billingAddress).toEqual(draft.addressInformation.shippingAddress);
  });
});
