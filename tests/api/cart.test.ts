// SPEC 7 "Cart" (every call with token and cartId), SPEC 5 line matching and quantity rules, SPEC 8 cart messages,
// SPEC 9 tax and cart item maximum: the server cart on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CART_ERRORS,
  cartCreateResponseSchema,
  cartPullResponseSchema,
  cartTotalsResponseSchema,
  cartUpdateResponseSchema,
  invalidCouponMessage,
  onlyAvailableMessage,
  parcelMachinesResponseSchema,
  paymentMethodsResponseSchema,
  shippingInformationResponseSchema,
  shippingMethodsResponseSchema,
} from '../../src/domain/contract/cart';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { DEMO_COUPONS, seedCommerce } from '../../server/seed/commerce';
import { engines } from '../helpers/db';
import { cartCall, EE_PRICE, LV_PRICE, type Prepared, prepareProduct } from './cart-fixtures';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

const MARI = 'mari.maasikas@example.ee';
const JAAN = 'jaan.tamm@example.ee';

describe.each(engines())('cart on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;
  let cart: ReturnType<typeof cartCall>;
  let mari: string;
  let jaan: string;

  const create = async (options: { token?: string; storeCode?: string } = {}) => {
    const reply = await cart('POST', 'create', {
      token: options.token,
      query: options.storeCode ? { storeCode: options.storeCode } : {},
    });
    expect(reply.status).toBe(200);
    return cartCreateResponseSchema.parse(reply.body).result;
  };
  const add = (cartId: string, cartItem: Record<string, unknown>, token?: string) =>
    cart('POST', 'update', { cartId, token, body: { cartItem } });
  const totals = async (cartId: string, token?: string) => {
    const reply = await cart('GET', 'totals', { cartId, token });
    expect(reply.status).toBe(200);
    return cartTotalsResponseSchema.parse(reply.body).result;
  };

  beforeAll(async () => {
    t = await openAccountApp(engine);
    cart = cartCall(t);
    p = await prepareProduct(t);
    mari = (await t.login(MARI, DEMO_PASSWORD)).token;
    jaan = (await t.login(JAAN, DEMO_PASSWORD)).token;
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.rows(sql`update stock_items set qty = 5, is_in_stock = true where sku in (${p.inStock}, ${p.other})`);
  });

  describe('create and open', () => {
    it('gives a guest a new unguessable cart id of at least 128 bits each time, never cached', async () => {
      const reply = await cart('POST', 'create');
      expect(reply.headers['cache-control']).toBe('no-store');
      const ids = [cartCreateResponseSchema.parse(reply.body).result, await create(), await create()];
      for (const id of ids) {
        expect(id).toMatch(/^[\w-]+$/);
        expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
      }
      expect(new Set(ids).size).toBe(3);
    });

    it('gives a customer their one active cart per store view, on every device, even when asked at once', async () => {
      const [first, ...others] = await Promise.all(Array.from({ length: 5 }, () => create({ token: mari })));
      expect(new Set(others)).toEqual(new Set([first]));
      const otherDevice = (await t.login(MARI, DEMO_PASSWORD)).token;
      expect(await create({ token: otherDevice })).toBe(first);
      const latvian = await create({ token: mari, storeCode: 'lv' });
      expect(latvian).not.toBe(first);
      const rows = await t.rows<{ n: number }>(
        sql`select count(*)::int as n from carts c join customers u on u.id = c.customer_id
            where u.email = ${MARI} and c.active`,
      );
      expect(Number(rows[0]?.n)).toBe(2);
    });

    it('answers 401 to an invalid token, and a guest cart is created without one', async () => {
      const reply = await cart('POST', 'create', { token: 'not-a-token' });
      expect(reply.status).toBe(401);
      expect((await cart('POST', 'create', { token: 'not-a-token', body: { guest: true } })).status).toBe(200);
    });

    it("refuses a customer's cart without that customer's token, and opens a guest cart with its id alone", async () => {
      const mine = await create({ token: mari });
      for (const token of [jaan, undefined, 'expired-or-forged']) {
        expect(await cart('GET', 'pull', { cartId: mine, token })).toMatchObject({
          status: 401,
          body: { code: 401, result: CART_ERRORS.notYourCart },
        });
      }
      expect((await cart('GET', 'pull', { cartId: mine, token: mari })).status).toBe(200);
      const guest = await create();
      expect((await cart('GET', 'pull', { cartId: guest })).status).toBe(200);
      expect((await cart('GET', 'pull', { cartId: guest, token: jaan })).status).toBe(200);
    });

    it('answers 404 naming an unknown cart id', async () => {
      expect(await cart('GET', 'pull', { cartId: 'no-such-cart' })).toMatchObject({
        status: 404,
        body: { result: CART_ERRORS.cartNotFound.replace('{cartId}', 'no-such-cart') },
      });
    });
  });

  describe('lines (update, delete, pull)', () => {
    it('adds a child, sets the line of the same child to the quantity sent (a repeat never doubles it), and sets a quantity by item_id', async () => {
      const id = await create();
      const first = await add(id, { sku: p.inStock, qty: 1 });
      expect(first.status).toBe(200);
      const line = cartUpdateResponseSchema.parse(first.body).result;
      expect(line).toMatchObject({
        sku: p.inStock,
        parentSku: p.parentSku,
        qty: 1,
        quote_id: id,
        price_incl_tax: EE_PRICE,
      });
      const merged = cartUpdateResponseSchema.parse((await add(id, { sku: p.inStock, qty: 3 })).body).result;
      expect(merged).toMatchObject({ item_id: line.item_id, qty: 3, row_total_incl_tax: 150 });
      const repeated = cartUpdateResponseSchema.parse((await add(id, { sku: p.inStock, qty: 3 })).body).result;
      expect(repeated, 'a repeated update leaves the same line').toMatchObject({ item_id: line.item_id, qty: 3 });
      const set = await add(id, { sku: p.inStock, qty: 2, item_id: line.item_id });
      expect(set.body).toMatchObject({ result: { item_id: line.item_id, qty: 2 } });
      expect(cartPullResponseSchema.parse((await cart('GET', 'pull', { cartId: id })).body).result).toHaveLength(1);
    });

    it('resolves the parent sku with configurable_item_options to its child, into the same line', async () => {
      const id = await create();
      const direct = cartUpdateResponseSchema.parse((await add(id, { sku: p.inStock, qty: 1 })).body).result;
      const viaParent = await add(id, {
        sku: p.parentSku,
        qty: 2,
        product_option: {
          extension_attributes: {
            configurable_item_options: [
              { option_id: '93', option_value: p.inStockOptions.color },
              { option_id: '144', option_value: String(p.inStockOptions.size) },
            ],
          },
        },
      });
      expect(viaParent.body).toMatchObject({ result: { item_id: direct.item_id, sku: p.inStock, qty: 2 } });
      const noOptions = await add(id, { sku: p.parentSku, qty: 1 });
      expect(noOptions).toMatchObject({ status: 404, body: { result: CART_ERRORS.productNotFound } });
    });

    it('keeps quantities within 1..10 and the managed stock (SPEC 5, SPEC 9), allowing unmanaged stock', async () => {
      const id = await create();
      expect(await add(id, { sku: p.inStock, qty: 11 })).toMatchObject({
        status: 400,
        body: { result: CART_ERRORS.maxQtyExceeded },
      });
      const zero = await add(id, { sku: p.inStock, qty: 0 });
      expect(zero.status).toBe(400);
      expect(zero.body.result).toMatch(/^cartItem\.qty: /);
      expect((await add(id, { sku: p.inStock, qty: 1.5 })).body.result).toMatch(/^cartItem\.qty: /);
      expect(await add(id, { sku: p.inStock, qty: 6 })).toMatchObject({
        status: 400,
        body: { result: onlyAvailableMessage(5) },
      });
      expect(await add(id, { sku: p.soldOut, qty: 1 })).toMatchObject({
        status: 400,
        body: { result: CART_ERRORS.outOfStock },
      });
      expect((await add(id, { sku: p.unmanaged, qty: 8 })).status).toBe(200);
      expect(await add(id, { sku: p.unmanaged, qty: 11 })).toMatchObject({
        status: 400,
        body: { result: CART_ERRORS.maxQtyExceeded },
      });
      expect(cartPullResponseSchema.parse((await cart('GET', 'pull', { cartId: id })).body).result).toEqual([
        expect.objectContaining({ sku: p.unmanaged, qty: 8 }),
      ]);
    });

    it('answers 404 for an unknown or unavailable product', async () => {
      const id = await create();
      for (const sku of ['NO-SUCH-SKU', p.disabled]) {
        expect(await add(id, { sku, qty: 1 })).toMatchObject({
          status: 404,
          body: { result: CART_ERRORS.productNotFound },
        });
      }
    });

    it('deletes a line, pulls the rest in item_id order, and answers 404 for a missing line', async () => {
      const id = await create();
      const a = cartUpdateResponseSchema.parse((await add(id, { sku: p.other, qty: 1 })).body).result;
      const b = cartUpdateResponseSchema.parse((await add(id, { sku: p.inStock, qty: 1 })).body).result;
      const c = cartUpdateResponseSchema.parse((await add(id, { sku: p.unmanaged, qty: 1 })).body).result;
      expect(await cart('POST', 'delete', { cartId: id, body: { cartItem: { item_id: b.item_id } } })).toMatchObject({
        status: 200,
        body: { result: true },
      });
      const pulled = cartPullResponseSchema.parse((await cart('GET', 'pull', { cartId: id })).body).result;
      expect(pulled.map((item) => item.item_id)).toEqual([a.item_id, c.item_id]);
      expect(await cart('POST', 'delete', { cartId: id, body: { cartItem: { item_id: b.item_id } } })).toMatchObject({
        status: 404,
        body: { result: CART_ERRORS.itemNotFound.replace('{itemId}', String(b.item_id)) },
      });
    });
  });

  describe('totals, methods and coupons', () => {
    it('computes the Estonian totals with 24 % VAT: 2 × 50.00, free courier from 75 €', async () => {
      const id = await create();
      await add(id, { sku: p.inStock, qty: 2 });
      const result = await totals(id);
      // Before a method is chosen: no shipping; tax = 100 × 24 / 124 = 19.35.
      expect(result).toMatchObject({
        subtotal_incl_tax: 100,
        shipping_incl_tax: 0,
        discount_amount: 0,
        tax_amount: 19.35,
        grand_total: 100,
        items_qty: 2,
        coupon_code: null,
        base_currency_code: 'EUR',
      });
      expect(result.total_segments.map((segment) => segment.code)).toEqual([
        'subtotal_incl_tax',
        'shipping',
        'tax',
        'grand_total',
      ]);
      const courier = await cart('POST', 'collect-totals', {
        cartId: id,
        body: { methods: { shipping_carrier_code: 'courier', shipping_method_code: 'courier' } },
      });
      expect(courier.body).toMatchObject({ result: { shipping_incl_tax: 0, grand_total: 100 } });
      const parcel = await cart('POST', 'collect-totals', {
        cartId: id,
        body: { methods: { shipping_carrier_code: 'omniva', shipping_method_code: 'parcel_machine' } },
      });
      // 100 + 2.99; tax (100 + 2.99) × 24 / 124 = 19.93.
      expect(parcel.body).toMatchObject({
        result: { shipping_incl_tax: 2.99, grand_total: 102.99, tax_amount: 19.93 },
      });
    });

    it('computes the Latvian totals with 21 % VAT for the same product', async () => {
      const id = await create({ storeCode: 'lv' });
      const line = await add(id, { sku: p.inStock, qty: 1 });
      expect(line.body).toMatchObject({ result: { price_incl_tax: LV_PRICE } });
      const reply = await cart('POST', 'collect-totals', {
        cartId: id,
        body: { methods: { shipping_carrier_code: 'courier', shipping_method_code: 'courier' } },
      });
      // 48.79 + courier 4.99 (below 75 €) = 53.78; tax 53.78 × 21 / 121 = 9.33.
      expect(cartTotalsResponseSchema.parse(reply.body).result).toMatchObject({
        subtotal_incl_tax: 48.79,
        shipping_incl_tax: 4.99,
        tax_amount: 9.33,
        grand_total: 53.78,
      });
    });

    it('lists shipping methods with exactly one default, parcel machines and pickup only in EE and LV', async () => {
      const id = await create();
      await add(id, { sku: p.inStock, qty: 1 });
      const reply = await cart('GET', 'shipping-methods', {
        cartId: id,
        query: { address: JSON.stringify({ country_id: 'EE' }) },
      });
      const methods = shippingMethodsResponseSchema.parse(reply.body).result;
      expect(methods.map((m) => `${m.carrier_code}/${m.method_code}`)).toEqual([
        'courier/courier',
        'omniva/parcel_machine',
        'dpd/parcel_machine',
        'pickup/store',
      ]);
      expect(methods.filter((m) => m.default)).toHaveLength(1);
      expect(methods.find((m) => m.carrier_code === 'courier')?.price_incl_tax).toBe(4.99);
      expect(methods.filter((m) => m.needs_location).map((m) => m.carrier_code)).toEqual(['omniva', 'dpd', 'pickup']);
      const abroad = await cart('GET', 'shipping-methods', {
        cartId: id,
        query: { address: JSON.stringify({ country_id: 'FI' }) },
      });
      expect(shippingMethodsResponseSchema.parse(abroad.body).result.map((m) => m.carrier_code)).toEqual(['courier']);
      const bad = await cart('GET', 'shipping-methods', { cartId: id, query: { address: '{"country_id":1}' } });
      expect(bad.status).toBe(400);
      expect(bad.body.result).toMatch(/^address\.country_id: /);
      expect((await cart('GET', 'shipping-methods', { cartId: id, query: { address: 'nope' } })).body.result).toMatch(
        /^address: /,
      );
    });

    it('offers cash on delivery as the default payment, and neither it nor shipping to a virtual cart', async () => {
      const id = await create();
      await add(id, { sku: p.inStock, qty: 1 });
      const payments = paymentMethodsResponseSchema.parse((await cart('GET', 'payment-methods', { cartId: id })).body);
      expect(payments.result.map((m) => m.code)).toEqual([
        'cashondelivery',
        'montonio_vsf',
        'esto_hirepurchase',
        'modena_slice',
        'liisi_vsf',
      ]);
      expect(payments.result[0]).toMatchObject({
        default: true,
        cost_incl_tax: 0,
        offline: true,
        is_server_method: false,
      });
      // A gift card: a virtual product of its own (SPEC 4 "Cart": a virtual cart has only virtual items).
      await t.rows(sql`insert into products (store_code, id, sku, type_id, name, url_key, url_path, price, tax_class_id,
                         image, created_at, updated_at)
                       values ('ee', 990001, 'GIFT-25', 'virtual', 'Kinkekaart 25 €', 'kinkekaart-25', 'kinkekaart-25',
                         20.1613, 2, '/catalog/gift.png', now(), now())`);
      await t.rows(sql`insert into stock_items (sku, product_id, qty, is_in_stock, manage_stock)
                       values ('GIFT-25', 990001, 0, true, false)`);
      const virtual = await create();
      expect((await add(virtual, { sku: 'GIFT-25', qty: 1 })).body).toMatchObject({
        result: { product_type: 'virtual', price_incl_tax: 25 },
      });
      const virtualPayments = paymentMethodsResponseSchema.parse(
        (await cart('GET', 'payment-methods', { cartId: virtual })).body,
      ).result;
      expect(virtualPayments.map((m) => m.code)).not.toContain('cashondelivery');
      expect(virtualPayments.filter((m) => m.default)).toHaveLength(1);
      const shipping = shippingMethodsResponseSchema.parse(
        (await cart('GET', 'shipping-methods', { cartId: virtual })).body,
      ).result;
      expect(shipping).toEqual([
        expect.objectContaining({ carrier_code: 'freeshipping', price_incl_tax: 0, default: true }),
      ]);
    });

    it('stores the chosen shipping method and parcel machine, which then change the totals', async () => {
      const id = await create();
      await add(id, { sku: p.inStock, qty: 1 });
      const info = (extra: Record<string, unknown>) => ({
        addressInformation: {
          shippingAddress: { country_id: 'EE', city: 'Tartu' },
          shipping_carrier_code: 'dpd',
          shipping_method_code: 'parcel_machine',
          ...extra,
        },
      });
      // Issue 12: the method counts before the machine is chosen (the order requires the machine, not the cart).
      const before = await cart('POST', 'shipping-information', { cartId: id, body: info({}) });
      expect(shippingInformationResponseSchema.parse(before.body).result.totals).toMatchObject({ grand_total: 52.99 });
      const machines = parcelMachinesResponseSchema.parse(
        (await cart('GET', 'parcel-machines', { query: { country_id: 'EE', carrier_code: 'dpd' } })).body,
      ).result;
      const tartu = machines.find((machine) => machine.city === 'Tartu');
      const reply = await cart('POST', 'shipping-information', {
        cartId: id,
        body: info({ shipping_location_id: tartu?.id }),
      });
      const stored = shippingInformationResponseSchema.parse(reply.body).result;
      // 50.00 + 2.99.
      expect(stored.totals).toMatchObject({ shipping_incl_tax: 2.99, grand_total: 52.99 });
      expect(stored.payment_methods.map((m) => m.code)).toContain('cashondelivery');
      expect(await totals(id)).toMatchObject({ shipping_incl_tax: 2.99, grand_total: 52.99 });
      const [row] = await t.rows<{ shipping_carrier_code: string; shipping_location_id: string }>(
        sql`select shipping_carrier_code, shipping_location_id from carts where id = ${id}`,
      );
      expect(row).toEqual({ shipping_carrier_code: 'dpd', shipping_location_id: tartu?.id });
      const unknown = await cart('POST', 'shipping-information', {
        cartId: id,
        body: info({ shipping_carrier_code: 'dhl' }),
      });
      expect(unknown.body.result).toMatch(/^addressInformation\.shipping_method_code: /);
    });

    it('seeds the demo coupons and parcel machines once, however often the seed runs', async () => {
      const count = async () =>
        (
          await t.rows<{ codes: number; machines: number }>(
            sql`select (select count(*)::int from promo_codes) as codes, (select count(*)::int from parcel_machines) as machines`,
          )
        ).map((row) => ({ codes: Number(row.codes), machines: Number(row.machines) }));
      expect(await count()).toEqual([{ codes: DEMO_COUPONS.length, machines: 32 }]);
      await seedCommerce(t.database.db, { now: t.now() });
      expect(await count()).toEqual([{ codes: DEMO_COUPONS.length, machines: 32 }]);
    });

    it('lists eight parcel machines per country and carrier in the seeded cities', async () => {
      const list = async (country: string, carrier: string) =>
        parcelMachinesResponseSchema.parse(
          (await cart('GET', 'parcel-machines', { query: { country_id: country, carrier_code: carrier } })).body,
        ).result;
      const omnivaEe = await list('EE', 'omniva');
      expect(omnivaEe).toHaveLength(8);
      expect(new Set(omnivaEe.map((m) => m.city))).toEqual(new Set(['Tallinn', 'Tartu', 'Pärnu']));
      expect(new Set((await list('LV', 'dpd')).map((m) => m.city))).toEqual(new Set(['Rīga', 'Jelgava', 'Daugavpils']));
      const bad = await cart('GET', 'parcel-machines', { query: { country_id: 'FI' } });
      expect(bad.status).toBe(400);
      expect(bad.body.result).toMatch(/^country_id: /);
    });

    it('applies a demo coupon and a newsletter coupon as a discount, refuses an invalid one, and removes it', async () => {
      const id = await create();
      await add(id, { sku: p.inStock, qty: 2 });
      expect(await cart('POST', 'apply-coupon', { cartId: id, query: { coupon: 'tere10' } })).toMatchObject({
        status: 200,
        body: { result: true },
      });
      const discounted = await totals(id);
      // 100 − 10 % = 90; tax 90 × 24 / 124 = 17.42.
      expect(discounted).toMatchObject({
        discount_amount: -10,
        grand_total: 90,
        tax_amount: 17.42,
        coupon_code: 'TERE10',
      });
      expect(discounted.total_segments).toContainEqual({ code: 'discount', title: 'Discount (TERE10)', value: -10 });

      // Issue 16 double opt-in: a confirmed subscription (the confirmation link's effect).
      await t.app.services.newsletter.subscribe('kupong@example.ee', 'ee');
      const [coupon] = await t.rows<{ code: string }>(sql`select code from coupons where email = 'kupong@example.ee'`);
      expect(
        (await cart('POST', 'apply-coupon', { cartId: id, query: { coupon: coupon?.code ?? '' } })).body.result,
      ).toBe(true);
      expect(await totals(id)).toMatchObject({ discount_amount: -10, coupon_code: coupon?.code });

      expect(await cart('POST', 'apply-coupon', { cartId: id, query: { coupon: 'NOPE' } })).toMatchObject({
        status: 400,
        body: { result: invalidCouponMessage('NOPE') },
      });
      expect((await cart('POST', 'delete-coupon', { cartId: id })).body).toMatchObject({ result: true });
      const plain = await totals(id);
      expect(plain).toMatchObject({ discount_amount: 0, coupon_code: null, grand_total: 100 });
      expect(plain.total_segments.map((segment) => segment.code)).not.toContain('discount');
    });
  });

  describe('bad requests', () => {
    it('answers 400 naming the field', async () => {
      const id = await create();
      const noCart = await cart('GET', 'pull');
      expect(noCart.status).toBe(400);
      expect(noCart.body.result).toMatch(/^cartId: /);
      const noItem = await cart('POST', 'update', { cartId: id, body: {} });
      expect(noItem.body.result).toMatch(/^cartItem: /);
      const noSku = await cart('POST', 'update', { cartId: id, body: { cartItem: { qty: 1 } } });
      expect(noSku.body.result).toMatch(/^cartItem\.sku: /);
      const noItemId = await cart('POST', 'delete', { cartId: id, body: { cartItem: { sku: p.inStock } } });
      expect(noItemId.body.result).toMatch(/^cartItem\.item_id: /);
      const noCoupon = await cart('POST', 'apply-coupon', { cartId: id });
      expect(noCoupon.body.result).toMatch(/^coupon: /);
      const badStore = await cart('POST', 'create', { query: { storeCode: 'fi' } });
      expect(badStore.status).toBe(400);
      expect(badStore.body.result).toMatch(/^storeCode: /);
      const noMethod = await cart('POST', 'shipping-information', {
        cartId: id,
        body: { addressInformation: { shippingAddress: { country_id: 'EE' }, shipping_carrier_code: 'courier' } },
      });
      expect(noMethod.body.result).toMatch(/^addressInformation\.shipping_method_code: /);
    });
  });
});
