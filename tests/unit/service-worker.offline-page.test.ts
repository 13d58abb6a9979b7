import { describe, expect, it } from 'vitest';
import { registerServiceWorker } from '../../src/adapters/service-worker';
import { HOME_RETRY_SECONDS, isCacheablePage, isStoreHome, offlinePage, storeHomePath } from '../../sw/offline-page';

const url = (path: string) => new URL(path, 'https://shop.test');

describe('the service worker offline page (SPEC 2 Offline behaviour)', () => {
  it.each([
    ['/ee/p/123/kleit', '/ee/'],
    ['/lv/c/kleitas', '/lv/'],
    ['/lv/', '/lv/'],
    ['/', '/ee/'],
    ['/de/anything', '/ee/'],
  ])('the store home of %s is %s', (path, home) => {
    expect(storeHomePath(url(path))).toBe(home);
  });

  it('knows the store homes and their /pwa.html alias', () => {
    expect(isStoreHome(url('/ee/'))).toBe(true);
    expect(isStoreHome(url('/lv/pwa.html'))).toBe(true);
    expect(isStoreHome(url('/lv'))).toBe(false);
    expect(isStoreHome(url('/lv/c/kleitas'))).toBe(false);
  });

  it('redirects to the home of the current store at once', async () => {
    const response = offlinePage(url('/lv/p/1/kleita?x=%22%3E'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/lv/">');
    expect(html).toContain('<html lang="lv">');
    expect(html).toContain('href="/lv/"');
    expect(html).not.toContain('<script');
  });

  it('retries the home itself later instead of redirecting to itself in a loop', async () => {
    const html = await offlinePage(url('/ee/')).text();
    expect(html).toContain(`content="${HOME_RETRY_SECONDS};url=/ee/"`);
  });

  it('keeps only complete HTML pages', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(isCacheablePage(new Response('<p>', { status: 200, headers: html }))).toBe(true);
    expect(isCacheablePage(new Response('<p>', { status: 404, headers: html }))).toBe(false);
    expect(isCacheablePage(new Response('<p>', { status: 500, headers: html }))).toBe(false);
    expect(isCacheablePage(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }))).toBe(
      false,
    );
  });
});

describe('the service worker bridge on the server', () => {
  it('imports and does nothing without a browser (SSR)', () => {
    expect(typeof window).toBe('undefined');
    expect(registerServiceWorker({ onMessage: () => undefined })).toBeNull();
  });
});
