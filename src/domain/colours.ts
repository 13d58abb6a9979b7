// SPEC 9 "Colour swatches": colour names (Estonian, Latvian, German) map to swatch images numbered 01 to 16.
// The same 16 colours are the options of the `color` attribute (SPEC 3 Attribute); value_index is their stable id.

/** SPEC 3 Attribute: the attribute id of `color`. */
export const COLOR_ATTRIBUTE_ID = 93;
export const COLOR_ATTRIBUTE_CODE = 'color';

/** The size swatch images are served at (SPEC 9 thumbnails plus this one for colour pickers). */
export const SWATCH_IMAGE_SIZE = { width: 48, height: 48 } as const;

export interface ColourNames {
  /** Estonian. */
  et: string;
  /** Latvian. */
  lv: string;
  /** German. */
  de: string;
  /** English, also the attribute's default (admin) label. */
  en: string;
}

export interface Colour {
  /** The option id of the `color` attribute. */
  valueIndex: number;
  /** '01'..'16': the swatch image number. */
  swatch: string;
  hex: string;
  names: ColourNames;
  /** Other names seen in feeds, in any of the languages. */
  aliases: readonly string[];
}

const colour = (valueIndex: number, hex: string, names: ColourNames, aliases: string[] = []): Colour => ({
  valueIndex,
  swatch: String(valueIndex - 48).padStart(2, '0'),
  hex,
  names,
  aliases,
});

export const COLOURS: readonly Colour[] = [
  colour(49, '#1f1f21', { et: 'must', lv: 'melns', de: 'schwarz', en: 'black' }, ['melna']),
  colour(50, '#f6f5f1', { et: 'valge', lv: 'balts', de: 'weiß', en: 'white' }, ['balta', 'weiss']),
  colour(51, '#c62a2f', { et: 'punane', lv: 'sarkans', de: 'rot', en: 'red' }, ['sarkana']),
  colour(52, '#2f6db5', { et: 'sinine', lv: 'zils', de: 'blau', en: 'blue' }, ['zila']),
  colour(53, '#2f7d46', { et: 'roheline', lv: 'zaļš', de: 'grün', en: 'green' }, ['zaļa']),
  colour(54, '#f0c433', { et: 'kollane', lv: 'dzeltens', de: 'gelb', en: 'yellow' }, ['dzeltena']),
  colour(55, '#8c8f94', { et: 'hall', lv: 'pelēks', de: 'grau', en: 'grey' }, ['pelēka', 'gray']),
  colour(56, '#6e4b34', { et: 'pruun', lv: 'brūns', de: 'braun', en: 'brown' }, ['brūna']),
  colour(57, '#f0a8c0', { et: 'roosa', lv: 'rozā', de: 'rosa', en: 'pink' }),
  colour(58, '#7b4f9e', { et: 'lilla', lv: 'violets', de: 'lila', en: 'purple' }, ['violeta', 'violett']),
  colour(59, '#dccbad', { et: 'beež', lv: 'bēšs', de: 'beige', en: 'beige' }, ['bēša']),
  colour(60, '#e97a26', { et: 'oranž', lv: 'oranžs', de: 'orange', en: 'orange' }, ['oranža']),
  colour(61, '#1d2b4f', { et: 'tumesinine', lv: 'tumši zils', de: 'dunkelblau', en: 'navy' }, ['marineblau']),
  colour(62, '#7a2035', { et: 'bordoo', lv: 'bordo', de: 'bordeaux', en: 'burgundy' }, ['weinrot']),
  colour(63, '#8d8758', { et: 'khaki', lv: 'haki', de: 'khaki', en: 'khaki' }),
  colour(64, '#c9a441', { et: 'kuldne', lv: 'zelta', de: 'gold', en: 'gold' }, ['zeltains']),
];

/** Lowercase, diacritics and ß folded, spaces and hyphens made one: 'Tumši-Zils' -> 'tumsi zils'. */
export function normalizeColourName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

const byValueIndex = new Map(COLOURS.map((c) => [c.valueIndex, c]));
const bySwatch = new Map(COLOURS.map((c) => [c.swatch, c]));
const byName = new Map<string, Colour>();
for (const c of COLOURS) {
  for (const name of [c.names.et, c.names.lv, c.names.de, c.names.en, ...c.aliases]) {
    byName.set(normalizeColourName(name), c);
  }
}

export function colourByValueIndex(valueIndex: number): Colour | undefined {
  return byValueIndex.get(valueIndex);
}

export function colourBySwatch(swatch: string): Colour | undefined {
  return bySwatch.get(swatch);
}

/** The colour named `name` in Estonian, Latvian, German or English (case- and diacritic-insensitive). */
export function colourByName(name: string): Colour | undefined {
  return byName.get(normalizeColourName(name));
}

/** SPEC 9: a colour name in any of the languages -> its swatch number '01'..'16'. */
export function swatchForColourName(name: string): string | undefined {
  return colourByName(name)?.swatch;
}

/** The colour's name in a language, capitalized for labels: 'Must', 'Tumši zils'. */
export function colourLabel(c: Colour, language: keyof ColourNames): string {
  const name = c.names[language];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The path of a colour's swatch image below the media root. */
export function swatchImagePath(swatch: string): string {
  return `/swatches/${swatch}.png`;
}
