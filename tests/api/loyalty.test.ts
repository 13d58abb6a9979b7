// Issue 16 (SPEC 1 "a loyalty card page"): a signed-in customer joins once and gets an EAN-13 card number; points are
// a euro each of the customer's completed orders; a guest gets nothing, and a card is only ever the token's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyCardResponseSchema, loyaltyJoinResponseSchema } from '../../src/domain/contract/loyalty';
import { isEan13 } from '../../src/domain/loyalty';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { engines } from '../helpers/db';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

describe.each(engines())('loyalty card on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no card before joining, one after, the same one when joining again', async () => {
    const { token } = await t.login('mari.maasikas@example.ee', DEMO_PASSWORD);
    const before = await t.call('GET', '/api/loyalty-card', { token });
    expect(loyaltyCardResponseSchema.parse(before.body).result).toBeNull();

    const joined = loyaltyJoinResponseSchema.parse(
      (await t.call('POST', '/api/loyalty-card/join', { token })).body,
    ).result;
    expect(isEan13(joined.card_number)).toBe(true);
    const [mari] = await t.rows<{ id: number }>(sql`select id from customers where email = 'mari.maasikas@example.ee'`);
    const totals = await t.rows<{ total: string }>(
      sql`select grand_total::text as total from orders where customer_id = ${mari?.id} and status = 'complete'`,
    );
    expect(joined.points).toBe(totals.reduce((sum, row) => sum + Math.floor(Number(row.total)), 0));

    const again = loyaltyJoinResponseSchema.parse(
      (await t.call('POST', '/api/loyalty-card/join', { token })).body,
    ).result;
    expect(again.card_number).toBe(joined.card_number);
    const read = loyaltyCardResponseSchema.parse((await t.call('GET', '/api/loyalty-card', { token })).body).result;
    expect(read?.card_number).toBe(joined.card_number);
    const [count] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from loyalty_cards where customer_id = ${mari?.id}`,
    );
    expect(count?.n).toBe(1);

    // Another customer sees only their own (no card yet), never Mari's.
    const jaan = await t.login('jaan.tamm@example.ee', DEMO_PASSWORD);
    expect(loyaltyCardResponseSchema.parse((await t.call('GET', '/api/loyalty-card', jaan)).body).result).toBeNull();
  });

  it('answers 401 to a guest or a forged token', async () => {
    expect((await t.call('GET', '/api/loyalty-card')).status).toBe(401);
    expect((await t.call('POST', '/api/loyalty-card/join')).status).toBe(401);
    expect((await t.call('POST', '/api/loyalty-card/join', { token: 'forged' })).status).toBe(401);
  });
});
