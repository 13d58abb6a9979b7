// SPEC 5 "Cart and product" validation, SPEC 4/5 stock outcomes, SPEC 4 selectors.
import { describe, expect, it } from 'vitest';
import { addBlockers, addToCart, changeLineQty, removeLine, revertFailedUpdate } from '../../src/domain/cart/lines';
import { CART_NOTICES } from '../../src/domain/cart/notices';
import { cartCount, cartLineCount, cartQtyCount, cartTotals, isVirtualCart } from '../../src/domain/cart/selectors';
import { addStockOutcome, lineStockAction } from '../../src/domain/cart/stock';
import { PRICE_UNKNOWN_MESSAGE, capQty, parseQty, productErrors } from '../../src/domain/cart/validation';
import type { StockItem } from '../../src/domain/contract/stock';

const product = { sku: 'NA-DR-1001-M', parentSku: 'NA-DR-1001', name: 'Dress', price_incl_tax: 50, image: '' };
const stock = (
  qty: number,
  manage = true,
  status: StockItem['status'] = qty > 0 ? 'ok' : 'out_of_stock',
): StockItem => ({
  product_id: 1,
  product_sku: product.sku,
  qty,
  is_in_stock: qty > 0,
  manage_stock: manage,
  status,
});

describe('per-item validation (SPEC 5)', () => {
  it('refuses a price below zero and collects the errors map, but allows a zero price', () => {
    expect(productErrors({ price_incl_tax: -0.01 })).toEqual([PRICE_UNKNOWN_MESSAGE]);
    expect(productErrors({ price_incl_tax: 0 })).toEqual([]);
    expect(
      productErrors({ price_incl_tax: 5, errors: { variants: 'No available product variants', empty: '' } }),
    ).toEqual(['No available product variants']);
  });

  it('converts quantity strings and accepts only positive integers, capped at 10', () => {
    expect([parseQty('3'), parseQty(' 2 '), parseQty(0), parseQty(-1), parseQty(1.5), parseQty('x')]).toEqual([
      3,
      2,
      null,
      null,
      null,
      null,
    ]);
    expect(capQty(12)).toEqual({ qty: 10, capped: true });
    expect(capQty(10)).toEqual({ qty: 10, capped: false });
  });

  it('blocks an add with errors, a bad quantity or a full line, before any stock check', () => {
    expect(addBlockers([], { ...product, price_incl_tax: -1 }, 1)).toEqual([CART_NOTICES.priceUnknown]);
    expect(addBlockers([], product, 'zero')).toEqual([CART_NOTICES.invalidQty]);
    expect(addBlockers([{ ...product, qty: 10 }], product, 1)).toEqual([CART_NOTICES.maxQtyExceeded]);
    expect(addBlockers([{ ...product, qty: 9 }], product, 5)).toEqual([]);
  });
});

describe('stock outcomes (SPEC 4 "Stock status", SPEC 5)', () => {
  it('adds when ok or volatile, not when out of stock; a failed check is volatile', () => {
    expect(addStockOutcome(stock(5), 2)).toEqual({ status: 'ok', add: true, qty: 2 });
    expect(addStockOutcome(stock(0, false, 'volatile'), 2)).toEqual({ status: 'volatile', add: true, qty: 2 });
    expect(addStockOutcome(stock(0), 2)).toEqual({ status: 'out_of_stock', add: false, qty: 0 });
    expect(addStockOutcome(null, 2)).toEqual({ status: 'volatile', add: true, qty: 2 });
  });

  it('lowers the quantity to managed stock below it', () => {
    expect(addStockOutcome(stock(3), 5).qty).toBe(3);
    expect(lineStockAction(stock(3), 5)).toEqual({ kind: 'lower', qty: 3 });
    expect(lineStockAction(stock(8), 5)).toEqual({ kind: 'keep' });
    expect(lineStockAction(stock(0), 1)).toEqual({ kind: 'remove' });
    expect(lineStockAction(stock(4, false, 'volatile'), 1)).toEqual({ kind: 'remove' });
  });
});

describe('local line changes (SPEC 4)', () => {
  it('merges the same item on add, says "updated", and caps the sum at 10 with the message', () => {
    const first = addToCart([], product, 4, stock(50));
    expect(first.notices).toEqual([CART_NOTICES.productAdded]);
    const second = addToCart(first.items, product, 8, stock(50));
    expect(second.items.map((item) => item.qty)).toEqual([10]);
    expect(second.notices).toEqual([CART_NOTICES.maxQtyExceeded, CART_NOTICES.quantityUpdated]);
  });

  it('warns about volatile stock and refuses out of stock', () => {
    expect(addToCart([], product, 1, null).notices).toEqual([CART_NOTICES.volatileStock, CART_NOTICES.productAdded]);
    const refused = addToCart([], product, 1, stock(0));
    expect([refused.items, refused.notices, refused.changed]).toEqual([[], [CART_NOTICES.outOfStock], false]);
  });

  it('removes an item and its children by parent sku', () => {
    const items = [
      { ...product, qty: 1 },
      { ...product, sku: 'NA-DR-1001-L', qty: 1 },
      { ...product, sku: 'SOCKS', parentSku: 'SOCKS', qty: 1 },
    ];
    expect(removeLine(items, 'NA-DR-1001').map((item) => item.sku)).toEqual(['SOCKS']);
    expect(removeLine(items, 'NA-DR-1001-L').map((item) => item.sku)).toEqual(['NA-DR-1001-M', 'SOCKS']);
  });

  it('changes a quantity within 1..10 and ignores anything else', () => {
    const items = [{ ...product, qty: 1 }];
    expect(changeLineQty(items, product.sku, '12')).toMatchObject({ capped: true, items: [{ qty: 10 }] });
    expect(changeLineQty(items, product.sku, 0).items).toEqual(items);
  });

  it('restores the previous quantity after a failed update, or removes a line that had none', () => {
    const confirmed = { ...product, qty: 5, prev_qty: 2, server_item_id: 7 };
    const fresh = { ...product, sku: 'SOCKS', parentSku: 'SOCKS', qty: 1 };
    const update = (sku: string, item_id?: number) => ({ kind: 'update' as const, item: { sku, qty: 5, item_id } });
    expect(revertFailedUpdate([confirmed, fresh], update(product.sku, 7)).map((item) => item.qty)).toEqual([2, 1]);
    expect(revertFailedUpdate([confirmed, fresh], update('SOCKS')).map((item) => item.sku)).toEqual([product.sku]);
  });
});

describe('cart selectors (SPEC 4)', () => {
  const items = [
    { qty: 2, product_type: 'virtual' },
    { qty: 3, product_type: 'downloadable' },
  ];

  it('counts lines or summed quantity', () => {
    expect([cartLineCount({ items }), cartQtyCount({ items })]).toEqual([2, 5]);
    expect([cartCount({ items }, 'lines'), cartCount({ items }, 'quantity')]).toEqual([2, 5]);
  });

  it('calls a cart virtual only when every item is virtual or downloadable', () => {
    expect(isVirtualCart({ items })).toBe(true);
    expect(isVirtualCart({ items: [...items, { qty: 1, product_type: 'simple' }] })).toBe(false);
    expect(isVirtualCart({ items: [] })).toBe(false);
    expect(cartTotals({ totals: null })).toBeNull();
  });
});
