// SPEC 4 "Product status and configuration" and SPEC 5 "Variant selection": the variant chosen on a product page.
// The rules are the pure functions of src/domain/variants; this machine holds the product, the chosen child and the
// error keys, and tells the app (an emitted event) when the chosen child is no longer the one the URL shows, so the
// app can replace the route (SPEC 2 "Product pages"). No I/O.
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import type { Product } from '../src/domain/contract/catalog';
import {
  type ConfigurableChild,
  type Selection,
  type VariantError,
  type VariantLookup,
  type VariantOptions,
  lookupVariant,
  pickValue,
  requestForSku,
  selectionOf,
} from '../src/domain/variants';

export interface ProductConfiguratorInput {
  product: Product;
  /** The child sku in the URL, if any. */
  childSku?: string;
  /** SPEC 5 configuration: out-of-stock children are listed and can be chosen. */
  allowOutOfStock?: boolean;
}

/** 'no-variants' is SPEC 8 'No available product variants'; 'no-such-configuration' its selection warning. */
export type ConfiguratorError = VariantError | 'no-such-configuration';

export interface ProductConfiguratorContext {
  product: Product;
  allowOutOfStock: boolean;
  /** The attribute values the pickers show as selected: always those of `variant`. */
  selected: Selection;
  variant: ConfigurableChild | null;
  error: ConfiguratorError | null;
  /** The child sku the URL shows, as far as the machine knows (the input's, then each one it announced). */
  urlChildSku: string | null;
}

export type ProductConfiguratorEvent =
  | { type: 'configurator.selectColor'; value: number }
  | { type: 'configurator.selectSize'; value: number }
  /** The URL changed (back / forward, a link to another child). */
  | { type: 'configurator.selectSku'; sku: string }
  /** Another product (or the same one reloaded) on the page. */
  | { type: 'configurator.reset'; product: Product; childSku?: string };

export type ProductConfiguratorEmitted =
  /** The chosen child differs from the URL's: replace the route with this child sku. */
  | { type: 'configurator.variantChanged'; childSku: string }
  /** SPEC 8: show the warning 'No such configuration for the product. …' (the variant has fallen back). */
  | { type: 'configurator.noSuchConfiguration' };

const optionsOf = (context: ProductConfiguratorContext): VariantOptions => ({
  allowOutOfStock: context.allowOutOfStock,
});

/** The context after a lookup; `warn` marks an inexact result as SPEC 8's no-such-configuration warning. */
function fromLookup(lookup: VariantLookup, warn: boolean): Partial<ProductConfiguratorContext> {
  if (!lookup.ok) return { variant: null, selected: {}, error: lookup.error };
  return {
    variant: lookup.variant,
    selected: selectionOf(lookup.variant),
    error: warn && !lookup.exact ? 'no-such-configuration' : null,
  };
}

function pickFor(context: ProductConfiguratorContext, event: ProductConfiguratorEvent): VariantLookup {
  assertEvent(event, ['configurator.selectColor', 'configurator.selectSize']);
  const code = event.type === 'configurator.selectColor' ? 'color' : 'size';
  return pickValue(context.product, context.selected, code, event.value, optionsOf(context));
}

export const productConfiguratorMachine = setup({
  types: {
    input: {} as ProductConfiguratorInput,
    context: {} as ProductConfiguratorContext,
    events: {} as ProductConfiguratorEvent,
    emitted: {} as ProductConfiguratorEmitted,
  },
  guards: {
    hasNoVariant: ({ context }) => context.variant === null,
    isVariantInStock: ({ context }) => context.variant?.stock.is_in_stock === true,
    // The picked combination exists: no warning.
    isExactPick: ({ context, event }) => {
      const lookup = pickFor(context, event);
      return lookup.ok && lookup.exact;
    },
  },
  actions: {
    loadProduct: assign(({ event }) => {
      assertEvent(event, 'configurator.reset');
      return { product: event.product, urlChildSku: event.childSku ?? null };
    }),
    // SPEC 4: the URL's child, or the closest available one, or the first available; else the variants error.
    configureProduct: assign(({ context }) =>
      fromLookup(
        lookupVariant(
          context.product,
          requestForSku(context.product, context.urlChildSku ?? undefined),
          optionsOf(context),
        ),
        false,
      ),
    ),
    pick: assign(({ context, event }) => {
      const lookup = pickFor(context, event);
      // A configurable product keeps its available children while configured, so a pick always finds one.
      return lookup.ok ? fromLookup(lookup, true) : {};
    }),
    followUrl: assign(({ context, event }) => {
      assertEvent(event, 'configurator.selectSku');
      const lookup = lookupVariant(context.product, requestForSku(context.product, event.sku), optionsOf(context));
      return { ...fromLookup(lookup, false), urlChildSku: event.sku };
    }),
    warnNoSuchConfiguration: emit({ type: 'configurator.noSuchConfiguration' } as const),
    // SPEC 2: the variant choice is kept in the URL; announce a chosen child the URL does not show yet.
    syncUrl: enqueueActions(({ context, enqueue }) => {
      const sku = context.variant?.sku;
      if (sku === undefined || sku === context.urlChildSku) return;
      enqueue.emit({ type: 'configurator.variantChanged', childSku: sku });
      enqueue.assign({ urlChildSku: sku });
    }),
  },
}).createMachine({
  id: 'productConfigurator',
  context: ({ input }) => ({
    product: input.product,
    allowOutOfStock: input.allowOutOfStock ?? false,
    selected: {},
    variant: null,
    error: null,
    urlChildSku: input.childSku ?? null,
  }),
  initial: 'initializing',
  on: {
    'configurator.reset': { target: '.initializing', actions: 'loadProduct' },
  },
  states: {
    initializing: {
      entry: 'configureProduct',
      always: [
        { guard: 'hasNoVariant', target: 'unavailable' },
        { target: 'configured', actions: 'syncUrl' },
      ],
    },
    // SPEC 4: selecting a variant sets is_configured.
    configured: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [{ guard: 'isVariantInStock', target: 'inStock' }, { target: 'outOfStock' }],
        },
        inStock: { tags: ['purchasable'] },
        // Only with out-of-stock listing allowed: shown, marked 'Out of the stock!'.
        outOfStock: {},
      },
      on: {
        'configurator.selectColor': [
          { guard: 'isExactPick', target: '.resolving', actions: ['pick', 'syncUrl'] },
          { target: '.resolving', actions: ['pick', 'warnNoSuchConfiguration', 'syncUrl'] },
        ],
        'configurator.selectSize': [
          { guard: 'isExactPick', target: '.resolving', actions: ['pick', 'syncUrl'] },
          { target: '.resolving', actions: ['pick', 'warnNoSuchConfiguration', 'syncUrl'] },
        ],
        'configurator.selectSku': { target: '.resolving', actions: ['followUrl', 'syncUrl'] },
      },
    },
    // SPEC 4 / SPEC 8 'No available product variants' (or, for a product that is not configurable, no parent sku).
    unavailable: { tags: ['error'] },
  },
});
