// Issue 16 service pages on both engines: the store locator's stores, order tracking by number and e-mail (the same
// 404 for every wrong pair, rate limited), the contact form through the mail service (honeypot, per-sender limit)
// and the catalogue's on_sale filter of the sale page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT, MAIL_ERRORS, outboxResponseSchema } from '../../src/domain/contract/mail';
import {
  ORDER_TRACKING_NOT_FOUND,
  ORDER_TRACKING_TOO_MANY,
  type TrackedOrder,
} from '../../src/domain/contract/order-tracking';
import type { ProductList } from '../../src/domain/contract/catalog';
import { STORE_NOT_FOUND, type ShopStore } from '../../src/domain/contract/stores';
import { engines } from '../helpers/db';
import { orderBody, type Prepared, prepareProduct } from './cart-fixtures';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

const SHOP = 'info@roivas.example';

describe.each(engines())('service pages on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine, { MAIL_FROM: SHOP });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('stores', () => {
    it('lists the seeded stores of both countries with hours, coordinates and services', async () => {
      const reply = await t.call<ShopStore[]>('GET', '/api/ext/stores');
      expect(reply.status).toBe(200);
      const cities = reply.body.result.map((store) => store.city);
      expect(cities).toEqual(expect.arrayContaining(['Tallinn', 'Tartu', 'Pärnu', 'Rīga', 'Liepāja', 'Daugavpils']));
      const tartu = reply.body.result.find((store) => store.city === 'Tartu');
      expect(tartu).toMatchObject({ street: 'Rüütli 11', country_id: 'EE', time_zone: 'Europe/Tallinn' });
      expect(tartu?.opening_hours).toHaveLength(7);
      expect(tartu?.latitude).toBeCloseTo(58.38, 1);
      expect(tartu?.services).toContain('pickup');
    });

    it('filters by city, case-insensitively, and finds nothing for an unknown city', async () => {
      const riga = await t.call<ShopStore[]>('GET', `/api/ext/stores?city=${encodeURIComponent('rīga')}`);
      expect(riga.body.result.map((store) => store.name)).toEqual(['Rõivas Tērbatas', 'Rõivas Vecrīga']);
      const none = await t.call<ShopStore[]>('GET', '/api/ext/stores?city=Narva');
      expect(none).toMatchObject({ status: 200, body: { result: [] } });
    });

    it('answers one store by id, 404 for an unknown one and 400 naming the field for a bad id or city', async () => {
      expect((await t.call<ShopStore>('GET', '/api/ext/stores/3')).body.result.city).toBe('Tartu');
      expect(await t.call('GET', '/api/ext/stores/999')).toMatchObject({
        status: 404,
        body: { result: STORE_NOT_FOUND },
      });
      for (const bad of ['abc', '99999999999999', '-1']) {
        const reply = await t.call('GET', `/api/ext/stores/${bad}`);
        expect(reply.status).toBe(400);
        expect(reply.body.result).toMatch(/^id: /);
      }
      const long = await t.call('GET', `/api/ext/stores?city=${'a'.repeat(81)}`);
      expect(long.status).toBe(400);
      expect(long.body.result).toMatch(/^city: /);
      const nul = await t.call('GET', '/api/ext/stores?city=Tar%00tu');
      expect(nul.status).toBe(400);
    });
  });

  describe('order tracking', () => {
    let order: { increment_id: string; email: string; status: string };
    beforeAll(async () => {
      [order] = (await t.rows<{ increment_id: string; email: string; status: string }>(
        sql`select increment_id, email, status from orders where email = 'mari.maasikas@example.ee' order by id limit 1`,
      )) as [typeof order];
    });

    it('answers the status and lines for the number and its e-mail (any case, spaces trimmed)', async () => {
      const reply = await t.call<TrackedOrder>('POST', '/api/ext/order-tracking', {
        body: { orderNumber: ` ${order.increment_id} `, email: 'Mari.Maasikas@Example.ee' },
        ip: '10.1.0.1',
      });
      expect(reply.status).toBe(200);
      expect(reply.body.result).toMatchObject({ increment_id: order.increment_id, status: order.status });
      expect(reply.body.result.items.length).toBeGreaterThan(0);
      expect(reply.body.result.items[0]).toMatchObject({ qty: expect.any(Number), name: expect.any(String) });
      // Nothing of the customer beyond the order itself: no address, no name, no e-mail.
      expect(JSON.stringify(reply.body.result)).not.toMatch(/Maasikas|street|telephone/i);
    });

    it("answers the same 404 for another customer's e-mail, an unknown number and an unknown e-mail", async () => {
      const attempts = [
        { orderNumber: order.increment_id, email: 'jaan.tamm@example.ee' },
        { orderNumber: '199999999', email: 'mari.maasikas@example.ee' },
        { orderNumber: order.increment_id, email: 'nobody@example.com' },
      ];
      const replies = await Promise.all(
        attempts.map((body, i) => t.call('POST', '/api/ext/order-tracking', { body, ip: `10.1.1.${i}` })),
      );
      for (const reply of replies) {
        expect(reply).toMatchObject({ status: 404, body: { code: 404, result: ORDER_TRACKING_NOT_FOUND } });
      }
    });

    it('answers 400 naming the field for a bad e-mail, a missing number, a NUL byte or a huge value', async () => {
      const bad = [
        [{ orderNumber: '1', email: 'not-an-email' }, /^email: /],
        [{ email: 'a@example.com' }, /^orderNumber: /],
        [{ orderNumber: 'x'.repeat(41), email: 'a@example.com' }, /^orderNumber: /],
        [{ orderNumber: 12345, email: 'a@example.com' }, /^orderNumber: /],
        [{ orderNumber: 'A\u0000B', email: 'a@example.com' }, /orderNumber/],
      ] as const;
      for (const [body, message] of bad) {
        const reply = await t.call('POST', '/api/ext/order-tracking', { body, ip: '10.1.2.1' });
        expect(reply.status).toBe(400);
        expect(String(reply.body.result)).toMatch(message);
      }
    });

    it('limits guesses per client address and per order number (429 with Retry-After)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const reply = await t.call('POST', '/api/ext/order-tracking', {
          body: { orderNumber: `1${String(5000 + i)}`, email: 'guess@example.com' },
          ip: '10.1.3.1',
        });
        statuses.push(reply.status);
      }
      expect(statuses).toEqual([...Array(10).fill(404), 429]);
      // One number guessed from many addresses: five tries, then 429, even with the right e-mail.
      const [other] = await t.rows<{ increment_id: string }>(
        sql`select increment_id from orders where email = 'liga.ozola@example.lv' order by id limit 1`,
      );
      const perOrder: number[] = [];
      for (let i = 0; i < 6; i++) {
        const reply = await t.call('POST', '/api/ext/order-tracking', {
          body: {
            orderNumber: other?.increment_id,
            email: i === 5 ? 'liga.ozola@example.lv' : `guess${i}@example.com`,
          },
          ip: `10.1.4.${i}`,
        });
        perOrder.push(reply.status);
        if (reply.status === 429) expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
        if (reply.status === 429) expect(reply.body.result).toBe(ORDER_TRACKING_TOO_MANY);
      }
      expect(perOrder).toEqual([404, 404, 404, 404, 404, 429]);
    });
  });

  describe('contact form (send-email)', () => {
    const outbox = async () => outboxResponseSchema.parse((await t.call('GET', '/api/dev/outbox')).body).result;
    const contact = (sourceAddress: string, extra: Record<string, string> = {}, ip = '10.2.0.1') =>
      t.call('POST', '/api/ext/mail-service/send-email', {
        body: {
          sourceAddress,
          targetAddress: SHOP,
          subject: 'Küsimus: Mari Maasikas',
          emailText: 'Tere! Kas villane kampsun tuleb ka suuruses XS?',
          ...extra,
        },
        ip,
      });

    it("mails the shop's address, replying to the sender", async () => {
      const reply = await contact('kirjutaja@example.ee');
      expect(reply).toMatchObject({ status: 200, body: { result: 'OK' } });
      const [mail] = await outbox();
      expect(mail).toMatchObject({ to: SHOP, replyTo: 'kirjutaja@example.ee', subject: 'Küsimus: Mari Maasikas' });
    });

    it('answers a robot that filled the honeypot as sent, and mails nothing', async () => {
      const before = (await outbox()).length;
      const reply = await contact('robot@example.com', { website: 'http://spam.example' });
      expect(reply).toMatchObject({ status: 200, body: { result: 'OK' } });
      expect((await outbox()).length).toBe(before);
    });

    it('lets one sender write a few messages an hour, whatever the client address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= CONTACT_LIMIT.perSender; i++) {
        statuses.push((await contact('tihti@example.ee', {}, `10.2.1.${i}`)).status);
      }
      expect(statuses).toEqual([...Array(CONTACT_LIMIT.perSender).fill(200), 429]);
      const last = await contact('TIHTI@example.ee', {}, '10.2.2.1');
      expect(last).toMatchObject({ status: 429, body: { result: MAIL_ERRORS.tooManyFromSender } });
      expect((await contact('teine@example.ee', {}, '10.2.2.1')).status).toBe(200);
    });

    it('answers 400 naming the field for a too long honeypot or message', async () => {
      const honeypot = await contact('a@example.ee', { website: 'x'.repeat(501) });
      expect(honeypot.status).toBe(400);
      expect(honeypot.body.result).toMatch(/^website: /);
      const text = await contact('a@example.ee', { emailText: 'x'.repeat(20_001) });
      expect(text.body.result).toMatch(/^emailText: /);
    });
  });

  describe('on_sale catalogue filter', () => {
    const search = async (store: string, request: object) => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/catalog/${store}/product/_search?request=${encodeURIComponent(JSON.stringify(request))}`,
      });
      return { status: reply.statusCode, body: reply.json() as { result: ProductList & { total: number } } };
    };

    it('lists only products whose special price applies now, and the rest with on_sale false', async () => {
      for (const store of ['ee', 'lv']) {
        const all = await search(store, { size: 1 });
        const sale = await search(store, { filters: { on_sale: true }, size: 40 });
        const rest = await search(store, { filters: { on_sale: false }, size: 1 });
        expect(sale.status).toBe(200);
        expect(sale.body.result.total).toBeGreaterThan(0);
        expect(sale.body.result.total).toBeLessThan(all.body.result.total);
        expect(sale.body.result.total + rest.body.result.total).toBe(all.body.result.total);
        for (const product of sale.body.result.items) {
          expect(product.final_price_incl_tax).toBeLessThan(product.price_incl_tax);
        }
      }
    });

    it('combines with the other filters and answers 400 naming on_sale for a bad value', async () => {
      const sale = await search('ee', { filters: { on_sale: 'true', price: ['0-30'] }, size: 40 });
      for (const product of sale.body.result.items) expect(product.final_price_incl_tax).toBeLessThan(30);
      const bad = await search('ee', { filters: { on_sale: 'maybe' } });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toMatch(/on_sale: /);
    });
  });
});

describe.each(engines())('store pickup at checkout on $name', (engine) => {
  let t: AccountApp;
  let p: Prepared;
  beforeAll(async () => {
    t = await openAccountApp(engine);
    p = await prepareProduct(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pickupOrder = (location?: string, email = `pickup.${Date.now()}@example.ee`) => {
    const body = orderBody([{ sku: p.inStock, qty: 1 }], { email });
    body.addressInformation.shipping_carrier_code = 'pickup';
    body.addressInformation.shipping_method_code = 'store';
    if (location !== undefined) body.addressInformation.shipping_location_id = location;
    return body;
  };

  it("lists the country's pickup stores as the method's locations", async () => {
    const reply = await t.call<{ id: string; name: string; city: string }[]>(
      'GET',
      '/api/cart/parcel-machines?country_id=LV&carrier_code=pickup',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.result.map((store) => store.city).sort()).toEqual(['Daugavpils', 'Liepāja', 'Rīga', 'Rīga']);
  });

  it('refuses store pickup without a store or with an unknown one, naming shipping_location_id', async () => {
    for (const location of [undefined, '999', 'omniva-ee-01']) {
      const reply = await t.call('POST', '/api/order', { body: pickupOrder(location) });
      expect(reply.status).toBe(400);
      expect(reply.body.result).toMatch(/^addressInformation\.shipping_location_id: /);
    }
  });

  it('orders store pickup with a chosen store, kept on the order and named in the confirmation mail', async () => {
    const email = `pickup.tartu.${Date.now()}@example.ee`;
    const body = pickupOrder('3', email);
    const reply = await t.call('POST', '/api/order', { body });
    expect(reply.status).toBe(200);
    const [row] = await t.rows<{ payload: { shipping_location_id: string | null } }>(
      sql`select payload from orders where order_id = ${body.order_id}`,
    );
    expect(row?.payload.shipping_location_id).toBe('3');
    const mails = outboxResponseSchema.parse((await t.call('GET', '/api/dev/outbox')).body).result;
    const mail = mails.find((candidate) => candidate.to === email);
    expect(mail?.text).toContain('Kauplus: Rõivas Tartu, Rüütli 11, 51007 Tartu');
  });
});
