// The model of the product configurator (ARCHITECTURE §3 "Model-based tests from the real machine"): the fixture
// dress of the stories (a sold-out child, a disabled child, a colour lacking a size, attribute values no child has)
// and a skirt with nothing available; the picks and URL changes a shopper makes; and what every state promises,
// stated from SPEC 5's rules over the product's children rather than from the machine's own functions.
import {
  type ProductConfiguratorContext,
  type ProductConfiguratorEvent,
  productConfiguratorMachine,
} from '../../machines/product-configurator.machine';
import type { Product } from '../../src/domain/contract/catalog';
import { type ConfigurableChild, isChildAvailable } from '../../src/domain/variants';
import { COLOUR, DRESS_SKU, SIZE, SOLD_OUT_SKIRT, SUMMER_DRESS } from '../../stories/fixtures/configurable-product';
import { type ModelEntry, stateName } from '../helpers/model';

type ProductConfiguratorMachine = typeof productConfiguratorMachine;

const COLOUR_NAMES = new Map<number, string>(Object.entries(COLOUR).map(([name, value]) => [value, name]));
const SIZE_NAMES = new Map<number, string>(Object.entries(SIZE).map(([name, value]) => [value, name]));
const SKU_NAMES = new Map<string, string>(
  Object.entries(DRESS_SKU).map(([name, sku]) => [sku, name.replace(/([A-Z]+)$/, ' $1')]),
);
const UNKNOWN_SKU = 'NA-DR-1001-99-XXL';

const skuName = (sku: string | null | undefined) => (sku ? (SKU_NAMES.get(sku) ?? sku) : 'none');
const productName = (product: Product) => (product === SUMMER_DRESS ? 'dress' : 'skirt');

/**
 * Names a fixture for the printed paths: `npm run paths` and the test names show an input or event as its JSON,
 * which for a whole product is a page long. A non-enumerable toJSON leaves the object as the machine sees it.
 */
function named<T extends object>(value: T, name: string): T {
  Object.defineProperty(value, 'toJSON', { value: () => name, enumerable: false });
  return value;
}

/** The starts the traversal runs from: the dress with no child in the URL, with a sold-out child in the URL and
 * out-of-stock listing on, and the skirt with nothing available. */
export const PRODUCT_CONFIGURATOR_INPUTS = [
  named({ product: SUMMER_DRESS }, 'dress'),
  named(
    { product: SUMMER_DRESS, childSku: DRESS_SKU.blueM, allowOutOfStock: true },
    'dress at blue M, sold out listed',
  ),
  named({ product: SOLD_OUT_SKIRT }, 'sold-out skirt'),
];

const EVENTS: ProductConfiguratorEvent[] = [
  ...Object.values(COLOUR).map((value) => ({ type: 'configurator.selectColor' as const, value })),
  ...Object.values(SIZE).map((value) => ({ type: 'configurator.selectSize' as const, value })),
  { type: 'configurator.selectSku', sku: DRESS_SKU.whiteM },
  { type: 'configurator.selectSku', sku: DRESS_SKU.blueM },
  { type: 'configurator.selectSku', sku: UNKNOWN_SKU },
  named({ type: 'configurator.reset', product: SUMMER_DRESS, childSku: DRESS_SKU.whiteL }, 'open dress white L'),
  named({ type: 'configurator.reset', product: SOLD_OUT_SKIRT }, 'open skirt'),
];

function available(context: ProductConfiguratorContext): ConfigurableChild[] {
  return (context.product.configurable_children ?? []).filter((child) =>
    isChildAvailable(child, { allowOutOfStock: context.allowOutOfStock }),
  );
}

/** SPEC 5 and SPEC 8, from the children: was the pick one that exists, and what must the chosen child then be? */
function expectedPick(before: ProductConfiguratorContext, event: ProductConfiguratorEvent) {
  const children = available(before);
  if (event.type === 'configurator.selectColor') {
    const ofColour = children.filter((child) => child.color === event.value);
    const sameSize = ofColour.find((child) => child.size === before.selected.size);
    return { exists: ofColour.length > 0, color: event.value, size: sameSize ? sameSize.size : undefined };
  }
  if (event.type === 'configurator.selectSize') {
    const exact = children.find((child) => child.color === before.selected.color && child.size === event.value);
    return { exists: exact !== undefined, color: before.selected.color, size: event.value };
  }
  return undefined;
}

export const productConfiguratorModel: ModelEntry<ProductConfiguratorMachine> = {
  machine: productConfiguratorMachine,
  inputs: PRODUCT_CONFIGURATOR_INPUTS,
  events: EVENTS,
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.product.sku,
      snapshot.context.variant?.sku ?? null,
      snapshot.context.error,
      snapshot.context.urlChildSku,
    ]),
  describeEvent: (event) => {
    switch (event.type) {
      case 'configurator.selectColor':
        return `pick ${COLOUR_NAMES.get(event.value) ?? event.value}`;
      case 'configurator.selectSize':
        return `pick size ${SIZE_NAMES.get(event.value) ?? event.value}`;
      case 'configurator.selectSku':
        return `URL → ${event.sku === UNKNOWN_SKU ? 'unknown sku' : skuName(event.sku)}`;
      case 'configurator.reset':
        return `open ${productName(event.product)}${event.childSku ? ` ${skuName(event.childSku)}` : ''}`;
    }
  },
  describeState: (snapshot) => {
    const { variant, error } = snapshot.context;
    const chosen = variant ? ` (${skuName(variant.sku)})` : '';
    return `${stateName(snapshot)}${chosen}${error ? ` ⚠ ${error}` : ''}`;
  },
  legend: [
    'dress: white S/M/L; red M on special (red S disabled, no red L); blue S/L (blue M sold out); no yellow, no XL',
    'skirt: every child sold out, so its own stock is out too',
  ],
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      const { context } = snapshot;
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      if (context.variant) {
        expect(
          available(context).map((child) => child.sku),
          'SPEC 5: only an available child',
        ).toContain(context.variant.sku);
        expect(context.selected, 'the pickers show the chosen child').toEqual({
          color: context.variant.color,
          size: context.variant.size,
        });
        expect(context.urlChildSku, 'SPEC 2: the URL keeps the chosen child').toBe(context.variant.sku);
      }
      const isPick = event?.type === 'configurator.selectColor' || event?.type === 'configurator.selectSize';
      const warned = emitted.some((e) => e.type === 'configurator.noSuchConfiguration');
      expect(warned, 'SPEC 8: the warning is told when a pick sets it, and only then').toBe(
        isPick && context.error === 'no-such-configuration',
      );
      const announced = emitted.filter((e) => e.type === 'configurator.variantChanged');
      expect(announced.length, 'at most one route change per step').toBeLessThanOrEqual(1);
      if (!event) {
        // At start the URL's child is the input's, which the observation does not carry: the route change, if
        // any, names the chosen child.
        expect(announced.every((e) => e.childSku === context.variant?.sku)).toBe(true);
      }
      if (previous && event) {
        const urlBefore =
          event.type === 'configurator.selectSku'
            ? event.sku
            : event.type === 'configurator.reset'
              ? (event.childSku ?? null)
              : previous.context.urlChildSku;
        const changed = context.variant !== null && context.variant.sku !== urlBefore;
        expect(announced, 'a child the URL does not show is announced, and only then').toEqual(
          changed ? [{ type: 'configurator.variantChanged', childSku: context.variant?.sku }] : [],
        );
        const pick = expectedPick(previous.context, event);
        if (pick) {
          expect(context.error, 'SPEC 8: a pick that does not exist warns').toBe(
            pick.exists ? null : 'no-such-configuration',
          );
          if (pick.exists) {
            expect(context.variant?.color, 'the picked colour, or the current one').toBe(pick.color);
            // SPEC 5: the size stays when the colour has it; otherwise one the colour has.
            if (pick.size !== undefined) expect(context.variant?.size).toBe(pick.size);
          }
        }
        if (event.type === 'configurator.selectSku') {
          const target = available(context).find((child) => child.sku === event.sku);
          if (target) expect(context.variant?.sku, 'the URL child when it can be chosen').toBe(target.sku);
        }
        if (event.type === 'configurator.reset') expect(context.product).toBe(event.product);
      }
    },
    'configured.inStock': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('purchasable'), 'can be added to the cart').toBe(true);
      expect(snapshot.context.variant?.stock.is_in_stock).toBe(true);
      expect(snapshot.context.error).not.toBe('no-variants');
    },
    'configured.outOfStock': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('purchasable'), "SPEC 4: 'Out of the stock!' cannot be bought").toBe(false);
      expect(snapshot.context.variant?.stock.is_in_stock).toBe(false);
      expect(snapshot.context.allowOutOfStock, 'only with out-of-stock listing').toBe(true);
    },
    unavailable: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('error'), snapshot.hasTag('purchasable')]).toEqual([true, false]);
      expect(snapshot.context.variant).toBeNull();
      expect(snapshot.context.selected).toEqual({});
      expect(snapshot.context.error, "SPEC 8: 'No available product variants'").toBe('no-variants');
      expect(available(snapshot.context).length === 0 || !snapshot.context.product.stock.is_in_stock).toBe(true);
    },
  },
};
