// Issue 16: the approved reviews of a product per store view with their average (seeded in Estonian and Latvian), a
// review written as a guest waits until the owner approves it (CMS_ADMIN_KEY), its text always plain, and bad input
// answers 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moderatedReviewResponseSchema,
  moderationListResponseSchema,
  reviewCreateResponseSchema,
  reviewListResponseSchema,
} from '../../src/domain/contract/review';
import { engines } from '../helpers/db';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

const ADMIN_KEY = 'review-admin-key-0123456789abcdef0123456789';

describe.each(engines())('review list and moderation on $name', (engine) => {
  let t: AccountApp;
  let productId: number;
  beforeAll(async () => {
    t = await openAccountApp(engine, { CMS_ADMIN_KEY: ADMIN_KEY });
    const [row] = await t.rows<{ product_id: number }>(
      sql`select product_id from reviews where status = 'approved' order by product_id limit 1`,
    );
    productId = Number(row?.product_id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (storeId: number) =>
    reviewListResponseSchema.parse(
      (await t.call('GET', `/api/review/list?product_id=${productId}&storeId=${storeId}`)).body,
    ).result;

  it('lists the seeded approved reviews of a product in its store view language, with the average', async () => {
    const [ee, lv] = [await list(1), await list(2)];
    expect(ee.count).toBeGreaterThanOrEqual(2);
    expect(ee.items.map((r) => r.nickname)).toContain('Kadri');
    expect(lv.items.map((r) => r.nickname)).toContain('Ilze');
    const ratings = ee.items.map((r) => Number(r.rating));
    expect(ee.average).toBeCloseTo(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10);
    expect(ee.rated).toBe(ee.count);
  });

  it('keeps a guest review pending until the owner approves it, then shows it as plain text', async () => {
    const before = await list(1);
    const created = await t.call('POST', '/api/review/create', {
      body: {
        review: {
          product_id: productId,
          title: 'Mõnus <script>window.__x = 1</script>kangas',
          detail: 'Suurus 38 & värv "must" <b>sobis</b>',
          nickname: 'Ene',
          rating: 2,
          store_id: 1,
          email: 'Ene@Example.ee',
        },
      },
    });
    expect(created.status).toBe(200);
    const { id } = reviewCreateResponseSchema.parse(created.body).result;
    const [stored] = await t.rows<{ rating: number; store_id: number; email: string; status: string }>(
      sql`select rating, store_id, email, status from reviews where id = ${id}`,
    );
    expect(stored).toEqual({ rating: 2, store_id: 1, email: 'ene@example.ee', status: 'pending' });
    expect((await list(1)).count, 'not shown while pending').toBe(before.count);

    // The owner: without the key nothing, with it the queue and the approval.
    expect((await t.call('GET', '/api/review/moderation')).status).toBe(401);
    expect((await t.call('POST', `/api/review/moderation/${id}/approve`, { token: 'wrong' })).status).toBe(401);
    const queue = moderationListResponseSchema.parse(
      (await t.call('GET', '/api/review/moderation', { token: ADMIN_KEY })).body,
    ).result;
    expect(queue.map((r) => r.id)).toContain(id);
    const approved = await t.call('POST', `/api/review/moderation/${id}/approve`, { token: ADMIN_KEY });
    expect(moderatedReviewResponseSchema.parse(approved.body).result.status).toBe('approved');

    const after = await list(1);
    expect(after.count).toBe(before.count + 1);
    const shown = after.items.find((r) => r.id === id);
    expect(shown).toMatchObject({ title: 'Mõnus kangas', detail: 'Suurus 38 & värv "must" sobis', nickname: 'Ene' });
    expect(JSON.stringify(after)).not.toContain('script');
    expect(JSON.stringify(after)).not.toContain('@example.ee');
    expect(
      (await list(2)).items.map((r) => r.id),
      'an Estonian review is not on the Latvian page',
    ).not.toContain(id);
  });

  it('rejects a review, which then never shows', async () => {
    const created = await t.call('POST', '/api/review/create', {
      body: { review: { product_id: productId, title: 'Reklaam', detail: 'Osta mujalt', nickname: 'Spam', rating: 1 } },
    });
    const { id } = reviewCreateResponseSchema.parse(created.body).result;
    const rejected = await t.call('POST', `/api/review/moderation/${id}/reject`, { token: ADMIN_KEY });
    expect(moderatedReviewResponseSchema.parse(rejected.body).result.status).toBe('rejected');
    expect((await list(1)).items.map((r) => r.id)).not.toContain(id);
    expect((await t.call('POST', '/api/review/moderation/999999/approve', { token: ADMIN_KEY })).status).toBe(404);
  });

  it('answers 400 naming the field for bad input, never 500', async () => {
    const bad: [string, unknown, RegExp][] = [
      ['GET /api/review/list?product_id=abc', undefined, /^product_id: /],
      ['GET /api/review/list?product_id=99999999999999', undefined, /^product_id: /],
      ['GET /api/review/list?product_id=1&storeId=7', undefined, /^storeId: /],
      [
        'POST /api/review/create',
        { review: { product_id: productId, title: 'a', detail: 'b', nickname: 'Ca', rating: 6 } },
        /^review\.rating: /,
      ],
      [
        'POST /api/review/create',
        { review: { product_id: productId, title: 'a', detail: 'b', nickname: 'Ca', email: 'nope' } },
        /^review\.email: /,
      ],
      [
        'POST /api/review/create',
        { review: { product_id: productId, title: 'a', detail: 'b', nickname: 'Ca', store_id: 3 } },
        /^review\.store_id: /,
      ],
      [
        'POST /api/review/create',
        { review: { product_id: productId, title: 'a\u0000', detail: 'b', nickname: 'Ca' } },
        /^review\.title: /,
      ],
      [
        'POST /api/review/create',
        { review: { product_id: 2 ** 40, title: 'a', detail: 'b', nickname: 'Ca' } },
        /^review\.product_id: /,
      ],
    ];
    for (const [request, body, message] of bad) {
      const [method, url] = request.split(' ') as ['GET' | 'POST', string];
      const reply = await t.call(method, url, body === undefined ? {} : { body });
      expect(reply.status, request).toBe(400);
      expect(reply.body.result, request).toMatch(message);
    }
    const wrongAction = await t.call('POST', '/api/review/moderation/1/delete', { token: ADMIN_KEY });
    expect(wrongAction.status).toBe(400);
    expect(wrongAction.body.result).toMatch(/^action: /);
  });
});

describe.each(engines())('review moderation without CMS_ADMIN_KEY on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is off (404), whatever key is sent', async () => {
    expect((await t.call('GET', '/api/review/moderation', { token: ADMIN_KEY })).status).toBe(404);
    expect((await t.call('POST', '/api/review/moderation/1/approve', { token: ADMIN_KEY })).status).toBe(404);
  });
});
