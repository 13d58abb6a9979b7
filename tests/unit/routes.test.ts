import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, getHref, resolveRoute } from '../../src/app/routing/routes';

const root = join(import.meta.dirname, '..', '..');

describe('route table (SPEC 2)', () => {
  it('resolves every SPEC 2 route under both store codes with the store-prefixed name', () => {
    const spec = [
      '/',
      '/pwa.html',
      '/checkout',
      '/thankyou',
      '/legal',
      '/privacy',
      '/magazine',
      '/sale',
      '/order-tracking',
      '/about-us',
      '/customer-service',
      '/store-locator',
      '/size-guide',
      '/gift-card',
      '/delivery',
      '/returns',
      '/order-from-catalog',
      '/contact',
      '/my-account',
      '/my-account/shipping-details',
      '/my-account/newsletter',
      '/my-account/orders',
      '/my-account/orders/100000123',
      '/my-account/recently-viewed',
      '/my-account/paper-catalogue',
      '/compare',
      '/error',
      '/p/NA-DR-1001/linane-kleit',
      '/p/NA-DR-1001/linane-kleit/NA-DR-1001-02-M',
      '/c/kleidid',
      '/i/tellimistingimused',
      '/create-password',
      '/reset-password/abc123',
      '/paper-catalogue',
      '/search',
      '/montonio-return',
      '/esto-return',
      '/modena-return',
      '/abandoned-cart-return',
    ];
    for (const store of ['ee', 'lv'] as const) {
      for (const path of spec) {
        const match = resolveRoute(`/${store}${path === '/' ? '/' : path}`);
        expect(match.route.name, `${store}${path}`).not.toBe('page-not-found');
        expect(match.storeCode).toBe(store);
        expect(match.routeName).toBe(`${store}-${match.route.name}`);
      }
    }
  });

  it('gives product and order routes their parameters', () => {
    expect(resolveRoute('/lv/p/SI-DR-1/kleita/SI-DR-1-02-M').params).toEqual({
      parentSku: 'SI-DR-1',
      slug: 'kleita',
      childSku: 'SI-DR-1-02-M',
    });
    expect(resolveRoute('/ee/my-account/orders/42').params).toEqual({ orderId: '42' });
  });

  it('answers unknown paths with the 404 route and /error with the 500 route', () => {
    expect(resolveRoute('/ee/no/such/page').route.status).toBe(404);
    expect(resolveRoute('/lv/error').route.status).toBe(500);
  });

  it('uses the layouts of SPEC 2 (minimal checkout, empty payment returns)', () => {
    expect(resolveRoute('/ee/checkout').route.layout).toBe('minimal');
    expect(resolveRoute('/ee/montonio-return').route.layout).toBe('empty');
    expect(resolveRoute('/ee/c/naised').route.layout).toBe('default');
  });

  it('falls back to the default store view for a path without a known store code (SPEC 1)', () => {
    expect(resolveRoute('/xx/checkout').storeCode).toBe('ee');
  });

  it('builds hrefs from route names and refuses a missing parameter', () => {
    expect(getHref('category', { slug: 'kleitas' }, 'lv')).toBe('/lv/c/kleitas');
    expect(getHref('home', {}, 'ee')).toBe('/ee/');
    expect(() => getHref('category', {}, 'ee')).toThrow(/needs the parameter "slug"/);
  });

  it('has unique route names', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('page registry (src/app/routing/page-registry.tsx)', () => {
  const source = readFileSync(join(root, 'src', 'app', 'routing', 'page-registry.tsx'), 'utf8');

  it('names, for every split page, the source module its loader imports (the server preloads it from the manifest)', () => {
    const chunks = [...source.matchAll(/chunk\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map(
      ([, module, imported]) => [module, imported],
    );
    expect(chunks.length).toBeGreaterThanOrEqual(9);
    for (const [module = '', imported = ''] of chunks) {
      expect(existsSync(join(root, module)), module).toBe(true);
      expect(join('src', 'app', 'routing', imported), module).toBe(module.replace(/\.tsx$/, ''));
    }
  });

  it('has an entry for every page kind the route table uses', () => {
    const kinds = new Set(ROUTES.map((route) => route.page));
    for (const kind of [...kinds, 'not-found']) expect(source, kind).toMatch(new RegExp(`\\n  '?${kind}'?: \\{`));
  });
});
