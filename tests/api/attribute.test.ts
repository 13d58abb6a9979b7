// Attribute search (SPEC 3 Attribute, SPEC 5 "Attribute codes containing a dot are never loaded", SPEC 7 "Attribute
// search", SPEC 9 "Attribute list size" 150) and tax rule search (SPEC 3 Tax rule, SPEC 7 "Tax rules search with no
// query, cached"), on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Attribute,
  attributeSchema,
  type EntityList,
  type TaxRuleItem,
  taxRuleSchema,
} from '../../src/domain/contract/catalog';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';

const search = (entity: string, request: unknown, store = 'ee') =>
  `/api/catalog/${store}/${entity}/_search?request=${encodeURIComponent(JSON.stringify(request))}`;

describe.each(engines())('attributes and tax rules on $name', (engine) => {
  let t: TestApp;
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as { code: number; result: unknown } };
  };
  const attributes = async (request: unknown, store = 'ee') => {
    const { status, body } = await get(search('attribute', request, store));
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result as EntityList<Attribute>;
  };

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every attribute of the store with its labels and options, 150 per page by default (SPEC 9)', async () => {
    const ee = await attributes({});
    const lv = await attributes({}, 'lv');
    expect(ee.perPage).toBe(150);
    expect(ee.items.map((a) => a.attribute_code)).toEqual(['color', 'size', 'brand_name', 'material']);
    for (const item of ee.items) expect(attributeSchema.safeParse(item).success).toBe(true);
    expect(ee.items[0]).toMatchObject({ attribute_id: 93, frontend_label: 'Värv', default_frontend_label: 'Color' });
    expect(lv.items[0]?.frontend_label).toBe('Krāsa');
    expect(ee.items[0]?.options).toContainEqual({ label: 'Punane', value: '51', swatch: '03' });
  });

  it('filters by attribute_code or attribute_id lists and by flags (SPEC 7)', async () => {
    expect(
      (await attributes({ filters: { attribute_code: ['size', 'material'] } })).items.map((a) => a.attribute_id),
    ).toEqual([144, 146]);
    expect((await attributes({ filters: { attribute_id: 93 } })).items.map((a) => a.attribute_code)).toEqual(['color']);
    expect((await attributes({ filters: { attribute_id: ['144', '145'] } })).total).toBe(2);
    expect((await attributes({ filters: { is_user_defined: true } })).items.map((a) => a.attribute_code)).toEqual([
      'brand_name',
      'material',
    ]);
    expect((await attributes({ filters: { is_visible: false } })).total).toBe(0);
  });

  it('never loads attribute codes containing a dot (SPEC 5)', async () => {
    await t.database.db.execute(sql`insert into attributes (store_code, attribute_id, attribute_code, frontend_label,
      default_frontend_label, frontend_input) values ('ee', 900, 'configurable_children.color', 'x', 'x', 'select')`);
    t.app.services.catalog.invalidate();
    expect(
      (await attributes({ filters: { attribute_code: ['configurable_children.color', 'color'] } })).items.map(
        (a) => a.attribute_code,
      ),
    ).toEqual(['color']);
    expect((await attributes({ filters: { attribute_code: 'configurable_children.color' } })).total).toBe(0);
    expect((await attributes({})).items.map((a) => a.attribute_code)).not.toContain('configurable_children.color');
    expect((await attributes({ filters: { attribute_id: 900 } })).total).toBe(0);
  });

  it('answers 400 naming an unknown filter', async () => {
    const { status, body } = await get(search('attribute', { filters: { colour: 'x' } }));
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: 'filters.colour: unknown filter field' });
  });

  it('lists the tax rules with their rates (SPEC 3, 9)', async () => {
    const { status, body } = await get(search('taxrule', {}));
    expect(status).toBe(200);
    const result = body.result as EntityList<TaxRuleItem>;
    expect(result.total).toBe(1);
    expect(taxRuleSchema.safeParse(result.items[0]).success).toBe(true);
    expect(result.items[0]?.rates.map((rate) => [rate.tax_country_id, rate.rate])).toEqual([
      ['EE', 24],
      ['LV', 21],
    ]);
    expect(((await get(search('taxrule', { filters: { id: 7 } }))).body.result as EntityList<TaxRuleItem>).total).toBe(
      0,
    );
  });

  it('keeps the tax rules cached until the catalogue changes', async () => {
    await t.database.db.execute(sql`insert into tax_rules (code, product_tax_class_ids, customer_tax_class_ids, rates)
      values ('Reduced', '{5}', '{3}', '[]'::jsonb)`);
    expect(((await get(search('taxrule', {}))).body.result as EntityList<TaxRuleItem>).total).toBe(1);
    t.app.services.catalog.invalidate();
    expect(((await get(search('taxrule', {}))).body.result as EntityList<TaxRuleItem>).total).toBe(2);
  });
});
