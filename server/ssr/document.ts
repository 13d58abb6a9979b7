// The HTML document around the rendered app.
import { INITIAL_STATE_ID, type InitialState, serializeState } from '../../src/app/root/initial-state';

export interface ClientAssets {
  script: string;
  css: string[];
  preload: string[];
  /** The build's style sheets by href: those the page links are inlined (the link stays, disabled, see below). */
  styles: ReadonlyMap<string, string>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A style sheet inlined when its text is known, so the first paint waits for no request (issue 18). Its link stays
 * beside it, `disabled` (never fetched): the client's chunk loader looks for a sheet's link before adding one, so a
 * page chunk loaded after hydration does not fetch the sheet again.
 */
function styleSheet(href: string, text: string | undefined): string {
  if (text === undefined) return `<link rel="stylesheet" href="${href}">`;
  return `<style data-href="${href}">${text.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
}

export function renderDocument(page: {
  lang: string;
  title: string;
  /** The page's meta description; the title when it has none. */
  description?: string;
  /** The page's markup as React rendered it, UTF-8. */
  html: Buffer;
  state: InitialState;
  assets: ClientAssets;
  /** The rendered page's own chunk and its styles. */
  pageAssets?: { preload: string[]; css: string[] };
  /** Pre-escaped head tags: canonical, hreflang alternates, Open Graph (server/ssr/seo.ts). */
  head?: string;
  /** This response's CSP nonce, carried by the entry script like React's inline scripts (finding 12). */
  nonce?: string;
}): Buffer {
  const assets = {
    ...page.assets,
    css: [...page.assets.css, ...(page.pageAssets?.css ?? [])],
    preload: [...page.assets.preload, ...(page.pageAssets?.preload ?? [])],
  };
  // Issue 18: the page's markup stays bytes; only the document around it is encoded (see renderToBytes).
  const before = `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="${escapeHtml(page.description ?? page.title)}">
<meta name="theme-color" content="#23211f">
<link rel="icon" href="data:,">
${page.head ?? ''}
${assets.css.map((href) => styleSheet(href, page.assets.styles.get(href))).join('\n')}
${assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
<script type="module"${page.nonce ? ` nonce="${escapeHtml(page.nonce)}"` : ''} src="${assets.script}"></script>
</head>
<body>
<div id="root">`;
  const after = `</div>
<script type="application/json" id="${INITIAL_STATE_ID}">${serializeState(page.state)}</script>
</body>
</html>`;
  return Buffer.concat([Buffer.from(before, 'utf8'), page.html, Buffer.from(after, 'utf8')]);
}
