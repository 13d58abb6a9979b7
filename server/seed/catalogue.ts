// The demo catalogue for both store views as table rows: a pure, deterministic generator (seeded PRNG, `now`
// passed in). The same generator with a large productCount is the synthetic catalogue for benchmarks.
import { COLOR_ATTRIBUTE_CODE, COLOR_ATTRIBUTE_ID, COLOURS, colourLabel } from '../../src/domain/colours';
import { SIZE_ATTRIBUTE_CODE, SIZE_ATTRIBUTE_ID, SIZES } from '../../src/domain/sizes';
import { slugify } from '../../src/domain/slug';
import { STORE_CODES, type StoreCode } from '../../src/domain/store-views';
import { DEFAULT_CUSTOMER_TAX_CLASS_ID } from '../../src/domain/tax';
import type { attributes, categories, taxRules } from '../db/schema';
import { ROOT_CATEGORY_ID, SUBCATEGORIES, type Subcategory, TOP_CATEGORIES, type TopCategory } from './assortment';
import { createRandom } from './prng';
import {
  EE_VAT_PERCENT,
  generateProduct,
  LV_VAT_PERCENT,
  PRODUCT_TAX_CLASS_ID,
  type ProductRow,
  type SpecialWindow,
  type StockRow,
  type VariantRow,
} from './products';
import { BRANDS, MATERIALS } from './vocabulary';

export type CategoryRow = typeof categories.$inferInsert;
export type AttributeRow = typeof attributes.$inferInsert;
export type TaxRuleRow = typeof taxRules.$inferInsert;
export type { ProductRow, StockRow, VariantRow };

export const DEFAULT_PRODUCT_COUNT = 180;
/**
 * The large synthetic catalogue (issue 3: "20,000 configurable products, about 100,000 children"): from this many
 * products on, `npm run seed` and the benchmark give each product about this many children instead of the demo
 * catalogue's full grid (2–4 colours × every size, about 18).
 */
export const LARGE_CATALOGUE_MIN_PRODUCTS = 1000;
export const LARGE_CATALOGUE_CHILDREN_PER_PRODUCT = 5;

/** Children per product for a catalogue of `productCount` products: undefined (the full grid) below the large size. */
export const defaultChildrenPerProduct = (productCount: number): number | undefined =>
  productCount >= LARGE_CATALOGUE_MIN_PRODUCTS ? LARGE_CATALOGUE_CHILDREN_PER_PRODUCT : undefined;
export const FIRST_PRODUCT_ID = 1001;
export const BRAND_ATTRIBUTE_ID = 145;
export const MATERIAL_ATTRIBUTE_ID = 146;

export interface CatalogueOptions {
  now: Date;
  productCount?: number;
  seed?: number;
  /** About this many children per product on average; undefined: every colour in every size (the demo catalogue). */
  childrenPerProduct?: number;
}

export interface Catalogue {
  categories: CategoryRow[];
  /** Per store view: each product id appears once for `ee` and once for `lv`. */
  products: ProductRow[];
  /** Configurable children, shared by the store views. */
  variants: VariantRow[];
  /** One record per child and per parent. */
  stock: StockRow[];
  attributes: AttributeRow[];
  taxRules: TaxRuleRow[];
}

const language = (storeCode: StoreCode) => (storeCode === 'ee' ? 'et' : 'lv');

function categoryRows(storeCode: StoreCode): CategoryRow[] {
  const lang = language(storeCode);
  const rows: CategoryRow[] = [
    {
      storeCode,
      id: ROOT_CATEGORY_ID,
      parentId: 1,
      level: 1,
      name: 'Default Category',
      urlKey: 'default-category',
      urlPath: 'default-category',
      path: `1/${ROOT_CATEGORY_ID}`,
      position: 0,
      isActive: true,
      includeInMenu: false,
    },
  ];
  const row = (category: TopCategory | Subcategory, parent: CategoryRow, position: number): CategoryRow => {
    const urlKey = slugify(category[lang]);
    return {
      storeCode,
      id: category.id,
      parentId: parent.id,
      level: parent.level + 1,
      name: category[lang],
      urlKey,
      urlPath: parent.id === ROOT_CATEGORY_ID ? urlKey : `${parent.urlPath}/${urlKey}`,
      path: `${parent.path}/${category.id}`,
      position,
      isActive: true,
      includeInMenu: true,
    };
  };
  const root = rows[0] as CategoryRow;
  TOP_CATEGORIES.forEach((top, i) => {
    const topRow = row(top, root, i + 1);
    rows.push(topRow);
    top.children.forEach((child, j) => {
      rows.push(row(child, topRow, j + 1));
    });
  });
  return rows;
}

function attributeRows(storeCode: StoreCode): AttributeRow[] {
  const ee = storeCode === 'ee';
  const lang = language(storeCode);
  const materialNames = [...new Set(Object.values(MATERIALS).map((m) => m[lang]))];
  const common = { storeCode, frontendInput: 'select', isVisible: true };
  return [
    {
      ...common,
      attributeId: COLOR_ATTRIBUTE_ID,
      attributeCode: COLOR_ATTRIBUTE_CODE,
      frontendLabel: ee ? 'Värv' : 'Krāsa',
      defaultFrontendLabel: 'Color',
      isUserDefined: false,
      isComparable: false,
      // SPEC 9 "Colour swatches": each option names its swatch image 01..16.
      options: COLOURS.map((c) => ({ label: colourLabel(c, lang), value: String(c.valueIndex), swatch: c.swatch })),
    },
    {
      ...common,
      attributeId: SIZE_ATTRIBUTE_ID,
      attributeCode: SIZE_ATTRIBUTE_CODE,
      frontendLabel: ee ? 'Suurus' : 'Izmērs',
      defaultFrontendLabel: 'Size',
      isUserDefined: false,
      isComparable: false,
      options: SIZES.map((s) => ({ label: s.label, value: String(s.valueIndex) })),
    },
    {
      ...common,
      attributeId: BRAND_ATTRIBUTE_ID,
      attributeCode: 'brand_name',
      frontendLabel: ee ? 'Kaubamärk' : 'Zīmols',
      defaultFrontendLabel: 'Brand',
      isUserDefined: true,
      isComparable: true,
      options: BRANDS.map((brand) => ({ label: brand, value: brand })),
    },
    {
      ...common,
      attributeId: MATERIAL_ATTRIBUTE_ID,
      attributeCode: 'material',
      frontendLabel: ee ? 'Materjal' : 'Materiāls',
      defaultFrontendLabel: 'Material',
      isUserDefined: true,
      isComparable: true,
      options: materialNames.map((name) => ({ label: name.charAt(0).toUpperCase() + name.slice(1), value: name })),
    },
  ];
}

/** SPEC 3 Tax rule; SPEC 9: EE 24 %, LV 21 %, region '*' / id 0 so every region matches. */
function taxRuleRows(): TaxRuleRow[] {
  return [
    {
      id: 1,
      code: 'Standard VAT',
      productTaxClassIds: [PRODUCT_TAX_CLASS_ID],
      customerTaxClassIds: [DEFAULT_CUSTOMER_TAX_CLASS_ID],
      rates: [
        { rate: EE_VAT_PERCENT, tax_country_id: 'EE', region_name: '*', tax_region_id: 0, code: 'EE VAT 24%' },
        { rate: LV_VAT_PERCENT, tax_country_id: 'LV', region_name: '*', tax_region_id: 0, code: 'LV VAT 21%' },
      ],
    },
  ];
}

/** Every product has one of these windows or none: about 15 % have a special price, mostly running now. */
const SPECIAL_CYCLE: readonly SpecialWindow[] = ['active', 'past', 'active', 'future', 'active'];

export function buildCatalogue({
  now,
  productCount = DEFAULT_PRODUCT_COUNT,
  seed = 1,
  childrenPerProduct,
}: CatalogueOptions): Catalogue {
  if (!Number.isInteger(productCount) || productCount < 1) {
    throw new Error(`buildCatalogue: productCount must be a positive whole number, got ${productCount}`);
  }
  if (childrenPerProduct !== undefined && !(Number.isFinite(childrenPerProduct) && childrenPerProduct >= 1)) {
    throw new Error(`buildCatalogue: childrenPerProduct must be a number of at least 1, got ${childrenPerProduct}`);
  }
  const rng = createRandom(seed);
  // Home "bestsellers" (SPEC 2): about 20 in the default catalogue, scaled with its size.
  const bestsellers = new Set(
    rng.sample(
      Array.from({ length: productCount }, (_, i) => i),
      Math.max(1, Math.round(productCount / 9)),
    ),
  );
  const catalogue: Catalogue = {
    categories: STORE_CODES.flatMap(categoryRows),
    products: [],
    variants: [],
    stock: [],
    attributes: STORE_CODES.flatMap(attributeRows),
    taxRules: taxRuleRows(),
  };
  let specials = 0;
  for (let i = 0; i < productCount; i++) {
    // The first products cover every subcategory and colour; the rest are drawn at random.
    const sub = i < SUBCATEGORIES.length ? SUBCATEGORIES[i] : rng.pick(SUBCATEGORIES);
    const special = rng.chance(0.15) ? (SPECIAL_CYCLE[specials++ % SPECIAL_CYCLE.length] ?? null) : null;
    const generated = generateProduct({
      rng,
      now,
      id: FIRST_PRODUCT_ID + i,
      sub: sub ?? rng.pick(SUBCATEGORIES),
      bestseller: bestsellers.has(i),
      special,
      leadColour: COLOURS[i % COLOURS.length] ?? rng.pick(COLOURS),
      childrenPerProduct,
    });
    catalogue.products.push(...generated.products);
    catalogue.variants.push(...generated.variants);
    catalogue.stock.push(...generated.stock);
  }
  return catalogue;
}
