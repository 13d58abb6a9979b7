// Issue 16 "Paper catalogue" on both engines: POST /api/ext/paper-catalogue stores a guest's (or a customer's) order
// of the printed catalogue and mails it to the store view's address; bad input answers 400 naming the field and
// stores nothing; markup in a field reaches the mail as plain text; orders are limited per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxResponseSchema } from '../../src/domain/contract/mail';
import { PAPER_CATALOGUE_LIMIT, PAPER_CATALOGUE_TOO_MANY } from '../../src/domain/contract/paper-catalogue';
import { engines } from '../helpers/db';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

const ADDRESS = {
  storeCode: 'lv',
  firstname: 'Ilze',
  lastname: 'Kalniņa',
  street: 'Brīvības iela',
  houseNumber: '12-5',
  city: 'Rīga',
  postcode: 'LV-1010',
  countryId: 'LV',
  telephone: '29123456',
};

interface StoredOrder {
  store_code: string;
  customer_id: number | null;
  address: Record<string, string>;
}

describe.each(engines())('paper catalogue orders on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (body: object, options: { ip?: string; token?: string } = {}) =>
    t.call<string>('POST', '/api/ext/paper-catalogue', { body, ip: options.ip ?? '10.3.0.1', token: options.token });
  const outbox = async () => outboxResponseSchema.parse((await t.call('GET', '/api/dev/outbox')).body).result;
  const stored = () =>
    t.rows<StoredOrder>(sql`select store_code, customer_id, address from paper_catalogue_orders order by id`);

  it("stores a guest's order and mails the address to the store view's shop", async () => {
    const reply = await order(ADDRESS);
    expect(reply).toMatchObject({ status: 200, body: { result: 'OK' } });
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({
      store_code: 'lv',
      customer_id: null,
      address: { firstname: 'Ilze', city: 'Rīga', postcode: 'LV-1010', telephone: '29123456' },
    });
    const mail = (await outbox()).find((candidate) => candidate.subject.startsWith('Paper catalogue order'));
    expect(mail?.to).toBe('info@roivas.lv');
    expect(mail?.subject).toMatch(/^Paper catalogue order \d+ \(lv\)$/);
    expect(mail?.text).toContain('Ilze Kalniņa\nBrīvības iela 12-5\nLV-1010 Rīga\nLV');
  });

  it("attributes a signed-in customer's order to them", async () => {
    const { token } = await t.login('mari.maasikas@example.ee', DEMO_PASSWORD);
    const reply = await order(
      { ...ADDRESS, storeCode: 'ee', firstname: 'Mari', lastname: 'Maasikas', countryId: 'ee', postcode: '10115' },
      { token, ip: '10.3.0.2' },
    );
    expect(reply.status).toBe(200);
    const [customer] = await t.rows<{ id: number }>(
      sql`select id from customers where email = 'mari.maasikas@example.ee'`,
    );
    const last = (await stored()).at(-1);
    expect(last).toMatchObject({ store_code: 'ee', customer_id: customer?.id, address: { countryId: 'EE' } });
    const mail = (await outbox()).find((candidate) => candidate.subject.endsWith('(ee)'));
    expect(mail?.to).toBe('info@roivas.ee');
  });

  it('answers 400 naming the field for a missing, empty, too long or unknown value, and stores nothing', async () => {
    const before = (await stored()).length;
    const cases: [object, RegExp][] = [
      [{ ...ADDRESS, firstname: undefined }, /^firstname: /],
      [{ ...ADDRESS, street: '   ' }, /^street: /],
      [{ ...ADDRESS, postcode: '1'.repeat(21) }, /^postcode: /],
      [{ ...ADDRESS, countryId: 'Latvia' }, /^countryId: /],
      [{ ...ADDRESS, storeCode: 'fi' }, /^storeCode: /],
      [{ ...ADDRESS, telephone: 42 }, /^telephone: /],
    ];
    for (const [body, field] of cases) {
      const reply = await order(body, { ip: '10.3.0.3' });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.result).toMatch(field);
    }
    expect((await stored()).length).toBe(before);
  });

  it('mails markup in a field as the text it is (plain-text mail, never HTML)', async () => {
    await order({ ...ADDRESS, company: '<script>alert(1)</script>' }, { ip: '10.3.0.4' });
    const mail = (await outbox()).find((candidate) => candidate.text.includes('<script>alert(1)</script>'));
    expect(mail).toBeDefined();
    expect(mail?.html).toBeUndefined();
  });

  it('limits the orders per client address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PAPER_CATALOGUE_LIMIT.perAddress; i++) {
      const reply = await order(ADDRESS, { ip: '10.3.1.1' });
      statuses.push(reply.status);
      if (reply.status === 429) {
        expect(reply.body.result).toBe(PAPER_CATALOGUE_TOO_MANY);
        expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(PAPER_CATALOGUE_LIMIT.perAddress).fill(200), 429]);
    expect((await order(ADDRESS, { ip: '10.3.1.2' })).status).toBe(200);
  });
});
