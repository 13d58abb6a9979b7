// Issue 18 (LCP): the document lets the page's text and lead image have the connection before the app's scripts.
import { describe, expect, it } from 'vitest';
import type { InitialState } from '../../src/app/root/initial-state';
import { renderDocument } from '../../server/ssr/document';

const state: InitialState = { storeCode: 'ee', messages: {}, snapshots: {} };
const assets = {
  script: '/assets/entry-client-abc.js',
  css: ['/assets/entry-client-abc.css'],
  preload: ['/assets/framework-abc.js'],
  styles: new Map([['/assets/entry-client-abc.css', 'body{margin:0}']]),
};

function documentOf(markup: string, nonce?: string): { head: string; body: string } {
  const html = renderDocument({
    lang: 'et',
    title: 'Rõivas',
    html: Buffer.from(markup),
    state,
    assets,
    pageAssets: { preload: ['/assets/product-page-abc.js'], css: [] },
    nonce,
  }).toString('utf8');
  const [head = '', body = ''] = html.split('</head>');
  return { head, body };
}

describe('the page document (issue 18)', () => {
  it('requests no script from the head: the preload scanner leaves the connection to the page', () => {
    const { head } = documentOf('<main>Tere</main>');
    expect(head).not.toMatch(/<script/);
    expect(head).not.toMatch(/modulepreload/);
  });

  it('loads the app after the first paint from the end of the body, with every chunk and the nonce', () => {
    const { body } = documentOf('<main>Tere</main>', 'n0nce');
    const scripts = [...body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const loader = scripts.at(-1);
    expect(loader?.[1]).toBe(' nonce="n0nce"');
    expect(loader?.[2]).toContain('requestAnimationFrame');
    expect(loader?.[2]).toContain('["/assets/framework-abc.js","/assets/product-page-abc.js"]');
    expect(loader?.[2]).toContain('import("/assets/entry-client-abc.js")');
    // After the markup and the state, so the document is parsed when it runs.
    expect(body.indexOf('<main>Tere</main>')).toBeLessThan(body.indexOf(loader?.[0] ?? ''));
    expect(body.indexOf('__SHOP_STATE__')).toBeLessThan(body.indexOf(loader?.[0] ?? ''));
  });

  it("preloads the page's first high-priority image from the head, before the inlined styles", () => {
    const { head } = documentOf(
      '<main><img src="/img/241/331/a.png" loading="lazy"/><img src="/img/920/1288/resize/jacket/04.png" alt="Jope" fetchPriority="high"/><img src="/img/b.png" fetchPriority="high"/></main>',
    );
    const preload = '<link rel="preload" as="image" href="/img/920/1288/resize/jacket/04.png" fetchpriority="high">';
    expect(head).toContain(preload);
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<style'));
  });

  it('preloads no image when the page has no high-priority one', () => {
    const { head } = documentOf('<main><img src="/img/a.png" loading="lazy"/></main>');
    expect(head).not.toContain('rel="preload"');
  });
});
