// The HTML document around the rendered app.
import { EARLY_WORKER_POSTS } from '../../src/adapters/service-worker';
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

/**
 * Issue 18 (LCP): the app's scripts are requested after the first paint instead of by the preload scanner beside the
 * HTML. On a slow connection ~70 KB of scripts took the bandwidth the page's text and images needed first (Lighthouse:
 * every page's LCP waited for them in the simulated 1.6 Mbit/s). At the end of the body, once the document is parsed,
 * this loader waits for the next frame (the first paint; at most 200 ms when no frame comes, as in a background tab),
 * then adds the chunks' modulepreload links and imports the entry. The page works as before until it hydrates.
 * It also keeps the service worker's posts about this navigation (delivered when parsing ends, before the app listens)
 * for the app (src/adapters/service-worker.ts EARLY_WORKER_POSTS).
 */
function scriptLoader(entry: string, preload: readonly string[], nonce: string | undefined): string {
  // The hrefs are the build's asset paths; JSON-escaped and with '<' escaped so nothing closes the script.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>(function(){var sw=navigator.serviceWorker;` +
    'if(sw){var posts=[],keep=function(event){posts.push(event.data)};sw.addEventListener("message",keep);' +
    `window.${EARLY_WORKER_POSTS}=function(){sw.removeEventListener("message",keep);return posts.splice(0)}}` +
    'var done=0;function load(){if(done++)return;' +
    `${json(preload)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";` +
    `link.href=href;document.head.appendChild(link)});import(${json(entry)})}` +
    'requestAnimationFrame(function(){setTimeout(load)});setTimeout(load,200)})()</script>'
  );
}

const HIGH_PRIORITY = Buffer.from('fetchPriority="high"');

/**
 * Issue 18 (LCP): the page's first high-priority image (the product gallery's first picture, the first product cards),
 * preloaded from the head so its request starts with the first bytes of the HTML instead of when the parser reaches
 * it, past the inlined style sheets. Found in the markup's bytes without decoding the page.
 */
function leadImagePreload(html: Buffer): string {
  const at = html.indexOf(HIGH_PRIORITY);
  if (at < 0) return '';
  const start = html.lastIndexOf('<img', at);
  const end = html.indexOf('>', at);
  if (start < 0 || end < 0) return '';
  const src = /\ssrc="([^"]+)"/.exec(html.subarray(start, end).toString('utf8'))?.[1];
  // The src is already escaped as an attribute value by the renderer.
  return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">` : '';
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
  /** This response's CSP nonce, carried by the script loader (finding 12). */
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
${leadImagePreload(page.html)}
${page.head ?? ''}
${assets.css.map((href) => styleSheet(href, page.assets.styles.get(href))).join('\n')}
</head>
<body>
<div id="root">`;
  const after = `</div>
<script type="application/json" id="${INITIAL_STATE_ID}">${serializeState(page.state)}</script>
${scriptLoader(assets.script, assets.preload, page.nonce)}
</body>
</html>`;
  return Buffer.concat([Buffer.from(before, 'utf8'), page.html, Buffer.from(after, 'utf8')]);
}
