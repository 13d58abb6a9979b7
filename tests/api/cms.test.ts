// SPEC 7 cms-data and banners, SPEC 8 'CMS query returned empty result', SPEC 9 limits (500 per store view, lists
// of 150), and sanitising on write (issue 16) on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bannersResponseSchema,
  CMS_MAX_COUNT,
  cmsEntryResponseSchema,
  cmsListResponseSchema,
} from '../../src/domain/contract/cms';
import { CmsLimitError } from '../../server/modules/cms/service';
import { seedCms } from '../../server/seed/cms';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';

describe.each(engines())('CMS on $name', (engine) => {
  let t: TestApp;
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as { code: number; result: unknown } };
  };

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a page by identifier and store id in the store view’s language, with its meta description', async () => {
    const ee = await get('/api/ext/cms-data/cmsPageIdentifier/tellimistingimused/storeId/1');
    expect(ee.status).toBe(200);
    const page = cmsEntryResponseSchema.parse(ee.body).result;
    expect(page).toMatchObject({ identifier: 'tellimistingimused', title: 'Tellimistingimused', store_id: 1 });
    expect(page.content).toContain('14 päeva');
    expect(page.meta_description.length).toBeGreaterThan(40);

    const lv = await get('/api/ext/cms-data/cmsPageIdentifier/pasutisanas-noteikumi/storeId/2');
    expect(cmsEntryResponseSchema.parse(lv.body).result.content).toContain('PVN 21%');
    // The same identifier in the other store view is not there.
    expect((await get('/api/ext/cms-data/cmsPageIdentifier/tellimistingimused/storeId/2')).status).toBe(404);
  });

  it('serves a page and a block by id, and answers 404 with SPEC 8’s message for an unknown one', async () => {
    const listed = cmsListResponseSchema.parse((await get('/api/ext/cms-data/cmsPage?storeId=2')).body).result;
    const first = listed.items[0];
    const byId = await get(`/api/ext/cms-data/cmsPage/${first?.id}?storeId=2`);
    expect(cmsEntryResponseSchema.parse(byId.body).result.identifier).toBe(first?.identifier);

    const blocks = cmsListResponseSchema.parse((await get('/api/ext/cms-data/cmsBlock?storeId=1')).body).result;
    expect(blocks.items.length).toBeGreaterThan(0);
    expect((await get(`/api/ext/cms-data/cmsBlock/${blocks.items[0]?.id}`)).status).toBe(200);

    const missing = await get('/api/ext/cms-data/cmsPage/99999');
    expect(missing).toEqual({ status: 404, body: { code: 404, result: 'CMS query returned empty result id = 99999' } });
    expect((await get('/api/ext/cms-data/cmsPageIdentifier/does-not-exist/storeId/1')).status).toBe(404);
  });

  it('lists 150 by default and pages through with size and from, at most 500', async () => {
    const all = cmsListResponseSchema.parse((await get('/api/ext/cms-data/cmsPage?storeId=1')).body).result;
    expect(all.perPage).toBe(150);
    expect(all.items.length).toBe(all.total);
    const second = cmsListResponseSchema.parse(
      (await get('/api/ext/cms-data/cmsPage?storeId=1&size=2&from=1')).body,
    ).result;
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(1, 3).map((item) => item.id));
    expect((await get('/api/ext/cms-data/cmsPage?size=501')).body).toMatchObject({ code: 400 });
  });

  it('answers 400 naming the field for bad input, never 500', async () => {
    const cases: [string, string][] = [
      ['/api/ext/cms-data/cmsPage/abc', 'id'],
      ['/api/ext/cms-data/cmsPage/0', 'id'],
      ['/api/ext/cms-data/cmsPage/1?storeId=7', 'storeId'],
      ['/api/ext/cms-data/cmsPageIdentifier/Not%20A%20Slug/storeId/1', 'identifier'],
      ['/api/ext/cms-data/cmsBlockIdentifier/banner-hero/storeId/x', 'storeId'],
      ['/api/ext/cms-data/cmsBlock?size=0', 'size'],
      ['/api/ext/cms-data/cmsPage?from=-1', 'from'],
      ['/api/ext/banners/get?storeId=abc', 'storeId'],
    ];
    for (const [url, field] of cases) {
      const { status, body } = await get(url);
      expect({ url, status }).toEqual({ url, status: 400 });
      expect(String(body.result).startsWith(`${field}:`)).toBe(true);
    }
  });

  it('serves the home page’s banners of the store view', async () => {
    const banners = bannersResponseSchema.parse((await get('/api/ext/banners/get?storeId=2')).body).result;
    expect(banners.map((banner) => banner.identifier)).toContain('banner-hero');
    expect(banners.every((banner) => banner.identifier.startsWith('banner-') && banner.store_id === 2)).toBe(true);
    expect(banners[0]?.title).toBe('Jaunā rudens kolekcija');
  });

  it('never stores or serves a <script>, an event handler or a javascript: link from a body', async () => {
    await t.app.services.cms.save(
      'page',
      'ee',
      {
        identifier: 'pahatahtlik',
        title: 'Test',
        content:
          '<h1>Pealkiri</h1><p onclick="alert(1)">Tere<script>alert(2)</script></p>' +
          '<a href="javascript:alert(3)">link</a><img src="x" onerror="alert(4)"><iframe src="https://evil"></iframe>',
      },
      { owner: true },
    );
    const { body } = await get('/api/ext/cms-data/cmsPageIdentifier/pahatahtlik/storeId/1');
    const content = cmsEntryResponseSchema.parse(body).result.content;
    expect(content).toContain('<h2>Pealkiri</h2><p>Tere</p>');
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|iframe|alert/i);
    const [row] = (
      (await t.database.db.execute(sql`select content from cms_pages where identifier = 'pahatahtlik'`)) as unknown as {
        rows: { content: string }[];
      }
    ).rows;
    expect(row?.content).toBe(content);
  });

  it('keeps the owner’s page when the seed runs again, and restores a seeded page nobody edited', async () => {
    await t.app.services.cms.save(
      'page',
      'lv',
      { identifier: 'about-us', title: 'Par mums', content: '<p>Īpašnieka teksts</p>' },
      { owner: true },
    );
    await t.database.db.execute(sql`update cms_pages set content = '<p>vecs</p>' where identifier = 'delivery'`);
    await t.database.db.execute(sql`delete from cms_pages where store_code = 'ee' and identifier = 'gift-card'`);
    await seedCms(t.database.db);
    const about = cmsEntryResponseSchema.parse(
      (await get('/api/ext/cms-data/cmsPageIdentifier/about-us/storeId/2')).body,
    );
    expect(about.result.content).toBe('<p>Īpašnieka teksts</p>');
    const delivery = await get('/api/ext/cms-data/cmsPageIdentifier/delivery/storeId/1');
    expect(cmsEntryResponseSchema.parse(delivery.body).result.content).toContain('Omniva');
    expect((await get('/api/ext/cms-data/cmsPageIdentifier/gift-card/storeId/1')).status).toBe(200);
  });

  it('lets the owner write a page with the CMS admin key only, sanitised, 400 naming the field', async () => {
    const key = 'cms-admin-key-for-the-api-test-0123456789';
    const mediaDir = mkdtempSync(join(tmpdir(), 'shop-media-'));
    const admin = await buildApp({
      config: { LOG_LEVEL: 'silent', NODE_ENV: 'test', CMS_ADMIN_KEY: key },
      database: t.database,
      mediaDir,
    });
    try {
      const put = (url: string, body: object, token?: string) =>
        admin.inject({
          method: 'PUT',
          url,
          payload: body,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const page = { title: 'Kingitused', content: '<p>Kingi <b>kinkekaart</b><script>alert(1)</script></p>' };
      // Off without a key in the configuration; refused with a wrong one.
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/ext/cms-data/cmsPage/ee/kingitused', payload: page }))
          .statusCode,
      ).toBe(404);
      expect((await put('/api/ext/cms-data/cmsPage/ee/kingitused', page, 'wrong')).statusCode).toBe(401);
      expect((await put('/api/ext/cms-data/cmsPage/ee/kingitused', page)).statusCode).toBe(401);

      const bad: [string, object, string][] = [
        ['/api/ext/cms-data/cmsPage/xx/kingitused', page, 'storeCode'],
        ['/api/ext/cms-data/cmsPage/ee/Kingitused!', page, 'identifier'],
        ['/api/ext/cms-data/cmsPage/ee/kingitused', { content: '<p>x</p>' }, 'title'],
        ['/api/ext/cms-data/cmsPage/ee/kingitused', { title: 'x', content: 5 }, 'content'],
      ];
      for (const [url, body, field] of bad) {
        const response = await put(url, body, key);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(String(response.json().result).startsWith(`${field}:`)).toBe(true);
      }

      const saved = await put('/api/ext/cms-data/cmsPage/ee/kingitused', page, key);
      expect(saved.statusCode).toBe(200);
      const { body } = await get('/api/ext/cms-data/cmsPageIdentifier/kingitused/storeId/1');
      expect(cmsEntryResponseSchema.parse(body).result.content).toBe('<p>Kingi <b>kinkekaart</b></p>');
    } finally {
      await admin.close();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it('refuses a page beyond 500 in a store view (SPEC 9)', async () => {
    await t.database.db.execute(
      sql`insert into cms_pages (store_code, id, identifier, title, content)
          select 'lv', 1000 + n, 'filler-' || n, 'x', '' from generate_series(1, ${CMS_MAX_COUNT}) as n`,
    );
    await expect(
      t.app.services.cms.save('page', 'lv', { identifier: 'one-too-many', title: 'x', content: '' }),
    ).rejects.toBeInstanceOf(CmsLimitError);
    await t.database.db.execute(sql`delete from cms_pages where identifier like 'filler-%'`);
  });
});
