// The demo shop's category tree and what each category sells: garment, names, materials, sizes, price band.
// Ids are the same in both store views; names are Estonian (ee) and Latvian (lv).
import { type SizeOption, sizeRange, sizesOfGroup } from '../../src/domain/sizes';
import { type MaterialKey, type Noun, type Occasion, noun } from './vocabulary';

/** Garment silhouettes the image generator draws; also the folder of a product's images. */
export const GARMENTS = ['dress', 'top', 'trousers', 'skirt', 'jacket', 'sweater', 'shoe', 'kids'] as const;
export type Garment = (typeof GARMENTS)[number];

/** The path of a product image below the media root, shared by a garment in one colour: '/catalog/dress/02.png'. */
export function productImagePath(garment: Garment, colour: { swatch: string }): string {
  return `/catalog/${garment}/${colour.swatch}.png`;
}

/** SPEC 3 Category: the root category id is 2. */
export const ROOT_CATEGORY_ID = 2;

export interface NounChoice {
  noun: Noun;
  occasions: readonly Occasion[];
  /** Materials this noun is made of when narrower than its category's (jeans are denim). */
  materials?: readonly MaterialKey[];
  /** The noun already says the material: 'teksad', not 'teksariidest teksad'. */
  materialInNoun?: boolean;
}

export interface Subcategory {
  id: number;
  et: string;
  lv: string;
  garment: Garment;
  /** The garment part of the sku: NA-DR-1001. */
  skuCode: string;
  nouns: readonly NounChoice[];
  materials: readonly MaterialKey[];
  sizes: readonly SizeOption[];
  /** Gross (tax-included, EE) price band in euros. */
  price: readonly [min: number, max: number];
  /** Wool and padded garments may be called warm. */
  warm: boolean;
}

export interface TopCategory {
  id: number;
  et: string;
  lv: string;
  /** The audience part of the sku: NA-DR-1001. */
  skuCode: string;
  children: readonly Subcategory[];
}

const choice = (n: Noun, ...occasions: Occasion[]): NounChoice => ({ noun: n, occasions });
const jeans = (): NounChoice => ({ noun: JEANS, occasions: [], materials: ['denim'], materialInNoun: true });

// Nouns used in more than one category.
const TROUSERS = noun('püksid', 'pl', 'bikses', 'fp');
const JEANS = noun('teksad', 'pl', 'džinsi', 'mp');
const BOOTS = noun('saapad', 'pl', 'zābaki', 'mp');
const SNEAKERS = noun('tossud', 'pl', 'kedas', 'fp');
const SHOES = noun('kingad', 'pl', 'kurpes', 'fp');
const T_SHIRT = noun('T-särk', 'sg', 'T-krekls', 'm');
const SHIRT = noun('särk', 'sg', 'krekls', 'm');
const SWEATER = noun('kampsun', 'sg', 'džemperis', 'm');
const HOODIE = noun('pusa', 'sg', 'hūdijs', 'm');
const CLOTHING = sizesOfGroup('clothing');

const WOMEN: TopCategory = {
  id: 10,
  et: 'Naised',
  lv: 'Sievietes',
  skuCode: 'NA',
  children: [
    {
      id: 11,
      et: 'Kleidid',
      lv: 'Kleitas',
      garment: 'dress',
      skuCode: 'DR',
      nouns: [
        choice(noun('kleit', 'sg', 'kleita', 'f'), 'summer', 'evening'),
        choice(noun('maksikleit', 'sg', 'maksi kleita', 'f')),
      ],
      materials: ['cotton', 'linen', 'silk', 'viscose', 'wool'],
      sizes: CLOTHING,
      price: [29, 149],
      warm: false,
    },
    {
      id: 12,
      et: 'Pluusid',
      lv: 'Blūzes',
      garment: 'top',
      skuCode: 'BL',
      nouns: [
        choice(noun('pluus', 'sg', 'blūze', 'f'), 'summer'),
        choice(SHIRT, 'summer'),
        choice(noun('topp', 'sg', 'tops', 'm')),
      ],
      materials: ['cotton', 'linen', 'silk', 'viscose'],
      sizes: CLOTHING,
      price: [14, 69],
      warm: false,
    },
    {
      id: 13,
      et: 'Püksid',
      lv: 'Bikses',
      garment: 'trousers',
      skuCode: 'TR',
      nouns: [choice(TROUSERS, 'summer'), jeans()],
      materials: ['cotton', 'linen', 'wool', 'denim', 'viscose'],
      sizes: CLOTHING,
      price: [29, 119],
      warm: false,
    },
    {
      id: 14,
      et: 'Seelikud',
      lv: 'Svārki',
      garment: 'skirt',
      skuCode: 'SK',
      nouns: [
        choice(noun('seelik', 'sg', 'svārki', 'mp'), 'summer'),
        choice(noun('midiseelik', 'sg', 'midi svārki', 'mp')),
      ],
      materials: ['cotton', 'linen', 'wool', 'denim', 'viscose', 'leather'],
      sizes: CLOTHING,
      price: [19, 99],
      warm: false,
    },
    {
      id: 15,
      et: 'Jalanõud',
      lv: 'Apavi',
      garment: 'shoe',
      skuCode: 'SH',
      nouns: [
        choice(BOOTS, 'winter', 'autumn'),
        choice(SHOES, 'summer'),
        choice(SNEAKERS),
        choice(noun('sandaalid', 'pl', 'sandales', 'fp')),
      ],
      materials: ['leather', 'suede', 'textile'],
      sizes: sizeRange('shoes', '36', '42'),
      price: [39, 199],
      warm: false,
    },
  ],
};

const MEN: TopCategory = {
  id: 20,
  et: 'Mehed',
  lv: 'Vīrieši',
  skuCode: 'ME',
  children: [
    {
      id: 21,
      et: 'T-särgid',
      lv: 'T-krekli',
      garment: 'top',
      skuCode: 'TS',
      nouns: [choice(T_SHIRT), choice(noun('polosärk', 'sg', 'polo krekls', 'm')), choice(SHIRT, 'summer')],
      materials: ['cotton', 'linen'],
      sizes: sizeRange('clothing', 'S', 'XXL'),
      price: [9, 59],
      warm: false,
    },
    {
      id: 22,
      et: 'Kampsunid',
      lv: 'Džemperi',
      garment: 'sweater',
      skuCode: 'SW',
      nouns: [choice(SWEATER, 'winter'), choice(noun('kardigan', 'sg', 'kardigāns', 'm')), choice(HOODIE)],
      materials: ['wool', 'cotton', 'merino', 'cashmere'],
      sizes: sizeRange('clothing', 'S', 'XXL'),
      price: [29, 179],
      warm: true,
    },
    {
      id: 23,
      et: 'Püksid',
      lv: 'Bikses',
      garment: 'trousers',
      skuCode: 'TR',
      nouns: [choice(TROUSERS, 'summer'), jeans(), choice(noun('chino-püksid', 'pl', 'čino bikses', 'fp'))],
      materials: ['cotton', 'linen', 'wool', 'denim'],
      sizes: sizeRange('clothing', 'S', 'XXL'),
      price: [29, 129],
      warm: false,
    },
    {
      id: 24,
      et: 'Jakid',
      lv: 'Jakas',
      garment: 'jacket',
      skuCode: 'JA',
      nouns: [
        choice(noun('jakk', 'sg', 'jaka', 'f'), 'autumn'),
        choice(noun('mantel', 'sg', 'mētelis', 'm'), 'winter', 'autumn'),
        choice(noun('pintsak', 'sg', 'žakete', 'f')),
      ],
      materials: ['wool', 'leather', 'denim', 'cotton', 'fleece'],
      sizes: sizeRange('clothing', 'S', 'XXL'),
      price: [59, 299],
      warm: true,
    },
    {
      id: 25,
      et: 'Jalanõud',
      lv: 'Apavi',
      garment: 'shoe',
      skuCode: 'SH',
      nouns: [
        choice(BOOTS, 'winter', 'autumn'),
        choice(SNEAKERS),
        choice(noun('poolsaapad', 'pl', 'puszābaki', 'mp')),
        choice(SHOES),
      ],
      materials: ['leather', 'suede', 'textile'],
      sizes: sizeRange('shoes', '40', '46'),
      price: [49, 219],
      warm: false,
    },
  ],
};

const KIDS: TopCategory = {
  id: 30,
  et: 'Lapsed',
  lv: 'Bērni',
  skuCode: 'LA',
  children: [
    {
      id: 31,
      et: 'T-särgid',
      lv: 'T-krekli',
      garment: 'top',
      skuCode: 'TS',
      nouns: [choice(T_SHIRT), choice(SHIRT, 'summer')],
      materials: ['cotton'],
      sizes: sizesOfGroup('kids'),
      price: [5, 29],
      warm: false,
    },
    {
      id: 32,
      et: 'Püksid',
      lv: 'Bikses',
      garment: 'trousers',
      skuCode: 'TR',
      nouns: [choice(TROUSERS), choice(noun('dressipüksid', 'pl', 'sporta bikses', 'fp')), jeans()],
      materials: ['cotton', 'denim', 'fleece'],
      sizes: sizesOfGroup('kids'),
      price: [9, 49],
      warm: false,
    },
    {
      id: 33,
      et: 'Kampsunid',
      lv: 'Džemperi',
      garment: 'sweater',
      skuCode: 'SW',
      nouns: [choice(SWEATER, 'winter'), choice(HOODIE)],
      materials: ['cotton', 'wool', 'fleece'],
      sizes: sizesOfGroup('kids'),
      price: [12, 59],
      warm: true,
    },
    {
      id: 34,
      et: 'Joped',
      lv: 'Virsjakas',
      garment: 'jacket',
      skuCode: 'JO',
      nouns: [choice(noun('jope', 'sg', 'virsjaka', 'f'), 'winter', 'autumn', 'summer')],
      materials: ['textile', 'fleece', 'cotton'],
      sizes: sizesOfGroup('kids'),
      price: [24, 99],
      warm: true,
    },
    {
      id: 35,
      et: 'Kombinesoonid',
      lv: 'Kombinezoni',
      garment: 'kids',
      skuCode: 'KO',
      nouns: [choice(noun('kombinesoon', 'sg', 'kombinezons', 'm'), 'winter', 'summer')],
      materials: ['cotton', 'denim', 'fleece', 'textile'],
      sizes: sizeRange('kids', '92', '116'),
      price: [19, 89],
      warm: true,
    },
  ],
};

/** SPEC 9 "Size-table category names": Naised, Mehed, Lapsed / Sievietes, Vīrieši, Bērni. */
export const TOP_CATEGORIES: readonly TopCategory[] = [WOMEN, MEN, KIDS];

export interface PlacedSubcategory extends Subcategory {
  parent: TopCategory;
}

export const SUBCATEGORIES: readonly PlacedSubcategory[] = TOP_CATEGORIES.flatMap((parent) =>
  parent.children.map((child) => ({ ...child, parent })),
);
