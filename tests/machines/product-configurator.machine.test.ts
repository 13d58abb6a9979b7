// The product configurator (SPEC 4, SPEC 5, SPEC 8): behaviour on the fixture dress of the stories, which has a
// sold-out child, a disabled child, a colour lacking a size and attribute values no child has.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { type ProductConfiguratorInput, productConfiguratorMachine } from '../../machines/product-configurator.machine';
import { COLOUR, DRESS_SKU, SIZE, SOLD_OUT_SKIRT, SUMMER_DRESS } from '../../stories/fixtures/configurable-product';

function start(input: Partial<ProductConfiguratorInput> = {}) {
  const emitted: AnyEventObject[] = [];
  const actor = createActor(productConfiguratorMachine, { input: { product: SUMMER_DRESS, ...input } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const sku = () => actor.getSnapshot().context.variant?.sku;
  return { actor, emitted, sku };
}

describe('product configurator machine', () => {
  it('starts with the child in the URL, purchasable, and announces nothing', () => {
    const { actor, emitted } = start({ childSku: DRESS_SKU.whiteM });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ configured: 'inStock' });
    expect(snapshot.hasTag('purchasable')).toBe(true);
    expect(snapshot.context.selected).toEqual({ color: COLOUR.white, size: SIZE.M });
    expect(snapshot.context.error).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('starts without a child in the URL on the first available child and asks for it in the URL', () => {
    const { emitted, sku } = start();
    expect(sku()).toBe(DRESS_SKU.whiteS);
    expect(emitted).toEqual([{ type: 'configurator.variantChanged', childSku: DRESS_SKU.whiteS }]);
  });

  it('replaces a sold-out child in the URL by the closest available one, without a warning', () => {
    // Blue M is sold out: blue S, blue L, white M and red M match one attribute each; red M is the cheapest.
    const { actor, emitted, sku } = start({ childSku: DRESS_SKU.blueM });
    expect(sku()).toBe(DRESS_SKU.redM);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(emitted).toEqual([{ type: 'configurator.variantChanged', childSku: DRESS_SKU.redM }]);
  });

  it('chooses a sold-out child when out-of-stock listing is allowed, and it is not purchasable', () => {
    const { actor, sku } = start({ childSku: DRESS_SKU.blueM, allowOutOfStock: true });
    expect(sku()).toBe(DRESS_SKU.blueM);
    expect(actor.getSnapshot().value).toEqual({ configured: 'outOfStock' });
    expect(actor.getSnapshot().hasTag('purchasable')).toBe(false);
  });

  it('is unavailable with the variants error when nothing can be chosen, and announces no child', () => {
    const { actor, emitted } = start({ product: SOLD_OUT_SKIRT, childSku: 'NA-SK-1005-03-S' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('unavailable');
    expect([snapshot.hasTag('error'), snapshot.hasTag('purchasable')]).toEqual([true, false]);
    expect(snapshot.context.error).toBe('no-variants');
    expect(snapshot.context.variant).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('switches to a size the picked colour has, without a warning', () => {
    const { actor, emitted, sku } = start({ childSku: DRESS_SKU.whiteL });
    actor.send({ type: 'configurator.selectColor', value: COLOUR.red });
    expect(sku()).toBe(DRESS_SKU.redM);
    expect(actor.getSnapshot().context.selected).toEqual({ color: COLOUR.red, size: SIZE.M });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(emitted).toEqual([{ type: 'configurator.variantChanged', childSku: DRESS_SKU.redM }]);
  });

  it('keeps the size when the picked colour has it', () => {
    const { actor, sku } = start({ childSku: DRESS_SKU.whiteL });
    actor.send({ type: 'configurator.selectColor', value: COLOUR.blue });
    expect(sku()).toBe(DRESS_SKU.blueL);
  });

  it('warns of no such configuration on a size the colour lacks, falls back by the rules and says so', () => {
    const { actor, emitted, sku } = start({ childSku: DRESS_SKU.blueS });
    actor.send({ type: 'configurator.selectSize', value: SIZE.M });
    expect(sku()).toBe(DRESS_SKU.redM);
    expect(actor.getSnapshot().context.error).toBe('no-such-configuration');
    expect(emitted).toEqual([
      { type: 'configurator.noSuchConfiguration' },
      { type: 'configurator.variantChanged', childSku: DRESS_SKU.redM },
    ]);
  });

  it('warns on a colour no child has but keeps the variant when the fallback is the same child', () => {
    const { actor, emitted, sku } = start({ childSku: DRESS_SKU.whiteS });
    actor.send({ type: 'configurator.selectColor', value: COLOUR.yellow });
    expect(sku()).toBe(DRESS_SKU.whiteS);
    expect(actor.getSnapshot().context.error).toBe('no-such-configuration');
    expect(emitted).toEqual([{ type: 'configurator.noSuchConfiguration' }]);
  });

  it('clears the warning on the next pick that exists', () => {
    const { actor } = start({ childSku: DRESS_SKU.blueS });
    actor.send({ type: 'configurator.selectSize', value: SIZE.XL });
    expect(actor.getSnapshot().context.error).toBe('no-such-configuration');
    actor.send({ type: 'configurator.selectSize', value: SIZE.L });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('does not announce a pick of what is already chosen', () => {
    const { actor, emitted } = start({ childSku: DRESS_SKU.whiteM });
    actor.send({ type: 'configurator.selectSize', value: SIZE.M });
    actor.send({ type: 'configurator.selectColor', value: COLOUR.white });
    expect(emitted).toEqual([]);
  });

  it('follows the URL to another child without announcing it back', () => {
    const { actor, emitted, sku } = start({ childSku: DRESS_SKU.whiteM });
    actor.send({ type: 'configurator.selectSku', sku: DRESS_SKU.blueL });
    expect(sku()).toBe(DRESS_SKU.blueL);
    expect(actor.getSnapshot().context.urlChildSku).toBe(DRESS_SKU.blueL);
    expect(emitted).toEqual([]);
  });

  it('replaces an unknown child sku in the URL by the first available child', () => {
    const { actor, emitted, sku } = start({ childSku: DRESS_SKU.whiteM });
    actor.send({ type: 'configurator.selectSku', sku: 'NA-DR-1001-99-XXL' });
    expect(sku()).toBe(DRESS_SKU.whiteS);
    expect(emitted).toEqual([{ type: 'configurator.variantChanged', childSku: DRESS_SKU.whiteS }]);
  });

  it('ignores picks while unavailable', () => {
    const { actor } = start({ product: SOLD_OUT_SKIRT });
    actor.send({ type: 'configurator.selectColor', value: COLOUR.red });
    actor.send({ type: 'configurator.selectSku', sku: 'NA-SK-1005-03-S' });
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('configures another product on reset, from unavailable too, keeping the out-of-stock setting', () => {
    const { actor, sku } = start({ product: SOLD_OUT_SKIRT, allowOutOfStock: true });
    // With out-of-stock listing on, the skirt is still unavailable: its own stock is out (SPEC 4).
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'configurator.reset', product: SUMMER_DRESS, childSku: DRESS_SKU.blueM });
    expect(sku()).toBe(DRESS_SKU.blueM);
    expect(actor.getSnapshot().value).toEqual({ configured: 'outOfStock' });
    actor.send({ type: 'configurator.reset', product: SOLD_OUT_SKIRT });
    expect(actor.getSnapshot().context).toMatchObject({ variant: null, error: 'no-variants', selected: {} });
  });

  it('is unavailable for a product that is not configurable (no parent sku)', () => {
    const { actor } = start({ product: { ...SUMMER_DRESS, type_id: 'simple' } });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.error).toBe('no-parent-sku');
  });
});
