// The options of the `size` attribute (SPEC 3 Attribute, configurable_options): clothing letters, shoe sizes and
// kids' heights in cm. SPEC 9's size-table categories are Naised/Mehed/Lapsed (Sievietes/Vīrieši/Bērni).

/** SPEC 3 Attribute: the attribute id of `size`. */
export const SIZE_ATTRIBUTE_ID = 144;
export const SIZE_ATTRIBUTE_CODE = 'size';

export type SizeGroup = 'clothing' | 'shoes' | 'kids';

export interface SizeOption {
  /** The option id of the `size` attribute. */
  valueIndex: number;
  /** The label shown and used in child skus: 'M', '38', '104'. Sizes are not translated. */
  label: string;
  group: SizeGroup;
}

const CLOTHING_LABELS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
/** EU shoe sizes 36 to 46. */
const SHOE_LABELS = Array.from({ length: 11 }, (_, i) => String(36 + i));
/** Kids' heights 92 to 164 cm in 12 cm steps. */
const KIDS_LABELS = Array.from({ length: 7 }, (_, i) => String(92 + 12 * i));

export const SIZES: readonly SizeOption[] = [
  ...CLOTHING_LABELS.map((label, i) => ({ valueIndex: 167 + i, label, group: 'clothing' as const })),
  ...SHOE_LABELS.map((label, i) => ({ valueIndex: 180 + i, label, group: 'shoes' as const })),
  ...KIDS_LABELS.map((label, i) => ({ valueIndex: 200 + i, label, group: 'kids' as const })),
];

const byValueIndex = new Map(SIZES.map((s) => [s.valueIndex, s]));
const byLabel = new Map(SIZES.map((s) => [s.label.toUpperCase(), s]));

export function sizeByValueIndex(valueIndex: number): SizeOption | undefined {
  return byValueIndex.get(valueIndex);
}

/** 'm' or 'M' -> the M option; '104' -> the kids' 104 option. */
export function sizeByLabel(label: string): SizeOption | undefined {
  return byLabel.get(label.trim().toUpperCase());
}

/** The sizes of a group in their natural order (XS..XXL, 36..46, 92..164). */
export function sizesOfGroup(group: SizeGroup): SizeOption[] {
  return SIZES.filter((s) => s.group === group);
}

/** The sizes of a group from one label to another, inclusive: sizeRange('shoes', '36', '41'). */
export function sizeRange(group: SizeGroup, fromLabel: string, toLabel: string): SizeOption[] {
  const list = sizesOfGroup(group);
  const from = list.findIndex((s) => s.label === fromLabel);
  const to = list.findIndex((s) => s.label === toLabel);
  if (from < 0 || to < from) throw new Error(`sizeRange: no ${group} sizes from ${fromLabel} to ${toLabel}`);
  return list.slice(from, to + 1);
}
