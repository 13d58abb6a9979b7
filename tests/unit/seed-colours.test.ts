import { describe, expect, it } from 'vitest';
import {
  COLOURS,
  colourByName,
  colourBySwatch,
  colourByValueIndex,
  colourLabel,
  swatchForColourName,
} from '../../src/domain/colours';
import { SIZES, sizeByLabel, sizeByValueIndex, sizeRange, sizesOfGroup } from '../../src/domain/sizes';

describe('colours (SPEC 9 colour swatches)', () => {
  it('numbers 16 swatches 01 to 16 with distinct option ids and colours', () => {
    expect(COLOURS.map((c) => c.swatch)).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(new Set(COLOURS.map((c) => c.valueIndex)).size).toBe(16);
    expect(new Set(COLOURS.map((c) => c.hex)).size).toBe(16);
    for (const c of COLOURS) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('maps every Estonian, Latvian, German and English name back to its own swatch', () => {
    for (const c of COLOURS) {
      for (const name of [c.names.et, c.names.lv, c.names.de, c.names.en, ...c.aliases]) {
        expect(swatchForColourName(name), name).toBe(c.swatch);
      }
    }
  });

  it('ignores case, diacritics, ß and separators in names', () => {
    expect(swatchForColourName('MUST')).toBe('01');
    expect(swatchForColourName('Melns')).toBe('01');
    expect(swatchForColourName('Schwarz')).toBe('01');
    expect(swatchForColourName('weiss')).toBe('02');
    expect(swatchForColourName('Weiß')).toBe('02');
    expect(swatchForColourName('zals')).toBe(swatchForColourName('zaļš'));
    expect(swatchForColourName('Tumsi-Zils')).toBe(swatchForColourName('tumesinine'));
    expect(swatchForColourName(' beež ')).toBe(swatchForColourName('bēšs'));
    expect(colourByName('bordoo')?.names.lv).toBe('bordo');
  });

  it('returns nothing for unknown names, ids and swatches', () => {
    expect(swatchForColourName('türkiis')).toBeUndefined();
    expect(colourByValueIndex(1)).toBeUndefined();
    expect(colourBySwatch('17')).toBeUndefined();
  });

  it('finds colours by option id and gives capitalized labels per language', () => {
    const black = colourByValueIndex(COLOURS[0]?.valueIndex ?? -1);
    expect(black && colourLabel(black, 'et')).toBe('Must');
    expect(black && colourLabel(black, 'lv')).toBe('Melns');
    const navy = colourByName('navy');
    expect(navy && colourLabel(navy, 'lv')).toBe('Tumši zils');
  });
});

describe('sizes', () => {
  it('has clothing XS to XXL, shoes 36 to 46 and kids 92 to 164 in 12 cm steps', () => {
    expect(sizesOfGroup('clothing').map((s) => s.label)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sizesOfGroup('shoes').map((s) => Number(s.label))).toEqual([36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46]);
    expect(sizesOfGroup('kids').map((s) => Number(s.label))).toEqual([92, 104, 116, 128, 140, 152, 164]);
  });

  it('gives every size its own option id, different from the colour ids', () => {
    const ids = SIZES.map((s) => s.valueIndex);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(colourByValueIndex(id)).toBeUndefined();
  });

  it('finds sizes by label and id, and cuts ranges within a group', () => {
    expect(sizeByLabel('xl')?.group).toBe('clothing');
    expect(sizeByLabel('104')?.group).toBe('kids');
    const m = sizeByLabel('M');
    expect(m && sizeByValueIndex(m.valueIndex)?.label).toBe('M');
    expect(sizeRange('shoes', '40', '42').map((s) => s.label)).toEqual(['40', '41', '42']);
    expect(() => sizeRange('shoes', '42', '40')).toThrow(/no shoes sizes/);
  });
});
