// Issue 17: every SPEC 3 product type through the catalogue, the cart and the order, on PGlite and on PostgreSQL
// (TEST_DATABASE_URL): typed fields served on a lookup, grouped/bundle sums (SPEC 4/5), custom option prices (SPEC 5),
// lines told apart by their options (SPEC 5), the server's prices only (a tampered option price is ignored), a
// bundle's stock taken from its chosen items, a virtual-only order with no shipping and no cash on delivery, and
// 400 naming the field for bad options.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartCreateResponseSchema,
  cartTotalsResponseSchema,
  cartUpdateResponseSchema,
} from '../../src/domain/contract/cart';
import { productSearchResponseSchema } from '../../src/domain/contract/catalog';
import { orderResponseSchema } from '../../src/domain/contract/order';
import { roundMoney } from '../../src/domain/money';
import { linePrice } from '../../src/domain/product-types/line-price';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_OPTIONS, TSHIRT_OPTIONS, TYPED_SKUS } from '../../server/seed/typed-products';
import { engines } from '../helpers/db';
import { cartCall, MANY_ORDERS, orderBody, stockOf } from './cart-fixtures';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

describe.each(engines())('product types on $name', (engine) => {
  let t: AccountApp;
  let cart: ReturnType<typeof cartCall>;
  let tee: { parent: string; child: string; price: number };

  const search = async (request: object) => {
    const reply = await t.call(
      'GET',
      `/api/catalog/ee/product/_search?request=${encodeURIComponent(JSON.stringify(request))}`,
    );
    return productSearchResponseSchema.parse(reply.body).result.items;
  };
  const newCart = async () =>
    cartCreateResponseSchema.parse((await cart('POST', 'create', { query: { storeCode: 'ee' }, body: {} })).body)
      .result;
  const add = (cartId: string, cartItem: object) => cart('POST', 'update', { cartId, body: { cartItem } });
  const monogram = (text: string, extra: object = {}) => ({
    extension_attributes: {
      custom_options: [
        { option_id: TSHIRT_OPTIONS.monogram, option_value: text, ...extra },
        { option_id: TSHIRT_OPTIONS.giftWrap, option_value: 210201 },
      ],
    },
  });

  beforeAll(async () => {
    t = await openAccountApp(engine, MANY_ORDERS);
    cart = cartCall(t);
    const [row] = await t.rows<{ sku: string }>(
      sql`select sku from products where store_code = 'ee' and custom_options <> '[]'::jsonb and type_id = 'configurable'`,
    );
    const parent = row?.sku ?? '';
    const [child] = await t.rows<{ sku: string }>(
      sql`select v.sku from product_variants v where v.parent_sku = ${parent} and v.status < 2 order by v.id limit 1`,
    );
    const [product] = await search({ filters: { sku: parent }, size: 1 });
    const served = product?.configurable_children?.find((candidate) => candidate.sku === child?.sku);
    tee = { parent, child: child?.sku ?? '', price: served?.final_price_incl_tax ?? Number.NaN };
    await t.rows(sql`update stock_items set qty = 20, is_in_stock = true where manage_stock`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the typed fields on a product lookup, never a file path, and sums group and bundle prices', async () => {
    const [set] = await search({ filters: { sku: TYPED_SKUS.officeSet }, size: 1 });
    expect(set?.type_id).toBe('bundle');
    expect(set?.bundle_options?.map((option) => option.product_links.length)).toEqual([
      expect.any(Number),
      expect.any(Number),
      1,
    ]);
    const defaults = (set?.bundle_options ?? []).map(
      (option) =>
        (option.product_links.find((link) => link.is_default) ?? option.product_links[0])?.price_incl_tax ?? 0,
    );
    expect(set?.final_price_incl_tax).toBe(roundMoney(defaults.reduce((sum, price) => sum + price, 0)));
    const [look] = await search({ filters: { sku: TYPED_SKUS.look }, size: 1 });
    expect(look?.product_links?.map((link) => link.linked_product_sku)).toEqual([
      TYPED_SKUS.belt,
      TYPED_SKUS.scarf,
      TYPED_SKUS.socks,
    ]);
    expect(look?.final_price_incl_tax).toBe(52.3); // 24.90 + 19.90 + 7.50
    const [pattern] = await search({ filters: { sku: TYPED_SKUS.pattern }, size: 1 });
    expect(pattern?.downloadable_links?.[0]).toMatchObject({ number_of_downloads: 5 });
    expect(JSON.stringify(pattern)).not.toContain('"file"');
    const [card] = await search({ filters: { sku: TYPED_SKUS.giftCard }, size: 1 });
    expect(card?.custom_options?.map((option) => option.option_id)).toEqual(Object.values(GIFT_CARD_OPTIONS));
    // A listing stays lean: no options, but the bundle's summed price.
    const listed = await search({ filters: { category_ids: 26 }, size: 20 });
    expect(listed.map((item) => item.sku).sort()).toEqual(Object.values(TYPED_SKUS).sort());
    expect(listed.every((item) => item.bundle_options === undefined && item.custom_options === undefined)).toBe(true);
    expect(listed.find((item) => item.sku === TYPED_SKUS.officeSet)?.final_price_incl_tax).toBe(
      set?.final_price_incl_tax,
    );
  });

  it('prices custom options on the server, keeps other options on another line and ignores a tampered price', async () => {
    const cartId = await newCart();
    const first = await add(cartId, { sku: tee.child, qty: 1, product_option: monogram('MK', { price: 0.01 }) });
    expect(first.status).toBe(200);
    const line = cartUpdateResponseSchema.parse(first.body).result;
    // SPEC 5: fixed 6 € plus 10 % of the T-shirt's price.
    expect(line.price_incl_tax).toBe(roundMoney(tee.price + 6 + tee.price * 0.1));
    expect(line.product_option?.extension_attributes.custom_options).toEqual([
      expect.objectContaining({ option_value: 'MK', value: 'MK', label: expect.stringContaining('Monogramm') }),
      expect.objectContaining({ value: 'Kinkepakend' }),
    ]);
    const again = cartUpdateResponseSchema.parse(
      (await add(cartId, { sku: tee.child, qty: 2, product_option: monogram('MK') })).body,
    );
    expect(again.result.item_id).toBe(line.item_id);
    const other = cartUpdateResponseSchema.parse(
      (await add(cartId, { sku: tee.child, qty: 1, product_option: monogram('JT') })).body,
    );
    expect(other.result.item_id).not.toBe(line.item_id);
    const totals = cartTotalsResponseSchema.parse((await cart('GET', 'totals', { cartId })).body).result;
    expect(totals.items.map((item) => item.qty)).toEqual([2, 1]);
    expect(totals.subtotal_incl_tax).toBe(roundMoney(line.price_incl_tax * 3));
  });

  it('answers 400 naming the field for options the product does not have, and for a grouped sku', async () => {
    const cartId = await newCart();
    const cases: [object, RegExp][] = [
      [{ sku: tee.child, qty: 1, product_option: monogram('ABCD') }, /custom_options\.0\.option_value: /],
      [{ sku: tee.child, qty: 1, product_option: monogram('A\u0000') }, /custom_options\.0\.option_value: /],
      [
        {
          sku: TYPED_SKUS.giftCard,
          qty: 1,
          product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 1 }] } },
        },
        /custom_options\.0\.option_id: /,
      ],
      [{ sku: TYPED_SKUS.giftCard, qty: 1 }, /custom_options: a required option/],
      [
        {
          sku: TYPED_SKUS.officeSet,
          qty: 1,
          product_option: {
            extension_attributes: { bundle_options: [{ option_id: 9061, option_selections: [906301] }] },
          },
        },
        /bundle_options\.0\.option_selections: /,
      ],
      [{ sku: TYPED_SKUS.look, qty: 1 }, /^cartItem\.sku: /],
    ];
    for (const [item, message] of cases) {
      const reply = await add(cartId, item);
      expect(reply.status, JSON.stringify(item)).toBe(400);
      expect(String((reply.body as { result: unknown }).result)).toMatch(message);
    }
  });

  it('orders a bundle, a monogrammed shirt and a grouped set at the domain rules’ prices, reserving the set’s items', async () => {
    const [set] = await search({ filters: { sku: TYPED_SKUS.officeSet }, size: 1 });
    const shirtLink = set?.bundle_options?.[0]?.product_links[1];
    const trousersLink = set?.bundle_options?.[1]?.product_links[0];
    if (!set || !shirtLink || !trousersLink) throw new Error('the office set has no links');
    const bundleOption = {
      extension_attributes: {
        bundle_options: [
          { option_id: 9061, option_selections: [shirtLink.id] },
          { option_id: 9062, option_selections: [trousersLink.id], option_qty: 1 },
        ],
      },
    };
    const setPrice = linePrice(
      { ...set, base_price_incl_tax: 0 },
      bundleOption,
      (sku) =>
        set.bundle_options?.flatMap((option) => option.product_links).find((link) => link.sku === sku)?.price_incl_tax,
    ).price_incl_tax;
    const before = await Promise.all([shirtLink.sku, trousersLink.sku, TYPED_SKUS.belt].map((sku) => stockOf(t, sku)));
    const body = orderBody(
      [
        { sku: TYPED_SKUS.officeSet, qty: 2, product_option: bundleOption, price_incl_tax: 0.01 },
        { sku: tee.child, qty: 1, product_option: monogram('KK', { price: 0 }) },
        { sku: TYPED_SKUS.belt, qty: 1 },
        { sku: TYPED_SKUS.socks, qty: 2 },
      ],
      { grand_total: 1 },
    );
    const reply = await t.call('POST', '/api/order', { body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = orderResponseSchema.parse(reply.body).result;
    const teePrice = roundMoney(tee.price + 6 + tee.price * 0.1);
    const subtotal = roundMoney(setPrice * 2 + teePrice + 24.9 + 7.5 * 2);
    expect(result.grand_total).toBe(subtotal); // courier free from 75 €
    // SPEC 2 /thankyou: the confirmation carries the lines (the monogram among the shirt's options) and totals.
    expect(result.lines?.map((line) => [line.sku, line.qty, line.row_total])).toEqual([
      [TYPED_SKUS.officeSet, 2, roundMoney(setPrice * 2)],
      [tee.child, 1, teePrice],
      [TYPED_SKUS.belt, 1, 24.9],
      [TYPED_SKUS.socks, 2, 15],
    ]);
    expect(result.lines?.[1]?.product_option?.extension_attributes.custom_options).toEqual([
      expect.objectContaining({ value: 'KK' }),
      expect.objectContaining({ value: 'Kinkepakend' }),
    ]);
    expect(result.totals).toMatchObject({ subtotal, shipping: 0, discount: 0, gift_card: 0, grand_total: subtotal });
    const after = await Promise.all([shirtLink.sku, trousersLink.sku, TYPED_SKUS.belt].map((sku) => stockOf(t, sku)));
    // The set takes its chosen shirt and trousers twice and its belt twice; the belt alone once more.
    const taken = [2, 2, 3];
    expect(after.map((entry) => entry.qty)).toEqual(before.map((entry, at) => entry.qty - (taken[at] ?? 0)));
    const [row] = await t.rows<{ payload: { products: { sku: string; product_option?: unknown }[] } }>(
      sql`select payload from orders where order_id = ${body.order_id}`,
    );
    expect(row?.payload.products[0]?.product_option).toMatchObject({
      extension_attributes: {
        bundle_options: [
          expect.objectContaining({ sku: shirtLink.sku, label: 'Särk' }),
          expect.anything(),
          expect.anything(),
        ],
      },
    });
  });

  it('places a virtual-only order without a shipping address and refuses cash on delivery for it', async () => {
    const card = {
      sku: TYPED_SKUS.giftCard,
      qty: 1,
      product_option: {
        extension_attributes: {
          custom_options: [
            { option_id: GIFT_CARD_OPTIONS.amount, option_value: GIFT_CARD_AMOUNTS[1].option_type_id, price: 1 },
            { option_id: GIFT_CARD_OPTIONS.recipient, option_value: 'saaja@example.ee' },
          ],
        },
      },
    };
    const body = orderBody([card, { sku: TYPED_SKUS.pattern, qty: 1 }]);
    const {
      shippingAddress: _ship,
      shipping_carrier_code: _c,
      shipping_method_code: _m,
      ...rest
    } = body.addressInformation;
    const cod = await t.call('POST', '/api/order', { body: { ...body, addressInformation: rest } });
    expect(cod.status).toBe(400);
    expect(String((cod.body as { result: unknown }).result)).toMatch(/^addressInformation\.payment_method_code: /);
    const paid = orderBody([card, { sku: TYPED_SKUS.pattern, qty: 1 }]);
    const reply = await t.call('POST', '/api/order', {
      body: { ...paid, addressInformation: { ...rest, payment_method_code: 'montonio_vsf' } },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(orderResponseSchema.parse(reply.body).result).toMatchObject({ status: 'pending', grand_total: 56.9 });
    // A shirt in the same order needs the address again.
    const mixed = orderBody([card, { sku: TYPED_SKUS.belt, qty: 1 }]);
    const refused = await t.call('POST', '/api/order', {
      body: { ...mixed, addressInformation: { ...rest, payment_method_code: 'montonio_vsf' } },
    });
    expect(refused.status).toBe(400);
    expect(String((refused.body as { result: unknown }).result)).toMatch(/^addressInformation\.shippingAddress: /);
  });
});
