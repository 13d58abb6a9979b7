// The cart's call failures (SPEC 4 "Connect"/"Sync", SPEC 8 "Sync"), notices (SPEC 8), storage keys (SPEC 4) and
// line shapes (SPEC 3).
import { describe, expect, it } from 'vitest';
import { cartItemFromProduct, cartItemFromServer, detachedFromServer } from '../../src/domain/cart/cart-item';
import { cartCallError, cartFailure, isNetworkFailure, isUnauthorizedFailure } from '../../src/domain/cart/errors';
import { CART_NOTICES, cartServerNotice, productErrorNotice } from '../../src/domain/cart/notices';
import { cartStorageKeys } from '../../src/domain/cart/persisted';

describe('cart call failures', () => {
  it('tells a refused call (with its code) from one that got no answer', () => {
    expect(cartFailure(cartCallError(401, 'expired'))).toEqual({ code: 401, message: 'expired' });
    expect(isUnauthorizedFailure(cartCallError(401, 'expired'))).toBe(true);
    expect(isNetworkFailure(cartCallError(500, 'down'))).toBe(false);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(cartFailure('offline')).toEqual({ code: 0, message: 'offline' });
  });
});

describe('cart notices (SPEC 8)', () => {
  it('offers "Proceed to checkout" on both success notices only', () => {
    expect(CART_NOTICES.productAdded.action?.label).toBe('Proceed to checkout');
    expect(CART_NOTICES.quantityUpdated.action?.event).toBe('checkout.open');
    expect('action' in CART_NOTICES.outOfStock).toBe(false);
  });

  it('shows product errors and server messages as errors, as they came', () => {
    expect(productErrorNotice('No available product variants')).toEqual({
      key: 'productError',
      type: 'error',
      message: 'No available product variants',
    });
    expect(cartServerNotice('Only 2 available').type).toBe('error');
  });
});

describe('cart storage and lines', () => {
  it('names SPEC 4’s keys with the store code', () => {
    expect(cartStorageKeys('lv')).toEqual({ cart: 'lv-current-cart', totals: 'lv-current-totals' });
  });

  it('makes a new line unconfirmed, a server line confirmed, and forgets ids of another cart', () => {
    const product = { sku: 'S', parentSku: 'P', name: 'Shirt', price_incl_tax: 10, image: '' };
    expect(cartItemFromProduct(product, 2)).not.toHaveProperty('server_item_id');
    const server = cartItemFromServer({
      item_id: 5,
      quote_id: 'q',
      sku: 'S',
      parentSku: 'P',
      qty: 3,
      product_type: 'simple',
      name: 'Shirt',
      price_incl_tax: 10,
      row_total_incl_tax: 30,
    });
    expect([server.server_item_id, server.prev_qty]).toEqual([5, 3]);
    const detached = detachedFromServer(server);
    expect([detached.server_item_id, detached.item_id, detached.quote_id, detached.prev_qty, detached.qty]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      3,
    ]);
  });
});
