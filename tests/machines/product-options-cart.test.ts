// SPEC 4 "Add flow": the product-options machine's hand-off to the cart is its `addToCart` port, provided by the
// composition root (src/app/root/cart-add.ts `productOptionsWithCart`), not a subscription in the page. The add is
// recorded in localStorage within the machine's transition (before the commerce code has loaded), then each line
// reaches the cart machine as a `cart.add` carrying its record's id.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cartAddsKey } from '../../src/adapters/cart-adds-log';
import type { CommerceActors } from '../../src/app/root/commerce-actors';
import { productOptionsWithCart } from '../../src/app/root/cart-add';
import { lazySubsystem } from '../../src/app/root/lazy-subsystem';
import { GIFT_CARD, LOOK_GROUP } from '../../stories/fixtures/typed-products';

function storage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** The commerce subsystem, loaded when the test says so; its cart records what it is sent. */
function commerce() {
  const sent: unknown[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const cart = { send: (event: unknown) => sent.push(event), stop: () => undefined };
  const subsystem = lazySubsystem(async () => {
    await released;
    return { cart } as unknown as CommerceActors;
  });
  return { subsystem, sent, release };
}

describe('the product-options machine as the composition provides it', () => {
  let local: Storage;
  beforeEach(() => {
    local = storage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: storage() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("records a gift card's add before the commerce code loads, then sends it to the cart with the record's id", async () => {
    const shop = commerce();
    const options = createActor(productOptionsWithCart(shop.subsystem, 'ee'), { input: { product: GIFT_CARD } });
    options.start();
    options.send({ type: 'options.setCustom', optionId: 41, value: '4150' });
    options.send({ type: 'options.setCustom', optionId: 42, value: 'liis@example.ee' });
    options.send({ type: 'options.add' });

    // Synchronously, within the transition: a reload now finds the add.
    const recorded = JSON.parse(local.getItem(cartAddsKey('ee')) ?? '[]') as { id: string; product: { sku: string } }[];
    expect(recorded.map((add) => add.product.sku)).toEqual(['GIFT-CARD-904']);
    expect(shop.sent).toEqual([]);

    shop.release();
    await vi.waitFor(() => expect(shop.sent).toHaveLength(1));
    expect(shop.sent[0]).toMatchObject({
      type: 'cart.add',
      qty: 1,
      id: recorded[0]?.id,
      product: { sku: 'GIFT-CARD-904', price_incl_tax: 50 },
    });
    options.stop();
  });

  it('sends each line of a group with its quantity, and nothing from an incomplete choice', async () => {
    const shop = commerce();
    const options = createActor(productOptionsWithCart(shop.subsystem, 'lv'), { input: { product: LOOK_GROUP } });
    options.start();
    for (const sku of Object.keys(options.getSnapshot().context.choice.grouped)) {
      options.send({ type: 'options.setGroupedQty', sku, qty: 0 });
    }
    options.send({ type: 'options.add' });
    expect(local.getItem(cartAddsKey('lv'))).toBeNull();

    const [first, second] = Object.keys(options.getSnapshot().context.choice.grouped);
    options.send({ type: 'options.setGroupedQty', sku: first ?? '', qty: 2 });
    options.send({ type: 'options.setGroupedQty', sku: second ?? '', qty: 1 });
    options.send({ type: 'options.add' });
    shop.release();
    await vi.waitFor(() => expect(shop.sent).toHaveLength(2));
    expect(
      shop.sent.map((event) => [(event as { product: { sku: string } }).product.sku, (event as { qty: number }).qty]),
    ).toEqual([
      [first, 2],
      [second, 1],
    ]);
    options.stop();
  });

  it('is provided once per commerce subsystem and store view', () => {
    const shop = commerce();
    expect(productOptionsWithCart(shop.subsystem, 'ee')).toBe(productOptionsWithCart(shop.subsystem, 'ee'));
    expect(productOptionsWithCart(shop.subsystem, 'lv')).not.toBe(productOptionsWithCart(shop.subsystem, 'ee'));
  });
});
