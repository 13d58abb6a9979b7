// Model-based test of the product-options machine (issue 17): every generated path drives the real actor (no actors,
// no timers) and checks each state's promises; the paths must take every state and transition it declares. The cart
// adds it emits are collected and must be the ones the last 'add to cart' of a complete choice asked for.
import * as vitest from 'vitest';
import { expect, it } from 'vitest';
import { type InspectionEvent, createActor } from 'xstate';
import type { CartLineRequest } from '../../src/domain/product-options';
import { type ModelPath, describeModel, generatePaths, runPath, snapshotsAlong, stateName } from '../helpers/model';
import { GIFT_CARD } from '../../stories/fixtures/typed-products';
import { productOptionsModel as model } from './product-options.model';

type Path = ModelPath<typeof model.machine>;

const paths = generatePaths(model, { reduce: false });

function drive(path: Path, inspect?: (event: InspectionEvent) => void): CartLineRequest[][] {
  const actor = createActor(model.machine, { input: path.input, inspect });
  const adds: CartLineRequest[][] = [];
  actor.on('options.addToCart', (event) => adds.push(event.lines));
  runPath(model, path, { actor }, expect);
  return adds;
}

describeModel(
  'product-options machine',
  model,
  {
    paths,
    drive,
    check(path, adds) {
      // One cart add per 'add to cart' taken from a purchasable state, and none otherwise.
      const fromReady = path.steps.filter(
        (step, index) =>
          step.event.type === 'options.add' &&
          (index === 0 ? path.initial : path.steps[index - 1]?.state)?.hasTag('purchasable'),
      );
      expect(adds).toHaveLength(fromReady.length);
    },
    tests() {
      it('adds a gift card as one virtual line carrying its amount, recipient and message as custom options', () => {
        const actor = createActor(model.machine, { input: { product: GIFT_CARD } }).start();
        const adds: CartLineRequest[][] = [];
        actor.on('options.addToCart', (event) => adds.push(event.lines));
        actor.send({ type: 'options.setCustom', optionId: 41, value: '4150' });
        actor.send({ type: 'options.setCustom', optionId: 42, value: 'liis@example.ee' });
        actor.send({ type: 'options.setCustom', optionId: 43, value: 'Palju õnne!' });
        actor.send({ type: 'options.add' });
        expect(adds).toHaveLength(1);
        const line = adds[0]?.[0];
        expect(line?.product).toMatchObject({ sku: 'GIFT-CARD-904', product_type: 'virtual', price_incl_tax: 50 });
        expect(line?.product.product_option?.extension_attributes.custom_options).toEqual([
          { option_id: 41, option_value: '4150', label: 'Summa', value: '50 €' },
          { option_id: 42, option_value: 'liis@example.ee', label: 'Saaja e-post', value: 'liis@example.ee' },
          { option_id: 43, option_value: 'Palju õnne!', label: 'Sõnum', value: 'Palju õnne!' },
        ]);
      });

      it('has a story for every state a snapshot can be in', () => {
        const settled = new Set(paths.flatMap((path) => snapshotsAlong(path)).map(stateName));
        expect(settled).toEqual(new Set(['choosing.ready', 'choosing.incomplete', 'choosing.invalid', 'unavailable']));
      });
    },
  },
  vitest,
);
