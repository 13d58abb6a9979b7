// One configurable product of the demo catalogue: its per-store rows, its children (one per colour and size)
// and their stock records. Deterministic: everything random comes from the seeded `rng`.
import { COLOR_ATTRIBUTE_CODE, COLOR_ATTRIBUTE_ID, COLOURS, type Colour } from '../../src/domain/colours';
import { SIZE_ATTRIBUTE_CODE, SIZE_ATTRIBUTE_ID, type SizeOption } from '../../src/domain/sizes';
import { slugify } from '../../src/domain/slug';
import type { StoreCode } from '../../src/domain/store-views';
import type { productVariants, products, stockItems } from '../db/schema';
import { type PlacedSubcategory, productImagePath } from './assortment';
import { chooseWords, colourLabels, materialName, productDescription, productName } from './naming';
import type { Random } from './prng';
import { BRANDS } from './vocabulary';

export type ProductRow = typeof products.$inferInsert;
export type VariantRow = typeof productVariants.$inferInsert;
export type StockRow = typeof stockItems.$inferInsert;

/** SPEC 3 tax_class_id of every seeded product; the tax rule maps it to EE 24% and LV 21%. */
export const PRODUCT_TAX_CLASS_ID = 2;
/** Prices are set as round tax-included EE prices; the stored net price is gross / 1.24. */
export const EE_VAT_PERCENT = 24;
export const LV_VAT_PERCENT = 21;

const DAY_MS = 86_400_000;
/** Products created in the last 120 of the ~400 days are new (about 30 %). */
const NEW_WITHIN_DAYS = 120;
const CATALOGUE_AGE_DAYS = 400;

export type SpecialWindow = 'active' | 'past' | 'future';

export interface ProductContext {
  rng: Random;
  now: Date;
  id: number;
  sub: PlacedSubcategory;
  bestseller: boolean;
  /** Null: no special price. */
  special: SpecialWindow | null;
  /** The first colour, so every colour appears somewhere. */
  leadColour: Colour;
  /**
   * Children per product on average (the large benchmark catalogue: issue 3's "about 100 000 children" for 20 000
   * products). Undefined: every colour (2–4) in every size of the category, as in the demo catalogue.
   */
  childrenPerProduct?: number;
}

export interface GeneratedProduct {
  products: ProductRow[];
  variants: VariantRow[];
  stock: StockRow[];
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const round2 = (value: number) => Math.round(value * 100) / 100;
const toNet = (gross: number) => round4(gross / (1 + EE_VAT_PERCENT / 100));

/** A shop-like gross price in the band: 49.99, 49.95 or 49.00. */
export function grossPrice(rng: Random, [min, max]: readonly [number, number]): number {
  const ending = rng.pick([0.99, 0.99, 0.99, 0.95, 0]);
  const euros = ending === 0 ? rng.int(min, max) : rng.int(min, max - 1);
  return round2(euros + ending);
}

/** 20-50 % off, ending in .99, strictly below the price. */
function specialGross(rng: Random, gross: number): number {
  const off = rng.pick([0.2, 0.25, 0.3, 0.4, 0.5]);
  let euros = Math.floor(gross * (1 - off));
  if (euros + 0.99 >= gross) euros -= 1;
  return round2(Math.max(1, euros) + 0.99);
}

function specialDates(rng: Random, now: Date, window: SpecialWindow): { from: Date; to: Date } {
  const t = now.getTime();
  if (window === 'active')
    return { from: new Date(t - rng.int(1, 20) * DAY_MS), to: new Date(t + rng.int(5, 30) * DAY_MS) };
  if (window === 'past') {
    const to = t - rng.int(2, 30) * DAY_MS;
    return { from: new Date(to - rng.int(7, 30) * DAY_MS), to: new Date(to) };
  }
  const from = t + rng.int(3, 20) * DAY_MS;
  return { from: new Date(from), to: new Date(from + 14 * DAY_MS) };
}

const imagePath = (sub: PlacedSubcategory, colour: Colour) => productImagePath(sub.garment, colour);

interface Prices {
  price: number;
  specialPrice: number | null;
  window: { from: Date; to: Date } | null;
}

function prices(rng: Random, now: Date, sub: PlacedSubcategory, special: SpecialWindow | null): Prices {
  const gross = grossPrice(rng, sub.price);
  return {
    price: toNet(gross),
    specialPrice: special ? toNet(specialGross(rng, gross)) : null,
    window: special ? specialDates(rng, now, special) : null,
  };
}

/** Created within the last ~400 days, updated since; whole seconds like database timestamps. */
function lifetime(rng: Random, now: Date): { createdAt: Date; updatedAt: Date } {
  const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
  const createdAt = wholeSeconds(now.getTime() - rng.next() * CATALOGUE_AGE_DAYS * DAY_MS);
  const updatedAt = wholeSeconds(createdAt.getTime() + rng.next() * (now.getTime() - createdAt.getTime()));
  return { createdAt, updatedAt };
}

/** One child per colour and size, with its stock record, then the parent's stock record. */
function children(
  rng: Random,
  parent: { id: number; sku: string } & Prices,
  sub: PlacedSubcategory,
  colours: readonly Colour[],
  sizes: readonly SizeOption[],
): { variants: VariantRow[]; stock: StockRow[] } {
  const variants: VariantRow[] = [];
  const stock: StockRow[] = [];
  for (const colour of colours) {
    for (const size of sizes) {
      const sku = `${parent.sku}-${colour.swatch}-${size.label}`;
      // SPEC 3 configurable_children[].id: the child's own product id, also on its stock record.
      const productId = parent.id * 100 + variants.length + 1;
      variants.push({
        sku,
        id: productId,
        parentId: parent.id,
        parentSku: parent.sku,
        color: colour.valueIndex,
        size: size.valueIndex,
        price: parent.price,
        specialPrice: parent.specialPrice,
        // SPEC 3: status 2 or more means unavailable for children; a few are.
        status: rng.chance(0.02) ? 2 : 1,
        image: imagePath(sub, colour),
      });
      // SPEC 3 Stock record: about 10 % of children are sold out.
      const soldOut = rng.chance(0.1);
      stock.push({ sku, productId, qty: soldOut ? 0 : rng.int(1, 40), isInStock: !soldOut, manageStock: true });
    }
  }
  stock.push({
    sku: parent.sku,
    productId: parent.id,
    qty: stock.reduce((sum, item) => sum + (item.qty ?? 0), 0),
    isInStock: stock.some((item) => item.isInStock),
    manageStock: true,
  });
  return { variants, stock };
}

/**
 * A smaller grid of about `target` children: 1 to target / 2.5 colours (the lead colour first), each in the same
 * run of neighbouring sizes of the category, so the product has target children on average.
 */
function limitedGrid(rng: Random, ctx: ProductContext, target: number) {
  const colourCount = rng.int(1, Math.min(COLOURS.length, Math.max(1, Math.round(target / 2.5))));
  const colours = [
    ctx.leadColour,
    ...rng.sample(
      COLOURS.filter((c) => c !== ctx.leadColour),
      colourCount - 1,
    ),
  ];
  const perColour = target / colourCount;
  const wanted = Math.floor(perColour) + (rng.chance(perColour - Math.floor(perColour)) ? 1 : 0);
  const all = ctx.sub.sizes;
  const sizeCount = Math.min(all.length, Math.max(1, wanted));
  const first = rng.int(0, all.length - sizeCount);
  return { colours, sizes: all.slice(first, first + sizeCount) };
}

/** The product's colours and sizes: every child of the grid, or about `childrenPerProduct` of them. */
function optionGrid(ctx: ProductContext): { colours: Colour[]; sizes: readonly SizeOption[] } {
  const { rng, sub, childrenPerProduct } = ctx;
  if (childrenPerProduct !== undefined) return limitedGrid(rng, ctx, childrenPerProduct);
  const colours = [
    ctx.leadColour,
    ...rng.sample(
      COLOURS.filter((c) => c !== ctx.leadColour),
      rng.int(1, 3),
    ),
  ];
  return { colours, sizes: sub.sizes };
}

export function generateProduct(ctx: ProductContext): GeneratedProduct {
  const { rng, now, id, sub } = ctx;
  const sku = `${sub.parent.skuCode}-${sub.skuCode}-${id}`;
  const { colours, sizes } = optionGrid(ctx);
  const words = chooseWords(rng, sub, BRANDS);
  const price = prices(rng, now, sub, ctx.special);
  const { createdAt, updatedAt } = lifetime(rng, now);
  const mpn = `${words.brand.slice(0, 3).toUpperCase()}-${sub.skuCode}${rng.int(10_000, 99_999)}`;
  const { variants, stock } = children(rng, { id, sku, ...price }, sub, colours, sizes);

  const base = {
    id,
    sku,
    typeId: 'configurable',
    // A couple of products hidden or disabled, as in a real shop (SPEC 3 status and visibility).
    status: id % 113 === 70 ? 0 : 1,
    visibility: id % 97 === 50 ? 1 : 4,
    price: price.price,
    specialPrice: price.specialPrice,
    specialFromDate: price.window?.from ?? null,
    specialToDate: price.window?.to ?? null,
    taxClassId: PRODUCT_TAX_CLASS_ID,
    categoryIds: [sub.parent.id, sub.id],
    isNew: now.getTime() - createdAt.getTime() < NEW_WITHIN_DAYS * DAY_MS,
    bestseller: ctx.bestseller,
    sale: ctx.special === 'active',
    brandName: words.brand,
    mpn,
    image: imagePath(sub, ctx.leadColour),
    mediaGallery: colours.map((colour) => ({ image: imagePath(sub, colour) })),
    createdAt,
    updatedAt,
  } satisfies Partial<ProductRow>;

  const derived = childOptionColumns(variants);
  const names = productName(words);
  const descriptions = productDescription(words, colours);
  const materials = materialName(words.material);
  const perStore = (storeCode: StoreCode): ProductRow => {
    const urlKey = `${slugify(names[storeCode])}-${id}`;
    return {
      ...base,
      storeCode,
      name: names[storeCode],
      urlKey,
      urlPath: `${categoryUrlPath(sub, storeCode)}/${urlKey}`,
      description: descriptions[storeCode],
      material: materials[storeCode],
      // The derived search columns exactly as the triggers of migration 0003_search_triggers compute them, so the
      // seed does not pay for a second write of every row.
      searchCategories: `${sub.parent[language(storeCode)]} ${sub[language(storeCode)]}`,
      ...derived,
      configurableOptions: configurableOptions(storeCode, colours, sizes),
    };
  };
  return { products: [perStore('ee'), perStore('lv')], variants, stock };
}

const language = (storeCode: StoreCode) => (storeCode === 'ee' ? 'et' : 'lv');

/** The options of the children that can be sold (SPEC 3: status below 2), sorted, as the facet columns hold them. */
export function childOptionColumns(variants: readonly VariantRow[]) {
  const sellable = variants.filter((variant) => (variant.status ?? 1) < 2);
  const sorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  return {
    childColors: sorted(sellable.map((variant) => variant.color)),
    childSizes: sorted(sellable.map((variant) => variant.size)),
    childOptions: sorted(sellable.map((variant) => variant.color * 1_000_000 + variant.size)),
  };
}

/** 'naised/kleidid' (SPEC 5 slug rule, letters folded to ASCII). */
export function categoryUrlPath(sub: PlacedSubcategory, storeCode: StoreCode): string {
  return `${slugify(sub.parent[language(storeCode)])}/${slugify(sub[language(storeCode)])}`;
}

/** SPEC 3 configurable_options: color and size with localized labels. */
function configurableOptions(storeCode: StoreCode, colours: readonly Colour[], sizes: readonly SizeOption[]) {
  const ee = storeCode === 'ee';
  return [
    {
      attribute_code: COLOR_ATTRIBUTE_CODE,
      attribute_id: COLOR_ATTRIBUTE_ID,
      label: ee ? 'Värv' : 'Krāsa',
      values: colours.map((colour) => {
        const labels = colourLabels(colour);
        return { value_index: colour.valueIndex, label: labels[storeCode], default_label: labels.en };
      }),
    },
    {
      attribute_code: SIZE_ATTRIBUTE_CODE,
      attribute_id: SIZE_ATTRIBUTE_ID,
      label: ee ? 'Suurus' : 'Izmērs',
      values: sizes.map((size) => ({ value_index: size.valueIndex, label: size.label, default_label: size.label })),
    },
  ];
}
