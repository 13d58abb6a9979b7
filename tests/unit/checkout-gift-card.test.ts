// Issue 17: the gift card at checkout — why a code was refused (the balance call's answer), what the card pays of a
// total and what is left, and the order body carrying `gift_card_code` only when a card was checked.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/adapters/envelope';
import { giftCardErrorOf, giftCardShare, normalizeGiftCardCode } from '../../src/domain/checkout/gift-card';
import { orderRequestSchema } from '../../src/domain/contract/order';
import { buildOrderDraft, createOrderRequest } from '../../src/domain/order/payload';
import { CART, ORDER_TIME, PAYMENT_METHODS, SHIPPING_METHODS, filledDetails } from './order-fixtures';

describe('gift card at checkout (issue 17)', () => {
  it('names the reason of a refused code from the server’s answer', () => {
    expect(giftCardErrorOf(new ApiError(404, 'gift_card_code: no such gift card'))).toBe('unknown');
    expect(giftCardErrorOf(new ApiError(400, 'gift_card_code: this gift card has expired'))).toBe('expired');
    expect(giftCardErrorOf(new ApiError(400, 'gift_card_code: this gift card has no balance left'))).toBe('spent');
    expect(giftCardErrorOf(new ApiError(400, 'code: Invalid string'))).toBe('malformed');
    // The order's own refusal (the card went between the check and the order).
    expect(giftCardErrorOf(new ApiError(400, 'gift_card_code: no such gift card'))).toBe('unknown');
    expect(giftCardErrorOf(new TypeError('Failed to fetch'))).toBe('failed');
  });

  it('pays the smaller of its balance and the total; the rest is left to pay', () => {
    expect(giftCardShare(50, 59.98)).toEqual({ amount: 50, remaining: 9.98 });
    expect(giftCardShare(50, 20.1)).toEqual({ amount: 20.1, remaining: 0 });
    expect(giftCardShare(0.1 + 0.2, 1)).toEqual({ amount: 0.3, remaining: 0.7 });
    expect(normalizeGiftCardCode(' gc-7kq2-m9xa-4tpw ')).toBe('GC-7KQ2-M9XA-4TPW');
  });

  it('sends gift_card_code with the order only when a card was checked', () => {
    const sources = {
      details: filledDetails(),
      cart: CART,
      storeCode: 'ee' as const,
      shippingMethods: SHIPPING_METHODS,
      paymentMethods: PAYMENT_METHODS,
    };
    expect(buildOrderDraft(sources)).not.toHaveProperty('gift_card_code');
    const draft = buildOrderDraft({ ...sources, giftCardCode: 'GC-7KQ2-M9XA-4TPW' });
    expect(draft.gift_card_code).toBe('GC-7KQ2-M9XA-4TPW');
    const order = createOrderRequest(draft, { newId: () => 'c0ffee00-0000-4000-8000-000000000001', now: ORDER_TIME });
    expect(orderRequestSchema.safeParse(order).success).toBe(true);
  });
});
