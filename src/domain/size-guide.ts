// SPEC 9 "Size-table category names": a product in one of these categories (Estonian or Latvian name) shows a size
// guide. The table follows the category: women's, men's or kids' sizes.

export type SizeTable = 'women' | 'men' | 'kids';

/** SPEC 9: Naised, Mehed, Lapsed (et) and Sievietes, Vīrieši, Bērni (lv). */
export const SIZE_TABLE_CATEGORY_NAMES: Readonly<Record<SizeTable, readonly string[]>> = {
  women: ['Naised', 'Sievietes'],
  men: ['Mehed', 'Vīrieši'],
  kids: ['Lapsed', 'Bērni'],
};

/** Case-insensitive and in one Unicode form, so 'VĪRIEŠI' or a decomposed 'Vīrieši' still match. */
const normalize = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase();

const TABLE_BY_NAME = new Map<string, SizeTable>(
  Object.entries(SIZE_TABLE_CATEGORY_NAMES).flatMap(([table, names]) =>
    names.map((name) => [normalize(name), table as SizeTable] as const),
  ),
);

/** The size table of the first of the product's categories (by name) that has one; null when none does. */
export function sizeTableFor(categoryNames: readonly string[]): SizeTable | null {
  for (const name of categoryNames) {
    const table = TABLE_BY_NAME.get(normalize(name));
    if (table) return table;
  }
  return null;
}

/** SPEC 9: whether the product page shows the size guide. */
export function hasSizeGuide(categoryNames: readonly string[]): boolean {
  return sizeTableFor(categoryNames) !== null;
}
