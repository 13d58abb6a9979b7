// Pages: static client assets, the '/' redirect, the store fallback, and server-rendered routes (ARCHITECTURE §6).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BESTSELLERS_REQUEST, NEW_COLLECTION_REQUEST } from '../../src/domain/home';
import { DEFAULT_STORE_CODE, STORE_VIEWS, isStoreCode } from '../../src/domain/store-views';
import type { RenderRequest, RenderResult } from '../../src/entry-server';
import type { Services } from '../services';
import { type ClientAssets, renderDocument } from './document';
import { TAG_MANAGER_SCRIPT_ORIGIN, type ShopSettings } from '../../src/app/root/initial-state';
import { invalidateRoutes } from './invalidate';
import type { OutputCache } from './output-cache';
import {
  chooseEncoding,
  encodePage,
  inlineScriptHashes,
  type PageEncoding,
  type PageVariant,
  sendVariant,
  storedPage,
  variantOf,
  withoutNonce,
} from './page-variants';
import { headHtml, pageHead } from './seo';
import { homeBanners } from '../../src/domain/home';

export interface SsrOptions {
  /** The build output: dist/client (assets) and dist/server (entry-server.js). */
  distDir: string;
  cache?: OutputCache;
  /** Secret for GET /invalidate; without it the endpoint answers 404 (no shared default key). */
  invalidateKey?: string;
  /** Settings the client reads from the page (src/app/root/initial-state.ts). */
  settings?: ShopSettings;
  /** Issue 18: what /invalidate does (buildApp: the cache, the catalogue caches and the other instances). */
  invalidate?: (tags: string[]) => Promise<number>;
  /** The public origin (PUBLIC_URL): canonical and hreflang links are absolute with it, root-relative without. */
  publicUrl?: string;
}

type RenderFn = (request: RenderRequest) => Promise<RenderResult>;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export class MissingBuildError extends Error {
  constructor(path: string) {
    super(`The shop is not built (${path} is missing). Run "npm run build" (or "npm start", which builds).`);
    this.name = 'MissingBuildError';
  }
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(clientDir: string): Manifest {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new MissingBuildError(manifestPath);
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/**
 * A lazily loaded page's chunk, every chunk it imports (transitively: a page's chunk imports shared chunks that import
 * others, e.g. the category page → use-listing → breadcrumbs) and their styles, for the page that was rendered. A
 * style the page needs but the head lacks arrives with the chunk's script and moves the page after its first paint
 * (issue 18: Lighthouse CLS). The entry's own chunks and styles are in the head already.
 */
function pageAssets(manifest: Manifest, source: string | undefined): { preload: string[]; css: string[] } {
  const entry = manifest['src/entry-client.tsx'];
  const seen = new Set<string>(['src/entry-client.tsx', ...(entry?.imports ?? [])]);
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunks.push(chunk);
    for (const next of chunk.imports ?? []) visit(next);
  };
  if (source) visit(source);
  const entryCss = new Set(entry?.css ?? []);
  return {
    preload: chunks.map((c) => `/${c.file}`),
    css: [...new Set(chunks.flatMap((c) => c.css ?? []))]
      .filter((file) => !entryCss.has(file))
      .map((file) => `/${file}`),
  };
}

function readClientAssets(manifest: Manifest): ClientAssets {
  const entry = manifest['src/entry-client.tsx'];
  if (!entry) throw new Error('The client manifest has no entry for src/entry-client.tsx');
  const css = new Set(entry.css ?? []);
  const preload: string[] = [];
  for (const key of entry.imports ?? []) {
    const chunk = manifest[key];
    if (!chunk) continue;
    preload.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { script: `/${entry.file}`, css: [...css].map((file) => `/${file}`), preload, styles: new Map() };
}

/**
 * Every style sheet of the build by its href, to be inlined into the page (issue 18: a render-blocking request less
 * per sheet before the first paint, Lighthouse's "render-blocking requests"). The sheets hold no relative url().
 */
function readStyles(clientDir: string, manifest: Manifest): Map<string, string> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return new Map([...files].map((file) => [`/${file}`, readFileSync(join(clientDir, file), 'utf8')]));
}

/** SPEC 9 cache tags plus the route's own (P<id>, C<id> come with the catalogue pages). */
function cacheTags(result: RenderResult): string[] {
  const page = result.routeName.slice(result.storeCode.length + 1);
  // The home page's own tags too: its listed products (P<id>) and, with CMS banners, 'cms' (issue 16).
  if (page === 'home' || page === 'home-pwa') return ['home', ...(result.tags ?? [])];
  if (page === 'page-not-found') return ['page-not-found', ...(result.tags ?? [])];
  if (page === 'error') return ['error'];
  // Issue 16: a CMS page also carries 'cms' and cms-<identifier>, so an owner's change clears it.
  return [page, ...(result.tags ?? [])];
}

export async function ssrRoutes(app: FastifyInstance, opts: SsrOptions & { services: Services }) {
  const clientDir = join(opts.distDir, 'client');
  const serverEntry = join(opts.distDir, 'server', 'entry-server.js');
  if (!existsSync(serverEntry)) throw new MissingBuildError(serverEntry);
  const manifest = readManifest(clientDir);
  const assets = { ...readClientAssets(manifest), styles: readStyles(clientDir, manifest) };
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: RenderFn };
  const { services, cache } = opts;

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders(reply, path) {
      if (path.endsWith('/sw.js')) {
        // The worker controls the whole site and must be re-checked on every visit.
        reply.header('Service-Worker-Allowed', '/');
        reply.header('Cache-Control', 'no-cache');
      } else if (path.includes(`${join(clientDir, 'assets')}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });

  // Issue 13: a NUL character names no product, category or URL (PostgreSQL text cannot hold one), so such a
  // lookup finds nothing and the page is the store's 404 page, never a database error.
  const hasNul = (...texts: string[]) => texts.some((text) => text.includes('\u0000'));
  const deps: RenderRequest['deps'] = {
    async loadHome(storeCode) {
      const [newCollection, bestsellers, banners] = await Promise.all([
        services.catalog.searchProducts(storeCode, NEW_COLLECTION_REQUEST),
        services.catalog.searchProducts(storeCode, BESTSELLERS_REQUEST),
        services.cms.banners(storeCode),
      ]);
      // Issue 16: the hero and banners from the store view's banner-* CMS blocks (SPEC 7 banners endpoint).
      return { newCollection: newCollection.items, bestsellers: bestsellers.items, banners: homeBanners(banners) };
    },
    searchProducts: (storeCode, request) => {
      // A searched text with a NUL character: searched without it (the client's own request would be a 400).
      const query = request.query?.replaceAll('\u0000', '');
      return services.catalog.searchProducts(storeCode, query === undefined ? request : { ...request, query });
    },
    // A listing page's search names its tiles' fields (includeFields), which the service projects to.
    searchListing: (storeCode, request, signal) => deps.searchProducts(storeCode, request, signal),
    async loadCategory(storeCode, slug) {
      const index = await services.catalog.categories(storeCode);
      const category = index.all.find((candidate) => candidate.slug === slug && candidate.is_active);
      if (!category) return null;
      const trail = category.parent_ids
        .filter((id) => id > 2)
        .map((id) => index.byId.get(id))
        .filter((ancestor): ancestor is NonNullable<typeof ancestor> => Boolean(ancestor));
      return { category, trail };
    },
    loadProducts: (storeCode, skus) =>
      services.catalog.findProducts(storeCode, { skus: skus.filter((sku) => !hasNul(sku)) }),
    // What GET /api/ext/category-menu/get answers (SPEC 7), in-process.
    loadCategoryMenu: (storeCode) => services.catalog.categoryMenu(storeCode),
    // SPEC 3 "CMS page" by identifier (issue 16), what GET /api/ext/cms-data/cmsPageIdentifier/… answers.
    loadCmsPage: async (storeCode, identifier) =>
      hasNul(identifier) ? null : ((await services.cms.byIdentifier('page', storeCode, identifier)) ?? null),
    // Issue 16: what GET /api/ext/stores answers (the store locator's list), in-process.
    loadStores: () => services.stores.list(),
    // Issue 16: what GET /api/review/list answers, in-process.
    loadReviews: (storeCode, productId) => services.review.list(productId, STORE_VIEWS[storeCode].storeId),
    lookupUrl: async (storeCode, url) => (hasNul(url) ? null : ((await services.url.map({ url, storeCode })) ?? null)),
    async parentOfChild(storeCode, childSku) {
      if (hasNul(childSku)) return null;
      const parentSku = await services.catalog.parentSkuOf(childSku);
      if (!parentSku) return null;
      const [product] = await services.catalog.findProducts(storeCode, { skus: [parentSku] });
      return product ?? null;
    },
    async loadProduct(storeCode, parentSku) {
      if (hasNul(parentSku)) return null;
      const list = await services.catalog.searchProducts(storeCode, { filters: { sku: parentSku }, size: 1 });
      return list.items[0] ?? null;
    },
  };

  // The page's policy: our own scripts, plus React's inline boundary scripts: by this response's nonce, or, on a
  // page from the output cache (the same bytes for everyone, issue 18), by their sha256 hashes.
  // SPEC 5 / issue 16: with a tag-manager id configured, its one host may serve scripts (loaded only after the
  // visitor's consent, src/app/root/consent-actors.ts); without one the policy is unchanged.
  const tagManagerSources = opts.settings?.tagManagerId ? [TAG_MANAGER_SCRIPT_ORIGIN] : [];
  const pageHeaders = (reply: FastifyReply, status: number, scripts: string[], cacheState: 'hit' | 'miss') =>
    reply
      .header(
        'Content-Security-Policy',
        `default-src 'self';script-src ${["'self'", ...scripts, ...tagManagerSources].join(' ')};style-src 'self' 'unsafe-inline';img-src 'self' data:;` +
          "connect-src 'self';worker-src 'self';base-uri 'self';form-action 'self';frame-ancestors 'self';object-src 'none'",
      )
      // A failed page (503, finding 11) is kept by no cache; a good one is revalidated by the browser.
      .header('Cache-Control', status >= 500 ? 'no-store' : 'no-cache')
      .header('X-Output-Cache', cacheState);
  // A page for this response only: compressed here in one call off the main thread (encodePage); the compress plugin leaves a reply with
  // a Content-Encoding alone.
  const sendPage = async (reply: FastifyReply, status: number, html: Buffer, nonce: string, encoding: PageEncoding) => {
    pageHeaders(reply, status, [`'nonce-${nonce}'`], 'miss')
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(await encodePage(html, encoding));
  };
  // Issue 18: a page of the output cache leaves in the coding the client accepts, compressed when it was stored.
  const sendCached = (request: FastifyRequest, reply: FastifyReply, page: PageVariant, cacheState: 'hit' | 'miss') =>
    sendVariant(request, pageHeaders(reply, page.status, page.scriptHashes, cacheState), page);

  app.get('/', async (_request, reply) => reply.redirect(`/${DEFAULT_STORE_CODE}/`, 302));

  await app.register(invalidateRoutes, { cache, invalidateKey: opts.invalidateKey, invalidate: opts.invalidate });

  app.get('/*', async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/img/')) {
      return reply.code(404).send({ code: 404, result: `Not found: ${pathname}` });
    }
    const first = pathname.split('/')[1] ?? '';
    // SPEC 1: an unknown store code falls back to the default store view.
    if (!isStoreCode(first)) return reply.redirect(`/${DEFAULT_STORE_CODE}${url === '/' ? '/' : url}`, 302);

    const cacheKey = url;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const cached = cache ? await cache.get(cacheKey, encoding) : null;
    if (cached) return sendCached(request, reply, cached, 'hit');
    // A page rendered for this response only carries this nonce (finding 12); a kept one drops it (below).
    const nonce = randomBytes(16).toString('base64');
    const result = await render({ url, deps, settings: opts.settings });
    if (result.redirect) return reply.redirect(result.redirect, 301);
    const description = result.description ?? result.title;
    // Issue 16: canonical, hreflang alternates and Open Graph; an error or missing page is not offered to crawlers.
    const head =
      result.status === 200
        ? headHtml(
            await pageHead(services, result.storeCode, result.pathname, result.seo),
            {
              title: result.title,
              description,
              siteName: 'Rõivas',
              lang: result.lang,
            },
            (opts.publicUrl ?? '').replace(/\/+$/, ''),
          )
        : '<meta name="robots" content="noindex">';
    const html = renderDocument({
      head,
      lang: result.lang,
      title: result.title,
      description: result.description,
      html: result.html,
      state: result.state,
      assets,
      pageAssets: pageAssets(manifest, result.pageModule),
      nonce,
    });
    // One-off links (password reset) are not kept: each token is its own URL and is never asked for twice. Only a
    // page that rendered its data is kept: a failed load answers 503 (finding 11) and the next request renders again.
    if (cache && result.cacheable && (result.status === 200 || result.status === 404)) {
      // Issue 18: the same bytes for every visitor, so no nonce; its inline scripts are allowed by their hashes.
      const shared = withoutNonce(html.toString('utf8'), nonce);
      const page = storedPage(shared, {
        status: result.status,
        type: 'text/html; charset=utf-8',
        scriptHashes: inlineScriptHashes(shared),
      });
      await cache.set(cacheKey, page, cacheTags(result));
      return sendCached(request, reply, variantOf(page, encoding), 'miss');
    }
    return sendPage(reply, result.status, html, nonce, encoding);
  });
}
