// The model of the product-options machine (issue 17): the office bundle (a shirt to size, a belt to choose), the
// "complete the look" group, the monogram shirt (also as a configurable child's options), the gift card, and a bundle
// whose trousers are sold out; the choices a shopper makes on each, and 'add to cart'. What each state promises is
// stated from SPEC 4/5 over the fixtures' figures (the prices written out here), not from the machine's functions.
import {
  type ProductOptionsContext,
  type ProductOptionsEmitted,
  type ProductOptionsEvent,
  productOptionsMachine,
} from '../../machines/product-options.machine';
import type { CartProduct } from '../../src/domain/cart/cart-item';
import type { OptionsProduct } from '../../src/domain/product-options';
import {
  GIFT_CARD,
  LOOK_GROUP,
  MONOGRAM_SHIRT,
  OFFICE_BUNDLE,
  SOLD_OUT_BUNDLE,
} from '../../stories/fixtures/typed-products';
import { type ModelEntry, stateName } from '../helpers/model';

type ProductOptionsMachine = typeof productOptionsMachine;

/** Names a fixture for the printed paths (a whole product prints a page of JSON otherwise). */
function named<T extends object>(value: T, name: string): T {
  Object.defineProperty(value, 'toJSON', { value: () => name, enumerable: false });
  return value;
}

const NAMES = new Map<OptionsProduct, string>([
  [OFFICE_BUNDLE, 'office bundle'],
  [LOOK_GROUP, 'look group'],
  [MONOGRAM_SHIRT, 'monogram shirt'],
  [GIFT_CARD, 'gift card'],
  [SOLD_OUT_BUNDLE, 'sold-out bundle'],
]);

/** A configurable T-shirt's chosen child, whose price (30) the monogram and the gift wrap go with. */
export const SHIRT_CHILD: CartProduct = named(
  {
    sku: 'MN-TS-001-WHITE-L',
    parentSku: 'MN-TS-001',
    name: 'Meeste T-särk',
    price_incl_tax: 30,
    image: '',
    product_type: 'configurable',
    product_option: {
      extension_attributes: {
        configurable_item_options: [{ option_id: 144, option_value: 23, label: 'Suurus', value: 'L' }],
      },
    },
  },
  'white L child at 30',
);

export const PRODUCT_OPTIONS_INPUTS = [
  named({ product: OFFICE_BUNDLE }, 'office bundle'),
  named({ product: LOOK_GROUP }, 'look group'),
  named({ product: MONOGRAM_SHIRT }, 'monogram shirt'),
  named({ product: GIFT_CARD }, 'gift card'),
  named({ product: SOLD_OUT_BUNDLE }, 'sold-out bundle'),
];

const PER_PRODUCT: Record<string, ProductOptionsEvent[]> = {
  [OFFICE_BUNDLE.sku]: [
    { type: 'options.selectBundleLink', optionId: 1, linkId: 9062 },
    { type: 'options.selectBundleLink', optionId: 2, linkId: 9064 },
    { type: 'options.selectBundleLink', optionId: 2, linkId: 9063 },
  ],
  [LOOK_GROUP.sku]: [
    { type: 'options.setGroupedQty', sku: 'AK-SCARF-902', qty: 2 },
    { type: 'options.setGroupedQty', sku: 'AK-SCARF-902', qty: 0 },
    { type: 'options.setGroupedQty', sku: 'AK-SOCKS-903', qty: 11 },
    { type: 'options.setGroupedQty', sku: 'AK-SOCKS-903', qty: 1 },
  ],
  [MONOGRAM_SHIRT.sku]: [
    { type: 'options.setCustom', optionId: 11, value: 'MK' },
    { type: 'options.setCustom', optionId: 11, value: 'MKJX' },
    { type: 'options.setCustom', optionId: 12, value: '121' },
    { type: 'options.setBase', base: SHIRT_CHILD },
  ],
  [GIFT_CARD.sku]: [
    { type: 'options.setCustom', optionId: 41, value: '4125' },
    { type: 'options.setCustom', optionId: 42, value: 'liis@example.ee' },
    { type: 'options.setCustom', optionId: 42, value: 'liis@' },
    { type: 'options.setCustom', optionId: 43, value: 'Palju õnne!' },
  ],
  [SOLD_OUT_BUNDLE.sku]: [],
};

const RESETS: ProductOptionsEvent[] = [
  named({ type: 'options.reset', product: GIFT_CARD }, 'open gift card'),
  named({ type: 'options.reset', product: LOOK_GROUP }, 'open look group'),
];

/** SPEC 4/5 over the fixtures: the price a choice must show, figured from the fixtures' own numbers. */
export function expectedPrice(context: ProductOptionsContext): number {
  const { product, choice, base } = context;
  switch (product.sku) {
    case OFFICE_BUNDLE.sku:
      // The shirt (39.90 in either size) and the chosen belt (29.90 default, or the black one at 34.90), one each.
      return 39.9 + (choice.bundle[2] === 9064 ? 34.9 : 29.9);
    case LOOK_GROUP.sku:
      return (
        Math.round(
          ((choice.grouped['AK-SCARF-902'] ?? 0) * 24.9 + (choice.grouped['AK-SOCKS-903'] ?? 0) * 12.5) * 100,
        ) / 100
      );
    case MONOGRAM_SHIRT.sku: {
      const price = base ? 30 : 20;
      const monogram = (choice.custom[11] ?? '') !== '' ? 5 : 0;
      const wrap = choice.custom[12] === '121' ? price / 10 : 0;
      return price + monogram + wrap;
    }
    case GIFT_CARD.sku:
      return choice.custom[41] === '4125' ? 25 : 0;
    default:
      // The bundle with no trousers to offer sums nothing.
      return 0;
  }
}

/** The fields that must be wrong, from SPEC 5's rules over the fixtures. */
export function expectedErrors(context: ProductOptionsContext): string[] {
  const { product, choice } = context;
  const wrong: string[] = [];
  if (product.sku === LOOK_GROUP.sku) {
    const scarf = choice.grouped['AK-SCARF-902'] ?? 0;
    const socks = choice.grouped['AK-SOCKS-903'] ?? 0;
    if (scarf + socks === 0) wrong.push('grouped');
    if (socks > 10) wrong.push('grouped:AK-SOCKS-903');
  }
  if (product.sku === MONOGRAM_SHIRT.sku && (choice.custom[11] ?? '').length > 3) wrong.push('custom:11');
  if (product.sku === GIFT_CARD.sku) {
    if (!choice.custom[41]) wrong.push('custom:41');
    if (choice.custom[42] !== 'liis@example.ee') wrong.push('custom:42');
  }
  return wrong.sort();
}

export const productOptionsModel: ModelEntry<ProductOptionsMachine> = {
  machine: productOptionsMachine,
  inputs: PRODUCT_OPTIONS_INPUTS,
  events: (snapshot) => [
    ...(PER_PRODUCT[snapshot.context.product.sku] ?? []),
    { type: 'options.add' },
    ...RESETS.filter((event) => event.type === 'options.reset' && event.product !== snapshot.context.product),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.product.sku,
      snapshot.context.choice,
      snapshot.context.base?.sku ?? null,
      snapshot.context.showErrors,
    ]),
  describeEvent: (event) => {
    switch (event.type) {
      case 'options.selectBundleLink':
        return `choose link ${event.linkId} for option ${event.optionId}`;
      case 'options.setGroupedQty':
        return `${event.sku} × ${event.qty}`;
      case 'options.setCustom':
        return `type option ${event.optionId} '${event.value}'`;
      case 'options.setBase':
        return `choose ${event.base ? event.base.sku : 'no child'}`;
      case 'options.add':
        return "'Add to cart'";
      case 'options.reset':
        return `open ${NAMES.get(event.product) ?? event.product.sku}`;
    }
  },
  describeState: (snapshot) =>
    `${stateName(snapshot)} (${NAMES.get(snapshot.context.product) ?? snapshot.context.product.sku}, ${snapshot.context.price} €)`,
  legend: [
    'office bundle: a shirt (39.90, white M default or white L) and a belt (29.90 default, black 34.90)',
    'look group: scarf 24.90, socks 12.50; monogram shirt 20 (a child at 30): monogram ≤ 3 letters +5, gift wrap +10 %',
    'gift card: amount 25/50/100 required, recipient e-mail required, message optional; sold-out bundle: no trousers',
  ],
  promises: {
    '*': ({ snapshot, event, emitted }, expect) => {
      const { context } = snapshot;
      expect(snapshot.status).toBe('active');
      expect(context.price, 'SPEC 4/5: the sums and option prices').toBeCloseTo(expectedPrice(context), 2);
      if (!snapshot.matches('unavailable')) {
        expect(Object.keys(context.errors).sort(), 'exactly the wrong fields').toEqual(expectedErrors(context));
      }
      const adds = emitted.filter((e): e is ProductOptionsEmitted => e.type === 'options.addToCart');
      expect(adds.length, 'an add only from a complete choice').toBe(
        event?.type === 'options.add' && expectedErrors(context).length === 0 && !snapshot.matches('unavailable')
          ? 1
          : 0,
      );
      for (const add of adds) {
        if (context.product.sku === LOOK_GROUP.sku) {
          // SPEC 4: each linked product added with its own quantity.
          const wanted = Object.entries(context.choice.grouped).filter(([, qty]) => qty > 0);
          expect(add.lines.map((line) => [line.product.sku, line.qty])).toEqual(wanted);
        } else {
          expect(add.lines).toHaveLength(1);
          const [line] = add.lines;
          expect(line?.product.price_incl_tax, 'the line at the shown price').toBeCloseTo(context.price, 2);
          expect(line?.product.sku).toBe(context.base?.sku ?? context.product.sku);
        }
      }
      if (event?.type === 'options.reset') {
        expect(context.product).toBe(event.product);
        expect(context.showErrors, 'another product starts without messages').toBe(false);
      }
    },
    'choosing.ready': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('purchasable')).toBe(true);
      expect(snapshot.context.errors).toEqual({});
    },
    'choosing.incomplete': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('purchasable')).toBe(false);
      expect(snapshot.context.showErrors, 'nothing pointed out before an add').toBe(false);
      expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0);
    },
    'choosing.invalid': ({ snapshot }, expect) => {
      expect([snapshot.hasTag('error'), snapshot.hasTag('purchasable')]).toEqual([true, false]);
      expect(snapshot.context.showErrors, 'each wrong field says so').toBe(true);
      expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0);
    },
    unavailable: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('purchasable')).toBe(false);
      expect(snapshot.context.product.sku, 'only the bundle whose trousers are sold out').toBe(SOLD_OUT_BUNDLE.sku);
    },
  },
};
