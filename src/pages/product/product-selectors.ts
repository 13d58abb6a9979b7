// Selectors of the product page (STYLE "Views"): product-configurator snapshot -> ProductView props. The option lists
// and availability come from the rules of src/domain/variants, so neither the View nor the container re-derives them.
// Each call builds new objects: with useSelector, select once per snapshot (the default) or pass a shallow compare.
import type { SnapshotFrom } from 'xstate';
import type { productConfiguratorMachine } from '../../../machines/product-configurator.machine';
import { COLOR_ATTRIBUTE_CODE, colourByValueIndex } from '../../domain/colours';
import { SIZE_ATTRIBUTE_CODE } from '../../domain/sizes';
import { type VariantOptions, optionValues, sizesOfColour } from '../../domain/variants';
import type { ProductViewProps } from './product-view';

export type ConfiguratorSnapshot = SnapshotFrom<typeof productConfiguratorMachine>;

/** Everything of ProductView the configurator knows; the container adds the size guide, the actions and events. */
export type ConfiguratorViewProps = Pick<
  ProductViewProps,
  | 'name'
  | 'description'
  | 'brand'
  | 'material'
  | 'images'
  | 'colourLabel'
  | 'price'
  | 'locale'
  | 'colourOptions'
  | 'sizeOptions'
  | 'stockStatus'
  | 'error'
>;

/** A neutral swatch for a colour outside the 16 of SPEC 9 (its name is still the radio's label). */
export const UNKNOWN_SWATCH_HEX = '#b8b4ad';

export function configuratorViewProps(snapshot: ConfiguratorSnapshot, locale: string): ConfiguratorViewProps {
  const { product, variant, selected, error, allowOutOfStock } = snapshot.context;
  const options: VariantOptions = { allowOutOfStock };
  const colours = optionValues(product, COLOR_ATTRIBUTE_CODE, options);
  const sizesInColour = selected.color === undefined ? null : new Set(sizesOfColour(product, selected.color, options));
  const offered = variant ?? product;
  // A product that is not configurable has no variants to pick: no error, its own stock.
  const notConfigurable = error === 'no-parent-sku';
  const inStock = variant ? variant.stock.is_in_stock : notConfigurable ? product.stock.is_in_stock : null;
  return {
    name: product.name,
    description: product.description,
    brand: product.brand_name ?? null,
    material: product.material ?? null,
    images: [variant?.image || product.image],
    colourLabel: colours.find((colour) => colour.value === selected.color)?.label ?? null,
    price: { final: offered.final_price_incl_tax, original: offered.original_price_incl_tax },
    locale,
    colourOptions: colours.map((colour) => ({
      value: colour.value,
      label: colour.label,
      swatchHex: colourByValueIndex(colour.value)?.hex ?? UNKNOWN_SWATCH_HEX,
      selected: colour.value === selected.color,
    })),
    sizeOptions: optionValues(product, SIZE_ATTRIBUTE_CODE, options).map((size) => ({
      value: size.value,
      label: size.label,
      selected: size.value === selected.size,
      available: sizesInColour === null || sizesInColour.has(size.value),
    })),
    stockStatus: inStock === null ? null : inStock ? 'in-stock' : 'out-of-stock',
    error: notConfigurable ? null : error,
  };
}

/** The child the page shows (for the URL, the cart and the JSON-LD), or null. */
export function chosenChild(snapshot: ConfiguratorSnapshot) {
  return snapshot.context.variant;
}

/** SPEC 4: a chosen child in stock can be added to the cart. */
export function isPurchasable(snapshot: ConfiguratorSnapshot): boolean {
  return snapshot.hasTag('purchasable');
}
