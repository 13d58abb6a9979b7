// SPEC 7 POST /api/review/create: stored for moderation (pending), markup stripped, the customer from the token only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCreateResponseSchema } from '../../src/domain/contract/review';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { engines } from '../helpers/db';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

interface ReviewRow {
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  status: string;
  customer_id: number | null;
  review_entity: string;
}

describe.each(engines())('reviews on $name', (engine) => {
  let t: AccountApp;
  let productId: number;
  beforeAll(async () => {
    t = await openAccountApp(engine);
    const [row] = await t.rows<{ id: number }>(sql`select id from products order by id limit 1`);
    productId = Number(row?.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const review = (fields: Record<string, unknown> = {}) => ({
    review: {
      product_id: productId,
      title: 'Hea kleit',
      detail: 'Istub hästi.',
      nickname: 'Mari',
      ...fields,
    },
  });

  it('stores a review as pending with every tag stripped, whatever review_status says', async () => {
    const reply = await t.call('POST', '/api/review/create', {
      body: review({
        title: '<b>Super</b> kleit<script>alert(1)</script>',
        detail: 'Väga <a href="javascript:alert(1)" onclick="x()">hea</a> <img src=x onerror=alert(1)>materjal',
        nickname: '<i>Kati</i>',
        review_status: 1,
      }),
    });
    expect(reply.status).toBe(200);
    const { id, status } = reviewCreateResponseSchema.parse(reply.body).result;
    expect(status).toBe('pending');
    const [row] = await t.rows<ReviewRow>(sql`select * from reviews where id = ${id}`);
    expect(row).toMatchObject({
      product_id: productId,
      title: 'Super kleit',
      detail: 'Väga hea materjal',
      nickname: 'Kati',
      status: 'pending',
      customer_id: null,
      review_entity: 'product',
    });
  });

  it("takes the customer from the token, never from the body's customer_id", async () => {
    const [jaan] = await t.rows<{ id: number }>(sql`select id from customers where email = 'jaan.tamm@example.ee'`);
    const [mari] = await t.rows<{ id: number }>(sql`select id from customers where email = 'mari.maasikas@example.ee'`);
    const anonymous = await t.call('POST', '/api/review/create', { body: review({ customer_id: jaan?.id }) });
    const { token } = await t.login('mari.maasikas@example.ee', DEMO_PASSWORD);
    const signedIn = await t.call('POST', '/api/review/create', { token, body: review({ customer_id: jaan?.id }) });
    const ids = [anonymous, signedIn].map((r) => reviewCreateResponseSchema.parse(r.body).result.id);
    const rows = await t.rows<ReviewRow & { id: number }>(
      sql`select * from reviews where id in (${ids[0]}, ${ids[1]}) order by id`,
    );
    expect(rows.map((row) => row.customer_id)).toEqual([null, mari?.id]);
    expect((await t.call('POST', '/api/review/create', { token: 'forged', body: review() })).status).toBe(401);
  });

  it("a signed-in reviewer gives no name or e-mail: the profile's are stored; a guest must name themself", async () => {
    const { token } = await t.login('mari.maasikas@example.ee', DEMO_PASSWORD);
    const [mari] = await t.rows<{ firstname: string; lastname: string }>(
      sql`select firstname, lastname from customers where email = 'mari.maasikas@example.ee'`,
    );
    const signedIn = await t.call('POST', '/api/review/create', {
      token,
      body: review({ nickname: undefined, email: 'someone.else@example.com' }),
    });
    expect(signedIn.status).toBe(200);
    const { id } = reviewCreateResponseSchema.parse(signedIn.body).result;
    const [row] = await t.rows<ReviewRow & { email: string }>(sql`select * from reviews where id = ${id}`);
    // The name as shown is the first name and the last name's initial; the e-mail is the account's, never the body's.
    expect(row).toMatchObject({
      nickname: `${mari?.firstname} ${mari?.lastname.slice(0, 1)}.`,
      email: 'mari.maasikas@example.ee',
    });
    const guest = await t.call('POST', '/api/review/create', { body: review({ nickname: undefined }) });
    expect(guest).toMatchObject({ status: 400, body: { result: 'review.nickname: required for a guest' } });
  });

  it('refuses an unknown product, text that is only markup and bad payloads, naming the field', async () => {
    const count = async () => Number((await t.rows<{ n: number }>(sql`select count(*)::int as n from reviews`))[0]?.n);
    const before = await count();
    const unknown = await t.call('POST', '/api/review/create', { body: review({ product_id: 999_999 }) });
    expect(unknown).toMatchObject({ status: 400, body: { result: 'review.product_id: no product with id 999999' } });
    const onlyMarkup = await t.call('POST', '/api/review/create', { body: review({ detail: '<script>x</script>' }) });
    expect(onlyMarkup).toMatchObject({
      status: 400,
      body: { result: 'review.detail: empty once the markup is removed' },
    });
    const noTitle = await t.call('POST', '/api/review/create', { body: review({ title: undefined }) });
    expect(noTitle.body.result).toMatch(/^review\.title: /);
    const badId = await t.call('POST', '/api/review/create', { body: review({ product_id: 'x' }) });
    expect(badId.body.result).toMatch(/^review\.product_id: /);
    expect(await count()).toBe(before);
  });
});
