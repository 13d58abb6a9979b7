// Issue 17, SPEC 3/4/5: the options a shopper chooses on the page of a bundle (each item, with its colour/size), a
// grouped product (a quantity per associated product) or a product with custom options (monogram, gift wrap, the gift
// card's amount, recipient and message). The rules are src/domain/product-options: this machine holds the choice,
// its price and errors, and on 'add to cart' hands the cart adds to its `addToCart` action: a port the composition
// root provides once (src/app/root/cart-add.ts: the adds' write-ahead record, then one `cart.add` each to the cart
// machine); unprovided (model tests, stories) it emits them as `options.addToCart`. Errors show only once the shopper
// has tried to add. No I/O.
import { assertEvent, assign, emit, setup } from 'xstate';
import type { CartProduct } from '../src/domain/cart/cart-item';
import {
  type CartLineRequest,
  type OptionErrors,
  type OptionsChoice,
  type OptionsProduct,
  cartLinesOf,
  initialChoice,
  isOfferable,
  optionsPrice,
  validateChoice,
} from '../src/domain/product-options';

export interface ProductOptionsInput {
  product: OptionsProduct;
  /** A configurable product's chosen child: the custom options go with it (its options, its price). */
  base?: CartProduct;
}

export interface ProductOptionsContext {
  product: OptionsProduct;
  base: CartProduct | null;
  choice: OptionsChoice;
  price: number;
  /** Every current problem, by field; the view shows them once `showErrors` is on. */
  errors: OptionErrors;
  showErrors: boolean;
}

export type ProductOptionsEvent =
  | { type: 'options.selectBundleLink'; optionId: number; linkId: number }
  | { type: 'options.setGroupedQty'; sku: string; qty: number }
  | { type: 'options.setCustom'; optionId: number; value: string }
  /** The configurable page's chosen child changed (or none is available: null). */
  | { type: 'options.setBase'; base: CartProduct | null }
  | { type: 'options.add' }
  | { type: 'options.reset'; product: OptionsProduct };

/** The cart adds of one 'add to cart', one `cart.add` per line (SPEC 4 "Add flow"). */
export interface CartAddParams {
  lines: CartLineRequest[];
}

/** What the unprovided `addToCart` port emits (the composition's provides the hand-off to the cart instead). */
export type ProductOptionsEmitted = { type: 'options.addToCart'; lines: CartLineRequest[] };

function settle(context: ProductOptionsContext, choice: OptionsChoice, base = context.base) {
  return {
    choice,
    base,
    price: optionsPrice(context.product, choice, base?.price_incl_tax),
    errors: validateChoice(context.product, choice),
  };
}

/** SPEC 5: quantity strings become integers; the quantity field keeps 0..10 (the 10 is checked as an error). */
const wholeQty = (qty: number) => (Number.isFinite(qty) && qty > 0 ? Math.floor(qty) : 0);

export const productOptionsMachine = setup({
  types: {
    input: {} as ProductOptionsInput,
    context: {} as ProductOptionsContext,
    events: {} as ProductOptionsEvent,
    emitted: {} as ProductOptionsEmitted,
  },
  guards: {
    isOfferable: ({ context }) => isOfferable(context.product),
    isComplete: ({ context }) => Object.keys(context.errors).length === 0,
    showsErrors: ({ context }) => context.showErrors,
  },
  actions: {
    chooseBundleLink: assign(({ context, event }) => {
      assertEvent(event, 'options.selectBundleLink');
      const option = context.product.bundle_options?.find((candidate) => candidate.option_id === event.optionId);
      if (!option?.product_links.some((link) => link.id === event.linkId)) return {};
      return settle(context, {
        ...context.choice,
        bundle: { ...context.choice.bundle, [event.optionId]: event.linkId },
      });
    }),
    setGroupedQty: assign(({ context, event }) => {
      assertEvent(event, 'options.setGroupedQty');
      if (!(event.sku in context.choice.grouped)) return {};
      const grouped = { ...context.choice.grouped, [event.sku]: wholeQty(event.qty) };
      return settle(context, { ...context.choice, grouped });
    }),
    setCustom: assign(({ context, event }) => {
      assertEvent(event, 'options.setCustom');
      return settle(context, {
        ...context.choice,
        custom: { ...context.choice.custom, [event.optionId]: event.value },
      });
    }),
    setBase: assign(({ context, event }) => {
      assertEvent(event, 'options.setBase');
      return settle(context, context.choice, event.base);
    }),
    showErrors: assign({ showErrors: true }),
    /**
     * SPEC 4 "Add flow": the port to the cart, provided by the composition root (src/app/root/cart-add.ts,
     * `productOptionsWithCart`); by default the adds are emitted.
     */
    addToCart: emit((_, params: CartAddParams) => ({ type: 'options.addToCart' as const, lines: params.lines })),
    loadProduct: assign(({ event }) => {
      assertEvent(event, 'options.reset');
      const choice = initialChoice(event.product);
      return {
        product: event.product,
        base: null,
        choice,
        price: optionsPrice(event.product, choice),
        errors: validateChoice(event.product, choice),
        showErrors: false,
      };
    }),
  },
}).createMachine({
  id: 'productOptions',
  context: ({ input }) => {
    const choice = initialChoice(input.product);
    const base = input.base ?? null;
    return {
      product: input.product,
      base,
      choice,
      price: optionsPrice(input.product, choice, base?.price_incl_tax),
      errors: validateChoice(input.product, choice),
      showErrors: false,
    };
  },
  initial: 'checking',
  on: {
    'options.reset': { target: '.checking', actions: 'loadProduct' },
  },
  states: {
    checking: {
      always: [
        { guard: 'isOfferable', target: 'choosing' },
        // A bundle whose required item is sold out everywhere, a group with nothing in stock.
        { target: 'unavailable' },
      ],
    },
    choosing: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [
            { guard: 'isComplete', target: 'ready' },
            { guard: 'showsErrors', target: 'invalid' },
            { target: 'incomplete' },
          ],
        },
        ready: {
          tags: ['purchasable'],
          on: {
            'options.add': {
              target: 'resolving',
              actions: {
                type: 'addToCart',
                params: ({ context }) => ({
                  lines: cartLinesOf(context.product, context.choice, context.base ?? undefined),
                }),
              },
            },
          },
        },
        // Something is missing or wrong, not pointed out yet.
        incomplete: { on: { 'options.add': { target: 'resolving', actions: 'showErrors' } } },
        // The shopper tried to add: each field says what is wrong (SPEC 5 form messages).
        invalid: { tags: ['error'] },
      },
      on: {
        'options.selectBundleLink': { target: '.resolving', actions: 'chooseBundleLink' },
        'options.setGroupedQty': { target: '.resolving', actions: 'setGroupedQty' },
        'options.setCustom': { target: '.resolving', actions: 'setCustom' },
        'options.setBase': { target: '.resolving', actions: 'setBase' },
      },
    },
    unavailable: { tags: ['unavailable'] },
  },
});
