// Search engines and the output cache end to end (issue 16), against the real server (on the Redis of
// TEST_REDIS_URL when it is set, the way several instances share one cache): every product, category and CMS page
// carries a canonical link, hreflang alternates to the same page in the other store and Open Graph tags, a variant
// URL is canonical to its product, a missing page is noindex; /invalidate?tag=P<id> clears exactly the cached pages
// that show the product (its page in both stores, a category listing it) and keeps the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../helpers/server';

const INVALIDATE_KEY = 'seo-e2e-invalidate-key-0123456789';
const PUBLIC_URL = 'https://shop.example';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    env: {
      INVALIDATE_KEY,
      PUBLIC_URL,
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    },
  });
  // A Redis shared with earlier runs: start from an empty page cache.
  await fetch(`${server.url}/invalidate?key=${INVALIDATE_KEY}&tag=*`);
});

afterAll(async () => {
  await server?.stop();
});

const linkHref = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]+)">`).exec(html)?.[1];
const meta = (html: string, property: string) =>
  new RegExp(`<meta property="og:${property}" content="([^"]*)">`).exec(html)?.[1];

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, cache: response.headers.get('x-output-cache'), html: await response.text() };
}

describe('the head of a page', () => {
  it('a product page (a variant URL) is canonical to the product, names its twin in the other store and has Open Graph tags', async () => {
    const home = await page('/ee/');
    const href = /href="(\/ee\/p\/[^"]+)"/.exec(home.html)?.[1];
    if (!href) throw new Error('the home page links a product');
    const product = await page(href);
    expect(product.status).toBe(200);
    // The home page links a variant (/p/{sku}/{slug}/{childSku}): canonical to its product.
    const [, , , sku, slug] = href.split('/');
    const productPath = `/ee/p/${sku}/${slug}`;
    expect(linkHref(product.html, 'canonical')).toBe(`${PUBLIC_URL}${productPath}`);
    expect(linkHref(product.html, 'alternate', 'et')).toBe(`${PUBLIC_URL}${productPath}`);
    const lvHref = linkHref(product.html, 'alternate', 'lv');
    expect(lvHref).toMatch(new RegExp(`^${PUBLIC_URL}/lv/p/${sku}/`));
    expect(meta(product.html, 'type')).toBe('product');
    expect(meta(product.html, 'image')).toMatch(/^https:\/\/shop\.example\/img\//);
    // A real description, not the title repeated.
    const title = /<title>([^<]*)<\/title>/.exec(product.html)?.[1];
    const description = /<meta name="description" content="([^"]*)">/.exec(product.html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(30);
    expect(description).not.toBe(title);
    // The Latvian twin points back.
    const twin = await page((lvHref ?? '').replace(PUBLIC_URL, ''));
    expect(twin.status).toBe(200);
    expect(linkHref(twin.html, 'alternate', 'et')).toBe(`${PUBLIC_URL}${productPath}`);
    expect(twin.html).toContain('<html lang="lv">');
  });

  it('the terms pages of the two stores are each other’s alternates', async () => {
    const ee = await page('/ee/i/tellimistingimused');
    expect(linkHref(ee.html, 'alternate', 'lv')).toBe(`${PUBLIC_URL}/lv/i/pasutisanas-noteikumi`);
    expect(meta(ee.html, 'type')).toBe('article');
    const delivery = await page('/lv/i/delivery');
    expect(linkHref(delivery.html, 'canonical')).toBe(`${PUBLIC_URL}/lv/delivery`);
  });

  it('a category page is canonical without its filters and names the same category in the other store', async () => {
    const home = await page('/ee/');
    const href = /href="(\/ee\/c\/[^"?]+)"/.exec(home.html)?.[1];
    if (!href) throw new Error('the header links a category');
    const filtered = await page(`${href}?sort=price`);
    expect(linkHref(filtered.html, 'canonical')).toBe(`${PUBLIC_URL}${href}`);
    expect(linkHref(filtered.html, 'alternate', 'lv')).toMatch(/^https:\/\/shop\.example\/lv\/c\//);
  });

  it.each(['ee', 'lv'])(
    '%s: the home and category pages have a description of their own, not the title',
    async (store) => {
      const home = await page(`/${store}/`);
      const href = new RegExp(`href="(/${store}/c/[^"?]+)"`).exec(home.html)?.[1];
      if (!href) throw new Error('the header links a category');
      const category = await page(href);
      const name = /<h1[^>]*>([^<]+)<\/h1>/.exec(category.html)?.[1] ?? '';
      expect(name.length).toBeGreaterThan(2);
      for (const { html } of [home, category]) {
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
        expect(description.length).toBeGreaterThan(title.length + 30);
        expect(description).not.toContain(title);
      }
      expect(/<meta name="description" content="([^"]*)">/.exec(category.html)?.[1]).toContain(name);
    },
  );

  it('a missing page is kept out of search results', async () => {
    const missing = await page('/ee/p/NO-SUCH-SKU/none');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
    expect(linkHref(missing.html, 'canonical')).toBeUndefined();
  });
});

describe('cache tags', () => {
  it('invalidating a product clears exactly the cached pages that show it', async () => {
    const home = await page('/ee/');
    const productHref = /href="(\/ee\/p\/[^"]+)"/.exec(home.html)?.[1] ?? '';
    const product = await page(productHref);
    const lvHref = (linkHref(product.html, 'alternate', 'lv') ?? '').replace(PUBLIC_URL, '');
    const otherHref = [...home.html.matchAll(/href="(\/ee\/p\/[^"]+)"/g)]
      .map((m) => m[1] as string)
      .find((candidate) => candidate.split('/')[3] !== productHref.split('/')[3]);
    if (!otherHref) throw new Error('the home page links two products');
    // The tag is P<id> of the catalogue's id (the API answers it by sku).
    const sku = productHref.split('/')[3];
    const request = encodeURIComponent(JSON.stringify({ filters: { sku }, size: 1 }));
    const search = await fetch(`${server.url}/api/catalog/ee/product/_search?request=${request}`);
    expect(search.ok).toBe(true);
    const found = ((await search.json()) as { result: { items: { id: number; sku: string }[] } }).result.items[0];
    if (!found || found.sku !== sku) throw new Error(`no product ${sku}`);

    for (const path of [productHref, lvHref, otherHref]) await page(path);
    for (const path of [productHref, lvHref, otherHref]) expect((await page(path)).cache, path).toBe('hit');

    const cleared = await fetch(`${server.url}/invalidate?key=${INVALIDATE_KEY}&tag=P${found.id}`);
    expect(cleared.status).toBe(200);
    expect((await page(productHref)).cache).toBe('miss');
    expect((await page(lvHref)).cache).toBe('miss');
    expect((await page(otherHref)).cache).toBe('hit');

    const bad = await fetch(`${server.url}/invalidate?key=${INVALIDATE_KEY}&tag=P12%00`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { result: string }).result).toMatch(/^tag: /);
  });

  it('robots.txt and the sitemaps are served with the public origin', async () => {
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const lv = await (await fetch(`${server.url}/sitemap-lv.xml`)).text();
    expect(lv).toContain(`<loc>${PUBLIC_URL}/lv/</loc>`);
    expect(lv).toContain('hreflang="et"');
  });
});
