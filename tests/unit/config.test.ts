import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { mergeDeep, resolveStoreView, storeViewByCode, storeViewById } from '../../src/domain/store-views';

describe('server configuration', () => {
  it('has safe defaults: port 3000, embedded database, no invalidation key', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.INVALIDATE_KEY).toBeUndefined();
  });

  it('names every bad variable and what it expects', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', INVALIDATE_KEY: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/PORT="eighty": expected a whole number from 1 to 65535/);
    expect(message).toMatch(/DATABASE_URL="mysql:\/\/x": expected a postgres:\/\/ or postgresql:\/\/ connection URL/);
    expect(message).toMatch(/INVALIDATE_KEY="short": expected at least 16 characters/);
  });

  it('has account and mail defaults: 15-minute access tokens, 30-day refresh tokens, the outbox, no Mailchimp', () => {
    const config = loadConfig({});
    expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(config.REFRESH_TOKEN_TTL_SECONDS).toBe(30 * 24 * 3600);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DEV_OUTBOX).toBeUndefined();
    expect(config.MAILCHIMP_API_KEY).toBeUndefined();
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '60', DEV_OUTBOX: 'true' })).toMatchObject({
      ACCESS_TOKEN_TTL_SECONDS: 60,
      DEV_OUTBOX: true,
    });
  });

  it('names bad account and mail variables', () => {
    let error: unknown;
    try {
      loadConfig({
        ACCESS_TOKEN_TTL_SECONDS: '0',
        SMTP_URL: 'http://mail',
        MAIL_FROM: 'shop',
        MAILCHIMP_API_KEY: 'no-datacenter!',
      });
    } catch (caught) {
      error = caught;
    }
    const message = (error as ConfigError).message;
    expect(message).toMatch(/ACCESS_TOKEN_TTL_SECONDS="0": expected a whole number of seconds of at least 1/);
    expect(message).toMatch(/SMTP_URL="http:\/\/mail": expected an smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).toMatch(/MAIL_FROM="shop": expected an e-mail address/);
    expect(message).toMatch(/MAILCHIMP_API_KEY="no-datacenter!": expected a Mailchimp API key/);
  });

  it('takes a tag-manager id only in its GTM-… form (SPEC 5), unset by default', () => {
    expect(loadConfig({}).GTM_ID).toBeUndefined();
    expect(loadConfig({ GTM_ID: 'GTM-AB12CD3' }).GTM_ID).toBe('GTM-AB12CD3');
    for (const bad of ['UA-12345-1', 'GTM-ab12', 'GTM-AB12CD3"><script>', 'GTM-']) {
      expect(() => loadConfig({ GTM_ID: bad })).toThrow(/GTM_ID=.*expected a Google Tag Manager container id/);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });
});

describe('store views (SPEC 1)', () => {
  it('maps store id 2 to Latvia and anything else to Estonia', () => {
    expect(storeViewById(2).storeCode).toBe('lv');
    expect(storeViewById(1).storeCode).toBe('ee');
    expect(storeViewById(7).storeCode).toBe('ee');
  });

  it('falls back to the default store view for an unknown code', () => {
    expect(storeViewByCode('fi').storeCode).toBe('ee');
  });

  it('merges an extending store view recursively and logs a missing parent', () => {
    const logged: string[] = [];
    const views = {
      base: { name: 'Base', links: { terms: '/t', privacy: '/p' } },
      child: { extend: 'base', links: { terms: '/child-terms' } },
      orphan: { extend: 'missing', name: 'Orphan' },
    } as never;
    expect(resolveStoreView(views, 'child', (m) => logged.push(m))).toMatchObject({
      name: 'Base',
      links: { terms: '/child-terms', privacy: '/p' },
    });
    expect(resolveStoreView(views, 'orphan', (m) => logged.push(m))).toMatchObject({ name: 'Orphan' });
    expect(logged).toEqual(['Store view "orphan" extends "missing", which does not exist']);
    expect(mergeDeep({ a: { b: 1, c: 2 } }, { a: { c: 3 } } as never)).toEqual({ a: { b: 1, c: 3 } });
  });
});
