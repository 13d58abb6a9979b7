// Issue 12 "Checkout that tells the truth": a parcel-machine order goes through with its machine (the cart takes the
// method before the machine is chosen); the server charges what the cart's totals showed with the shipping method
// set (SPEC 7 shipping-information); every accepted order gets its confirmation mail, in the store view's language,
// in the outbox (no SMTP). On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartCreateResponseSchema,
  cartTotalsResponseSchema,
  shippingInformationResponseSchema,
} from '../../src/domain/contract/cart';
import { outboxResponseSchema } from '../../src/domain/contract/mail';
import { orderResponseSchema } from '../../src/domain/contract/order';
import { orderHistoryResponseSchema } from '../../src/domain/contract/user';
import { COLOR_ATTRIBUTE_ID, colourByValueIndex, colourLabel } from '../../src/domain/colours';
import { SIZE_ATTRIBUTE_ID, sizeByValueIndex } from '../../src/domain/sizes';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../server/seed/accounts';
import { engines } from '../helpers/db';
import { cartCall, orderBody, type Prepared, prepareProduct } from './cart-fixtures';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

const NBSP = '\u00a0';

describe.each(engines())('order confirmation on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;

  const place = (body: unknown) => t.call('POST', '/api/order', { body });
  const outbox = async () => outboxResponseSchema.parse((await t.call('GET', '/api/dev/outbox')).body).result;
  const mailTo = async (email: string) => (await outbox()).filter((mail) => mail.to === email);

  beforeAll(async () => {
    t = await openAccountApp(engine);
    p = await prepareProduct(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.rows(sql`update stock_items set qty = 9, is_in_stock = true where sku in (${p.inStock}, ${p.other})`);
  });

  /** A guest cart of the store view with one piece of the product, the shipping method set through the API. */
  async function cartWithShipping(storeCode: 'ee' | 'lv', carrier: string, method: string, location?: string) {
    const cart = cartCall(t);
    const cartId = cartCreateResponseSchema.parse(
      (await cart('POST', 'create', { query: { storeCode }, body: { guest: true } })).body,
    ).result;
    await cart('POST', 'update', { cartId, body: { cartItem: { sku: p.inStock, qty: 1 } } });
    const info = await cart('POST', 'shipping-information', {
      cartId,
      body: {
        addressInformation: {
          shippingAddress: { country_id: storeCode.toUpperCase() },
          shipping_carrier_code: carrier,
          shipping_method_code: method,
          ...(location ? { shipping_location_id: location } : {}),
        },
      },
    });
    return { cart, cartId, info };
  }

  it('takes a parcel-machine method into the cart before the machine is chosen, and orders it with the machine', async () => {
    const { cart, cartId, info } = await cartWithShipping('ee', 'omniva', 'parcel_machine');
    expect(info.status).toBe(200);
    const shown = shippingInformationResponseSchema.parse(info.body).result.totals;
    // 50.00 + 2.99 parcel machine.
    expect(shown.shipping_incl_tax).toBe(2.99);
    expect(shown.grand_total).toBe(52.99);
    // The totals the cart reports later (mini cart, review) count the method too.
    const later = cartTotalsResponseSchema.parse((await cart('GET', 'totals', { cartId })).body).result;
    expect(later.grand_total).toBe(52.99);
    expect(later.total_segments.map((segment) => segment.code)).toContain('subtotal_incl_tax');

    const body = orderBody([{ sku: p.inStock, qty: 1 }], { cart_id: cartId, grand_total: later.grand_total });
    body.addressInformation.shipping_carrier_code = 'omniva';
    body.addressInformation.shipping_method_code = 'parcel_machine';
    body.addressInformation.shipping_location_id = 'omniva-ee-01';
    const reply = await place(body);
    expect(reply.status).toBe(200);
    const result = orderResponseSchema.parse(reply.body).result;
    // The server charges exactly what the cart showed.
    expect(result.grand_total).toBe(later.grand_total);
    const [row] = await t.rows<{ grand_total: string; payload: { shipping_location_id: string | null } }>(
      sql`select grand_total, payload from orders where order_id = ${body.order_id}`,
    );
    expect(Number(row?.grand_total)).toBe(52.99);
    expect(row?.payload.shipping_location_id).toBe('omniva-ee-01');
  });

  it('still refuses an unknown parcel machine in the cart, naming the field', async () => {
    const { info } = await cartWithShipping('ee', 'omniva', 'parcel_machine', 'no-such-machine');
    expect(info.status).toBe(400);
    expect((info.body as { result: string }).result).toMatch(/^addressInformation\.shipping_location_id: /);
  });

  it('charges the courier the cart counted, equal to the cart endpoint’s totals, in the lv store', async () => {
    const { cart, cartId } = await cartWithShipping('lv', 'courier', 'courier');
    const totals = cartTotalsResponseSchema.parse((await cart('GET', 'totals', { cartId })).body).result;
    // 48.79 + 4.99 courier.
    expect(totals.grand_total).toBe(53.78);
    const body = orderBody([{ sku: p.inStock, qty: 1 }], { store_code: 'lv', cart_id: cartId });
    const result = orderResponseSchema.parse((await place(body)).body).result;
    expect(result.grand_total).toBe(totals.grand_total);
  });

  it('mails the confirmation in Estonian with the number, lines, totals, addresses and methods', async () => {
    const email = `kati.${Date.now()}@example.ee`;
    const body = orderBody([{ sku: p.inStock, qty: 1 }], { email });
    body.addressInformation.shipping_carrier_code = 'omniva';
    body.addressInformation.shipping_method_code = 'parcel_machine';
    body.addressInformation.shipping_location_id = 'omniva-ee-01';
    const result = orderResponseSchema.parse((await place(body)).body).result;
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Tellimus ${result.orderNumber} on vastu võetud`);
    const text = mail?.text ?? '';
    expect(text).toContain(`Tellimuse number: ${result.orderNumber}`);
    expect(text).toContain(`× 1: 50,00${NBSP}€`);
    expect(text).toContain(`Tarne: 2,99${NBSP}€`);
    expect(text).toContain(`Kokku: 52,99${NBSP}€`);
    expect(text).toContain('Tarneviis: Omniva pakiautomaat');
    expect(text).toMatch(/Pakiautomaat: .+/);
    expect(text).toContain('Makseviis: Sularahas kättesaamisel');
    expect(text).toContain('Tarneaadress:\nKati Karu\nNarva mnt 7\n10117 Tallinn');
    expect(text).toContain('Arveldusaadress:\nKati Karu');
    // A replay of the same order is not a second order: no second mail.
    await place(body);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('mails the confirmation in Latvian with the Latvian totals', async () => {
    const email = `anna.${Date.now()}@example.lv`;
    const body = orderBody([{ sku: p.inStock, qty: 2 }], { store_code: 'lv', email });
    const result = orderResponseSchema.parse((await place(body)).body).result;
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe(`Pasūtījums ${result.orderNumber} ir pieņemts`);
    const text = mail?.text ?? '';
    // 2 × 48.79 = 97.58, courier free from 75 €.
    expect(result.grand_total).toBe(97.58);
    expect(text).toContain(`Starpsumma: 97,58${NBSP}€`);
    expect(text).toContain(`Piegāde: 0,00${NBSP}€`);
    expect(text).toContain(`Kopā: 97,58${NBSP}€`);
    expect(text).toContain('Piegādes veids: Kurjers');
    expect(text).toContain('Maksājuma veids: Skaidrā naudā saņemot');
    expect(text).toContain('Piegādes adrese:\nAnna Kalniņa\nBrīvības iela 40\nLV-1050 Rīga');
  });

  it.each(['ee', 'lv'] as const)(
    'names a configurable line’s colour and size in the reply, the order history and the mail (issue 17, %s)',
    async (store) => {
      const demo = DEMO_CUSTOMERS.find((customer) => customer.storeCode === store);
      const { token } = await t.login(demo?.email ?? '', DEMO_PASSWORD);
      const language = store === 'ee' ? 'et' : 'lv';
      const known = colourByValueIndex(p.inStockOptions.color);
      const colour = known ? colourLabel(known, language) : '?';
      const size = sizeByValueIndex(p.inStockOptions.size)?.label ?? '?';
      const labels = store === 'ee' ? { colour: 'Värv', size: 'Suurus' } : { colour: 'Krāsa', size: 'Izmērs' };
      const email = `pille.${store}.${Date.now()}@example.${store}`;
      const body = orderBody([{ sku: p.inStock, qty: 1 }], { store_code: store, email });
      const reply = await t.call('POST', '/api/order', { body, token });
      expect(reply.status).toBe(200);
      const result = orderResponseSchema.parse(reply.body).result;
      // SPEC 3: the order's line carries its configurable item options, named in the store view's language.
      const named = (option: unknown) =>
        (option as { extension_attributes: { configurable_item_options: unknown[] } }).extension_attributes
          .configurable_item_options;
      const expected = [
        expect.objectContaining({ option_id: String(COLOR_ATTRIBUTE_ID), label: labels.colour, value: colour }),
        expect.objectContaining({ option_id: String(SIZE_ATTRIBUTE_ID), label: labels.size, value: size }),
      ];
      expect(named(result.lines?.[0]?.product_option), 'the thank-you page’s line').toEqual(expected);
      // The order detail of the customer's account.
      const history = orderHistoryResponseSchema.parse(
        (await t.call('GET', '/api/user/order-history', { token, tokenInQuery: true })).body,
      ).result;
      const order = history.items.find((item) => item.increment_id === result.orderNumber);
      expect(named(order?.items[0]?.product_option), 'the order detail’s line').toEqual(expected);
      // The confirmation mail.
      const [mail] = await mailTo(email);
      expect(mail?.text).toContain(`, ${labels.colour}: ${colour}, ${labels.size}: ${size} × 1:`);
    },
  );

  it('sends no mail for a refused order', async () => {
    const email = `refused.${Date.now()}@example.ee`;
    const body = orderBody([{ sku: p.inStock, qty: 1 }], { email });
    body.addressInformation.shipping_carrier_code = 'omniva';
    body.addressInformation.shipping_method_code = 'parcel_machine';
    expect((await place(body)).status).toBe(400);
    expect(await mailTo(email)).toHaveLength(0);
  });
});
