// Product names and descriptions in Estonian and Latvian from garment, material, style and colour words.
import { type Colour, colourLabel } from '../../src/domain/colours';
import type { PlacedSubcategory } from './assortment';
import type { Random } from './prng';
import {
  DETAIL_SENTENCES,
  MATERIALS,
  type MaterialKey,
  type Noun,
  OCCASIONS,
  type Occasion,
  ROMANTIC_WORD,
  STYLE_WORDS,
  type StyleWord,
  WARM_WORD,
} from './vocabulary';

export interface ProductWords {
  noun: Noun;
  material: MaterialKey;
  /** False when the noun already says it (jeans). */
  materialInName: boolean;
  style: StyleWord | null;
  occasion: Occasion | null;
  brand: string;
  detail: { et: string; lv: string };
}

export interface LocalizedText {
  ee: string;
  lv: string;
}

/** Romantic is a word for women's clothes here. */
const WOMEN_CATEGORY_ID = 10;
const WARM_MATERIALS: readonly MaterialKey[] = ['wool', 'fleece', 'merino', 'cashmere', 'textile'];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'a', 'a ja b', 'a, b ja c' (Estonian 'ja', Latvian 'un'). */
function listOf(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function chooseWords(rng: Random, sub: PlacedSubcategory, brands: readonly string[]): ProductWords {
  const nounChoice = rng.pick(sub.nouns);
  const material = rng.pick(nounChoice.materials ?? sub.materials);
  const styles = [
    ...STYLE_WORDS,
    ...(sub.parent.id === WOMEN_CATEGORY_ID ? [ROMANTIC_WORD] : []),
    ...(sub.warm && WARM_MATERIALS.includes(material) ? [WARM_WORD, WARM_WORD] : []),
  ];
  return {
    noun: nounChoice.noun,
    material,
    materialInName: !nounChoice.materialInNoun,
    style: rng.chance(0.55) ? rng.pick(styles) : null,
    occasion: nounChoice.occasions.length && rng.chance(0.45) ? rng.pick(nounChoice.occasions) : null,
    brand: rng.pick(brands),
    detail: rng.pick(DETAIL_SENTENCES),
  };
}

/** 'Elegantne siidine õhtukleit' / 'Eleganta zīda vakara kleita'. */
export function productName(words: ProductWords): LocalizedText {
  const { noun, style, occasion } = words;
  const material = MATERIALS[words.material];
  const etNumber = noun.etPlural ? 1 : 0;
  const etNoun = occasion ? `${OCCASIONS[occasion].et}${noun.et.toLowerCase()}` : noun.et;
  const et = [style?.et[etNumber], words.materialInName ? material.etAdjective[etNumber] : undefined, etNoun];
  const lvForm = (noun.lvPlural ? 2 : 0) + (noun.lvGender === 'm' ? 1 : 0);
  const lvMaterial = words.materialInName ? material.lvGenitive : undefined;
  const lv = [style?.lv[lvForm], lvMaterial, occasion ? OCCASIONS[occasion].lv : undefined, noun.lv];
  return {
    ee: capitalize(et.filter(Boolean).join(' ')),
    lv: capitalize(lv.filter(Boolean).join(' ')),
  };
}

/** Three sentences: what and from what, a detail, the colours. */
export function productDescription(words: ProductWords, colours: readonly Colour[]): LocalizedText {
  const material = MATERIALS[words.material];
  const etColours = listOf(
    colours.map((c) => c.names.et),
    'ja',
  );
  const lvColours = listOf(
    colours.map((c) => c.names.lv),
    'un',
  );
  return {
    ee:
      `${capitalize(words.noun.et)} kaubamärgilt ${words.brand} on valmistatud ${material.etElative}. ` +
      `${words.detail.et} Värvid: ${etColours}.`,
    lv: `${capitalize(words.noun.lv)} no ${material.lvGenitive}, zīmols ${words.brand}. ${words.detail.lv} Krāsas: ${lvColours}.`,
  };
}

/** The `material` attribute value in each store's language: 'lina' / 'lins'. */
export function materialName(key: MaterialKey): LocalizedText {
  return { ee: MATERIALS[key].et, lv: MATERIALS[key].lv };
}

export function colourLabels(colour: Colour): LocalizedText & { en: string } {
  return { ee: colourLabel(colour, 'et'), lv: colourLabel(colour, 'lv'), en: colourLabel(colour, 'en') };
}
