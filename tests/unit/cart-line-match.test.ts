// SPEC 5 "Cart line matching" and the items hash (SPEC 4 "Sync … only when the hash changed").
import { describe, expect, it } from 'vitest';
import { type CartItem, optionsChecksum } from '../../src/domain/cart/cart-item';
import { itemsHash } from '../../src/domain/cart/items-hash';
import { findLineIndex, isSameLine } from '../../src/domain/cart/line-match';

const custom = (value: number) => ({
  extension_attributes: { custom_options: [{ option_id: 1, option_value: value }] },
});

describe('cart line matching (SPEC 5)', () => {
  it('matches configurable children by sku, whatever their ids', () => {
    const line = { sku: 'NA-DR-1001-M', parentSku: 'NA-DR-1001', server_item_id: 5 };
    expect(isSameLine(line, { sku: 'NA-DR-1001-M', parentSku: 'NA-DR-1001', item_id: 9 })).toBe(true);
    expect(isSameLine(line, { sku: 'NA-DR-1001-L', parentSku: 'NA-DR-1001', item_id: 5 })).toBe(false);
  });

  it('tells lines with custom options apart by their options, and pairs them by item id', () => {
    const a = { sku: 'GIFT', parentSku: 'GIFT', product_option: custom(1) };
    expect(isSameLine(a, { sku: 'GIFT', parentSku: 'GIFT', product_option: custom(1) })).toBe(true);
    expect(isSameLine(a, { sku: 'GIFT', parentSku: 'GIFT', product_option: custom(2) })).toBe(false);
    expect(isSameLine({ ...a, server_item_id: 3 }, { sku: 'GIFT', item_id: 3, product_option: custom(2) })).toBe(true);
  });

  it('matches other products by id or sku', () => {
    expect(isSameLine({ sku: 'SOCKS', parentSku: 'SOCKS' }, { sku: 'SOCKS' })).toBe(true);
    expect(isSameLine({ sku: 'SOCKS', item_id: 4 }, { sku: 'OTHER', item_id: 4 })).toBe(true);
    expect(isSameLine({ sku: 'SOCKS' }, { sku: 'OTHER' })).toBe(false);
    expect(findLineIndex([{ sku: 'A' }, { sku: 'SOCKS' }], { sku: 'SOCKS' })).toBe(1);
  });

  it('gives the same checksum for the same options in any order', () => {
    const one = {
      extension_attributes: {
        custom_options: [
          { option_id: 1, option_value: 2 },
          { option_id: 3, option_value: 4 },
        ],
      },
    };
    const two = {
      extension_attributes: {
        custom_options: [
          { option_id: 3, option_value: 4 },
          { option_id: 1, option_value: 2 },
        ],
      },
    };
    expect(optionsChecksum(one)).toBe(optionsChecksum(two));
    expect(optionsChecksum(one)).not.toBe(optionsChecksum(custom(2)));
  });
});

describe('items hash (SPEC 4)', () => {
  const a: CartItem = { sku: 'A', parentSku: 'A', qty: 1, server_item_id: 1, price_incl_tax: 10, name: 'A', image: '' };
  const b: CartItem = { ...a, sku: 'B', parentSku: 'B', qty: 2, server_item_id: 2 };

  it('ignores line order, ids and prices', () => {
    expect(itemsHash([a, b])).toBe(itemsHash([b, { ...a, server_item_id: 99, price_incl_tax: 12 }]));
  });

  it('changes with a quantity, a line or an option', () => {
    const base = itemsHash([a, b]);
    expect(itemsHash([a, { ...b, qty: 3 }])).not.toBe(base);
    expect(itemsHash([a])).not.toBe(base);
    expect(itemsHash([a, { ...b, product_option: custom(1) }])).not.toBe(base);
  });
});
