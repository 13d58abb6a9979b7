// SPEC 4 "Product status and configuration" and SPEC 5 "Variant selection", rule by rule, on small products.
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/contract/catalog';
import {
  type ConfigurableChild,
  NO_PARENT_SKU_MESSAGE,
  availableChildren,
  bestMatch,
  childSkuFor,
  configurationFromChild,
  isChildAvailable,
  lookupVariant,
  optionValues,
  parentSkuOf,
  pickValue,
  requestForSku,
  selectionForColour,
  selectionOf,
} from '../../src/domain/variants';

const WHITE = 50;
const RED = 51;
const BLUE = 52;
const S = 168;
const M = 169;
const L = 170;

const inStock = { is_in_stock: true, qty: 3, manage_stock: true };
const soldOut = { is_in_stock: false, qty: 0, manage_stock: true };

function child(sku: string, color: number, size: number, extra: Partial<ConfigurableChild> = {}): ConfigurableChild {
  const price = extra.final_price_incl_tax ?? 20;
  return {
    sku,
    color,
    size,
    status: 1,
    image: `/catalog/top/${color}.png`,
    stock: inStock,
    price,
    price_tax: 0,
    price_incl_tax: price,
    original_price: price,
    original_price_incl_tax: price,
    special_price: 0,
    special_price_incl_tax: 0,
    final_price: price,
    final_price_incl_tax: price,
    ...extra,
  };
}

function product(children: ConfigurableChild[], extra: Partial<Product> = {}): Product {
  return {
    id: 1,
    sku: 'TOP',
    type_id: 'configurable',
    name: 'Top',
    slug: 'top-1',
    url_key: 'top-1',
    url_path: 'naised/top-1',
    status: 1,
    visibility: 4,
    image: '/catalog/top/50.png',
    thumbnail: '/catalog/top/50.png',
    small_image: '/catalog/top/50.png',
    is_new: false,
    sale: false,
    category_ids: [],
    created_at: '2026-01-01T00:00:00.000Z',
    tax_class_id: 2,
    stock: inStock,
    configurable_options: [
      {
        attribute_code: 'color',
        attribute_id: 93,
        label: 'Värv',
        values: [
          { value_index: WHITE, label: 'Valge', default_label: 'White' },
          { value_index: RED, label: 'Punane', default_label: 'Red' },
          { value_index: BLUE, label: 'Sinine', default_label: 'Blue' },
        ],
      },
      {
        attribute_code: 'size',
        attribute_id: 144,
        label: 'Suurus',
        values: [
          { value_index: S, label: 'S', default_label: 'S' },
          { value_index: M, label: 'M', default_label: 'M' },
          { value_index: L, label: 'L', default_label: 'L' },
        ],
      },
    ],
    configurable_children: children,
    price: 20,
    price_tax: 0,
    price_incl_tax: 20,
    original_price: 20,
    original_price_incl_tax: 20,
    special_price: 0,
    special_price_incl_tax: 0,
    final_price: 20,
    final_price_incl_tax: 20,
    ...extra,
  };
}

const skuOf = (lookup: ReturnType<typeof lookupVariant>) => (lookup.ok ? lookup.variant.sku : lookup.error);

describe('available children (SPEC 4, SPEC 5)', () => {
  it('skips an out-of-stock child unless out-of-stock listing is allowed', () => {
    const sold = child('W-S', WHITE, S, { stock: soldOut });
    expect(isChildAvailable(sold)).toBe(false);
    expect(isChildAvailable(sold, { allowOutOfStock: true })).toBe(true);
  });

  it('skips a child with status 2 or more even when out-of-stock listing is allowed', () => {
    expect(isChildAvailable(child('W-S', WHITE, S, { status: 2 }), { allowOutOfStock: true })).toBe(false);
    expect(isChildAvailable(child('W-S', WHITE, S, { status: 3 }))).toBe(false);
    expect(isChildAvailable(child('W-S', WHITE, S, { status: 1 }))).toBe(true);
  });

  it('keeps the catalogue order of the children that remain', () => {
    const p = product([child('A', WHITE, S), child('B', WHITE, M, { status: 2 }), child('C', RED, S)]);
    expect(availableChildren(p).map((c) => c.sku)).toEqual(['A', 'C']);
  });
});

describe('finding the variant for a requested configuration (SPEC 5)', () => {
  const p = product([
    child('W-S', WHITE, S, { final_price_incl_tax: 30 }),
    child('W-M', WHITE, M, { final_price_incl_tax: 30 }),
    child('R-M', RED, M, { final_price_incl_tax: 25 }),
    child('B-L', BLUE, L, { final_price_incl_tax: 35 }),
  ]);

  it('lets an exact sku match win over attribute matches', () => {
    expect(skuOf(lookupVariant(p, { sku: 'B-L', color: WHITE, size: S }))).toBe('B-L');
  });

  it('takes the child matching every selected attribute, and calls it exact', () => {
    expect(lookupVariant(p, { color: WHITE, size: M })).toEqual({
      ok: true,
      variant: expect.objectContaining({ sku: 'W-M' }),
      exact: true,
    });
  });

  it('otherwise takes the child matching the most selected attributes, not exact', () => {
    const lookup = lookupVariant(p, { color: BLUE, size: M });
    // B-L matches the colour, W-M and R-M the size: one each, so the cheapest (R-M at 25) wins the tie.
    expect([skuOf(lookup), lookup.ok && lookup.exact]).toEqual(['R-M', false]);
  });

  it('breaks a tie in matches by the lower price including tax, not by catalogue order', () => {
    expect(skuOf(lookupVariant(p, { size: M }))).toBe('R-M');
  });

  it('keeps catalogue order when matches and prices tie', () => {
    expect(skuOf(lookupVariant(p, { color: WHITE }))).toBe('W-S');
  });

  it('ignores the price when counting matches: a cheaper partial match loses to a dearer full one', () => {
    expect(skuOf(lookupVariant(p, { color: WHITE, size: S }))).toBe('W-S');
  });

  it('falls back to the first available child when nothing matches', () => {
    const lookup = lookupVariant(p, { color: 99, size: 999 });
    expect([skuOf(lookup), lookup.ok && lookup.exact]).toEqual(['W-S', false]);
    expect(skuOf(lookupVariant(p, {}))).toBe('W-S');
  });

  it('does not fall back when the fallback is turned off, and then reports no variants', () => {
    expect(lookupVariant(p, { color: 99 }, { fallbackToFirst: false })).toEqual({ ok: false, error: 'no-variants' });
  });

  it('never chooses a skipped child, even by its exact sku', () => {
    const q = product([child('W-S', WHITE, S, { stock: soldOut }), child('W-M', WHITE, M)]);
    expect(skuOf(lookupVariant(q, { sku: 'W-S' }))).toBe('W-M');
    expect(skuOf(lookupVariant(q, { sku: 'W-S' }, { allowOutOfStock: true }))).toBe('W-S');
  });

  it('finds nothing in an empty list', () => {
    expect(bestMatch([], { color: WHITE })).toBeNull();
  });
});

describe('no available product variants (SPEC 4)', () => {
  it('reports no-variants when every child is skipped', () => {
    const p = product([child('W-S', WHITE, S, { stock: soldOut }), child('W-M', WHITE, M, { status: 2 })]);
    expect(lookupVariant(p, {})).toEqual({ ok: false, error: 'no-variants' });
  });

  it('reports no-variants when the product has no children at all', () => {
    expect(lookupVariant(product([]), {})).toEqual({ ok: false, error: 'no-variants' });
  });

  it("reports no-variants when the product's own stock is out of stock, even with children in stock", () => {
    const p = product([child('W-S', WHITE, S)], { stock: soldOut });
    expect(lookupVariant(p, { sku: 'W-S' })).toEqual({ ok: false, error: 'no-variants' });
    expect(lookupVariant(p, {}, { allowOutOfStock: true })).toEqual({ ok: false, error: 'no-variants' });
  });
});

describe('the parent sku a variant lookup needs (SPEC 5)', () => {
  it('takes a configurable product as its own parent', () => {
    expect(parentSkuOf({ sku: 'TOP', type_id: 'configurable' })).toEqual({ ok: true, parentSku: 'TOP' });
  });

  it('takes the parentSku a configured item carries', () => {
    expect(parentSkuOf({ sku: 'TOP-02-S', type_id: 'simple', parentSku: 'TOP' })).toEqual({
      ok: true,
      parentSku: 'TOP',
    });
  });

  it('reports no-parent-sku for a product that is not configurable, and never looks its variants up', () => {
    expect(parentSkuOf({ sku: 'SOCKS', type_id: 'simple' })).toEqual({ ok: false, error: 'no-parent-sku' });
    expect(lookupVariant(product([child('W-S', WHITE, S)], { type_id: 'simple' }), {})).toEqual({
      ok: false,
      error: 'no-parent-sku',
    });
  });

  it("keeps SPEC 5's wording for the developer message", () => {
    expect(NO_PARENT_SKU_MESSAGE).toBe("Product doesn't have parentSku, please check if this is configurable product");
  });
});

describe('option lists (SPEC 5)', () => {
  it('drops values with an empty label', () => {
    const p = product([child('W-S', WHITE, S), child('R-S', RED, S)]);
    const colour = p.configurable_options[0];
    if (colour?.values[1]) colour.values[1].label = '  ';
    expect(optionValues(p, 'color')).toEqual([{ value: WHITE, label: 'Valge' }]);
  });

  it('offers only values that an available child has, in the order of configurable_options', () => {
    const p = product([
      child('B-L', BLUE, L),
      child('W-S', WHITE, S),
      child('R-M', RED, M, { stock: soldOut }),
      child('R-L', RED, L, { status: 2 }),
    ]);
    expect(optionValues(p, 'color').map((o) => o.label)).toEqual(['Valge', 'Sinine']);
    expect(optionValues(p, 'size').map((o) => o.label)).toEqual(['S', 'L']);
    expect(optionValues(p, 'color', { allowOutOfStock: true }).map((o) => o.label)).toEqual([
      'Valge',
      'Punane',
      'Sinine',
    ]);
  });

  it('offers nothing for an attribute the product is not configured by', () => {
    const p = product([child('W-S', WHITE, S)]);
    p.configurable_options = p.configurable_options.filter((option) => option.attribute_code === 'color');
    expect(optionValues(p, 'size')).toEqual([]);
  });
});

describe('picking a colour (SPEC 5)', () => {
  const p = product([
    child('W-S', WHITE, S),
    child('W-M', WHITE, M),
    child('W-L', WHITE, L),
    child('R-S', RED, S),
    child('B-L', BLUE, L),
  ]);

  it('keeps the size when the colour has it', () => {
    expect(selectionForColour(p, { color: WHITE, size: S }, RED)).toEqual({ color: RED, size: S });
    expect(skuOf(pickValue(p, { color: WHITE, size: S }, 'color', RED))).toBe('R-S');
  });

  it('switches to a size that exists for the colour when it lacks the current one, and that is exact', () => {
    const lookup = pickValue(p, { color: WHITE, size: M }, 'color', BLUE);
    expect([skuOf(lookup), lookup.ok && lookup.exact]).toEqual(['B-L', true]);
  });

  it('switches to the nearest size in the size list, the smaller on a tie', () => {
    const q = product([child('W-M', WHITE, M), child('R-S', RED, S), child('R-L', RED, L)]);
    expect(selectionForColour(q, { color: WHITE, size: M }, RED)).toEqual({ color: RED, size: S });
    const r = product([child('W-S', WHITE, S), child('R-M', RED, M), child('R-L', RED, L)]);
    expect(selectionForColour(r, { color: WHITE, size: S }, RED)).toEqual({ color: RED, size: M });
  });

  it('does not count a skipped child as a size of the colour', () => {
    const q = product([child('W-M', WHITE, M), child('R-M', RED, M, { stock: soldOut }), child('R-S', RED, S)]);
    expect(skuOf(pickValue(q, { color: WHITE, size: M }, 'color', RED))).toBe('R-S');
  });

  it('keeps the size for a colour no available child has, and the lookup falls back (not exact)', () => {
    const lookup = pickValue(p, { color: WHITE, size: M }, 'color', 99);
    expect([skuOf(lookup), lookup.ok && lookup.exact]).toEqual(['W-M', false]);
  });
});

describe('picking a size (SPEC 5)', () => {
  const p = product([
    child('W-S', WHITE, S),
    child('W-M', WHITE, M),
    child('B-L', BLUE, L, { final_price_incl_tax: 15 }),
  ]);

  it('takes the child of the current colour in that size, exact', () => {
    const lookup = pickValue(p, { color: WHITE, size: S }, 'size', M);
    expect([skuOf(lookup), lookup.ok && lookup.exact]).toEqual(['W-M', true]);
  });

  it('does not switch the colour by itself: a size the colour lacks is not exact, and falls back by the rules', () => {
    // W-S matches the colour, B-L the size: a tie that the cheaper B-L wins.
    const lookup = pickValue(p, { color: WHITE, size: S }, 'size', L);
    expect([skuOf(lookup), lookup.ok && lookup.exact]).toEqual(['B-L', false]);
  });
});

describe('configuration of a child (SPEC 3)', () => {
  const p = product([child('W-S', WHITE, S), child('R-M', RED, M)]);

  it('gives the selection of a child', () => {
    expect(selectionOf(child('R-M', RED, M))).toEqual({ color: RED, size: M });
  });

  it("gives the configuration map: per attribute code its code, the value id as a string and the store's label", () => {
    expect(configurationFromChild(p, child('R-M', RED, M))).toEqual({
      color: { attribute_code: 'color', id: String(RED), label: 'Punane' },
      size: { attribute_code: 'size', id: String(M), label: 'M' },
    });
  });

  it('gives the sku of the available child configured exactly so, and none for a partial or empty selection', () => {
    expect(childSkuFor(p, { color: RED, size: M })).toBe('R-M');
    expect(childSkuFor(p, { color: RED, size: S })).toBeUndefined();
    expect(childSkuFor(p, {})).toBeUndefined();
  });

  it('asks for a sku together with its attributes, so a sold-out child gives way to the closest one', () => {
    const q = product([
      child('W-S', WHITE, S, { final_price_incl_tax: 10 }),
      child('R-S', RED, S, { stock: soldOut }),
      child('R-M', RED, M, { final_price_incl_tax: 30 }),
    ]);
    expect(requestForSku(q, 'R-S')).toEqual({ sku: 'R-S', color: RED, size: S });
    // R-M (red) and W-S (size S) both match one attribute of R-S; W-S is cheaper.
    expect(skuOf(lookupVariant(q, requestForSku(q, 'R-S')))).toBe('W-S');
    expect(requestForSku(q, 'NOPE')).toEqual({ sku: 'NOPE' });
    expect(requestForSku(q, undefined)).toEqual({});
  });
});
