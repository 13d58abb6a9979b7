// Issue 17: the typed product rules of src/domain/product-types — SPEC 4/5 grouped and bundle price sums, SPEC 5
// custom option prices, SPEC 3 option-set hash as the line checksum, SPEC 5 line matching, SPEC 4 virtual cart and
// removal by parent sku; fast-check: the same options always hash and merge the same, different ones never merge.
import { sha3_224 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../src/domain/cart/cart-item';
import {
  type BundleOption,
  bundlePrice,
  type CustomOption,
  checkBundleOptions,
  checkCustomOptions,
  customOptionsPrice,
  groupedPrice,
  groupedSelections,
  isSameLine,
  isVirtualCart,
  labelledOption,
  lineChecksum,
  linePrice,
  type ProductLink,
  removeLine,
  typedProductOptionSchema,
} from '../../src/domain/product-types';

const sha3 = (text: string) => bytesToHex(sha3_224(utf8ToBytes(text)));
const prices: Record<string, number> = { BELT: 24.9, SCARF: 19.9, SOCKS: 7.5, 'SHIRT-M': 39.9, 'SHIRT-L': 41.9 };
const priceOf = (sku: string) => prices[sku];

const link = (sku: string, qty: number): ProductLink => ({
  sku: 'LOOK',
  link_type: 'associated',
  linked_product_sku: sku,
  linked_product_type: 'simple',
  qty,
});

const office: BundleOption[] = [
  {
    option_id: 1,
    title: 'Shirt',
    required: true,
    type: 'select',
    product_links: [
      { id: 11, sku: 'SHIRT-M', qty: 1, is_default: false, name: 'Shirt', label: 'M' },
      { id: 12, sku: 'SHIRT-L', qty: 1, is_default: true, name: 'Shirt', label: 'L' },
    ],
  },
  {
    option_id: 2,
    title: 'Belt',
    required: true,
    type: 'radio',
    product_links: [{ id: 21, sku: 'BELT', qty: 1, is_default: false, name: 'Belt' }],
  },
];

const monogram: CustomOption = {
  option_id: 5,
  title: 'Monogram',
  type: 'field',
  is_require: false,
  max_characters: 3,
  values: [{ option_type_id: 51, title: 'Monogram', price: 6, price_type: 'fixed' }],
};
const wrap: CustomOption = {
  option_id: 6,
  title: 'Gift wrap',
  type: 'drop_down',
  is_require: false,
  values: [
    { option_type_id: 61, title: 'Gift wrap', price: 10, price_type: 'percent' },
    { option_type_id: 0, title: 'Free ribbon', price: 3, price_type: 'fixed' },
  ],
};

describe('grouped and bundle prices (SPEC 4/5)', () => {
  it('starts a group at 0 and sums price × qty of each associated product', () => {
    expect(groupedPrice([], priceOf).price).toBe(0);
    expect(groupedPrice([link('BELT', 1), link('SOCKS', 2)], priceOf)).toEqual({ price: 39.9, missing: [] });
  });

  it('counts qty 0 as nothing, leaves out a negative qty and reports a missing child', () => {
    expect(groupedPrice([link('BELT', 0), link('SCARF', -1), link('GONE', 1)], priceOf)).toEqual({
      price: 0,
      missing: ['GONE'],
    });
  });

  it('prices a bundle from the default link, or the first, when nothing is chosen', () => {
    expect(bundlePrice(office, priceOf).price).toBe(66.8); // SHIRT-L (default) + BELT (first)
  });

  it('prices a bundle from the chosen links and quantities', () => {
    const chosen = [{ option_id: 1, option_selections: [11], option_qty: 2 }];
    expect(bundlePrice(office, priceOf, chosen).price).toBe(104.7); // 2 × 39.90 + 24.90
  });
});

describe('custom option prices (SPEC 5)', () => {
  it('adds a fixed price, and a percent as that share of the product price', () => {
    const chosen = [
      { option_id: 5, option_value: 'MK' },
      { option_id: 6, option_value: 61 },
    ];
    expect(customOptionsPrice([monogram, wrap], chosen, 40)).toBe(10); // 6 + 10 % of 40
  });

  it('adds nothing for a value whose option_type_id is 0, or for an empty text', () => {
    expect(customOptionsPrice([monogram, wrap], [{ option_id: 6, option_value: 0 }], 40)).toBe(0);
    expect(customOptionsPrice([monogram], [{ option_id: 5, option_value: '  ' }], 40)).toBe(0);
  });

  it('prices a line of any type: bundle sum plus custom options on top', () => {
    const product = { type_id: 'bundle', base_price_incl_tax: 0, bundle_options: office, custom_options: [wrap] };
    const option = {
      extension_attributes: { bundle_options: [{ option_id: 1, option_selections: [11] }] },
    };
    expect(linePrice(product, option, priceOf)).toEqual({ price_incl_tax: 64.8, missing: [] });
    const wrapped = {
      extension_attributes: { ...option.extension_attributes, custom_options: [{ option_id: 6, option_value: 61 }] },
    };
    expect(linePrice(product, wrapped, priceOf).price_incl_tax).toBe(71.28);
  });
});

describe('option validation (400 naming the field)', () => {
  it('names an unknown value, a too long text and a missing required option', () => {
    expect(checkCustomOptions([wrap], [{ option_id: 6, option_value: 99 }])).toEqual({
      ok: false,
      field: 'product_option.extension_attributes.custom_options.0.option_value',
      problem: 'unknown_value',
    });
    expect(checkCustomOptions([monogram], [{ option_id: 5, option_value: 'ABCD' }])).toMatchObject({
      problem: 'too_long',
    });
    expect(checkCustomOptions([{ ...monogram, is_require: true }], [])).toMatchObject({ problem: 'required' });
    expect(checkCustomOptions([monogram], [{ option_id: 5, option_value: 'a\u0000' }])).toMatchObject({ ok: false });
    expect(checkBundleOptions(office, [{ option_id: 1, option_selections: [21] }])).toMatchObject({
      field: 'product_option.extension_attributes.bundle_options.0.option_selections',
    });
    expect(checkBundleOptions(office, [{ option_id: 1, option_selections: [12] }])).toEqual({ ok: true });
  });
});

describe('option-set hash as the line checksum (SPEC 3)', () => {
  it('hashes the first non-empty set (bundle, custom, configurable) with numbers as strings', () => {
    const option = {
      extension_attributes: {
        custom_options: [{ option_id: 5, option_value: 'MK', label: 'Monogram' }],
        configurable_item_options: [{ option_id: 93, option_value: 12 }],
      },
    };
    expect(lineChecksum(option)).toBe(sha3('[{"option_id":"5","option_value":"MK"}]'));
    expect(lineChecksum({ extension_attributes: {} })).toBe('');
  });

  it('labels options for the cart and order without changing their checksum', () => {
    const option = {
      extension_attributes: {
        bundle_options: [
          { option_id: 2, option_selections: [21] },
          { option_id: 1, option_selections: [11] },
        ],
      },
    };
    const labelled = labelledOption({ bundle_options: office }, option);
    expect(labelled?.extension_attributes.bundle_options?.[0]).toMatchObject({
      label: 'Shirt',
      value: 'Shirt, M',
      sku: 'SHIRT-M',
    });
    expect(lineChecksum(labelled)).toBe(lineChecksum(option));
  });

  it('completes a partial bundle choice with the defaults, as the server stores it', () => {
    const partial = { extension_attributes: { bundle_options: [{ option_id: 1, option_selections: [11] }] } };
    const full = labelledOption({ bundle_options: office }, partial);
    expect(full?.extension_attributes.bundle_options?.map((entry) => entry.sku)).toEqual(['SHIRT-M', 'BELT']);
  });
});

const customEntry = fc.record({
  option_id: fc.integer({ min: 1, max: 6 }),
  option_value: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.string({ maxLength: 4 })),
});
const customSet = fc.uniqueArray(customEntry, { selector: (entry) => entry.option_id, minLength: 1, maxLength: 4 });
const bundleSet = fc.uniqueArray(
  fc.record({
    option_id: fc.integer({ min: 1, max: 4 }),
    option_qty: fc.integer({ min: 1, max: 3 }),
    option_selections: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 1 }),
  }),
  { selector: (entry) => entry.option_id, minLength: 1, maxLength: 3 },
);
const optionOf = (custom: unknown[] | undefined, bundle: unknown[] | undefined) =>
  typedProductOptionSchema.parse({ extension_attributes: { custom_options: custom, bundle_options: bundle } });

describe('line matching (SPEC 5), properties', () => {
  it('the same options in any order always hash the same and merge into one line', () => {
    fc.assert(
      fc.property(customSet, fc.boolean(), (set, flip) => {
        const a = { sku: 'TEE-M', parentSku: 'TEE', product_option: optionOf(set, undefined) };
        const b = {
          sku: 'TEE-M',
          parentSku: 'TEE',
          product_option: optionOf(flip ? [...set].reverse() : set, undefined),
        };
        expect(lineChecksum(a.product_option)).toBe(lineChecksum(b.product_option));
        expect(isSameLine(a, b)).toBe(true);
      }),
    );
  });

  it('different custom option sets never merge', () => {
    fc.assert(
      fc.property(customSet, customSet, (x, y) => {
        const norm = (set: typeof x) =>
          JSON.stringify(
            [...set].sort((p, q) => p.option_id - q.option_id).map((e) => [e.option_id, String(e.option_value)]),
          );
        fc.pre(norm(x) !== norm(y));
        const a = { sku: 'GIFT', parentSku: 'GIFT', product_option: optionOf(x, undefined) };
        const b = { sku: 'GIFT', parentSku: 'GIFT', product_option: optionOf(y, undefined) };
        expect(isSameLine(a, b)).toBe(false);
      }),
    );
  });

  it('different bundle choices never merge; the same ones do', () => {
    fc.assert(
      fc.property(bundleSet, bundleSet, (x, y) => {
        const norm = (set: typeof x) =>
          JSON.stringify(
            [...set]
              .sort((p, q) => p.option_id - q.option_id)
              .map((e) => [e.option_id, e.option_qty, e.option_selections]),
          );
        const a = { sku: 'SET', parentSku: 'SET', product_option: optionOf(undefined, x) };
        const b = { sku: 'SET', parentSku: 'SET', product_option: optionOf(undefined, y) };
        expect(isSameLine(a, b)).toBe(norm(x) === norm(y));
      }),
    );
  });

  it('pairs a line with options by its item id, and never two skus by checksum alone', () => {
    const option = optionOf([{ option_id: 1, option_value: 2 }], undefined);
    expect(isSameLine({ sku: 'A', server_item_id: 4, product_option: option }, { sku: 'A', item_id: 4 })).toBe(true);
    expect(isSameLine({ sku: 'A', product_option: option }, { sku: 'B', product_option: option })).toBe(false);
  });
});

describe('virtual cart and removal (SPEC 4)', () => {
  const line = (sku: string, parentSku: string, product_type: string): CartItem => ({
    sku,
    parentSku,
    qty: 1,
    product_type,
    price_incl_tax: 1,
    name: sku,
    image: '',
  });

  it('is virtual only when every item is virtual or downloadable', () => {
    expect(isVirtualCart(['virtual', 'downloadable'])).toBe(true);
    expect(isVirtualCart(['virtual', 'bundle'])).toBe(false);
    expect(isVirtualCart([])).toBe(false);
  });

  it('drops the item and its children by parent sku', () => {
    const items = [
      line('TEE-M', 'TEE', 'configurable'),
      line('TEE-L', 'TEE', 'configurable'),
      line('BELT', 'BELT', 'simple'),
    ];
    expect(removeLine(items, 'TEE').map((item) => item.sku)).toEqual(['BELT']);
  });

  it('adds each product of a group with its own quantity, none at 0', () => {
    expect(groupedSelections([link('BELT', 1), link('SOCKS', 1)], { BELT: 2, SOCKS: 0 })).toEqual([
      { sku: 'BELT', qty: 2 },
    ]);
  });
});
