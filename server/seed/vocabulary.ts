// Words the demo catalogue's product names and descriptions are built from, in Estonian and Latvian.
// Estonian adjectives agree in number; Latvian ones in gender and number, so nouns carry both.

export type MaterialKey =
  | 'cotton'
  | 'linen'
  | 'wool'
  | 'silk'
  | 'viscose'
  | 'leather'
  | 'denim'
  | 'fleece'
  | 'merino'
  | 'cashmere'
  | 'suede'
  | 'textile';

export interface Material {
  /** Estonian attribute before a singular and a plural noun: 'linane kleit', 'linased püksid'. */
  etAdjective: readonly [singular: string, plural: string];
  /** Estonian material name (the `material` attribute value): 'lina'. */
  et: string;
  /** Estonian "made of": 'linast'. */
  etElative: string;
  /** Latvian genitive, used before the noun and after 'no': 'lina kleita', 'no lina'. */
  lvGenitive: string;
  /** Latvian material name (the `material` attribute value): 'lins'. */
  lv: string;
}

export const MATERIALS: Record<MaterialKey, Material> = {
  cotton: {
    etAdjective: ['puuvillane', 'puuvillased'],
    et: 'puuvill',
    etElative: 'puuvillast',
    lvGenitive: 'kokvilnas',
    lv: 'kokvilna',
  },
  linen: { etAdjective: ['linane', 'linased'], et: 'lina', etElative: 'linast', lvGenitive: 'lina', lv: 'lins' },
  wool: { etAdjective: ['villane', 'villased'], et: 'vill', etElative: 'villast', lvGenitive: 'vilnas', lv: 'vilna' },
  silk: { etAdjective: ['siidine', 'siidised'], et: 'siid', etElative: 'siidist', lvGenitive: 'zīda', lv: 'zīds' },
  viscose: {
    etAdjective: ['viskoosist', 'viskoosist'],
    et: 'viskoos',
    etElative: 'viskoosist',
    lvGenitive: 'viskozes',
    lv: 'viskoze',
  },
  leather: { etAdjective: ['nahast', 'nahast'], et: 'nahk', etElative: 'nahast', lvGenitive: 'ādas', lv: 'āda' },
  denim: {
    etAdjective: ['teksariidest', 'teksariidest'],
    et: 'teksariie',
    etElative: 'teksariidest',
    lvGenitive: 'džinsa',
    lv: 'džinss',
  },
  fleece: {
    etAdjective: ['fliisist', 'fliisist'],
    et: 'fliis',
    etElative: 'fliisist',
    lvGenitive: 'flīsa',
    lv: 'flīss',
  },
  merino: {
    etAdjective: ['meriinovillane', 'meriinovillased'],
    et: 'meriinovill',
    etElative: 'meriinovillast',
    lvGenitive: 'merīnvilnas',
    lv: 'merīnvilna',
  },
  cashmere: {
    etAdjective: ['kašmiirist', 'kašmiirist'],
    et: 'kašmiir',
    etElative: 'kašmiirist',
    lvGenitive: 'kašmira',
    lv: 'kašmirs',
  },
  suede: {
    etAdjective: ['seemisnahast', 'seemisnahast'],
    et: 'seemisnahk',
    etElative: 'seemisnahast',
    lvGenitive: 'zamšādas',
    lv: 'zamšāda',
  },
  textile: {
    etAdjective: ['tekstiilist', 'tekstiilist'],
    et: 'tekstiil',
    etElative: 'tekstiilist',
    lvGenitive: 'tekstila',
    lv: 'tekstils',
  },
};

export interface Noun {
  et: string;
  etPlural: boolean;
  lv: string;
  lvGender: 'm' | 'f';
  lvPlural: boolean;
  /** Takes a season or occasion: 'suvekleit', 'vasaras kleita'. */
  prefixable: boolean;
}

/** `etForm` and `lvForm` give number (and Latvian gender): 'sg' | 'pl', 'm' | 'f' | 'mp' | 'fp'. */
export const noun = (
  et: string,
  etForm: 'sg' | 'pl',
  lv: string,
  lvForm: 'm' | 'f' | 'mp' | 'fp',
  prefixable = true,
): Noun => ({
  et,
  etPlural: etForm === 'pl',
  lv,
  lvGender: lvForm.startsWith('m') ? 'm' : 'f',
  lvPlural: lvForm.endsWith('p'),
  prefixable,
});

export interface StyleWord {
  et: readonly [singular: string, plural: string];
  /** Latvian: feminine singular, masculine singular, feminine plural, masculine plural. */
  lv: readonly [fs: string, ms: string, fp: string, mp: string];
}

const style = (et: [string, string], lvStem: string, invariant = false): StyleWord => ({
  et,
  lv: invariant ? [lvStem, lvStem, lvStem, lvStem] : [`${lvStem}a`, `${lvStem}s`, `${lvStem}as`, `${lvStem}i`],
});

export const STYLE_WORDS: readonly StyleWord[] = [
  style(['klassikaline', 'klassikalised'], 'klasisk'),
  style(['elegantne', 'elegantsed'], 'elegant'),
  style(['kerge', 'kerged'], 'viegl'),
  style(['pehme', 'pehmed'], 'mīkst'),
  style(['lai', 'laiad'], 'plat'),
  style(['igapäevane', 'igapäevased'], 'ikdienas', true),
  style(['sportlik', 'sportlikud'], 'sportisk'),
  style(['minimalistlik', 'minimalistlikud'], 'minimālistisk'),
  style(['mugav', 'mugavad'], 'ērt'),
];

/** Only said of women's clothes. */
export const ROMANTIC_WORD: StyleWord = style(['romantiline', 'romantilised'], 'romantisk');

/** Only warm garments are called warm. */
export const WARM_WORD: StyleWord = style(['soe', 'soojad'], 'silt');

export type Occasion = 'summer' | 'winter' | 'evening' | 'autumn';

/** Estonian compound prefix and Latvian genitive: 'suve' + 'kleit', 'vasaras' + ' kleita'. */
export const OCCASIONS: Record<Occasion, { et: string; lv: string }> = {
  summer: { et: 'suve', lv: 'vasaras' },
  winter: { et: 'talve', lv: 'ziemas' },
  evening: { et: 'õhtu', lv: 'vakara' },
  autumn: { et: 'sügis', lv: 'rudens' },
};

/** Invented Baltic-sounding brands. */
export const BRANDS = ['Laine', 'Meretuul', 'Kadakas', 'Saule', 'Liepa', 'Rasa', 'Virma', 'Kalnakrasts'] as const;

/** Second sentences of descriptions: fit, care and origin. Index-aligned Estonian and Latvian. */
export const DETAIL_SENTENCES: readonly { et: string; lv: string }[] = [
  { et: 'Mugav lõige sobib nii tööle kui ka vabaajaks.', lv: 'Ērts piegriezums gan darbam, gan brīvajam laikam.' },
  { et: 'Sobib igapäevaseks kandmiseks.', lv: 'Piemērots ikdienas valkāšanai.' },
  { et: 'Masinpestav 30 °C juures.', lv: 'Mazgājams veļas mašīnā 30 °C temperatūrā.' },
  { et: 'Disainitud Eestis, õmmeldud väikestes kogustes.', lv: 'Izstrādāts Igaunijā, šūts nelielās partijās.' },
  { et: 'Ajatu lõige, mis ei lähe moest.', lv: 'Klasisks piegriezums, kas neiziet no modes.' },
  { et: 'Hingav materjal hoiab mugavana kogu päeva.', lv: 'Elpojošs materiāls, kas ir patīkams visu dienu.' },
  { et: 'Soovitame valida oma tavapärase suuruse.', lv: 'Iesakām izvēlēties savu ierasto izmēru.' },
];
